import { ImagesIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { catalogLabel } from "~/content/catalog";
import { stagesSummary, termsHighlights } from "~/features/brands";
import { ClaimedBadge, ClaimThisBrand } from "~/features/directory/cards/claim-links";
import { QuoteButton, responseTimeLabel } from "~/features/leads";
import { QuoteAccuracyNote } from "~/features/offers";
import { ProjectRecordPanel } from "~/features/projects";
import { ReviewsPanel, VerifiedReviewCount } from "~/features/reviews";
import { formatCompactRupees, formatRupeeRange } from "~/lib/money";
import { brandPath, designersPath } from "~/lib/paths";
import { useViewBeacon } from "~/lib/view-beacon";
import { BrandLogo } from "~/ui/brand-logo";
import { buttonClasses } from "~/ui/button";
import { CLIENT_LINKS } from "~/ui/client-link";
import { Container } from "~/ui/container";
import { HeroBand } from "~/ui/hero-band";
import { MaskIcon } from "~/ui/mask-icon";
import { type AnyIslandSlot, StaticIsland } from "~/ui/static-island";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/ui/tabs";
import { FavouriteButton } from "../cards/favourite-button";
import { PortfolioPhotoItem } from "../cards/portfolio-photo-item";
import { displayRating, RatingStars, VerifiedBadge } from "../cards/rating";
import type { BrandPortfolioView, BrandProfileData } from "../loaders/brand-page.server";
import { type BrandTab, brandTabFrom } from "./brand-tabs";

/** Sq ft of the typical home the Quick Info card prices (a 2 BHK). */
const TYPICAL_HOME_SQFT = 1000;

/** A brand's public profile (/brand/:brandSlug): header, Portfolio/About/Reviews tabs, Quick Info. */
export function BrandProfilePage({ data }: { data: BrandProfileData }) {
  const { brand, portfolio, reviews, seo } = data;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = brandTabFrom(searchParams.get("tab"));
  const rating = displayRating(brand.rating);
  const perSqFt = formatRupeeRange(brand.minProjectCost, brand.maxProjectCost);
  const responds = responseTimeLabel(brand.responseMinutes);
  const quoteTarget = { brandId: brand.id, brandSlug: brand.slug, brandName: brand.brandName };
  const shareUrl = seo.canonical;
  // Once shown, the portfolio stays mounted (hidden on the other tabs): its island's DOM is not re-rendered from data.
  const [portfolioMounted, setPortfolioMounted] = useState(tab === "portfolio");
  if (tab === "portfolio" && !portfolioMounted) setPortfolioMounted(true);

  useViewBeacon(`${brandPath(brand.slug)}/view`);

  return (
    <main>
      <HeroBand
        crumbs={[
          { label: "Home", href: "/" },
          brand.citySlug && brand.city
            ? { label: brand.city, href: designersPath(brand.citySlug) }
            : { label: "Interior Designers", href: "/interior-designers" },
          { label: brand.brandName },
        ]}
      >
        <div className="mt-8 flex flex-col gap-8 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 flex-1 gap-5">
            <BrandLogo brandName={brand.brandName} logoUrl={brand.logoUrl} className="hidden size-20 sm:flex" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{seo.h1 ?? brand.brandName}</h1>
                {brand.isVerified ? <VerifiedBadge /> : null}
                {brand.claimed ? <ClaimedBadge /> : null}
              </div>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <RatingStars rating={rating} />
                <span className="font-semibold">{rating.toFixed(1)}</span>
                <Link
                  to="?tab=reviews#profile-tabs"
                  preventScrollReset
                  className="text-stone-600 underline-offset-4 hover:underline dark:text-stone-300"
                >
                  ({brand.reviewCount} {brand.reviewCount === 1 ? "review" : "reviews"})
                </Link>
                <VerifiedReviewCount count={reviews.verifiedCount} />
                {brand.city ? (
                  <span className="inline-flex items-center gap-1 text-stone-600 dark:text-stone-300">
                    <MaskIcon name="map-pin" className="size-4" />
                    {brand.city}
                  </span>
                ) : null}
              </p>
              <QuoteAccuracyNote accuracy={data.quoteAccuracy} />
              {responds ? (
                <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-200">
                  <MaskIcon name="timer" className="size-4" />
                  {responds}
                </p>
              ) : null}
              {brand.description ? (
                <p className="mt-4 max-w-3xl text-stone-700 dark:text-stone-300">{brand.description}</p>
              ) : null}
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700 dark:text-stone-300">
                {brand.phone ? (
                  <li className="inline-flex items-center gap-2">
                    <MaskIcon name="phone" className="size-4 text-stone-500" />
                    {brand.phone}
                  </li>
                ) : null}
                {brand.email ? (
                  <li>
                    <a href={`mailto:${brand.email}`} className="inline-flex items-center gap-2 hover:text-brand-700">
                      <MaskIcon name="mail" className="size-4 text-stone-500" />
                      {brand.email}
                    </a>
                  </li>
                ) : null}
                {brand.websiteUrl ? (
                  <li>
                    <a
                      href={brand.websiteUrl}
                      target="_blank"
                      rel="nofollow noopener noreferrer"
                      className="inline-flex items-center gap-2 hover:text-brand-700"
                    >
                      <MaskIcon name="globe" className="size-4 text-stone-500" />
                      {brand.websiteUrl.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                    </a>
                  </li>
                ) : null}
              </ul>
              {brand.areasServed.length > 0 ? (
                <div className="mt-4 flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">Areas served:</span>
                  {brand.areasServed.map((area) => (
                    <span
                      key={area}
                      className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-stone-700 ring-1 ring-stone-200 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-700"
                    >
                      {area}
                    </span>
                  ))}
                </div>
              ) : null}
              {brand.claimed ? null : <ClaimThisBrand brandId={brand.id} />}
            </div>
          </div>
          <div className="grid shrink-0 grid-cols-[1fr_1fr_auto_auto] items-center gap-2 sm:flex sm:flex-wrap sm:gap-3">
            <QuoteButton target={quoteTarget} className="sm:h-12 sm:px-6 sm:text-base">
              Get Quote
            </QuoteButton>
            {brand.phone ? (
              <a
                href={`tel:${brand.phone.replace(/[^\d+]/g, "")}`}
                className={buttonClasses("outline", "md", "sm:h-12 sm:px-6 sm:text-base")}
              >
                <MaskIcon name="phone" className="size-4" />
                Call Now
              </a>
            ) : null}
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${brand.brandName} on Nivasa: ${shareUrl}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share ${brand.brandName}`}
              className="btn-overlay hover:scale-105"
            >
              <MaskIcon name="share-2" className="size-4" />
            </a>
            <FavouriteButton
              brandId={brand.id}
              brandName={brand.brandName}
              signedIn={data.favourite.signedIn}
              saved={data.favourite.saved}
            />
          </div>
        </div>
      </HeroBand>

      <Container className="grid gap-8 py-10 lg:grid-cols-[1fr_320px]">
        <div id="profile-tabs" className="min-w-0 scroll-mt-20">
          <Tabs
            value={tab}
            onValueChange={(value) => navigate(`?tab=${value}`, { replace: true, preventScrollReset: true })}
          >
            <TabsList aria-label="Profile sections" className="w-full sm:w-auto">
              <TabLink value="portfolio">Portfolio ({portfolio.photoCount})</TabLink>
              <TabLink value="about">About</TabLink>
              <TabLink value="reviews">Reviews ({reviews.count})</TabLink>
            </TabsList>
            <TabsContent value="portfolio" forceMount={portfolioMounted || undefined} hidden={tab !== "portfolio"}>
              <Portfolio portfolio={portfolio} brandName={brand.brandName} />
            </TabsContent>
            <TabsContent value="about">
              <div className="max-w-3xl space-y-4 text-stone-700 dark:text-stone-300">
                {(brand.about ?? brand.description ?? "")
                  .split(/\r?\n/)
                  .map((line) => line.trim())
                  .filter(Boolean)
                  .map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
              </div>
            </TabsContent>
            <TabsContent value="reviews">
              <ReviewsPanel brandId={brand.id} brandSlug={brand.slug} reviews={reviews} />
            </TabsContent>
          </Tabs>
        </div>

        <aside className="flex flex-col gap-6" aria-label="Quick info">
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
            <h2 className="text-lg font-semibold">Quick Info</h2>
            <dl className="mt-4 flex flex-col gap-4 text-sm">
              {brand.yearsExperience != null ? (
                <QuickFact icon="briefcase" label="Experience">
                  {brand.yearsExperience}+ years
                </QuickFact>
              ) : null}
              {brand.teamSize != null ? (
                <QuickFact icon="users" label="Team size">
                  {brand.teamSize} {brand.teamSize === 1 ? "person" : "people"}
                </QuickFact>
              ) : null}
              {perSqFt ? (
                <QuickFact icon="indian-rupee" label="Project cost">
                  {perSqFt} per sq ft
                </QuickFact>
              ) : null}
              {brand.minProjectCost != null && brand.maxProjectCost != null ? (
                <QuickFact icon="house" label={`Typical ${TYPICAL_HOME_SQFT.toLocaleString("en-IN")} sq ft home`}>
                  {formatCompactRupees(brand.minProjectCost * TYPICAL_HOME_SQFT)} -{" "}
                  {formatCompactRupees(brand.maxProjectCost * TYPICAL_HOME_SQFT)}
                </QuickFact>
              ) : null}
            </dl>
            <QuoteButton target={quoteTarget} className="mt-6 w-full">
              Get Free Quote
            </QuoteButton>
          </div>
          <ProjectRecordPanel record={data.projectRecord} />
          <StandardTermsBox brand={brand} />
          <TagList title="Specialties" items={brand.styleSpecialties.map(catalogLabel)} />
          <TagList title="Services" items={brand.servicesOffered} />
        </aside>
      </Container>
    </main>
  );
}

function TabLink({ value, children }: { value: BrandTab; children: ReactNode }) {
  return (
    <TabsTrigger value={value} asChild>
      <Link to={`?tab=${value}`} replace preventScrollReset>
        {children}
      </Link>
    </TabsTrigger>
  );
}

const PORTFOLIO_GRID_CLASS = "portfolio-grid";
const NO_SLOTS: readonly AnyIslandSlot[] = [];

function Portfolio({ portfolio, brandName }: { portfolio: BrandPortfolioView; brandName: string }) {
  if (portfolio.shown === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 p-12 text-center dark:border-stone-700">
        <ImagesIcon aria-hidden="true" className="mx-auto size-10 text-stone-400" />
        <p className="mt-4 font-medium">No portfolio photos yet</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{brandName} hasn't published any projects.</p>
      </div>
    );
  }
  return (
    <div>
      {portfolio.island ? (
        <StaticIsland
          island={portfolio.island}
          slots={NO_SLOTS}
          as="ul"
          className={PORTFOLIO_GRID_CLASS}
          attributes={CLIENT_LINKS}
        />
      ) : (
        <ul className={PORTFOLIO_GRID_CLASS} {...CLIENT_LINKS}>
          {portfolio.photos.map((photo) => (
            <PortfolioPhotoItem key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
      {portfolio.photoCount > portfolio.shown ? (
        <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
          Showing {portfolio.shown} of {portfolio.photoCount} photos.
        </p>
      ) : null}
    </div>
  );
}

function QuickFact({
  icon,
  label,
  children,
}: {
  icon: "briefcase" | "users" | "indian-rupee" | "house";
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-8 pl-11">
      <dt className="text-stone-600 dark:text-stone-400">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-brand-100"
        >
          <MaskIcon name={icon} className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-stone-900 dark:text-stone-50">{children}</dd>
    </div>
  );
}

/** The brand's standard terms: what its offers start from. */
function StandardTermsBox({ brand }: { brand: BrandProfileData["brand"] }) {
  const highlights = termsHighlights(brand);
  if (highlights.length === 0 && !brand.paymentStages) return null;
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      <h2 className="text-lg font-semibold">Standard terms</h2>
      {highlights.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {highlights.map((item) => (
            <li
              key={item}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 dark:bg-stone-800 dark:text-brand-100"
            >
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {brand.paymentStages ? (
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
          <span className="font-medium">Payments: </span>
          {stagesSummary(brand.paymentStages)}
        </p>
      ) : null}
    </div>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
