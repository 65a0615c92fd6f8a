import { ArrowRightIcon, MapPinIcon, StarIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { QuotedPricesPanel } from "~/features/offers";
import { designersPath, localityPath } from "~/lib/paths";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { LinkButton } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { DesignerGrid } from "./cards/designer-card";
import type { cityOverviewData } from "./loaders/place-pages.server";
import { ClosingCta, CostTiers } from "./sections";

type CityOverviewData = NonNullable<Awaited<ReturnType<typeof cityOverviewData>>>;

/** /city/:citySlug: the city's guide (its numbers, localities, top-rated designers and what interiors cost). */
export function CityOverviewPage({ data }: { data: CityOverviewData }) {
  const { city, localities, results, seo } = data;
  const designersHref = designersPath(city.slug);
  return (
    <main>
      <section className="bg-stone-900 text-white">
        <Container className="py-12 sm:py-16">
          <Breadcrumbs
            tone="inverse"
            items={[{ label: "Home", href: "/" }, { label: "Cities", href: "/cities" }, { label: city.name }]}
          />
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
            {seo.h1 ?? `Interior design in ${city.name}`}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            Everything about designing a home in {city.name}, {city.state}: the neighbourhoods, the designers who work
            there and what it costs.
          </p>
          <dl className="mt-8 flex flex-wrap gap-8">
            <div>
              <dt className="flex items-center gap-2 text-sm text-white/80">
                <UsersIcon aria-hidden="true" className="size-4" /> Designers
              </dt>
              <dd className="text-3xl font-bold">{data.designerCount}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm text-white/80">
                <StarIcon aria-hidden="true" className="size-4" /> Average rating
              </dt>
              <dd className="text-3xl font-bold">{data.averageRating?.toFixed(1) ?? "–"}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm text-white/80">
                <MapPinIcon aria-hidden="true" className="size-4" /> Localities
              </dt>
              <dd className="text-3xl font-bold">{localities.length}</dd>
            </div>
          </dl>
          <LinkButton to={designersHref} size="lg" className="mt-8">
            View all designers in {city.name}
          </LinkButton>
        </Container>
      </section>

      <Section eyebrow="Neighbourhoods" title={`Localities in ${city.name}`}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[...localities]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((locality) => (
              <li
                key={locality.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
              >
                <div className="min-w-0">
                  <Link
                    to={localityPath(city.slug, locality.slug)}
                    className="font-semibold hover:text-brand-700 dark:hover:text-brand-100"
                  >
                    {locality.name}
                  </Link>
                  <p className="text-sm text-stone-600 dark:text-stone-400">{locality.designerCount} designers</p>
                </div>
                <Link
                  to={designersPath(city.slug, locality.slug)}
                  aria-label={`Interior designers in ${locality.name}`}
                  className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
                >
                  Designers <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow="Top rated"
        title={`Top-rated designers in ${city.name}`}
        action={
          <LinkButton to={designersHref} variant="outline">
            See all designers
          </LinkButton>
        }
      >
        <DesignerGrid
          designers={results.listing.designers}
          signedIn={results.signedIn}
          favouriteIds={results.favouriteIds}
        />
      </Section>

      <CostTiers tiers={data.tiers} placeName={city.name} quoteTarget={{ cityId: city.id, location: city.name }} />
      <Container className="py-10">
        <QuotedPricesPanel quoted={data.quoted} />
      </Container>
      <ClosingCta quoteTarget={{ cityId: city.id, location: city.name }} />
    </main>
  );
}
