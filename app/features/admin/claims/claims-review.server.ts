import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { redirect } from "react-router";
import { z } from "zod";
import { CLAIM_STATUSES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { brands, cities, claims, interiorListings, users } from "~/db/schema";
import { containsPattern } from "~/lib/like";
import { logger } from "~/lib/logger.server";
import { brandPath, claimProofPath } from "~/lib/paths";
import { flashToast } from "~/services/flash.server";
import { isPrivateDocumentKey } from "~/services/uploads/documents.server";
import { choiceField, type Paged, pageField, readPage, searchField } from "../list-query";

export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** /admin's query: search, status filter (all when absent), page, and the claim open for review. */
export const claimsQuerySchema = z.object({
  q: searchField,
  status: choiceField(CLAIM_STATUSES),
  page: pageField,
  review: z.uuid().optional().catch(undefined),
});
export type ClaimsQuery = z.infer<typeof claimsQuerySchema>;

export interface ClaimStats {
  total: number;
  new: number;
  approved: number;
  rejected: number;
}

/** What the claim is for: a listing or a brand, by name, with its city. */
export interface ClaimTarget {
  kind: "listing" | "brand";
  name: string;
  businessName: string | null;
  city: string | null;
  /** The public page of a brand (listings have none). */
  href: string | null;
}

export interface ClaimRow {
  id: string;
  fullName: string;
  businessName: string | null;
  email: string;
  status: ClaimStatus;
  createdAt: string;
  target: ClaimTarget;
}

/** A claim as the review dialog shows it: the claimant's details, message, proof and the review so far. */
export interface ClaimReview extends ClaimRow {
  mobile: string;
  messageToAdmin: string | null;
  /** Whether a stored proof document can be opened (claims' private proof route serves it to admins). */
  hasProof: boolean;
  adminNotes: string | null;
  processedAt: string | null;
  processedBy: string | null;
}

const listingCity = alias(cities, "listing_city");
const processor = alias(users, "processor");

/** What a claim is for, as columns of a query joined withTargets. */
const targetColumns = {
  listingName: interiorListings.name,
  listingBusinessName: interiorListings.businessName,
  listingCity: listingCity.name,
  brandName: brands.brandName,
  brandSlug: brands.slug,
  brandCity: brands.city,
};

/** Joins what a claim is for (listing or brand) and the listing's city onto a query of claims. */
function withTargets<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(interiorListings, eq(interiorListings.id, claims.listingId))
    .leftJoin(listingCity, eq(listingCity.id, interiorListings.cityId))
    .leftJoin(brands, eq(brands.id, claims.brandId));
}

interface TargetColumns {
  listingName: string | null;
  listingBusinessName: string | null;
  listingCity: string | null;
  brandName: string | null;
  brandSlug: string | null;
  brandCity: string | null;
}

function targetOf(row: TargetColumns): ClaimTarget {
  if (row.brandName !== null) {
    return {
      kind: "brand",
      name: row.brandName,
      businessName: null,
      city: row.brandCity,
      href: row.brandSlug ? brandPath(row.brandSlug) : null,
    };
  }
  return {
    kind: "listing",
    name: row.listingName ?? "Removed listing",
    businessName: row.listingBusinessName,
    city: row.listingCity,
    href: null,
  };
}

const rowColumns = {
  id: claims.id,
  fullName: claims.fullName,
  businessName: claims.businessName,
  email: claims.email,
  status: claims.status,
  createdAt: claims.createdAt,
  ...targetColumns,
};

/** Total, new, approved and rejected claims (the stat cards). */
export async function claimStats(db: Executor): Promise<ClaimStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`count(*) filter (where ${claims.status} = 'new')::int`,
      approved: sql<number>`count(*) filter (where ${claims.status} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${claims.status} = 'rejected')::int`,
    })
    .from(claims);
  return row ?? { total: 0, new: 0, approved: 0, rejected: 0 };
}

/**
 * Claims newest first, filtered by status and by a search over the claimant's name, business name and email and
 * the claimed listing's or brand's name.
 */
export async function listClaims(db: Executor, query: ClaimsQuery): Promise<Paged<ClaimRow>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    query.status ? eq(claims.status, query.status) : undefined,
    pattern
      ? or(
          ilike(claims.fullName, pattern),
          ilike(claims.businessName, pattern),
          ilike(claims.email, pattern),
          ilike(interiorListings.name, pattern),
          ilike(interiorListings.businessName, pattern),
          ilike(brands.brandName, pattern),
        )
      : undefined,
  );
  const [count] = await withTargets(db.select({ n: sql<number>`count(*)::int` }).from(claims).$dynamic()).where(where);
  return readPage(query.page, count?.n ?? 0, async (limit, offset) => {
    const rows = await withTargets(db.select(rowColumns).from(claims).$dynamic())
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toRow);
  });
}

interface RowColumns extends TargetColumns {
  id: string;
  fullName: string;
  businessName: string | null;
  email: string;
  status: ClaimStatus;
  createdAt: Date;
}

function toRow(row: RowColumns): ClaimRow {
  return {
    id: row.id,
    fullName: row.fullName,
    businessName: row.businessName,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    target: targetOf(row),
  };
}

/** One claim with everything the review dialog shows, or null. */
export async function claimForReview(db: Executor, claimId: string): Promise<ClaimReview | null> {
  const [row] = await withTargets(
    db
      .select({
        ...rowColumns,
        mobile: claims.mobile,
        messageToAdmin: claims.messageToAdmin,
        proofKey: claims.businessProofUrl,
        adminNotes: claims.adminNotes,
        processedAt: claims.processedAt,
        processedBy: processor.email,
      })
      .from(claims)
      .$dynamic(),
  )
    .leftJoin(processor, eq(processor.id, claims.processedBy))
    .where(eq(claims.id, claimId))
    .limit(1);
  if (!row) return null;
  return {
    ...toRow(row),
    mobile: row.mobile,
    messageToAdmin: row.messageToAdmin,
    hasProof: row.proofKey !== null && isPrivateDocumentKey(row.proofKey),
    adminNotes: row.adminNotes,
    processedAt: row.processedAt?.toISOString() ?? null,
    processedBy: row.processedBy,
  };
}

/**
 * Everything /admin shows: stat cards, the list, and the claim open for review. A failure to read them shows
 * as 'Error loading claims' with its message on an empty page rather than an error screen.
 */
export async function loadClaimsPage(db: Executor, query: ClaimsQuery) {
  try {
    const [stats, list, review] = await Promise.all([
      claimStats(db),
      listClaims(db, query),
      query.review ? claimForReview(db, query.review) : null,
    ]);
    return {
      stats,
      list,
      query,
      review: review ? { ...review, proofUrl: review.hasProof ? claimProofPath(review.id) : null } : null,
      loadError: null,
    };
  } catch (error) {
    logger().error({ err: error }, "[admin] loading claims failed");
    return {
      stats: { total: 0, new: 0, approved: 0, rejected: 0 },
      list: { rows: [], total: 0, page: 1, totalPages: 1 },
      query,
      review: null,
      loadError: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * After a claim is processed: back to the list it was opened from (the dialog closes, the notes clear, the list
 * reloads) with a toast, e.g. 'Claim approved' / 'The claim has been approved successfully.'.
 */
export function reviewedRedirect(request: Request, outcome: { title: string; message: string }): Response {
  const params = new URL(request.url).searchParams;
  for (const key of ["review", "index", "_routes"]) params.delete(key);
  const query = params.toString();
  return redirect(
    query ? `/admin/claims?${query}` : "/admin/claims",
    flashToast(undefined, { type: "success", title: outcome.title, description: outcome.message }),
  );
}
