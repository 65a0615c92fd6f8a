import { and, arrayContains, asc, count, eq, gte, ilike, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cappedCountQuery } from "~/db/capped-count.server";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { brandFavourites, brandProjectRecords, brands, portfolioImages } from "~/db/schema";
import type { ProjectRecordSummary } from "~/features/projects";
import { COUNT_CAP } from "~/lib/capped-count";
import { containsPattern } from "~/lib/like";
import { cached, cachedCard } from "../places/cache.server";
import { type BudgetBand, DESIGNERS_PAGE_SIZE, type DesignerSort } from "./designer-search";

/** What the India-wide, city and locality pages ask of the one designer listing. */
export interface DesignerListingQuery {
  cityId?: string;
  /** A locality name as brands store it in areas_served; use with cityId. */
  areaName?: string;
  budget?: BudgetBand;
  verifiedOnly?: boolean;
  minRating?: number;
  /** The brand's standard terms offer these (features/brands/settings/standard-terms.ts). */
  freeSiteVisit?: boolean;
  freeDesign3d?: boolean;
  emiAvailable?: boolean;
  minWarranty?: number;
  /** Part of the designer's name (trigram index). */
  nameSearch?: string;
  /** Only the designers this user saved (the heart on a card). */
  savedBy?: string;
  sort: DesignerSort;
  page: number;
  pageSize?: number;
}

/** A photo on a card or behind a hero: decorative (alt=""), so no title; it travels in the page's data. */
export interface CardImage {
  url: string;
  width: number;
  height: number;
}

/** Everything a designer card shows, and nothing private. */
export interface DesignerCardData {
  id: string;
  slug: string;
  brandName: string;
  isVerified: boolean;
  rating: number | null;
  reviewCount: number;
  description: string | null;
  firstArea: string | null;
  city: string | null;
  yearsExperience: number | null;
  minProjectCost: number | null;
  maxProjectCost: number | null;
  /** Measured median response time (features/leads/response-time/response-time.server.ts); null until measured. */
  responseMinutes: number | null;
  /** The standard terms a card mentions. */
  warrantyYears: number | null;
  typicalTimelineWeeks: number | null;
  freeSiteVisit: boolean;
  freeDesign3d: boolean;
  emiAvailable: boolean;
  specialties: string[];
  photoCount: number;
  images: CardImage[];
  /** Handed-over projects and how many were on time (features/projects/record). */
  record: ProjectRecordSummary;
}

/** What a card shows beyond the brand's own row. */
export interface CardDetails {
  photoCount: number;
  images: CardImage[];
  record: ProjectRecordSummary;
}

const NO_DETAILS: CardDetails = { photoCount: 0, images: [], record: { handovers: 0, onTime: 0 } };

export interface DesignerListing {
  designers: DesignerCardData[];
  /** How many designers match; a filtered count stops at COUNT_CAP + 1. */
  total: number;
  /** The count stopped at the cap: more than COUNT_CAP match, and pages end at COUNT_CAP designers. */
  capped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
}

/** The columns every public mention of a brand shows (cards, profile header, locality top list). */
export const brandSummaryColumns = {
  id: brands.id,
  slug: brands.slug,
  brandName: brands.brandName,
  isVerified: brands.isVerified,
  rating: brands.rating,
  reviewCount: brands.reviewCount,
};

const CARD_IMAGES = 3;
const CARD_SPECIALTIES = 3;

function listingWhere(query: DesignerListingQuery): SQL | undefined {
  const { budget } = query;
  return and(
    query.cityId ? eq(brands.cityId, query.cityId) : undefined,
    query.areaName ? arrayContains(brands.areasServed, [query.areaName]) : undefined,
    budget?.min != null ? gte(brands.minProjectCost, budget.min) : undefined,
    budget?.max != null ? lt(brands.minProjectCost, budget.max) : undefined,
    query.verifiedOnly ? eq(brands.isVerified, true) : undefined,
    query.minRating != null ? gte(brands.rating, query.minRating) : undefined,
    query.freeSiteVisit ? eq(brands.freeSiteVisit, true) : undefined,
    query.freeDesign3d ? eq(brands.freeDesign3d, true) : undefined,
    query.emiAvailable ? eq(brands.emiAvailable, true) : undefined,
    query.minWarranty != null ? gte(brands.warrantyYears, query.minWarranty) : undefined,
    query.nameSearch ? ilike(brands.brandName, containsPattern(query.nameSearch)) : undefined,
    query.savedBy
      ? inArray(
          brands.id,
          sql`(select ${brandFavourites.brandId} from ${brandFavourites} where ${brandFavourites.userId} = ${query.savedBy})`,
        )
      : undefined,
  );
}

/** Descending with NULLS LAST, as the brands_*_idx sort indexes store it (a plain DESC puts nulls first). */
const descending = (column: AnyPgColumn) => sql`${column} DESC NULLS LAST`;
const ratingDesc = descending(brands.rating);
const reviewsDesc = descending(brands.reviewCount);

/** Each sort matches one India-wide and one per-city index in schema.ts column for column. */
const ORDER: Record<DesignerSort, SQL[]> = {
  popular: [reviewsDesc, ratingDesc, asc(brands.id)],
  rating: [ratingDesc, reviewsDesc, asc(brands.id)],
  newest: [descending(brands.createdAt), asc(brands.id)],
  price: [sql`${brands.minProjectCost} ASC NULLS LAST`, ratingDesc, asc(brands.id)],
};

const pageNumber = (query: DesignerListingQuery) => Math.max(1, Math.trunc(query.page));

const PAGE_FIELDS = {
  ...brandSummaryColumns,
  description: brands.description,
  firstArea: sql<string | null>`${brands.areasServed}[1]`,
  city: brands.city,
  yearsExperience: brands.yearsExperience,
  minProjectCost: brands.minProjectCost,
  maxProjectCost: brands.maxProjectCost,
  responseMinutes: brands.responseMinutes,
  warrantyYears: brands.warrantyYears,
  typicalTimelineWeeks: brands.typicalTimelineWeeks,
  freeSiteVisit: brands.freeSiteVisit,
  freeDesign3d: brands.freeDesign3d,
  emiAvailable: brands.emiAvailable,
  specialties: sql<string[]>`${brands.styleSpecialties}[1:${sql.raw(String(CARD_SPECIALTIES))}]`,
};

/**
 * The same fields as expressions naming `"brands"."…"`: what a query reading a subquery named `brands` selects
 * (drizzle refuses columns of a table the query does not read). None of them needs drizzle's decoding.
 */
const PAGE_FIELDS_OF_SUBQUERY = Object.fromEntries(
  Object.entries(PAGE_FIELDS).map(([name, field]) => [name, sql`${field}`]),
) as unknown as typeof PAGE_FIELDS;

/**
 * The page query of a listing: an index walk in the sort's order that stops after offset + limit rows. From
 * `window` instead of the brands table when given (a subquery of brands named `brands`).
 */
export function designerPageQuery(
  db: Executor,
  query: DesignerListingQuery,
  pageSize = DESIGNERS_PAGE_SIZE,
  window?: SQL,
) {
  return db
    .select(window ? PAGE_FIELDS_OF_SUBQUERY : PAGE_FIELDS)
    .from(window ?? brands)
    .where(listingWhere(query))
    .orderBy(...ORDER[query.sort])
    .limit(pageSize)
    .offset((pageNumber(query) - 1) * pageSize);
}

/**
 * How far into its city's listing a locality's first page looks first (pageRows): 8 pages' worth, a locality
 * serving an eighth of its city or more. Kept small enough for the planner to walk the city's sort index
 * for it rather than read and sort the whole city (at 5,000 brands it sorted from ~275 of Mumbai's ~620).
 */
export const LOCALITY_WINDOW = 8 * DESIGNERS_PAGE_SIZE;

/**
 * The first LOCALITY_WINDOW designers of the locality's city that pass the page's other filters, in the page's
 * order (the city's sort index, read only until the page is full), under the table's own name so that the page
 * query reads them as `brands`.
 */
export function cityWindow(query: DesignerListingQuery): SQL {
  const where = listingWhere({ ...query, areaName: undefined });
  return sql`(select * from ${brands} where ${where} order by ${sql.join(ORDER[query.sort], sql`, `)} limit ${LOCALITY_WINDOW}) as ${brands}`;
}

/**
 * A page of a listing. A locality's first page alone would not walk the city's sort index: the planner takes
 * "serves Bandra" and "in Mumbai" as independent, expects ~8× too few of Mumbai's designers to serve Bandra,
 * and reads and sorts all of Bandra's instead (0.26 ms at 5,000 brands, 4.6 ms at 50,000). So it is first looked
 * for within the city's first LOCALITY_WINDOW designers in order (~80 read for Bandra; 0.22 ms at 5,000 brands,
 * 0.24 ms at 50,000): when they fill it, it is the same page. A locality they can't fill a page for (a small
 * one) and later pages are read as before.
 */
async function pageRows(db: Executor, query: DesignerListingQuery, pageSize: number) {
  if (query.areaName && query.cityId && pageNumber(query) === 1) {
    const rows = await designerPageQuery(db, query, pageSize, cityWindow(query));
    if (rows.length === pageSize) return rows;
  }
  return designerPageQuery(db, query, pageSize);
}

/**
 * One page of designers plus the total matching the filters (a filtered total stops at COUNT_CAP + 1, and so
 * do its pages). Callers answer 404 for a page past pageCount (isPastLastPage).
 */
export async function listDesigners(db: Executor, query: DesignerListingQuery): Promise<DesignerListing> {
  const pageSize = query.pageSize ?? DESIGNERS_PAGE_SIZE;
  const page = pageNumber(query);

  const filtered = isFiltered(query);
  const [rows, total] = await Promise.all([
    pageRows(db, query, pageSize),
    filtered ? designerCountQuery(db, query).then(([{ total }]) => total) : scopeTotal(db, query),
  ]);
  const capped = filtered && total > COUNT_CAP;

  const details = await cardDetails(
    db,
    rows.map((r) => r.id),
  );
  return {
    designers: rows.map((row) => ({
      ...row,
      rating: row.rating == null ? null : Number(row.rating),
      specialties: row.specialties ?? [],
      ...(details.get(row.id) ?? NO_DETAILS),
    })),
    total,
    page,
    capped,
    pageCount: Math.max(1, Math.ceil((capped ? COUNT_CAP : total) / pageSize)),
    pageSize,
  };
}

/** Whether anything narrows the listing below its page's scope (India-wide, a city or a locality). */
function isFiltered(query: DesignerListingQuery): boolean {
  const { budget, verifiedOnly, minRating, nameSearch, savedBy } = query;
  const terms = query.freeSiteVisit || query.freeDesign3d || query.emiAvailable || query.minWarranty != null;
  return Boolean(budget || verifiedOnly || minRating != null || nameSearch || savedBy || terms);
}

/**
 * Every brand of the scope: a count that grows with the catalogue, so it is computed at most once a minute,
 * like the home page's city counts.
 */
function scopeTotal(db: Executor, query: DesignerListingQuery): Promise<number> {
  return cached(db, `designer-total:${query.cityId ?? "india"}:${query.areaName ?? ""}`, async () => {
    const [{ total }] = await db.select({ total: count() }).from(brands).where(listingWhere(query));
    return total;
  });
}

/**
 * A filter's count stops after COUNT_CAP + 1 matches (shown as "1,000+"): a broad filter would otherwise read
 * every match, and matches grow with the catalogue. Budget, rating and verified counts read a range of their
 * index, a standard term's count its partial index; a name search has no index range to read (a common word
 * matches a quarter of all brands), so its count walks the page's sort index like the page itself and stops at
 * the cap, instead of reading the table.
 */
export function designerCountQuery(db: Executor, query: DesignerListingQuery) {
  const matches = db.select({ one: sql`1` }).from(brands).where(listingWhere(query)).$dynamic();
  return cappedCountQuery(db, query.nameSearch ? matches.orderBy(...ORDER[query.sort]) : matches);
}

/** A card's photos come first featured, then most liked, then newest (portfolio_images_brand_card_idx's order). */
const CARD_IMAGE_ORDER = [
  sql`${portfolioImages.isFeatured} DESC NULLS LAST`,
  sql`${portfolioImages.likesCount} DESC NULLS LAST`,
  sql`${portfolioImages.createdAt} DESC NULLS LAST`,
  portfolioImages.id,
];

/**
 * "Approved" is written into the statement, not sent as a parameter: PostgreSQL moves a prepared statement to
 * one generic plan after five runs, and only a plan that knows the value can use portfolio_images_brand_card_idx
 * (`WHERE is_approved`). With a parameter every run was planned anew, about 0.4 ms of each listing render.
 */
const ofBrand = and(eq(portfolioImages.brandId, brands.id), sql`${portfolioImages.isApproved}`);

const cardDetailRows = preparedQuery("card_details", (db, name) => {
  const photoCount = db
    .select({ photoCount: count().as("photo_count") })
    .from(portfolioImages)
    .where(ofBrand)
    .as("photo_count");
  const best = db
    .select({
      url: portfolioImages.imageUrl,
      width: portfolioImages.width,
      height: portfolioImages.height,
      rank: sql<number>`row_number() OVER (ORDER BY ${sql.join(CARD_IMAGE_ORDER, sql`, `)})`.as("rank"),
    })
    .from(portfolioImages)
    .where(ofBrand)
    .orderBy(...CARD_IMAGE_ORDER)
    .limit(CARD_IMAGES)
    .as("best");
  return db
    .select({
      brandId: brands.id,
      photoCount: photoCount.photoCount,
      url: best.url,
      width: best.width,
      height: best.height,
      handovers: brandProjectRecords.handovers,
      onTime: brandProjectRecords.onTime,
    })
    .from(brands)
    .crossJoinLateral(photoCount)
    .leftJoinLateral(best, sql`true`)
    .leftJoin(brandProjectRecords, eq(brandProjectRecords.brandId, brands.id))
    .where(sql`${brands.id} = any(${sql.placeholder("brandIds")}::uuid[])`)
    .orderBy(brands.id, best.rank)
    .prepare(name);
});

/**
 * The best 3 approved images, the approved photo count and the project record's handovers for each brand, in
 * one statement. Per brand it reads the first 3 entries of portfolio_images_brand_card_idx and counts the rest
 * in that index, instead of fetching and sorting every image of every brand on the page (~500 heap pages for a
 * page of 24: 3.7 → 0.6 ms), and its record by primary key (brand_project_records, rebuilt nightly).
 */
async function readCardDetails(db: Executor, brandIds: string[]): Promise<Map<string, CardDetails>> {
  const result = new Map<string, CardDetails>();
  const rows = await cardDetailRows(db).execute({ brandIds });
  for (const { brandId, photoCount, url, width, height, handovers, onTime } of rows) {
    let entry = result.get(brandId);
    if (!entry) {
      entry = {
        photoCount: Number(photoCount),
        images: [],
        record: { handovers: handovers ?? 0, onTime: onTime ?? 0 },
      };
      result.set(brandId, entry);
    }
    if (url !== null && width !== null && height !== null) entry.images.push({ url, width, height });
  }
  return result;
}

/**
 * Each brand's card details as the directory keeps its other public numbers (cached: for a minute, dropped when
 * public content changes). A brand's card is on many listings (its city, its localities, each filter, sort and
 * page): a render reads only the brands no listing showed in the last minute, all in one statement.
 */
export async function cardDetails(db: Executor, brandIds: string[]): Promise<Map<string, CardDetails>> {
  let unread: Promise<Map<string, CardDetails>> | undefined;
  const toRead: string[] = [];
  // cachedCard runs the load of each brand it lacks at once: the one read starts after all of them are known.
  const cards = brandIds.map((brandId) =>
    cachedCard(db, brandId, () => {
      toRead.push(brandId);
      unread ??= Promise.resolve().then(() => readCardDetails(db, toRead));
      return unread.then((read) => read.get(brandId) ?? NO_DETAILS);
    }),
  );
  const details = await Promise.all(cards);
  return new Map(brandIds.map((brandId, i) => [brandId, details[i]]));
}
