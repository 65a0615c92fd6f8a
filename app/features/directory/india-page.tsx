import { SearchIcon } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { HOW_IT_WORKS, INDIA_FAQS, STATS } from "~/content/directory";
import { INDIA_PRICE_TIERS } from "~/content/pricing";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { designerCardsResults } from "~/features/directory/designer-cards.server";
import { DesignerResults, RESULTS_ANCHOR } from "~/features/directory/designer-results";
import { DESIGNER_PARAMS, designerTotalLabel } from "~/features/directory/designer-search";
import { parseDesignerSearch } from "~/features/directory/designer-search-schema";
import { HeroSlideshow } from "~/features/directory/hero-slideshow";
import { indiaPageData } from "~/features/directory/page-data.server";
import { isPastLastPage } from "~/features/directory/pages.server";
import { placeForSearch } from "~/features/directory/places.server";
import {
  CityCarousel,
  ClosingCta,
  CostTiers,
  Faq,
  HowItWorks,
  INVERSE_BUTTON,
  LocalityGrid,
  StatsBand,
} from "~/features/directory/sections";
import { QuoteButton } from "~/features/leads/quote-dialog";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/features/seo/page-query";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { buttonClasses } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { Input, Label } from "~/ui/field";
import type { Route } from "./+types/interior-designers";

export const handle = pageQuery(DESIGNER_PARAMS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  // The hero search takes a city or locality name straight to its page; other text searches designer names.
  if (search.q) {
    const place = await placeForSearch(db(), search.q);
    if (place) throw redirect(place);
  }
  const page = await indiaPageData(db(), search, await getViewer(request));
  if (isPastLastPage(page.results.listing)) throw data(null, { status: 404 });
  return { ...page, results: designerCardsResults(request, context, page.results) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function IndiaDesigners({ loaderData }: Route.ComponentProps) {
  const { seo, results, search } = loaderData;
  return (
    <main>
      <HeroSlideshow images={loaderData.images}>
        <Container className="py-16 sm:py-24">
          <Breadcrumbs tone="inverse" items={[{ label: "Home", href: "/" }, { label: "Interior Designers" }]} />
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {seo.h1 ?? "Find the Best Interior Designers in India"}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            Compare verified designers in {loaderData.cities.length} cities by budget, rating and locality. See their
            real work and get free quotes.
          </p>
          <Form method="get" action="/interior-designers" className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
            <Label htmlFor="hero-search" className="sr-only">
              City, locality or designer name
            </Label>
            <div className="relative flex-1">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
              />
              <Input
                id="hero-search"
                name="q"
                defaultValue={search.q}
                placeholder="City, locality or designer name"
                list="hero-cities"
                className="h-12 pl-10 text-base"
              />
              <datalist id="hero-cities">
                {loaderData.cities.map((c) => (
                  <option key={c.slug} value={c.name} />
                ))}
              </datalist>
            </div>
            <button type="submit" className={buttonClasses("primary", "lg")}>
              Search
            </button>
          </Form>
          <div className="mt-6 flex flex-wrap gap-3">
            <QuoteButton size="lg">Find Designers Now</QuoteButton>
            <Link to="/auth?tab=signup" className={INVERSE_BUTTON}>
              Get Started
            </Link>
          </div>
        </Container>
      </HeroSlideshow>

      <Section eyebrow="Browse by city" title="Interior designers across India">
        <CityCarousel cities={loaderData.cities} perPage={10} label="Cities" />
      </Section>

      <Section
        id={RESULTS_ANCHOR}
        tone="muted"
        className="scroll-mt-16"
        eyebrow={`${designerTotalLabel(results.listing)} designers`}
        title={search.q ? `Designers matching “${search.q}”` : "Top interior designers"}
        description="Real project photos, prices per sq ft and homeowner reviews on every card."
      >
        <DesignerResults
          pathname="/interior-designers"
          search={search}
          listing={results.listing}
          cards={results.cards}
          cityOptions={loaderData.cityOptions}
          budgetOptions={loaderData.budgetOptions}
          placeLabel="in India"
        />
      </Section>

      <HowItWorks steps={HOW_IT_WORKS} title="How to find your interior designer" />
      <CostTiers tiers={INDIA_PRICE_TIERS} placeName="India" />
      <StatsBand stats={STATS} />
      <Faq items={INDIA_FAQS} />
      <LocalityGrid
        tone="muted"
        title="Popular localities"
        description="Neighbourhoods with the most designers, counted live."
        localities={loaderData.localities.map((l) => ({
          name: l.name,
          detail: l.cityName,
          href: `/interior-designers/${l.citySlug}/${l.slug}`,
          designerCount: l.designerCount,
        }))}
      />
      <ClosingCta action="Start Your Interior Journey" />
    </main>
  );
}
