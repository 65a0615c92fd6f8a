import {
  Baby,
  Bath,
  BedDouble,
  Briefcase,
  ChefHat,
  Flower2,
  type LucideIcon,
  MapPin,
  Sofa,
  Star,
  UtensilsCrossed,
} from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import {
  CALCULATOR_NOTES,
  KITCHEN_LAYOUT_FACTORS,
  MAX_ROOM_COUNT,
  PROPERTY_TYPES,
  QUALITY_TIERS,
  type QualityTier,
} from "~/content/calculator";
import { PLACES, placeBySlug } from "~/content/places";
import { QuoteButton } from "~/features/leads";
import { cn } from "~/lib/cn";
import { initials } from "~/lib/initials";
import { formatRupeeRange, formatRupees } from "~/lib/money";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Label, Select } from "~/ui/field";
import type { SuggestedDesigner } from "./calculator.server";
import {
  type Estimate,
  type EstimateInput,
  estimateSearchParams,
  formatEstimateRange,
  parseEstimateInput,
  propertyType,
  type RoomSelection,
  tierRate,
} from "./estimator";

export const CALCULATOR_PATH = "/interiors-price-calculator";

export function cityLabel(slug: string): string {
  return placeBySlug(slug)?.name ?? "your city";
}

/**
 * The calculator's state lives in the URL. Typing updates the estimate at once (same pure module as the
 * server) and rewrites the URL in place; a change of city or tier navigates so the loader suggests
 * designers for the new price band.
 */
export function useEstimateInput() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState(() => parseEstimateInput(searchParams));
  const [areaText, setAreaText] = useState(() => searchParams.get("area") ?? "");

  function update(form: HTMLFormElement) {
    const raw = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") raw.append(key, value);
    const next = parseEstimateInput(raw);
    const params = estimateSearchParams(next);
    if (next.city !== input.city || next.tier !== input.tier) {
      setSearchParams(params, { replace: true, preventScrollReset: true });
    } else {
      window.history.replaceState(window.history.state, "", `?${params}`);
    }
    setInput(next);
  }

  return { input, areaText, setAreaText, update };
}

export function CalculatorForm({
  input,
  areaText,
  onAreaText,
  onChange,
}: {
  input: EstimateInput;
  areaText: string;
  onAreaText: (text: string) => void;
  onChange: (form: HTMLFormElement) => void;
}) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const type = propertyType(input.property);
  const change = (event: FormEvent<HTMLFormElement>) => onChange(event.currentTarget);

  return (
    <Form method="get" action={CALCULATOR_PATH} onChange={change} className="flex flex-col gap-6" preventScrollReset>
      <input type="hidden" name="rooms_for" value={input.property} />
      <Step number={1} title="Your home">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="calc-city">City</Label>
            <Select id="calc-city" name="city" value={input.city} onChange={noop}>
              {PLACES.map((place) => (
                <option key={place.slug} value={place.slug}>
                  {place.name}
                </option>
              ))}
              <option value="">Other city (India average)</option>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="calc-area">Carpet area (sq ft)</Label>
            <input
              id="calc-area"
              name="area"
              inputMode="numeric"
              autoComplete="off"
              value={areaText}
              onChange={(e: ChangeEvent<HTMLInputElement>) => onAreaText(e.currentTarget.value)}
              placeholder={`${type.carpetSqft} (typical ${type.label})`}
              aria-describedby="calc-area-hint"
              className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
            />
            <p id="calc-area-hint" className="text-xs text-stone-600 dark:text-stone-400">
              Leave blank to use a typical {type.label}.
            </p>
          </div>
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">Property type</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {PROPERTY_TYPES.map((p) => (
              <ChoiceChip key={p.key} name="property" value={p.key} checked={input.property === p.key}>
                {p.label}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      </Step>

      <Step number={2} title="Rooms to include">
        <div className="grid gap-3 sm:grid-cols-2">
          <RoomToggle name="living" icon={Sofa} label="Living room" checked={input.rooms.living} />
          <RoomToggle name="dining" icon={UtensilsCrossed} label="Dining area" checked={input.rooms.dining} />
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 sm:col-span-2 dark:border-stone-800 dark:has-[:checked]:bg-brand-700/15">
            <RoomToggle name="kitchen" icon={ChefHat} label="Kitchen" checked={input.rooms.kitchen} bare />
            {input.rooms.kitchen || !enhanced ? (
              <div className="flex items-center gap-2">
                <Label htmlFor="calc-layout" className="text-sm font-normal text-stone-600 dark:text-stone-400">
                  Layout
                </Label>
                <div className="w-44">
                  <Select id="calc-layout" name="layout" value={input.kitchenLayout} onChange={noop}>
                    {Object.entries(KITCHEN_LAYOUT_FACTORS).map(([key, layout]) => (
                      <option key={key} value={key}>
                        {layout.label}
                      </option>
                    ))}
                  </Select>
                </div>
              </div>
            ) : null}
          </div>
          <RoomCounter name="bedrooms" icon={BedDouble} label="Bedrooms" rooms={input.rooms} />
          <RoomCounter name="bathrooms" icon={Bath} label="Bathrooms" rooms={input.rooms} />
          <div className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
            <RoomToggle name="office" icon={Briefcase} label="Home office" checked={input.rooms.office} />
            <RoomToggle name="kids" icon={Baby} label="Kids room" checked={input.rooms.kids} />
            <RoomToggle name="balcony" icon={Flower2} label="Balcony" checked={input.rooms.balcony} />
          </div>
        </div>
      </Step>

      <Step number={3} title="Quality of finish">
        <fieldset>
          <legend className="sr-only">Quality tier</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {QUALITY_TIERS.map((tier) => (
              <TierCard key={tier.key} tier={tier.key} city={input.city} checked={input.tier === tier.key} />
            ))}
          </div>
        </fieldset>
      </Step>

      <Button type="submit" size="lg" className={cn("self-start", enhanced && "sr-only")}>
        Calculate estimate
      </Button>
    </Form>
  );
}

/** Controlled inputs report through the form's onChange; React still wants a handler on each. */
function noop() {}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 flex items-center gap-3 text-lg font-semibold">
        <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function ChoiceChip({
  name,
  value,
  checked,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className="relative cursor-pointer">
      <input type="radio" name={name} value={value} checked={checked} onChange={noop} className="peer sr-only" />
      <span className="flex h-10 items-center justify-center rounded-md border border-stone-300 text-sm font-medium text-stone-800 transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 hover:border-brand-500 dark:border-stone-700 dark:text-stone-200">
        {children}
      </span>
    </label>
  );
}

function RoomToggle({
  name,
  icon: Icon,
  label,
  checked,
  bare = false,
}: {
  name: keyof RoomSelection;
  icon: LucideIcon;
  label: string;
  checked: boolean;
  bare?: boolean;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-3 text-sm font-medium",
        !bare &&
          "rounded-lg border border-stone-200 p-3 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-stone-800 dark:has-[:checked]:bg-brand-700/15",
      )}
    >
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={noop}
        className="size-4 shrink-0 accent-brand-600"
      />
      <Icon aria-hidden className="size-5 text-brand-600" />
      {label}
    </label>
  );
}

function RoomCounter({
  name,
  icon: Icon,
  label,
  rooms,
}: {
  name: "bedrooms" | "bathrooms";
  icon: LucideIcon;
  label: string;
  rooms: RoomSelection;
}) {
  const id = `calc-${name}`;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-stone-200 py-2 pr-2 pl-3 dark:border-stone-800">
      <Icon aria-hidden className="size-5 text-brand-600" />
      <Label htmlFor={id} className="flex-1">
        {label}
      </Label>
      <div className="w-20">
        <Select id={id} name={name} value={rooms[name]} onChange={noop}>
          {Array.from({ length: MAX_ROOM_COUNT + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function TierCard({
  tier,
  city,
  checked,
}: {
  tier: (typeof QUALITY_TIERS)[number]["key"];
  city: string;
  checked: boolean;
}) {
  const info = QUALITY_TIERS.find((t) => t.key === tier);
  const rate = tierRate(city, tier);
  return (
    <label className="relative cursor-pointer">
      <input type="radio" name="tier" value={tier} checked={checked} onChange={noop} className="peer sr-only" />
      <span className="flex h-full flex-col gap-1 rounded-lg border border-stone-200 p-4 transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 hover:border-brand-500 dark:border-stone-800 dark:peer-checked:bg-brand-700/15">
        <span className="font-semibold">{info?.label}</span>
        <span className="text-sm font-medium text-brand-700 dark:text-brand-100">
          {formatRupeeRange(rate.min, rate.max)}/sq ft
        </span>
        <span className="text-xs text-stone-600 dark:text-stone-400">{info?.blurb}</span>
      </span>
    </label>
  );
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
    ? `/interior-designers/${citySlug}?budget=${rate.min}-${rate.max}`
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
                to={`/brand/${d.slug}`}
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
