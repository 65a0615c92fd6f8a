import { data, Link } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { designerCardsResults } from "~/features/directory/designer-cards.server";
import { DesignerResults, RESULTS_ANCHOR } from "~/features/directory/designer-results";
import { DESIGNER_PARAMS } from "~/features/directory/designer-search";
import { parseDesignerSearch } from "~/features/directory/designer-search-schema";
import { localityListingData } from "~/features/directory/page-data.server";
import { isPastLastPage } from "~/features/directory/pages.server";
import { ClosingCta, LocalityGrid } from "~/features/directory/sections";
import { QuoteButton } from "~/features/leads/quote-dialog";
import { locationLabel } from "~/features/leads/quote-target";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/features/seo/page-query";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Container, Section } from "~/ui/container";
import { MaskIcon } from "~/ui/mask-icon";
import type { Route } from "./+types/interior-designers.locality";

export const handle = pageQuery(DESIGNER_PARAMS);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  const page = await localityListingData(db(), params.citySlug, params.localitySlug, search, await getViewer(request));
  if (!page || isPastLastPage(page.results.listing)) throw data(null, { status: 404 });
  const { locality } = page;
  const quoteLocation = locationLabel(locality.name, locality.city.name);
  return { ...page, results: designerCardsResults(request, context, page.results, quoteLocation) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function LocalityDesigners({ loaderData }: Route.ComponentProps) {
  const { locality, stats, results, seo } = loaderData;
  const { city } = locality;
  const path = `/interior-designers/${city.slug}/${locality.slug}`;
  const quoteTarget = {
    cityId: city.id,
    localityId: locality.id,
    location: locationLabel(locality.name, city.name),
  };

  return (
    <main>
      <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
        <Container className="py-12 sm:py-16">
          <Breadcrumbs
            items={[
              { label: "Home", href: "/" },
              { label: "Interior Designers", href: "/interior-designers" },
              { label: city.name, href: `/interior-designers/${city.slug}` },
              { label: locality.name },
            ]}
          />
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
                <Link
                  to={`/locality/${city.slug}/${locality.slug}`}
                  className="inline-flex h-12 items-center gap-2 rounded-md px-4 font-medium text-brand-700 hover:underline dark:text-brand-100"
                >
                  <MaskIcon name="map-pin" className="size-4" />
                  {locality.name} guide
                </Link>
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
        </Container>
      </section>

      <Section id={RESULTS_ANCHOR} className="scroll-mt-16">
        <DesignerResults
          pathname={path}
          search={loaderData.search}
          listing={results.listing}
          cards={results.cards}
          budgetOptions={loaderData.budgetOptions}
          placeLabel={`in ${locality.name}`}
        />
      </Section>

      <LocalityGrid
        tone="muted"
        title={`More localities in ${city.name}`}
        localities={loaderData.otherLocalities.map((l) => ({
          name: l.name,
          href: `/interior-designers/${city.slug}/${l.slug}`,
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
