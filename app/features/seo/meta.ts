/**
 * Page metadata for React Router `meta` exports: title, description, canonical link, Open Graph,
 * Twitter and JSON-LD. Pure and client-safe: loaders resolve a `PageSeo` (see seo.server.ts) with
 * absolute URLs and pages hand it to `buildMeta`.
 *
 * JSON-LD goes out as `{ "script:ld+json": … }`; React Router serializes it with `<`, `>`, `&`,
 * U+2028 and U+2029 escaped as JSON unicode escapes, so data cannot close the script element
 * (covered by meta.test.tsx).
 */
import type { MetaDescriptor } from "react-router";
import type { OG_TYPES, ROBOTS_VALUES, TWITTER_CARDS } from "~/content/catalog";
import { brandPath } from "~/lib/paths";

export const SITE_NAME = "Nivasa";

export type RobotsValue = (typeof ROBOTS_VALUES)[number];
export type OgType = (typeof OG_TYPES)[number];
export type TwitterCard = (typeof TWITTER_CARDS)[number];

/** A JSON-LD node, e.g. `{ "@context": "https://schema.org", "@type": "Organization", … }`. */
export type JsonLd = { [key: string]: unknown };

export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute URL. */
  canonical: string;
  robots: RobotsValue;
  /** The page's h1 when an SEO override sets one; pages fall back to their own heading. */
  h1?: string;
  og: { title: string; description: string; type: OgType; url: string; image?: string };
  twitter: { card: TwitterCard; title: string; description: string; image?: string };
  jsonLd: JsonLd[];
}

/** What the placeholders {city} and {brand} in titles and descriptions stand for on a page. */
export interface SeoPlaceholders {
  city?: string;
  brand?: string;
}

/** Replaces {city} and {brand} in `text`; a placeholder without a value stays as it is. */
export function fillPlaceholderText(text: string, values: SeoPlaceholders): string {
  return text.replace(/\{(city|brand)\}/g, (match, key: keyof SeoPlaceholders) => values[key] ?? match);
}

/** The `meta` export's descriptors for a resolved page. */
export function buildMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: seo.title }, { name: "description", content: seo.description }];
  if (seo.keywords) tags.push({ name: "keywords", content: seo.keywords });
  tags.push(
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: seo.og.type },
    { property: "og:title", content: seo.og.title },
    { property: "og:description", content: seo.og.description },
    { property: "og:url", content: seo.og.url },
  );
  if (seo.og.image) tags.push({ property: "og:image", content: seo.og.image });
  tags.push(
    { name: "twitter:card", content: seo.twitter.card },
    { name: "twitter:title", content: seo.twitter.title },
    { name: "twitter:description", content: seo.twitter.description },
  );
  if (seo.twitter.image) tags.push({ name: "twitter:image", content: seo.twitter.image });
  for (const node of seo.jsonLd) tags.push({ "script:ld+json": node });
  return tags;
}

/** What a page says about itself before any admin override (see seo.server.ts `resolveSeo`). */
export interface SeoDefaults {
  title: string;
  description: string;
  keywords?: string;
  h1?: string;
  /** Share image: absolute URL or site path. */
  image?: string;
  ogType?: OgType;
  robots?: RobotsValue;
  jsonLd?: JsonLd[];
}

/** The page's SEO from its own defaults; the canonical URL is `origin` + `path`. */
export function pageSeo(origin: string, path: string, defaults: SeoDefaults): PageSeo {
  const canonical = absoluteUrl(origin, path);
  const image = defaults.image ? absoluteUrl(origin, defaults.image) : undefined;
  return {
    title: defaults.title,
    description: defaults.description,
    keywords: defaults.keywords,
    canonical,
    robots: defaults.robots ?? "index,follow",
    h1: defaults.h1,
    og: {
      title: defaults.title,
      description: defaults.description,
      type: defaults.ogType ?? "website",
      url: canonical,
      image,
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: defaults.title,
      description: defaults.description,
      image,
    },
    jsonLd: defaults.jsonLd ?? [],
  };
}

/** `path` made absolute against `origin`; absolute http(s) URLs pass through. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = origin.replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? "" : "/"}${path}`;
}

// ── JSON-LD builders (schema.org) ──

const CONTEXT = "https://schema.org";

export function organization(origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl(origin, "/")}#organization`,
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    description: "Find and compare verified interior designers across India.",
    areaServed: { "@type": "Country", name: "India" },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Site path such as "/interior-designers/chennai". */
  path: string;
}

export function breadcrumbList(origin: string, items: BreadcrumbItem[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

export interface ServiceArea {
  /** City (or "locality, city") the service is offered in. */
  name: string;
  path: string;
  priceRange?: string;
}

/** Interior design as a service offered in a city or locality, provided by the marketplace. */
export function service(origin: string, area: ServiceArea): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    serviceType: "Interior Design",
    name: `Interior Designers in ${area.name}`,
    url: absoluteUrl(origin, area.path),
    areaServed: { "@type": "City", name: area.name },
    provider: { "@id": `${absoluteUrl(origin, "/")}#organization` },
    ...(area.priceRange ? { offers: { "@type": "Offer", description: area.priceRange, priceCurrency: "INR" } } : {}),
  };
}

export interface BusinessFacts {
  name: string;
  slug: string;
  description?: string | null;
  city?: string | null;
  areasServed?: readonly string[];
  /** Only public contact details the profile page already shows. */
  telephone?: string | null;
  websiteUrl?: string | null;
  image?: string | null;
  rating?: number | null;
  reviewCount: number;
  minProjectCost?: number | null;
  maxProjectCost?: number | null;
}

/** An interior design firm; aggregateRating appears once it has reviews. */
export function localBusiness(origin: string, brand: BusinessFacts): JsonLd {
  const url = absoluteUrl(origin, brandPath(brand.slug));
  const node: JsonLd = {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": `${url}#business`,
    name: brand.name,
    url,
    additionalType: "https://schema.org/HomeAndConstructionBusiness",
  };
  if (brand.description) node.description = brand.description;
  if (brand.image) node.image = absoluteUrl(origin, brand.image);
  if (brand.telephone) node.telephone = brand.telephone;
  if (brand.websiteUrl) node.sameAs = [brand.websiteUrl];
  if (brand.city) node.address = { "@type": "PostalAddress", addressLocality: brand.city, addressCountry: "IN" };
  const areas = brand.areasServed?.length ? brand.areasServed : brand.city ? [brand.city] : [];
  if (areas.length) node.areaServed = areas.map((name) => ({ "@type": "Place", name }));
  if (brand.minProjectCost && brand.maxProjectCost) {
    node.priceRange = `₹${brand.minProjectCost.toLocaleString("en-IN")}-₹${brand.maxProjectCost.toLocaleString("en-IN")}`;
  }
  if (brand.reviewCount > 0 && brand.rating != null) {
    node.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: brand.rating,
      reviewCount: brand.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return node;
}
