import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type BrandKey, preparedForBrand, preparedQuery } from "~/db/prepared.server";
import { brandStats, brands, cities, portfolioImages } from "~/db/schema";
import type { StandardTerms } from "~/features/brands";
import { standardTermsColumns } from "~/features/brands/brands.api.server";
import { isFirstVisitToday, type Visitor } from "~/features/views/views.api.server";
import { statsMonth } from "~/lib/dates";
import { brandSummaryColumns } from "../listings/listing.server";

/** The public brand profile: business contacts are public here, the owner's account is not. */
export interface BrandProfile extends StandardTerms {
  id: string;
  slug: string;
  brandName: string;
  isVerified: boolean;
  rating: number | null;
  reviewCount: number;
  description: string | null;
  about: string | null;
  phone: string | null;
  email: string | null;
  websiteUrl: string | null;
  /** An uploaded logo (Profile Settings); null shows the initials. */
  logoUrl: string | null;
  areasServed: string[];
  city: string | null;
  citySlug: string | null;
  cityId: string | null;
  yearsExperience: number | null;
  teamSize: number | null;
  minProjectCost: number | null;
  maxProjectCost: number | null;
  /** Measured median response time; null until measured. */
  responseMinutes: number | null;
  styleSpecialties: string[];
  servicesOffered: string[];
  /** Owner's user id: lets the reviews panel know who may reply. Not sent to the page. */
  claimedBy: string | null;
}

const brandProfileBySlug = preparedQuery("brand_profile_by_slug", (db, name) =>
  db
    .select({
      ...brandSummaryColumns,
      description: brands.description,
      about: brands.about,
      phone: brands.phone,
      email: brands.email,
      websiteUrl: brands.websiteUrl,
      logoUrl: brands.logoUrl,
      areasServed: brands.areasServed,
      city: sql<string | null>`coalesce(${cities.name}, ${brands.city})`,
      citySlug: cities.slug,
      cityId: brands.cityId,
      yearsExperience: brands.yearsExperience,
      teamSize: brands.teamSize,
      minProjectCost: brands.minProjectCost,
      maxProjectCost: brands.maxProjectCost,
      responseMinutes: brands.responseMinutes,
      styleSpecialties: brands.styleSpecialties,
      servicesOffered: brands.servicesOffered,
      ...standardTermsColumns,
      claimedBy: brands.claimedBy,
    })
    .from(brands)
    .leftJoin(cities, eq(cities.id, brands.cityId))
    .where(eq(brands.slug, sql.placeholder("slug")))
    .limit(1)
    .prepare(name),
);

export async function findBrandProfile(db: Executor, slug: string): Promise<BrandProfile | null> {
  const [brand] = await brandProfileBySlug(db).execute({ slug });
  return brand ?? null;
}

export interface PortfolioPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
  title: string;
  roomType: string;
  designStyle: string | null;
}

/** Shown on the Portfolio tab; the count covers every approved photo. */
export const PORTFOLIO_PAGE_SIZE = 48;

const portfolioRows = preparedForBrand("brand_portfolio", (db, brandId) =>
  db
    .select({
      id: portfolioImages.id,
      url: portfolioImages.imageUrl,
      width: portfolioImages.width,
      height: portfolioImages.height,
      title: portfolioImages.title,
      roomType: portfolioImages.roomType,
      designStyle: portfolioImages.designStyle,
      photoCount: sql<number>`(count(*) over ())::int`,
    })
    .from(portfolioImages)
    .where(and(eq(portfolioImages.brandId, brandId), eq(portfolioImages.isApproved, true)))
    .orderBy(desc(portfolioImages.isFeatured), desc(portfolioImages.createdAt), desc(portfolioImages.id))
    .limit(PORTFOLIO_PAGE_SIZE),
);

/**
 * Approved images only (the public never sees pending or rejected ones), featured first then newest. One
 * query: the count of all of them comes with each row (a window over every approved image of the brand,
 * counted before the limit).
 */
export async function brandPortfolio(
  db: Executor,
  brand: BrandKey,
): Promise<{ photos: PortfolioPhoto[]; photoCount: number }> {
  const rows = await portfolioRows(db, brand);
  return { photos: rows.map(({ photoCount: _, ...photo }) => photo), photoCount: rows[0]?.photoCount ?? 0 };
}

/**
 * Adds one profile view to the brand's current month in one atomic upsert, the first time this visitor opens
 * the page today (isFirstVisitToday). The owner looking at their own page doesn't count. Returns false when
 * nothing was counted (no such brand, the owner's view, or already counted today).
 */
export async function recordProfileView(
  db: Executor,
  brandSlug: string,
  { visitor, viewerId = null, at = new Date() }: { visitor: Visitor; viewerId?: string | null; at?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [brand] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(
        and(eq(brands.slug, brandSlug), viewerId ? sql`${brands.claimedBy} IS DISTINCT FROM ${viewerId}` : undefined),
      );
    if (!brand || !(await isFirstVisitToday(tx, `brand:${brand.id}`, visitor))) return false;
    await tx
      .insert(brandStats)
      .values({ brandId: brand.id, monthYear: statsMonth(at), profileViews: 1 })
      .onConflictDoUpdate({
        target: [brandStats.brandId, brandStats.monthYear],
        set: { profileViews: sql`${brandStats.profileViews} + 1` },
      });
    return true;
  });
}
