import { SearchIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { HOW_IT_WORKS, INDIA_FAQS, STATS } from "~/content/directory";
import { INDIA_PRICE_TIERS } from "~/content/pricing";
import { QuoteButton } from "~/features/leads";
import { designersPath } from "~/lib/paths";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { buttonClasses } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { Input, Label } from "~/ui/field";
import { HeroSlideshow } from "./hero-slideshow";
import { DesignerResults, RESULTS_ANCHOR } from "./listings/designer-results";
import { designerTotalLabel } from "./listings/designer-search";
import type { IndiaListingPage } from "./loaders/listing-pages.server";
import {
  CityCarousel,
  ClosingCta,
  CostTiers,
  Faq,
  HowItWorks,
  INVERSE_BUTTON,
  LocalityGrid,
  StatsBand,
} from "./sections";

/** /interior-designers: the hero search, cities, the designer listing, prices, FAQs and popular localities. */
export function IndiaDesignersPage({ data }: { data: IndiaListingPage }) {
  const { seo, results, search } = data;
  return (
    <main>
      <HeroSlideshow images={data.images}>
        <Container className="py-16 sm:py-24">
          <Breadcrumbs tone="inverse" items={[{ label: "Home", href: "/" }, { label: "Interior Designers" }]} />
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {seo.h1 ?? "Find the Best Interior Designers in India"}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            Compare verified designers in {data.cities.length} cities by budget, rating and locality. See their real
            work and get free quotes.
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
                {data.cities.map((c) => (
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
        <CityCarousel cities={data.cities} perPage={10} label="Cities" />
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
          cityOptions={data.cityOptions}
          budgetOptions={data.budgetOptions}
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
        localities={data.localities.map((l) => ({
          name: l.name,
          detail: l.cityName,
          href: designersPath(l.citySlug, l.slug),
          designerCount: l.designerCount,
        }))}
      />
      <ClosingCta action="Start Your Interior Journey" />
    </main>
  );
}
