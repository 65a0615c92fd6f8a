/** The calculator's form: property, rooms, area, finish and city, kept in the URL. */
import {
  Baby,
  Bath,
  BedDouble,
  Briefcase,
  ChefHat,
  Flower2,
  type LucideIcon,
  Sofa,
  UtensilsCrossed,
} from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { KITCHEN_LAYOUT_FACTORS, MAX_ROOM_COUNT, PROPERTY_TYPES, QUALITY_TIERS } from "~/content/calculator";
import { PLACES } from "~/content/places";
import { cn } from "~/lib/cn";
import { formatRupeeRange } from "~/lib/money";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Label, Select } from "~/ui/field";
import {
  type EstimateInput,
  estimateSearchParams,
  parseEstimateInput,
  propertyType,
  type RoomSelection,
  tierRate,
} from "./estimator";

export const CALCULATOR_PATH = "/interiors-price-calculator";

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
