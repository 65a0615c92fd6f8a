import { asc, eq, max } from "drizzle-orm";
import { PUBLIC_FIXED_PATHS } from "~/content/sitemap";
import type { Executor } from "~/db/client.server";
import { brands, cities, localities, portfolioImages } from "~/db/schema";
import { type RoomType, roomSlug } from "~/features/gallery";
import { brandPath, cityPath, designersPath, localityPath, roomIdeasPath } from "~/lib/paths";

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** The sitemap protocol's limit per file; past it /sitemap.xml becomes an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Every public page: fixed pages, cities, localities (both page kinds), brands and design-idea rooms and styles. */
export async function listSitemapUrls(db: Executor): Promise<SitemapUrl[]> {
  const [cityRows, localityRows, brandRows, ideaRows] = await Promise.all([
    db
      .select({ id: cities.id, slug: cities.slug, lastmod: max(brands.updatedAt) })
      .from(cities)
      .leftJoin(brands, eq(brands.cityId, cities.id))
      .groupBy(cities.id)
      .orderBy(asc(cities.slug)),
    db
      .select({ cityId: localities.cityId, citySlug: cities.slug, slug: localities.slug })
      .from(localities)
      .innerJoin(cities, eq(cities.id, localities.cityId))
      .orderBy(asc(cities.slug), asc(localities.slug)),
    brandLastChanges(db),
    db
      .select({
        room: portfolioImages.roomType,
        style: portfolioImages.designStyle,
        lastmod: max(portfolioImages.createdAt),
      })
      .from(portfolioImages)
      .where(eq(portfolioImages.isApproved, true))
      .groupBy(portfolioImages.roomType, portfolioImages.designStyle),
  ]);

  const cityLastmod = new Map(cityRows.map((city) => [city.id, city.lastmod ?? undefined]));
  const latestBrand = latest(brandRows.map((brand) => brand.lastmod));
  const ideas = designIdeaUrls(ideaRows);
  const latestIdea = latest(ideas.map((idea) => idea.lastmod));
  const fixedLastmod: Record<string, Date | undefined> = {
    "/": latest([latestBrand, latestIdea]),
    "/interior-designers": latestBrand,
    "/cities": latestBrand,
    "/design-ideas": latestIdea,
    "/design-gallery": latestIdea,
  };

  return [
    ...PUBLIC_FIXED_PATHS.map((path) => ({ path, lastmod: fixedLastmod[path] })),
    ...cityRows.flatMap((city) => [
      { path: designersPath(city.slug), lastmod: city.lastmod ?? undefined },
      { path: cityPath(city.slug), lastmod: city.lastmod ?? undefined },
    ]),
    ...localityRows.flatMap((locality) => [
      { path: designersPath(locality.citySlug, locality.slug), lastmod: cityLastmod.get(locality.cityId) },
      { path: localityPath(locality.citySlug, locality.slug), lastmod: cityLastmod.get(locality.cityId) },
    ]),
    ...brandRows.map((brand) => ({ path: brandPath(brand.slug), lastmod: brand.lastmod })),
    ...ideas,
  ];
}

/** A brand page changes when the brand is edited or a portfolio image is approved. */
async function brandLastChanges(db: Executor): Promise<{ slug: string; lastmod: Date | undefined }[]> {
  const latestImage = db
    .select({ brandId: portfolioImages.brandId, createdAt: max(portfolioImages.createdAt).as("latest_image_at") })
    .from(portfolioImages)
    .where(eq(portfolioImages.isApproved, true))
    .groupBy(portfolioImages.brandId)
    .as("latest_image");
  const rows = await db
    .select({ slug: brands.slug, updatedAt: brands.updatedAt, imageAt: latestImage.createdAt })
    .from(brands)
    .leftJoin(latestImage, eq(latestImage.brandId, brands.id))
    .orderBy(asc(brands.slug));
  return rows.map((row) => ({ slug: row.slug, lastmod: latest([row.updatedAt, toDate(row.imageAt)]) }));
}

/** /design-ideas/{room} for every room with approved images, and /design-ideas/{room}/{style} for each style it has. */
type IdeaRow = { room: RoomType; style: string | null; lastmod: Date | null };

function designIdeaUrls(rows: IdeaRow[]): SitemapUrl[] {
  const rooms = new Map<string, { lastmod?: Date; styles: SitemapUrl[] }>();
  for (const row of [...rows].sort((a, b) => `${a.room}/${a.style}`.localeCompare(`${b.room}/${b.style}`))) {
    const slug = roomSlug(row.room);
    const room = rooms.get(slug) ?? { styles: [] };
    const lastmod = toDate(row.lastmod);
    room.lastmod = latest([room.lastmod, lastmod]);
    if (row.style) room.styles.push({ path: roomIdeasPath(slug, row.style), lastmod });
    rooms.set(slug, room);
  }
  return [...rooms].flatMap(([slug, room]) => [{ path: roomIdeasPath(slug), lastmod: room.lastmod }, ...room.styles]);
}

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value == null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function latest(dates: (Date | undefined)[]): Date | undefined {
  let result: Date | undefined;
  for (const date of dates) if (date && (!result || date > result)) result = date;
  return result;
}

// ── XML ──

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function locEntry(tag: "url" | "sitemap", loc: string, lastmod?: Date): string {
  const when = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${when}</${tag}>`;
}

export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const body = urls.map((url) => locEntry("url", `${origin}${url.path}`, url.lastmod)).join("\n");
  return `${XML_HEAD}<urlset ${NS}>\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: SitemapUrl[][]): string {
  const body = parts
    .map((part, index) =>
      locEntry("sitemap", `${origin}/sitemap.xml?part=${index + 1}`, latest(part.map((u) => u.lastmod))),
    )
    .join("\n");
  return `${XML_HEAD}<sitemapindex ${NS}>\n${body}\n</sitemapindex>\n`;
}

/**
 * The document served at /sitemap.xml (part undefined) or /sitemap.xml?part=N: one urlset while the
 * site fits in `limit` URLs, otherwise an index of parts. Null for a part that does not exist.
 */
export function sitemapDocument(
  origin: string,
  urls: SitemapUrl[],
  part?: number,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const parts: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += limit) parts.push(urls.slice(start, start + limit));
  if (part === undefined) return parts.length > 1 ? sitemapIndexXml(origin, parts) : urlsetXml(origin, urls);
  if (parts.length < 2) return null;
  const chosen = parts[part - 1];
  return chosen ? urlsetXml(origin, chosen) : null;
}

/** /robots.txt: crawl public pages, keep out of private areas and the API, point to the sitemap. */
export function robotsTxt(origin: string): string {
  const disallowed = ["/admin", "/scraper", "/brand-dashboard", "/profile", "/api/", "/auth", "/sign-out"];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Every city, by name, for the /sitemap page. */
export async function listSitemapCities(db: Executor): Promise<{ name: string; slug: string }[]> {
  return db.select({ name: cities.name, slug: cities.slug }).from(cities).orderBy(asc(cities.name));
}
