import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/client.server";
import { brands, cities, claims, interiorListings } from "~/db/schema";
import { containsPattern } from "~/lib/like";
import { clampPage } from "~/lib/pager";
import { type AccountEmail, ownsBrandByEmail } from "./ownership";

/** Cards per page of the Claim Brand and Claim Listing lists. */
export const CLAIM_LIST_PAGE_SIZE = 12;

/** A brand or listing someone may claim, as its card shows it. */
export interface ClaimableCard {
  id: string;
  name: string;
  city: string | null;
  areas: string[];
  /** The viewer's own claim of it is waiting for review ('Claim pending review'). */
  pending: boolean;
}

export interface ClaimablePage {
  items: ClaimableCard[];
  page: number;
  totalPages: number;
  /** The search as used (a blank search is no search). */
  search: string;
}

interface ListQuery {
  search?: string | null;
  page?: number;
}

/** An open claim of `target` (a claims column equal to the card's id) by the viewer (`mine`) or by anyone else. */
function openClaimOf(claimColumn: AnyPgColumn, target: AnyPgColumn, viewerId: string, mine: boolean) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${claims} WHERE ${claimColumn} = ${target} AND ${claims.status} = 'new'
    AND ${claims.userId} IS ${mine ? sql`NOT ` : sql``}DISTINCT FROM ${viewerId})`;
}

/** Unclaimed, no open claim of someone else, and (with a search) the name containing it. */
function claimableWhere(unclaimed: SQL, othersOpen: SQL, name: AnyPgColumn, search: string) {
  return and(unclaimed, sql`NOT ${othersOpen}`, search ? sql`${name} ILIKE ${containsPattern(search)}` : undefined);
}

async function pageOf(
  query: ListQuery,
  count: (search: string) => Promise<number>,
  list: (search: string, offset: number) => Promise<ClaimableCard[]>,
): Promise<ClaimablePage> {
  const search = query.search?.trim() ?? "";
  const totalPages = Math.max(1, Math.ceil((await count(search)) / CLAIM_LIST_PAGE_SIZE));
  const page = clampPage(query.page ?? 1, totalPages);
  return { items: await list(search, (page - 1) * CLAIM_LIST_PAGE_SIZE), page, totalPages, search };
}

/**
 * Unclaimed brands nobody else has an open claim on, by name, searched by name (ILIKE on the trigram index),
 * a page at a time. Brands the viewer has an open claim on stay in the list, marked pending.
 */
export function listClaimableBrands(database: Executor, viewerId: string, query: ListQuery): Promise<ClaimablePage> {
  const where = (search: string) =>
    claimableWhere(
      sql`${brands.claimedBy} IS NULL`,
      openClaimOf(claims.brandId, brands.id, viewerId, false),
      brands.brandName,
      search,
    );
  return pageOf(
    query,
    async (search) => (await database.select({ n: count() }).from(brands).where(where(search)))[0]?.n ?? 0,
    (search, offset) =>
      database
        .select({
          id: brands.id,
          name: brands.brandName,
          city: sql<string | null>`coalesce(${cities.name}, ${brands.city})`,
          areas: brands.areasServed,
          pending: openClaimOf(claims.brandId, brands.id, viewerId, true),
        })
        .from(brands)
        .leftJoin(cities, eq(cities.id, brands.cityId))
        .where(where(search))
        .orderBy(asc(brands.brandName), asc(brands.id))
        .limit(CLAIM_LIST_PAGE_SIZE)
        .offset(offset),
  );
}

/** Unclaimed listings, the same way: by name. */
export function listClaimableListings(database: Executor, viewerId: string, query: ListQuery): Promise<ClaimablePage> {
  const where = (search: string) =>
    claimableWhere(
      sql`${interiorListings.claimedBy} IS NULL`,
      openClaimOf(claims.listingId, interiorListings.id, viewerId, false),
      interiorListings.name,
      search,
    );
  return pageOf(
    query,
    async (search) => (await database.select({ n: count() }).from(interiorListings).where(where(search)))[0]?.n ?? 0,
    (search, offset) =>
      database
        .select({
          id: interiorListings.id,
          name: interiorListings.name,
          city: cities.name,
          areas: interiorListings.areasServed,
          pending: openClaimOf(claims.listingId, interiorListings.id, viewerId, true),
        })
        .from(interiorListings)
        .leftJoin(cities, eq(cities.id, interiorListings.cityId))
        .where(where(search))
        .orderBy(asc(interiorListings.name), asc(interiorListings.id))
        .limit(CLAIM_LIST_PAGE_SIZE)
        .offset(offset),
  );
}

/** A claim as its claimant sees it: no admin notes (they stay private to admins). */
export interface OwnClaim {
  id: string;
  kind: "brand" | "listing";
  name: string;
  status: "new" | "approved" | "rejected";
  createdAt: Date;
  hasProof: boolean;
}

/** The viewer's own claims, newest first. */
export async function listOwnClaims(database: Executor, userId: string): Promise<OwnClaim[]> {
  const rows = await database
    .select({
      id: claims.id,
      brandName: brands.brandName,
      listingName: interiorListings.name,
      status: claims.status,
      createdAt: claims.createdAt,
      hasProof: sql<boolean>`${claims.businessProofUrl} IS NOT NULL`,
    })
    .from(claims)
    .leftJoin(brands, eq(brands.id, claims.brandId))
    .leftJoin(interiorListings, eq(interiorListings.id, claims.listingId))
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(20);
  return rows.map(({ brandName, listingName, ...row }) => ({
    ...row,
    kind: brandName !== null ? ("brand" as const) : ("listing" as const),
    name: brandName ?? listingName ?? "",
  }));
}

/** A brand or listing opened to be claimed: its card, and whether the viewer gets it at once (brands only). */
export interface ClaimChoice extends ClaimableCard {
  kind: "brand" | "listing";
  instant: boolean;
}

/** The brand or listing the viewer opened to claim, or null when it is not (or no longer) claimable by them. */
export async function findClaimChoice(
  database: Executor,
  viewer: AccountEmail & { userId: string },
  kind: "brand" | "listing",
  id: string,
): Promise<ClaimChoice | null> {
  if (kind === "listing") {
    const [listing] = await database
      .select({
        id: interiorListings.id,
        name: interiorListings.name,
        city: cities.name,
        areas: interiorListings.areasServed,
        pending: openClaimOf(claims.listingId, interiorListings.id, viewer.userId, true),
      })
      .from(interiorListings)
      .leftJoin(cities, eq(cities.id, interiorListings.cityId))
      .where(
        and(
          eq(interiorListings.id, id),
          sql`${interiorListings.claimedBy} IS NULL`,
          sql`NOT ${openClaimOf(claims.listingId, interiorListings.id, viewer.userId, false)}`,
        ),
      );
    return listing ? { ...listing, kind, instant: false } : null;
  }
  const [brand] = await database
    .select({
      id: brands.id,
      name: brands.brandName,
      city: sql<string | null>`coalesce(${cities.name}, ${brands.city})`,
      areas: brands.areasServed,
      pending: openClaimOf(claims.brandId, brands.id, viewer.userId, true),
      othersOpen: openClaimOf(claims.brandId, brands.id, viewer.userId, false),
      email: brands.email,
      websiteUrl: brands.websiteUrl,
    })
    .from(brands)
    .leftJoin(cities, eq(cities.id, brands.cityId))
    .where(and(eq(brands.id, id), sql`${brands.claimedBy} IS NULL`));
  if (!brand) return null;
  const { email, websiteUrl, othersOpen, ...card } = brand;
  const instant = ownsBrandByEmail(viewer, { email, websiteUrl });
  // Someone else's open claim hides the brand from everyone but its provable owner.
  if (othersOpen && !instant) return null;
  return { ...card, kind, instant };
}
