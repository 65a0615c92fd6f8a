import type { RouterContextProvider } from "react-router";
import type { Executor } from "~/db/client.server";
import { isDataRequest, type Viewer } from "~/features/auth/auth.api.server";
import { quoteAccuracy } from "~/features/offers/offers.api.server";
import { projectRecordOf } from "~/features/projects/projects.api.server";
import { brandReviewList, viewerReviewState } from "~/features/reviews/reviews.api.server";
import { breadcrumbList, localBusiness, organization, type PageSeo } from "~/features/seo";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.api.server";
import { brandPath, designersPath } from "~/lib/paths";
import { pageTitle } from "~/lib/seo-title";
import type { Island } from "~/ui/static-island";
import { renderIsland } from "~/ui/static-island.server";
import { type BrandProfile, brandPortfolio, findBrandProfile, type PortfolioPhoto } from "../brand/brand.server";
import { brandTabFrom } from "../brand/brand-tabs";
import { favouriteBrandIds } from "../cards/favourites.server";
import { portfolioPhotoItem } from "../cards/portfolio-photo-item";

/** The Portfolio tab's photos: a static island's markup, or their data. */
export interface BrandPortfolioView {
  island: Island | null;
  /** Empty when the island holds them. */
  photos: PortfolioPhoto[];
  /** Photos on the tab (at most PORTFOLIO_PAGE_SIZE). */
  shown: number;
  /** Every approved photo of the brand. */
  photoCount: number;
}

/**
 * What /brand/:brandSlug renders (BrandProfilePage); null when there is no such brand. `viewer`: the request's
 * (getViewer), looked up while the brand is.
 */
export async function brandProfileData(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  viewer: Promise<Viewer | null>,
) {
  // Everything about the brand is read by its slug beside its row: one round trip for the shared page.
  const [brand, portfolio, reviewList, accuracy, record, who] = await Promise.all([
    findBrandProfile(db, slug),
    brandPortfolio(db, { slug }),
    brandReviewList(db, { slug }),
    quoteAccuracy(db, { slug }),
    projectRecordOf(db, { slug }),
    viewer,
  ]);
  if (!brand) return null;
  // The viewer's part: no query for a visitor who is not signed in (the shared page); the SEO override is cached.
  const [personal, saved, seo] = await Promise.all([
    viewerReviewState(db, brand, who),
    who ? favouriteBrandIds(db, who.userId, [brand.id]) : new Set<string>(),
    brandPageSeo(db, brand, portfolio.photos[0]?.url),
  ]);
  const { claimedBy, ...publicBrand } = brand;
  const showsPortfolio = brandTabFrom(new URL(request.url).searchParams.get("tab")) === "portfolio";
  return {
    seo,
    brand: { ...publicBrand, claimed: claimedBy !== null },
    portfolio: portfolioView(request, context, portfolio, showsPortfolio),
    reviews: { ...reviewList, ...personal },
    quoteAccuracy: accuracy,
    projectRecord: record,
    favourite: { signedIn: who !== null, saved: saved.has(brand.id) },
  };
}

export type BrandProfileData = NonNullable<Awaited<ReturnType<typeof brandProfileData>>>;

/**
 * The Portfolio tab's photos. A document opened on that tab gets them as a static island: each photo rendered
 * once per distinct photo data (see lib/static-island.server.tsx) and sent as markup only, not as markup plus
 * its fields again in the hydration data. Any other request gets their data, which React renders if the tab
 * is opened: a document opened on another tab (?tab=about) does not show them (tab switches do not reload
 * the data), and a data request (client-side navigation, revalidation) would carry the markup as a string,
 * longer than the data.
 */
function portfolioView(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { photos, photoCount }: { photos: PortfolioPhoto[]; photoCount: number },
  showsPortfolio: boolean,
): BrandPortfolioView {
  if (!showsPortfolio || photos.length === 0 || isDataRequest(request)) {
    return { island: null, photos, shown: photos.length, photoCount };
  }
  const parts = photos.map((photo) => ({
    key: JSON.stringify(["portfolio-photo", photo]),
    element: () => portfolioPhotoItem(photo),
  }));
  const island = renderIsland(request, context, "brand-portfolio", parts);
  return { island, photos: [], shown: photos.length, photoCount };
}

/** The brand page's SEO (defaults + admin override); `image` is its first portfolio photo, if any. */
function brandPageSeo(db: Executor, brand: BrandProfile, image: string | undefined): Promise<PageSeo> {
  const origin = siteOrigin();
  const path = brandPath(brand.slug);
  const where = brand.city ? ` in ${brand.city}` : "";
  return resolveSeo(db, {
    pageType: "brand_profile",
    identifier: brand.slug,
    path,
    placeholders: { brand: brand.brandName, city: brand.city ?? undefined },
    defaults: {
      title: pageTitle(`${brand.brandName} - Interior Designer${where}`),
      description:
        brand.description?.slice(0, 155) ??
        `${brand.brandName} is an interior designer${where}. See their portfolio, prices and reviews, and get a free quote.`,
      keywords: [brand.brandName, `interior designer${where}`, ...brand.styleSpecialties].join(", "),
      image,
      ogType: "profile",
      jsonLd: [
        organization(origin),
        breadcrumbList(origin, [
          { name: "Home", path: "/" },
          ...(brand.citySlug && brand.city
            ? [{ name: brand.city, path: designersPath(brand.citySlug) }]
            : [{ name: "Interior Designers", path: "/interior-designers" }]),
          { name: brand.brandName, path },
        ]),
        localBusiness(origin, {
          name: brand.brandName,
          slug: brand.slug,
          description: brand.description,
          city: brand.city,
          areasServed: brand.areasServed,
          telephone: brand.phone,
          websiteUrl: brand.websiteUrl,
          image,
          rating: brand.rating,
          reviewCount: brand.reviewCount,
          minProjectCost: brand.minProjectCost,
          maxProjectCost: brand.maxProjectCost,
        }),
      ],
    },
  });
}
