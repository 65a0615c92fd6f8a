import { BadgeCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cityFaqs } from "~/content/cities";
import { GENERIC_CITY_PACKAGES, HOW_IT_WORKS, STYLE_CARDS } from "~/content/directory";
import { priceTiersForCity } from "~/content/pricing";
import { QuoteButton } from "~/features/leads";
import { QuotedPricesPanel } from "~/features/offers";
import { designersPath } from "~/lib/paths";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Container, Section } from "~/ui/container";
import { MaskIcon } from "~/ui/mask-icon";
import { HeroSlideshow } from "./hero-slideshow";
import { DesignerResults, RESULTS_ANCHOR } from "./listings/designer-results";
import { designerTotalLabel } from "./listings/designer-search";
import type { CityListingPage } from "./loaders/listing-pages.server";
import { ClosingCta, CostTiers, Faq, HowItWorks, INVERSE_BUTTON, LocalityGrid, Packages } from "./sections";

/** /interior-designers/:citySlug: hero, the designer listing, the city's guides and localities. */
export function CityDesignersPage({ data }: { data: CityListingPage }) {
  const { city, copy, seo, results, localities } = data;
  const path = designersPath(city.slug);
  const quoteTarget = { cityId: city.id, location: city.name };

  return (
    <main>
      <HeroSlideshow images={data.images}>
        <Container className="py-16 sm:py-24">
          <Breadcrumbs
            tone="inverse"
            items={[
              { label: "Home", href: "/" },
              { label: "Interior Designers", href: "/interior-designers" },
              { label: city.name },
            ]}
          />
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {seo.h1 ?? `Interior Designers in ${city.name}`}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            {copy?.tagline ??
              `Compare ${designerTotalLabel(results.listing)} interior designers in ${city.name}, ${city.state} — real portfolios, prices per sq ft and reviews.`}
          </p>
          {copy ? (
            <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-2 sm:gap-4">
              <HeroStat icon={<MaskIcon name="users" className="size-5" />} value={copy.designers} label="Designers" />
              <HeroStat icon={<MaskIcon name="building" className="size-5" />} value={copy.projects} label="Projects" />
              <HeroStat
                icon={<MaskIcon name="star-filled" className="size-5 text-amber-400" />}
                value={copy.rating}
                label="Average rating"
              />
            </dl>
          ) : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <QuoteButton target={quoteTarget} size="lg">
              {copy ? "Find Designers Now" : "Get Free Quotes"}
            </QuoteButton>
            <a href={`#${RESULTS_ANCHOR}`} className={INVERSE_BUTTON}>
              {copy ? "Browse designers" : "Find Designers Near Me"}
            </a>
          </div>
        </Container>
      </HeroSlideshow>

      <Section
        id={RESULTS_ANCHOR}
        className="scroll-mt-16"
        eyebrow={`${designerTotalLabel(results.listing)} designers`}
        title={`Top Interior Designers in ${city.name}`}
        description="Real project photos, prices per sq ft and homeowner reviews on every card."
      >
        <DesignerResults
          pathname={path}
          search={data.search}
          listing={results.listing}
          cards={results.cards}
          areaOptions={data.areaOptions}
          budgetOptions={data.budgetOptions}
          ratingToggle={Boolean(copy)}
          placeLabel={`in ${city.name}`}
        />
      </Section>

      {copy ? null : <StyleCards />}
      {copy ? <HowItWorks steps={HOW_IT_WORKS} title={`How to hire an interior designer in ${city.name}`} /> : null}
      {copy ? (
        <CostTiers tiers={priceTiersForCity(city.slug)} placeName={city.name} quoteTarget={quoteTarget} />
      ) : (
        <Packages
          packages={GENERIC_CITY_PACKAGES}
          title={`Interior design packages in ${city.name}`}
          description="Typical all-inclusive prices for a complete home."
          quoteTarget={quoteTarget}
        />
      )}
      <Container className="py-10">
        <QuotedPricesPanel quoted={data.quoted} />
      </Container>
      {copy ? null : <HowItWorks steps={HOW_IT_WORKS} />}
      <LocalityGrid
        tone={copy ? "plain" : "muted"}
        title={copy ? `Top Localities in ${city.name}` : `Designers by locality in ${city.name}`}
        description="Designers who serve each neighbourhood, counted live."
        localities={localities.map((l) => ({
          name: l.name,
          href: designersPath(city.slug, l.slug),
          designerCount: l.designerCount,
        }))}
      />
      <Faq items={cityFaqs({ slug: city.slug, name: city.name, homes: copy?.homes })} />
      <ClosingCta
        title={`Ready to design your ${city.name} home?`}
        description={`Get free quotes from 3-5 verified interior designers in ${city.name} within 24 hours.`}
        quoteTarget={quoteTarget}
      />
    </main>
  );
}

function HeroStat({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="rounded-xl bg-white/10 p-3 ring-1 ring-white/15 backdrop-blur sm:p-4">
      <dt className="flex items-center gap-2 text-xs text-white/85 sm:text-sm [&>span]:hidden sm:[&>span]:inline-block">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold sm:text-2xl">{value}</dd>
    </div>
  );
}

function StyleCards() {
  return (
    <Section tone="muted" eyebrow="Design styles" title="Popular design styles">
      <ul className="grid gap-6 md:grid-cols-3">
        {STYLE_CARDS.map((card) => (
          <li
            key={card.title}
            className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
          >
            <BadgeCheckIcon aria-hidden="true" className="size-6 text-brand-600" />
            <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{card.description}</p>
            <a
              href={`/design-ideas?style=${card.style}`}
              className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              See {card.title} ideas
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
