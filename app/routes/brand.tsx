import {
  BriefcaseIcon,
  GlobeIcon,
  HomeIcon,
  ImagesIcon,
  IndianRupeeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SearchXIcon,
  Share2Icon,
  TimerIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useSearchParams,
} from "react-router";
import { catalogLabel } from "~/content/catalog";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { BrandLogo } from "~/features/directory/brand-logo";
import { FavouriteButton } from "~/features/directory/favourite-button";
import { favouriteBrandIds } from "~/features/directory/favourites.server";
import { brandPageData } from "~/features/directory/page-data.server";
import { displayRating, RatingStars, VerifiedBadge } from "~/features/directory/rating";
import { QuoteButton } from "~/features/leads/quote-dialog";
import { responseTimeLabel } from "~/features/leads/response-time";
import { ClaimedBadge, ClaimThisBrand } from "~/features/onboarding/claim-links";
import { listBrandReviews } from "~/features/reviews/reviews.server";
import { ReviewsPanel } from "~/features/reviews/reviews-panel";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/features/seo/page-query";
import { formatCompactRupees, formatRupeeRange } from "~/lib/money";
import { pageTitle } from "~/lib/seo-title";
import { useViewBeacon } from "~/lib/view-beacon";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { buttonClasses, LinkButton } from "~/ui/button";
import { Container } from "~/ui/container";
import { ResponsiveImage } from "~/ui/responsive-image";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/ui/tabs";
import type { Route } from "./+types/brand";

// Shared with signed-in visitors too: their review, the owner's reply forms and the heart come from /api/viewer.
export const handle = pageQuery(["tab"]);

const TABS = ["portfolio", "about", "reviews"] as const;
type Tab = (typeof TABS)[number];
/** ?tab= picks the open tab, so each tab is a link that works without JS; anything else opens the portfolio. */
function tabFrom(param: string | null): Tab {
  return TABS.find((tab) => tab === param) ?? "portfolio";
}

/** Sq ft of the typical home the Quick Info card prices (a 2 BHK). */
const TYPICAL_HOME_SQFT = 1000;

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await brandPageData(db(), params.brandSlug);
  if (!page) throw data(null, { status: 404 });
  const viewer = await getViewer(request);
  const { brand } = page;
  const [reviews, saved] = await Promise.all([
    listBrandReviews(db(), brand, viewer),
    viewer ? favouriteBrandIds(db(), viewer.userId, [brand.id]) : new Set<string>(),
  ]);
  const { claimedBy, ...publicBrand } = brand;
  return {
    ...page,
    brand: { ...publicBrand, claimed: claimedBy !== null },
    reviews,
    favourite: { signedIn: viewer !== null, saved: saved.has(brand.id) },
  };
}

/** Switching tabs only changes ?tab=: no reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [{ title: pageTitle("Brand Not Found") }];
}

export default function BrandProfilePage({ loaderData }: Route.ComponentProps) {
  const { brand, portfolio, reviews, seo } = loaderData;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get("tab"));
  const rating = displayRating(brand.rating);
  const perSqFt = formatRupeeRange(brand.minProjectCost, brand.maxProjectCost);
  const responds = responseTimeLabel(brand.responseMinutes);
  const quoteTarget = { brandId: brand.id, brandSlug: brand.slug, brandName: brand.brandName };
  const shareUrl = seo.canonical;

  useViewBeacon(`/brand/${brand.slug}/view`);

  return (
    <main>
      <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
        <Container className="py-10 sm:py-14">
          <Breadcrumbs
            items={[
              { label: "Home", href: "/" },
              brand.citySlug && brand.city
                ? { label: brand.city, href: `/interior-designers/${brand.citySlug}` }
                : { label: "Interior Designers", href: "/interior-designers" },
              { label: brand.brandName },
            ]}
          />
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
                  {brand.city ? (
                    <span className="inline-flex items-center gap-1 text-stone-600 dark:text-stone-300">
                      <MapPinIcon aria-hidden="true" className="size-4" />
                      {brand.city}
                    </span>
                  ) : null}
                </p>
                {responds ? (
                  <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-200">
                    <TimerIcon aria-hidden="true" className="size-4" />
                    {responds}
                  </p>
                ) : null}
                {brand.description ? (
                  <p className="mt-4 max-w-3xl text-stone-700 dark:text-stone-300">{brand.description}</p>
                ) : null}
                <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700 dark:text-stone-300">
                  {brand.phone ? (
                    <li className="inline-flex items-center gap-2">
                      <PhoneIcon aria-hidden="true" className="size-4 text-stone-500" />
                      {brand.phone}
                    </li>
                  ) : null}
                  {brand.email ? (
                    <li>
                      <a href={`mailto:${brand.email}`} className="inline-flex items-center gap-2 hover:text-brand-700">
                        <MailIcon aria-hidden="true" className="size-4 text-stone-500" />
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
                        <GlobeIcon aria-hidden="true" className="size-4 text-stone-500" />
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
                  <PhoneIcon aria-hidden="true" className="size-4" />
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
                <Share2Icon aria-hidden="true" className="size-4" />
              </a>
              <FavouriteButton
                brandId={brand.id}
                brandName={brand.brandName}
                signedIn={loaderData.favourite.signedIn}
                saved={loaderData.favourite.saved}
              />
            </div>
          </div>
        </Container>
      </section>

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
            <TabsContent value="portfolio">
              <Portfolio photos={portfolio.photos} total={portfolio.photoCount} brandName={brand.brandName} />
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
                <QuickFact icon={<BriefcaseIcon className="size-4" />} label="Experience">
                  {brand.yearsExperience}+ years
                </QuickFact>
              ) : null}
              {brand.teamSize != null ? (
                <QuickFact icon={<UsersIcon className="size-4" />} label="Team size">
                  {brand.teamSize} {brand.teamSize === 1 ? "person" : "people"}
                </QuickFact>
              ) : null}
              {perSqFt ? (
                <QuickFact icon={<IndianRupeeIcon className="size-4" />} label="Project cost">
                  {perSqFt} per sq ft
                </QuickFact>
              ) : null}
              {brand.minProjectCost != null && brand.maxProjectCost != null ? (
                <QuickFact
                  icon={<HomeIcon className="size-4" />}
                  label={`Typical ${TYPICAL_HOME_SQFT.toLocaleString("en-IN")} sq ft home`}
                >
                  {formatCompactRupees(brand.minProjectCost * TYPICAL_HOME_SQFT)} -{" "}
                  {formatCompactRupees(brand.maxProjectCost * TYPICAL_HOME_SQFT)}
                </QuickFact>
              ) : null}
            </dl>
            <QuoteButton target={quoteTarget} className="mt-6 w-full">
              Get Free Quote
            </QuoteButton>
          </div>
          <TagList title="Specialties" items={brand.styleSpecialties.map(catalogLabel)} />
          <TagList title="Services" items={brand.servicesOffered} />
        </aside>
      </Container>
    </main>
  );
}

function TabLink({ value, children }: { value: Tab; children: ReactNode }) {
  return (
    <TabsTrigger value={value} asChild>
      <Link to={`?tab=${value}`} replace preventScrollReset>
        {children}
      </Link>
    </TabsTrigger>
  );
}

function Portfolio({
  photos,
  total,
  brandName,
}: {
  photos: Route.ComponentProps["loaderData"]["portfolio"]["photos"];
  total: number;
  brandName: string;
}) {
  if (photos.length === 0) {
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
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <Link
              to={`/design-ideas/photo/${photo.id}`}
              className="group block overflow-hidden rounded-xl bg-stone-100 dark:bg-stone-800"
            >
              <ResponsiveImage
                src={photo.url}
                width={photo.width}
                height={photo.height}
                alt={photo.title}
                sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
                className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105"
              />
            </Link>
            <p className="mt-2 truncate text-sm font-medium">{photo.title}</p>
            <p className="text-xs text-stone-600 dark:text-stone-400">
              {catalogLabel(photo.roomType)}
              {photo.designStyle ? ` · ${catalogLabel(photo.designStyle)}` : ""}
            </p>
          </li>
        ))}
      </ul>
      {total > photos.length ? (
        <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
          Showing {photos.length} of {total} photos.
        </p>
      ) : null}
    </div>
  );
}

function QuickFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-8 pl-11">
      <dt className="text-stone-600 dark:text-stone-400">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-brand-100"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-stone-900 dark:text-stone-50">{children}</dd>
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

/** Spec §2: unknown brand → 'Brand Not Found' with Go Home, answered with status 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <SearchXIcon aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">Brand Not Found</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-300">The brand you're looking for doesn't exist.</p>
        <LinkButton to="/" size="lg" className="mt-8">
          <HomeIcon aria-hidden="true" className="size-4" />
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
