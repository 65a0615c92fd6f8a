/** The estimate beside the form: its breakdown, the phone bar, the designers in its price band. */
import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { CALCULATOR_NOTES, QUALITY_TIERS, type QualityTier } from "~/content/calculator";
import { placeBySlug } from "~/content/places";
import { QuoteButton } from "~/features/leads";
import { cn } from "~/lib/cn";
import { initials } from "~/lib/initials";
import { formatRupeeRange, formatRupees } from "~/lib/money";
import { brandPath, designersPath } from "~/lib/paths";
import { Card } from "~/ui/card";
import type { SuggestedDesigner } from "./calculator.server";
import { type Estimate, type EstimateInput, formatEstimateRange, propertyType, tierRate } from "./estimator";

export function cityLabel(slug: string): string {
  return placeBySlug(slug)?.name ?? "your city";
}

export function EstimateSummary({ input, result }: { input: EstimateInput; result: Estimate }) {
  const tier = QUALITY_TIERS.find((t) => t.key === input.tier)?.label ?? "";
  const city = input.city ? cityLabel(input.city) : "India";
  const empty = result.lines.length === 0;
  return (
    <Card className="overflow-hidden">
      <div className="bg-stone-900 p-6 text-white dark:bg-stone-800">
        <p className="text-sm font-medium text-stone-300">Estimated cost</p>
        <p className="mt-1 text-3xl font-bold tracking-tight" aria-live="polite" data-testid="estimate-total">
          {empty ? "—" : formatEstimateRange(result.total)}
        </p>
        <p className="mt-2 text-sm text-stone-300">
          {propertyType(input.property).label} · {result.carpetSqft.toLocaleString("en-IN")} sq ft · {tier} · {city}
        </p>
      </div>
      <div className="p-6">
        {empty ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">Choose at least one room to see an estimate.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Cost by room</caption>
            <thead>
              <tr className="text-left text-xs text-stone-600 uppercase dark:text-stone-400">
                <th scope="col" className="pb-2 font-medium">
                  Room
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Area
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
              {result.lines.map((line) => (
                <tr key={line.room}>
                  <th scope="row" className="py-2 text-left font-normal">
                    {line.count > 1 ? `${line.label} × ${line.count}` : line.label}
                  </th>
                  <td className="py-2 text-right tabular-nums text-stone-600 dark:text-stone-400">
                    {line.sqft.toLocaleString("en-IN")} sq ft
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatEstimateRange(line)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-stone-200 font-semibold dark:border-stone-700">
                <th scope="row" className="pt-3 text-left">
                  Total
                </th>
                <td />
                <td className="pt-3 text-right tabular-nums">{formatEstimateRange(result.total)}</td>
              </tr>
            </tfoot>
          </table>
        )}
        <p className="mt-4 text-xs text-stone-600 dark:text-stone-400">
          At {formatRupees(result.rate.min)}-{formatRupees(result.rate.max)} per sq ft for {tier} in {city}; kitchens
          and bathrooms cost more per sq ft for their cabinets and fittings.
        </p>
        <ul className="mt-3 flex flex-col gap-1 text-xs text-stone-600 dark:text-stone-400">
          {CALCULATOR_NOTES.map((note) => (
            <li key={note}>• {note}</li>
          ))}
        </ul>
        <QuoteButton target={{ location: input.city ? cityLabel(input.city) : "" }} size="lg" className="mt-5 w-full">
          Get exact quotes from designers
        </QuoteButton>
      </div>
    </Card>
  );
}

/** On phones the summary sits below the form: this bar keeps the total in sight while the form scrolls. */
export function EstimateBar({ result }: { result: Estimate }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden dark:border-stone-800 dark:bg-stone-950/95">
      <div>
        <p className="text-xs text-stone-600 dark:text-stone-400">Estimated cost</p>
        <p className="font-semibold tabular-nums">{result.lines.length ? formatEstimateRange(result.total) : "—"}</p>
      </div>
      <a href="#estimate" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        View breakdown
      </a>
    </div>
  );
}

export function SuggestedDesigners({
  designers,
  citySlug,
  tier,
  loading,
}: {
  designers: SuggestedDesigner[];
  citySlug: string;
  tier: QualityTier;
  loading: boolean;
}) {
  const city = citySlug ? cityLabel(citySlug) : "India";
  const tierLabel = QUALITY_TIERS.find((t) => t.key === tier)?.label ?? "";
  const rate = tierRate(citySlug, tier);
  const allHref = citySlug
    ? `${designersPath(citySlug)}?budget=${rate.min}-${rate.max}`
    : `/interior-designers?budget=${rate.min}-${rate.max}`;
  return (
    <section aria-labelledby="calc-designers-heading" className={cn("transition-opacity", loading && "opacity-60")}>
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="calc-designers-heading" className="text-2xl font-semibold tracking-tight">
            {tierLabel} designers in {city}
          </h2>
          <p className="mt-1 text-stone-600 dark:text-stone-400">
            Verified designers whose prices fit {formatRupeeRange(rate.min, rate.max)} per sq ft.
          </p>
        </div>
        <Link to={allHref} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
          View all interior designers in {city} →
        </Link>
      </div>
      {designers.length === 0 ? (
        <Card className="p-8 text-center text-stone-600 dark:text-stone-400">
          No verified designers in this price band yet.{" "}
          <Link to={allHref.split("?")[0]} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
            See all designers in {city}
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {designers.map((d) => (
            <li key={d.slug}>
              <Link
                to={brandPath(d.slug)}
                className="group flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md dark:border-stone-800 dark:bg-stone-900"
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                  >
                    {initials(d.brandName)}
                  </span>
                  <span className="font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">
                    {d.brandName}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
                  {d.rating !== null ? (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                      {d.rating.toFixed(1)} ({d.reviewCount})
                    </span>
                  ) : null}
                  {d.city ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden className="size-4" />
                      {d.city}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm font-medium">
                  {formatRupeeRange(d.minProjectCost, d.maxProjectCost)}/sq ft
                  {d.yearsExperience ? (
                    <span className="font-normal text-stone-600 dark:text-stone-400">
                      {" "}
                      · {d.yearsExperience}+ years exp
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
