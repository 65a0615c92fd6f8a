/** Page bands shared by the home, India-wide, city and locality pages. */
import { QuoteIcon } from "lucide-react";
import type { ReactElement } from "react";
import type { FaqItem, Package, Step, Testimonial } from "~/content/directory";
import { CTA, TIER_DESCRIPTIONS, TIER_FEATURES } from "~/content/directory";
import type { PriceTier } from "~/content/pricing";
import { QuoteButton, type QuoteTarget } from "~/features/leads";
import { cn } from "~/lib/cn";
import { formatRupees } from "~/lib/money";
import { designersPath } from "~/lib/paths";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/ui/accordion";
import { CLIENT_LINK, CLIENT_LINKS } from "~/ui/client-link";
import { Section } from "~/ui/container";
import { MaskIcon } from "~/ui/mask-icon";
import { SnapCarousel } from "~/ui/snap-carousel";
import { StaticPart } from "~/ui/static-island";

/** A secondary button on dark imagery or dark bands (button.css). */
export const INVERSE_BUTTON = "btn-inverse";

/**
 * A band that is a pure function of its props, the same for every visitor: a static part (StaticPart) keyed by
 * all of its props, so it is rendered once per distinct props and not hydrated.
 */
function staticBand<P extends object>(name: string, Band: (props: P) => ReactElement, props: P) {
  return (
    <StaticPart className="contents" memoKey={`${name}\n${JSON.stringify(props)}`} render={() => <Band {...props} />} />
  );
}

export function HowItWorks({ steps, title = "How it works" }: { steps: Step[]; title?: string }) {
  return staticBand("how-it-works", HowItWorksBand, { steps, title });
}

function HowItWorksBand({ steps, title }: { steps: Step[]; title: string }) {
  return (
    <Section eyebrow="Simple process" title={title} description="From first idea to handover in four steps.">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="step-card">
            <span>{i + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The four cost tiers (Basic, Premium, Luxury, Commercial) at a city's prices per sq ft. */
export function CostTiers({
  tiers,
  placeName,
  quoteTarget,
}: {
  tiers: readonly PriceTier[];
  placeName: string;
  quoteTarget?: QuoteTarget;
}) {
  return (
    <Section
      tone="muted"
      eyebrow="Cost guide"
      title={`Interior design cost in ${placeName}`}
      description="Typical prices per sq ft, including design, materials and installation."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => (
          <PriceCard
            key={tier.key}
            title={tier.title}
            description={TIER_DESCRIPTIONS[tier.key]}
            price={`${formatRupees(tier.min)}-${formatRupees(tier.max).slice(1)}`}
            unit="per sq ft"
            features={TIER_FEATURES[tier.key]}
            popular={tier.key === "premium"}
            quoteTarget={quoteTarget}
            quoteLabel={`Get ${tier.title} quote`}
          />
        ))}
      </ul>
    </Section>
  );
}

/** Three packages with a price line (home page cost guide, generic city page). */
export function Packages({
  packages,
  title,
  description,
  quoteTarget,
}: {
  packages: Package[];
  title: string;
  description?: string;
  quoteTarget?: QuoteTarget;
}) {
  return (
    <Section tone="muted" eyebrow="Cost guide" title={title} description={description}>
      <ul className="grid gap-6 md:grid-cols-3">
        {packages.map((pack) => (
          <PriceCard
            key={pack.title}
            title={pack.title}
            description={pack.description}
            price={pack.price}
            unit={pack.unit}
            features={pack.features}
            popular={pack.popular ?? false}
            quoteTarget={quoteTarget}
            quoteLabel="Get Free Quotes"
          />
        ))}
      </ul>
    </Section>
  );
}

/** A cost tier or package: its price, what it includes and a quote button (the popular one stands out). */
function PriceCard({
  title,
  description,
  price,
  unit,
  features,
  popular,
  quoteTarget,
  quoteLabel,
}: {
  title: string;
  description: string;
  price: string;
  unit: string;
  features: readonly string[];
  popular: boolean;
  quoteTarget?: QuoteTarget;
  quoteLabel: string;
}) {
  return (
    <li className={popular ? "price-card price-card-popular" : "price-card"}>
      <div>
        <h3>{title}</h3>
        {popular ? <span>Most popular</span> : null}
      </div>
      <p>{description}</p>
      <p>
        <strong>{price}</strong>
        <span>{unit}</span>
      </p>
      <ul>
        {features.map((feature) => (
          <li key={feature}>
            <MaskIcon name="check" />
            {feature}
          </li>
        ))}
      </ul>
      <QuoteButton target={quoteTarget} variant={popular ? "primary" : "outline"}>
        {quoteLabel}
      </QuoteButton>
    </li>
  );
}

/** FAQ accordion: one item open at a time, collapsible. */
export function Faq({ items, title = "Frequently asked questions" }: { items: FaqItem[]; title?: string }) {
  return staticBand("faq", FaqBand, { items, title });
}

function FaqBand({ items, title }: { items: FaqItem[]; title: string }) {
  return (
    <Section eyebrow="FAQ" title={title}>
      <Accordion name="faq" defaultValue="faq-0" className="max-w-3xl">
        {items.map((item, i) => (
          <AccordionItem key={item.question} value={`faq-${i}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}

export interface LocalityTile {
  name: string;
  href: string;
  designerCount: number;
  /** e.g. the city, for India-wide lists. */
  detail?: string;
}

interface LocalityGridProps {
  title: string;
  description?: string;
  localities: LocalityTile[];
  tone?: "plain" | "muted";
}

/** Locality links with their live designer counts. */
export function LocalityGrid(props: LocalityGridProps) {
  return props.localities.length === 0 ? null : staticBand("localities", LocalityBand, props);
}

function LocalityBand({ title, description, localities, tone }: LocalityGridProps) {
  return (
    <Section eyebrow="Neighbourhoods" title={title} description={description} tone={tone}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" {...CLIENT_LINKS}>
        {localities.map((locality) => (
          <li key={locality.href}>
            <a href={locality.href} className="locality-tile">
              <span>
                <MaskIcon name="map-pin" />
              </span>
              <span>
                <span>{locality.name}</span>
                <span>
                  {`${locality.detail ? `${locality.detail} · ` : ""}${locality.designerCount} Interior ${locality.designerCount === 1 ? "Designer" : "Designers"}`}
                </span>
              </span>
              <MaskIcon name="arrow-right" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export interface CityTileData {
  name: string;
  slug: string;
  state: string;
  designerCount: number;
  averageRating: number | null;
}

function CityTile({ city }: { city: CityTileData }) {
  return (
    <a
      href={designersPath(city.slug)}
      {...CLIENT_LINK}
      className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md dark:border-stone-800 dark:bg-stone-900"
    >
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-bold text-white"
      >
        {city.name.charAt(0)}
      </span>
      <span className="mt-4 font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">{city.name}</span>
      <span className="text-xs text-stone-500 dark:text-stone-400">{city.state}</span>
      <span className="mt-3 flex items-center justify-between text-sm text-stone-700 dark:text-stone-300">
        <span>{city.designerCount} designers</span>
        {city.averageRating != null ? (
          <span className="inline-flex items-center gap-1 font-medium">
            <MaskIcon name="star-filled" className="size-3.5 text-amber-400" />
            {city.averageRating.toFixed(1)}
          </span>
        ) : null}
      </span>
    </a>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** Cities in pages (10 on the India page, 4 on the landing carousel) that wrap both ways. */
export function CityCarousel({ cities, perPage, label }: { cities: CityTileData[]; perPage: 4 | 10; label: string }) {
  const pages = chunk(cities, perPage);
  return (
    <SnapCarousel label={label} controls="below" slideLabel={(i, n) => `Cities, page ${i} of ${n}`}>
      {pages.map((page, i) => (
        <ul
          key={i}
          className={cn(
            "grid gap-4 px-px py-1",
            perPage === 10 ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" : "grid-cols-2 lg:grid-cols-4",
          )}
        >
          {page.map((city) => (
            <li key={city.slug}>
              <CityTile city={city} />
            </li>
          ))}
        </ul>
      ))}
    </SnapCarousel>
  );
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <Section eyebrow="Testimonials" title="What homeowners say">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
              <QuoteIcon aria-hidden="true" className="size-8 text-brand-500" />
              <blockquote className="mt-4 flex-1 text-stone-700 dark:text-stone-200">“{item.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                >
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-stone-600 dark:text-stone-400">
                    {item.project}, {item.place}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function StatsBand({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <section aria-label="Nivasa in numbers" className="bg-brand-700 py-12 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="text-sm text-white/85">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Closing call to action: free quotes, and the price guide. */
export function ClosingCta({
  title = CTA.title,
  description = CTA.description,
  action = "Get Free Quotes",
  quoteTarget,
}: {
  title?: string;
  description?: string;
  action?: string;
  quoteTarget?: QuoteTarget;
}) {
  return (
    <section className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-stone-900 px-6 py-12 text-center text-white sm:px-12 dark:bg-stone-800">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
          />
          <h2 className="relative text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
          <p className="relative mx-auto mt-3 max-w-2xl text-white/85">{description}</p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <QuoteButton target={quoteTarget} size="lg">
              {action}
            </QuoteButton>
            <a href="/interiors-price-calculator" {...CLIENT_LINK} className={INVERSE_BUTTON}>
              Calculate your Interior Cost for Free
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
