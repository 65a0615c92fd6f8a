import {
  BuildingIcon,
  CalculatorIcon,
  HomeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  StarIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { locationLabel, QuoteButton } from "~/features/leads";
import { QuotedPricesPanel } from "~/features/offers";
import { initials } from "~/lib/initials";
import { brandPath, cityPath, designersPath } from "~/lib/paths";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { LinkButton } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { StatCard } from "~/ui/stat-card";
import { displayRating, RatingStars, VerifiedBadge } from "./cards/rating";
import type { localityPageData } from "./loaders/place-pages.server";

type LocalityOverviewData = NonNullable<Awaited<ReturnType<typeof localityPageData>>>;

/** /locality/:citySlug/:localitySlug: the locality's numbers, its top designers and where to go next. */
export function LocalityOverviewPage({ data }: { data: LocalityOverviewData }) {
  const { locality, stats, seo } = data;
  const { city } = locality;
  const listingHref = designersPath(city.slug, locality.slug);
  const quoteTarget = { cityId: city.id, localityId: locality.id, location: locationLabel(locality.name, city.name) };

  return (
    <main>
      <section className="bg-stone-900 text-white">
        <Container className="py-12 sm:py-16">
          <Breadcrumbs
            tone="inverse"
            items={[
              { label: "Home", href: "/" },
              { label: "Cities", href: "/cities" },
              { label: city.name, href: cityPath(city.slug) },
              { label: locality.name },
            ]}
          />
          <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-white/85">
            <MapPinIcon aria-hidden="true" className="size-4" />
            {city.name}, {city.state}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            {seo.h1 ?? `Interior Designers in ${locality.name}`}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            <span data-testid="hero-designer-count">{stats.designerCount}</span> designers serve {locality.name}, with
            an average rating of {stats.averageRating?.toFixed(1) ?? "–"} and {stats.projectsCompleted} projects
            completed.
          </p>
        </Container>
      </section>

      <Container className="-mt-8">
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          <StatCard
            icon={<UsersIcon aria-hidden="true" className="size-5" />}
            label="Interior designers"
            value={String(stats.designerCount)}
            testId="stat-designers"
          />
          <StatCard
            icon={<StarIcon aria-hidden="true" className="size-5" />}
            label="Average rating"
            value={stats.averageRating?.toFixed(1) ?? "–"}
            testId="stat-rating"
          />
          <StatCard
            icon={<BuildingIcon aria-hidden="true" className="size-5" />}
            label="Projects completed"
            value={String(stats.projectsCompleted)}
            testId="stat-projects"
          />
        </dl>
      </Container>

      <Section
        eyebrow="Top rated"
        title={`Top designers in ${locality.name}`}
        action={
          <LinkButton to={listingHref} variant="outline">
            View All Designers
          </LinkButton>
        }
      >
        {stats.topDesigners.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
            No designers list {locality.name} yet. Ask for quotes and we'll match you with designers from across{" "}
            {city.name}.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {stats.topDesigners.map((designer) => (
              <li
                key={designer.id}
                className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
              >
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                  >
                    {initials(designer.brandName)}
                  </span>
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold">
                      <Link to={brandPath(designer.slug)} className="hover:text-brand-700 dark:hover:text-brand-100">
                        {designer.brandName}
                      </Link>
                    </h3>
                    <p className="flex items-center gap-2 text-sm">
                      <RatingStars rating={displayRating(designer.rating)} />
                      <span className="font-medium">{displayRating(designer.rating).toFixed(1)}</span>
                      <span className="text-stone-600 dark:text-stone-400">({designer.reviewCount} reviews)</span>
                    </p>
                  </div>
                </div>
                {designer.isVerified ? <VerifiedBadge className="self-start" /> : null}
                <ul className="flex flex-col gap-1.5 text-sm text-stone-700 dark:text-stone-300">
                  {designer.phone ? (
                    <li>
                      <a
                        href={`tel:${designer.phone.replace(/\s+/g, "")}`}
                        className="inline-flex items-center gap-2 hover:text-brand-700"
                      >
                        <PhoneIcon aria-hidden="true" className="size-4 text-stone-500" />
                        {designer.phone}
                      </a>
                    </li>
                  ) : null}
                  {designer.email ? (
                    <li>
                      <a
                        href={`mailto:${designer.email}`}
                        className="inline-flex items-center gap-2 break-all hover:text-brand-700"
                      >
                        <MailIcon aria-hidden="true" className="size-4 text-stone-500" />
                        {designer.email}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Container className="pb-10">
        <QuotedPricesPanel quoted={data.quoted} />
      </Container>

      <section className="pb-16">
        <Container>
          <div className="grid gap-6 rounded-3xl bg-brand-50 p-8 sm:p-12 md:grid-cols-[1fr_auto] md:items-center dark:bg-stone-900">
            <div>
              <h2 className="text-2xl font-bold tracking-tight">Planning interiors in {locality.name}?</h2>
              <p className="mt-2 text-stone-700 dark:text-stone-300">
                Compare every designer who works here, or estimate your budget first.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <LinkButton to={listingHref} size="lg">
                View All Designers
              </LinkButton>
              <LinkButton to="/interiors-price-calculator" variant="outline" size="lg">
                <CalculatorIcon aria-hidden="true" className="size-4" />
                Price Calculator
              </LinkButton>
              <QuoteButton target={quoteTarget} variant="outline" size="lg">
                Get Free Quotes
              </QuoteButton>
            </div>
          </div>
        </Container>
      </section>
    </main>
  );
}

/** 'Locality Not Found', naming whether the city or the locality is unknown, with Return Home. */
export function LocalityNotFound({ missing }: { missing: "city" | "locality" }) {
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <MapPinIcon aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">Locality Not Found</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-300">
          {missing === "city" ? "The requested city could not be found." : "The requested locality could not be found."}
        </p>
        <LinkButton to="/" size="lg" className="mt-8">
          <HomeIcon aria-hidden="true" className="size-4" />
          Return Home
        </LinkButton>
      </div>
    </main>
  );
}
