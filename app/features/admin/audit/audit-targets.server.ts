import { eq, inArray } from "drizzle-orm";
import { homeownerName } from "~/content/catalog";
import { SEO_PAGE_TYPE_INFO } from "~/content/seo";
import type { Executor } from "~/db/client.server";
import {
  brands,
  claims,
  importRuns,
  interiorListings,
  leadMessages,
  leads,
  portfolioImages,
  projects,
  quoteRequests,
  reviews,
  seoPages,
  users,
} from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { AUDIT_TARGET_TYPES, type AuditTargetType } from "~/services/audit.server";

/** An audit row's record as the log keeps it: what it points at and the fields the action changed. */
export interface AuditTarget {
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface TargetKind {
  /** The names of those of `ids` that still exist, by id: one query for a whole page of the log. */
  names: (db: Executor, ids: string[]) => Promise<Map<string, string>>;
  /** What to call a record that no longer exists. */
  gone: (target: AuditTarget) => string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of uuid-keyed records: anything else names no row (and would not even compare with a uuid column). */
const uuids = (ids: string[]) => ids.filter((id) => UUID.test(id));

const isSeoPageType = (value: unknown): value is keyof typeof SEO_PAGE_TYPE_INFO =>
  typeof value === "string" && Object.hasOwn(SEO_PAGE_TYPE_INFO, value);

/** "City page · kolkata", or "Home" for a page type that has one page. */
function seoPageName(pageType: keyof typeof SEO_PAGE_TYPE_INFO, identifier: unknown): string {
  const label = SEO_PAGE_TYPE_INFO[pageType].label;
  return typeof identifier === "string" && identifier !== "" ? `${label} · ${identifier}` : label;
}

/**
 * A gone SEO page by the page type and identifier its audit rows kept (a deletion keeps the whole page); a bulk
 * creation points at its page type and says how many it made.
 */
function goneSeoPage({ targetId, before, after }: AuditTarget): string {
  if (isSeoPageType(targetId)) {
    const count = typeof after?.count === "number" ? ` (${after.count} created)` : "";
    return `SEO pages: ${SEO_PAGE_TYPE_INFO[targetId].label}${count}`;
  }
  const kept = before ?? after;
  return isSeoPageType(kept?.pageType)
    ? `deleted SEO page: ${seoPageName(kept.pageType, kept.pageIdentifier)}`
    : "deleted SEO page";
}

const TARGET_KINDS: Record<AuditTargetType, TargetKind> = {
  claim: {
    async names(db, ids) {
      const rows = await db
        .select({
          id: claims.id,
          claimant: claims.fullName,
          brand: brands.brandName,
          listing: interiorListings.name,
          business: claims.businessName,
        })
        .from(claims)
        .leftJoin(brands, eq(brands.id, claims.brandId))
        .leftJoin(interiorListings, eq(interiorListings.id, claims.listingId))
        .where(inArray(claims.id, uuids(ids)));
      return new Map(
        rows.map((row) => [row.id, `Claim by ${row.claimant} for ${row.brand ?? row.listing ?? row.business}`]),
      );
    },
    gone: () => "deleted claim",
  },
  image: {
    async names(db, ids) {
      const rows = await db
        .select({ id: portfolioImages.id, title: portfolioImages.title, brand: brands.brandName })
        .from(portfolioImages)
        .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
        .where(inArray(portfolioImages.id, uuids(ids)));
      return new Map(rows.map((row) => [row.id, `Image: ${row.title} (${row.brand})`]));
    },
    gone: () => "deleted image",
  },
  brand: {
    async names(db, ids) {
      const rows = await db
        .select({ id: brands.id, name: brands.brandName })
        .from(brands)
        .where(inArray(brands.id, uuids(ids)));
      return new Map(rows.map((row) => [row.id, `Brand: ${row.name}`]));
    },
    gone: () => "deleted brand",
  },
  quote_request: {
    async names(db, ids) {
      const rows = await db
        .select({ id: quoteRequests.id, name: quoteRequests.name, location: quoteRequests.location })
        .from(quoteRequests)
        .where(inArray(quoteRequests.id, uuids(ids)));
      return new Map(rows.map((row) => [row.id, `Lead from ${homeownerName(row.name)} · ${row.location}`]));
    },
    gone: () => "deleted lead",
  },
  lead: {
    async names(db, ids) {
      const rows = await db
        .select({ id: leads.id, name: quoteRequests.name, brand: brands.brandName })
        .from(leads)
        .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
        .innerJoin(brands, eq(brands.id, leads.brandId))
        .where(inArray(leads.id, uuids(ids)));
      return new Map(rows.map((row) => [row.id, `Conversation: ${homeownerName(row.name)} and ${row.brand}`]));
    },
    gone: () => "deleted conversation",
  },
  project: {
    async names(db, ids) {
      const rows = await db
        .select({
          id: projects.id,
          name: quoteRequests.name,
          location: quoteRequests.location,
          brand: brands.brandName,
        })
        .from(projects)
        .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
        .innerJoin(brands, eq(brands.id, projects.brandId))
        .where(inArray(projects.id, uuids(ids)));
      return new Map(
        rows.map((row) => [row.id, `Project: ${homeownerName(row.name)} and ${row.brand} · ${row.location}`]),
      );
    },
    gone: () => "deleted project",
  },
  message: {
    async names(db, ids) {
      const numeric = ids.filter((id) => /^\d{1,18}$/.test(id)).map(Number);
      if (numeric.length === 0) return new Map();
      const rows = await db
        .select({ id: leadMessages.id, brand: brands.brandName })
        .from(leadMessages)
        .innerJoin(brands, eq(brands.id, leadMessages.brandId))
        .where(inArray(leadMessages.id, numeric));
      return new Map(rows.map((row) => [String(row.id), `Message in a conversation with ${row.brand}`]));
    },
    gone: () => "deleted message",
  },
  review: {
    async names(db, ids) {
      const rows = await db
        .select({ id: reviews.id, rating: reviews.rating, brand: brands.brandName, reviewer: users.name })
        .from(reviews)
        .innerJoin(brands, eq(brands.id, reviews.brandId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(inArray(reviews.id, uuids(ids)));
      return new Map(
        rows.map((row) => [row.id, `Review of ${row.brand} by ${homeownerName(row.reviewer)} (${row.rating}★)`]),
      );
    },
    gone: () => "deleted review",
  },
  user: {
    async names(db, ids) {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, `User: ${row.name} (${row.email})`]));
    },
    gone: () => "deleted user",
  },
  seo_page: {
    async names(db, ids) {
      const rows = await db
        .select({ id: seoPages.id, pageType: seoPages.pageType, identifier: seoPages.pageIdentifier })
        .from(seoPages)
        .where(inArray(seoPages.id, uuids(ids)));
      return new Map(rows.map((row) => [row.id, `SEO page: ${seoPageName(row.pageType, row.identifier)}`]));
    },
    gone: goneSeoPage,
  },
  import_run: {
    async names(db, ids) {
      const rows = await db
        .select({ id: importRuns.id, startedAt: importRuns.startedAt, cities: importRuns.cities })
        .from(importRuns)
        .where(inArray(importRuns.id, uuids(ids)));
      return new Map(
        rows.map((row) => [row.id, `Scraper run of ${formatDateTime(row.startedAt)} (${row.cities.join(", ")})`]),
      );
    },
    gone: () => "deleted scraper run",
  },
};

const isTargetType = (type: string): type is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(type);

/**
 * What a person calls each target ("Claim by Priya Sharma for Studio Aura"), in order: one query per kind of
 * record present, however many rows. A record that is gone gets its kind's fallback ("deleted claim").
 */
export async function nameAuditTargets(db: Executor, targets: AuditTarget[]): Promise<string[]> {
  const names = new Map<string, Map<string, string>>();
  for (const type of new Set(targets.map((target) => target.targetType))) {
    if (!isTargetType(type)) continue;
    const ids = targets.filter((target) => target.targetType === type).map((target) => target.targetId);
    names.set(type, await TARGET_KINDS[type].names(db, [...new Set(ids)]));
  }
  return targets.map((target) => {
    if (!isTargetType(target.targetType)) return `${target.targetType} ${target.targetId}`;
    return names.get(target.targetType)?.get(target.targetId) ?? TARGET_KINDS[target.targetType].gone(target);
  });
}
