import { ArrowRightIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import { cityPath, designersPath } from "~/lib/paths";
import { Container } from "~/ui/container";
import { HeroBand } from "~/ui/hero-band";
import type { citiesPageData } from "./loaders/place-pages.server";
import { ClosingCta } from "./sections";

export type CitiesPageData = Awaited<ReturnType<typeof citiesPageData>>;

/** /cities: every city with designers, by state. */
export function CitiesPage({ data }: { data: CitiesPageData }) {
  const { states, totals, seo } = data;
  return (
    <main>
      <HeroBand size="lg" crumbs={[{ label: "Home", href: "/" }, { label: "Cities" }]}>
        <h1 className="mt-6 text-4xl font-bold tracking-tight">{seo.h1 ?? "Interior Designers by City"}</h1>
        <p className="mt-3 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
          {totals.designers} designers in {totals.cities} cities across {states.length} states. Pick your city to
          compare local designers, prices and neighbourhoods.
        </p>
      </HeroBand>
      <Container className="py-12">
        <div className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
          {states.map(({ state, cities }) => (
            <section key={state} aria-labelledby={`state-${state}`}>
              <h2 id={`state-${state}`} className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
                {state}
              </h2>
              <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
                {cities.map((city) => (
                  <li key={city.slug} className="flex items-center gap-4 p-4">
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 font-bold text-white"
                    >
                      {city.name.charAt(0)}
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={cityPath(city.slug)}
                        className="font-semibold hover:text-brand-700 dark:hover:text-brand-100"
                      >
                        {city.name}
                      </Link>
                      <p className="flex items-center gap-3 text-sm text-stone-600 dark:text-stone-400">
                        <span>{city.designerCount} designers</span>
                        {city.averageRating != null ? (
                          <span className="inline-flex items-center gap-1">
                            <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                            {city.averageRating.toFixed(1)}
                          </span>
                        ) : null}
                      </p>
                    </div>
                    <Link
                      to={designersPath(city.slug)}
                      aria-label={`Interior designers in ${city.name}`}
                      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
                    >
                      Designers <ArrowRightIcon aria-hidden="true" className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
      <ClosingCta />
    </main>
  );
}
