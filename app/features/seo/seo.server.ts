import { and, eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { SEO_PAGE_TYPES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { seoPages } from "~/db/schema";
import { loadCache } from "~/lib/load-cache.server";
import { onPublicDataChanged } from "~/services/public-pages.server";
import {
  absoluteUrl,
  fillPlaceholderText,
  type JsonLd,
  type PageSeo,
  pageSeo,
  type SeoDefaults,
  type SeoPlaceholders,
} from "./meta";

export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** The site's public origin (PUBLIC_URL without a trailing slash), for absolute URLs. */
export function siteOrigin(): string {
  return config().PUBLIC_URL.replace(/\/+$/, "");
}

export interface ResolveSeoInput {
  pageType: SeoPageType;
  /**
   * city_page '<city-slug>', locality_page '<city-slug>/<locality-slug>', brand_profile '<brand-slug>',
   * room_design '<room>'; '' for single pages (home, interior_designers, cities_directory, design_ideas_hub).
   */
  identifier?: string;
  /** Site path of the page, e.g. "/interior-designers/chennai": the default canonical URL. */
  path: string;
  defaults: SeoDefaults;
  placeholders?: SeoPlaceholders;
  /** Defaults to PUBLIC_URL. */
  origin?: string;
}

/** The page's SEO: its defaults, with the fields of an active seo_pages row for it taking precedence. */
export async function resolveSeo(db: Executor, input: ResolveSeoInput): Promise<PageSeo> {
  const origin = input.origin ?? siteOrigin();
  const base = pageSeo(origin, input.path, input.defaults);
  const override = await activeOverride(db, input.pageType, input.identifier ?? "");
  const seo = override ? applyOverride(base, override, origin) : base;
  return fillPlaceholders(seo, input.placeholders ?? {});
}

export type SeoOverride = Pick<
  typeof seoPages.$inferSelect,
  | "metaTitle"
  | "metaDescription"
  | "metaKeywords"
  | "canonicalUrl"
  | "ogTitle"
  | "ogDescription"
  | "ogImage"
  | "ogType"
  | "twitterCard"
  | "twitterTitle"
  | "twitterDescription"
  | "twitterImage"
  | "robots"
  | "h1Heading"
  | "schemaMarkup"
>;

/** Non-empty override fields replace the defaults; OG/Twitter fall back to the (overridden) title and description. */
export function applyOverride(base: PageSeo, row: SeoOverride, origin: string): PageSeo {
  const title = filled(row.metaTitle) ?? base.title;
  const description = filled(row.metaDescription) ?? base.description;
  const canonical = filled(row.canonicalUrl) ? absoluteUrl(origin, row.canonicalUrl as string) : base.canonical;
  const ogImage = filled(row.ogImage) ? absoluteUrl(origin, row.ogImage as string) : base.og.image;
  const twitterImage = filled(row.twitterImage) ? absoluteUrl(origin, row.twitterImage as string) : ogImage;
  return {
    title,
    description,
    keywords: filled(row.metaKeywords) ?? base.keywords,
    canonical,
    robots: row.robots,
    h1: filled(row.h1Heading) ?? base.h1,
    og: {
      title: filled(row.ogTitle) ?? title,
      description: filled(row.ogDescription) ?? description,
      type: row.ogType,
      url: canonical,
      image: ogImage,
    },
    twitter: {
      card: row.twitterCard,
      title: filled(row.twitterTitle) ?? title,
      description: filled(row.twitterDescription) ?? description,
      image: twitterImage,
    },
    jsonLd: [...base.jsonLd, ...schemaNodes(row.schemaMarkup)],
  };
}

function filled(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** schema_markup holds one JSON-LD object or an array of them; anything else is ignored. */
function schemaNodes(markup: unknown): JsonLd[] {
  const items = Array.isArray(markup) ? markup : markup == null ? [] : [markup];
  return items.filter(
    (item): item is JsonLd =>
      typeof item === "object" && item !== null && !Array.isArray(item) && Object.keys(item).length > 0,
  );
}

/** Replaces {city} and {brand} in the texts a visitor or crawler reads. */
export function fillPlaceholders(seo: PageSeo, values: SeoPlaceholders): PageSeo {
  const fill = (text: string) => fillPlaceholderText(text, values);
  const fillOptional = (text: string | undefined) => (text === undefined ? undefined : fill(text));
  return {
    ...seo,
    title: fill(seo.title),
    description: fill(seo.description),
    keywords: fillOptional(seo.keywords),
    h1: fillOptional(seo.h1),
    og: { ...seo.og, title: fill(seo.og.title), description: fill(seo.og.description) },
    twitter: { ...seo.twitter, title: fill(seo.twitter.title), description: fill(seo.twitter.description) },
  };
}

// ── In-process cache: hot pages cost no query for the override most of the time ──

export const SEO_CACHE_TTL_MS = 30_000;

/** Entries are keyed by database (tests open many), page type and identifier; misses are cached too. */
const cache = loadCache<SeoOverride | null>({ max: 20_000, ttl: SEO_CACHE_TTL_MS });
const databaseIds = new WeakMap<Executor, number>();
let nextDatabaseId = 0;

/** Forget cached overrides; call after writing seo_pages. */
export function clearSeoCache(): void {
  cache.clear();
}

onPublicDataChanged(clearSeoCache);

function databaseId(db: Executor): number {
  let id = databaseIds.get(db);
  if (id === undefined) {
    id = nextDatabaseId++;
    databaseIds.set(db, id);
  }
  return id;
}

function activeOverride(db: Executor, pageType: SeoPageType, identifier: string): Promise<SeoOverride | null> {
  const key = `${databaseId(db)}\u0000${pageType}\u0000${identifier}`;
  return cache.get(key, () => loadOverride(db, pageType, identifier));
}

/** The seo_pages columns that change a public page (all but its key and state). */
export const SEO_OVERRIDE_COLUMNS = {
  metaTitle: seoPages.metaTitle,
  metaDescription: seoPages.metaDescription,
  metaKeywords: seoPages.metaKeywords,
  canonicalUrl: seoPages.canonicalUrl,
  ogTitle: seoPages.ogTitle,
  ogDescription: seoPages.ogDescription,
  ogImage: seoPages.ogImage,
  ogType: seoPages.ogType,
  twitterCard: seoPages.twitterCard,
  twitterTitle: seoPages.twitterTitle,
  twitterDescription: seoPages.twitterDescription,
  twitterImage: seoPages.twitterImage,
  robots: seoPages.robots,
  h1Heading: seoPages.h1Heading,
  schemaMarkup: seoPages.schemaMarkup,
};

async function loadOverride(db: Executor, pageType: SeoPageType, identifier: string): Promise<SeoOverride | null> {
  const [row] = await db
    .select(SEO_OVERRIDE_COLUMNS)
    .from(seoPages)
    .where(and(eq(seoPages.pageType, pageType), eq(seoPages.pageIdentifier, identifier), eq(seoPages.isActive, true)))
    .limit(1);
  return row ?? null;
}
