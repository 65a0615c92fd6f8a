import { locationLabel, QuoteButton } from "~/features/leads";
import { QuotedPricesPanel } from "~/features/offers";
import { designersPath, localityPath } from "~/lib/paths";
import { CLIENT_LINK } from "~/ui/client-link";
import { Container, Section } from "~/ui/container";
import { HeroBand } from "~/ui/hero-band";
import { MaskIcon } from "~/ui/mask-icon";
import { DesignerResults, RESULTS_ANCHOR } from "./listings/designer-results";
import type { LocalityListingPage } from "./loaders/listing-pages.server";
import { ClosingCta, LocalityGrid } from "./sections";

/** /interior-designers/:citySlug/:localitySlug: the locality's designers, its numbers and its neighbours. */
export function LocalityDesignersPage({ data }: { data: LocalityListingPage }) {
  const { locality, stats, results, seo } = data;
  const { city } = locality;
  const path = designersPath(city.slug, locality.slug);
  const quoteTarget = {
    cityId: city.id,
    localityId: locality.id,
    location: locationLabel(locality.name, city.name),
  };

  return (
    <main>
      <HeroBand
        size="lg"
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Interior Designers", href: "/interior-designers" },
          { label: city.name, href: designersPath(city.slug) },
          { label: locality.name },
        ]}
      >
        <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              {seo.h1 ?? `Interior Designers in ${locality.name}, ${city.name}`}
            </h1>
            <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">
              Designers who work in {locality.name}: compare their portfolios, prices per sq ft and reviews, then ask
              for free quotes.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <QuoteButton target={quoteTarget} size="lg">
                Get Free Quotes
              </QuoteButton>
              <a
                href={localityPath(city.slug, locality.slug)}
                {...CLIENT_LINK}
                className="inline-flex h-12 items-center gap-2 rounded-md px-4 font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                <MaskIcon name="map-pin" className="size-4" />
                {locality.name} guide
              </a>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:w-96">
            <div className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
              <dt className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
                <MaskIcon name="users" className="size-4" />
                Designers
              </dt>
              <dd className="mt-1 text-2xl font-bold">{stats.designerCount}</dd>
            </div>
            <div className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
              <dt className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
                <MaskIcon name="star-filled" className="size-4 text-amber-400" />
                Average rating
              </dt>
              <dd className="mt-1 text-2xl font-bold">{stats.averageRating?.toFixed(1) ?? "New"}</dd>
            </div>
          </dl>
        </div>
      </HeroBand>

      <Section id={RESULTS_ANCHOR} className="scroll-mt-16">
        <DesignerResults
          pathname={path}
          search={data.search}
          listing={results.listing}
          cards={results.cards}
          budgetOptions={data.budgetOptions}
          placeLabel={`in ${locality.name}`}
        />
      </Section>

      <Container className="pb-10">
        <QuotedPricesPanel quoted={data.quoted} />
      </Container>
      <LocalityGrid
        tone="muted"
        title={`More localities in ${city.name}`}
        localities={data.otherLocalities.map((l) => ({
          name: l.name,
          href: designersPath(city.slug, l.slug),
          designerCount: l.designerCount,
        }))}
      />
      <ClosingCta
        title={`Design your home in ${locality.name}`}
        description={`Get free quotes from 3-5 verified designers who work in ${locality.name}, ${city.name}.`}
        quoteTarget={quoteTarget}
      />
    </main>
  );
}
