import {
  CARPET_AREA_LIMITS,
  KITCHEN_LAYOUT_FACTORS,
  type KitchenLayout,
  MAX_ROOM_COUNT,
  PROPERTY_TYPES,
  type PropertyType,
  QUALITY_TIERS,
  type QualityTier,
  ROOM_RULES,
  type RoomKey,
} from "~/content/calculator";
import { placeBySlug } from "~/content/places";
import { priceTiersForCity } from "~/content/pricing";
import { formatCompactRupees } from "~/lib/money";

/**
 * The interior price estimator, shared by the page's loader (no-JS submit) and the browser (live update).
 *
 * cost of a room = its floor area × the city's per-sq-ft rate for the quality tier × the room's factor
 * (× the kitchen layout's factor). A room's area is its typical size in a home of the chosen property type,
 * scaled by carpet area ÷ that type's typical carpet area when the homeowner gives their own. The range runs
 * from the tier's lower to its upper rate. Cities without their own tiers use the India-wide tiers.
 */

export interface RoomSelection {
  living: boolean;
  dining: boolean;
  kitchen: boolean;
  bedrooms: number;
  bathrooms: number;
  office: boolean;
  kids: boolean;
  balcony: boolean;
}

export interface EstimateInput {
  /** City slug, or "" for another city (India-wide rates). */
  city: string;
  property: PropertyType;
  /** Carpet area the homeowner entered; null = the property type's typical area. */
  carpetSqft: number | null;
  rooms: RoomSelection;
  kitchenLayout: KitchenLayout;
  tier: QualityTier;
}

export interface EstimateLine {
  room: RoomKey;
  label: string;
  count: number;
  sqft: number;
  min: number;
  max: number;
}

export interface Estimate {
  carpetSqft: number;
  /** The city's rate for the tier, rupees per sq ft. */
  rate: { min: number; max: number };
  lines: EstimateLine[];
  total: { min: number; max: number };
}

const COUNTED_ROOMS = ["bedrooms", "bathrooms"] as const;
const FLAG_ROOMS = ["living", "dining", "kitchen", "office", "kids", "balcony"] as const;
const ROOM_ORDER: readonly RoomKey[] = [
  "living",
  "dining",
  "kitchen",
  "bedrooms",
  "bathrooms",
  "office",
  "kids",
  "balcony",
];

export const DEFAULT_ESTIMATE_INPUT: EstimateInput = {
  city: "",
  property: "2bhk",
  carpetSqft: null,
  rooms: { ...PROPERTY_TYPES[1].rooms },
  kitchenLayout: "l_shaped",
  tier: "premium",
};

export function propertyType(key: PropertyType) {
  return PROPERTY_TYPES.find((p) => p.key === key) ?? PROPERTY_TYPES[1];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (!value?.trim()) return null;
  const n = Number(value.replaceAll(",", ""));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : null;
}

/**
 * Reads the calculator's inputs from its URL. The rooms in the URL count only when they were chosen for the
 * property type in the URL (rooms_for); otherwise, e.g. after switching 2 BHK to 3 BHK, the new type's
 * usual rooms apply. Unknown values fall back to defaults, so every URL gives an estimate.
 */
export function parseEstimateInput(params: URLSearchParams): EstimateInput {
  const property = oneOf(
    PROPERTY_TYPES.map((p) => p.key),
    params.get("property"),
    DEFAULT_ESTIMATE_INPUT.property,
  );
  const city = params.get("city") ?? "";
  let rooms: RoomSelection = { ...propertyType(property).rooms };
  if (params.get("rooms_for") === property) {
    const flag = (room: (typeof FLAG_ROOMS)[number]) => params.get(room) === "1";
    const count = (room: (typeof COUNTED_ROOMS)[number]) => wholeNumber(params.get(room), 0, MAX_ROOM_COUNT) ?? 0;
    rooms = {
      living: flag("living"),
      dining: flag("dining"),
      kitchen: flag("kitchen"),
      bedrooms: count("bedrooms"),
      bathrooms: count("bathrooms"),
      office: flag("office"),
      kids: flag("kids"),
      balcony: flag("balcony"),
    };
  }
  return {
    city: placeBySlug(city) ? city : "",
    property,
    carpetSqft: wholeNumber(params.get("area"), CARPET_AREA_LIMITS.min, CARPET_AREA_LIMITS.max),
    rooms,
    kitchenLayout: oneOf(
      Object.keys(KITCHEN_LAYOUT_FACTORS) as KitchenLayout[],
      params.get("layout"),
      DEFAULT_ESTIMATE_INPUT.kitchenLayout,
    ),
    tier: oneOf(
      QUALITY_TIERS.map((t) => t.key),
      params.get("tier"),
      DEFAULT_ESTIMATE_INPUT.tier,
    ),
  };
}

/** The URL form of an input (what the GET form submits, and what the live page writes back). */
export function estimateSearchParams(input: EstimateInput): URLSearchParams {
  const params = new URLSearchParams();
  if (input.city) params.set("city", input.city);
  params.set("property", input.property);
  if (input.carpetSqft !== null) params.set("area", String(input.carpetSqft));
  params.set("rooms_for", input.property);
  for (const room of FLAG_ROOMS) if (input.rooms[room]) params.set(room, "1");
  for (const room of COUNTED_ROOMS) params.set(room, String(input.rooms[room]));
  if (input.rooms.kitchen) params.set("layout", input.kitchenLayout);
  params.set("tier", input.tier);
  return params;
}

/** The city's per-sq-ft rate for a tier (India-wide for cities without their own tiers). */
export function tierRate(city: string, tier: QualityTier): { min: number; max: number } {
  const found = priceTiersForCity(city).find((t) => t.key === tier);
  return found ? { min: found.min, max: found.max } : { min: 0, max: 0 };
}

const roundToThousand = (rupees: number) => Math.round(rupees / 1000) * 1000;

export function estimate(input: EstimateInput): Estimate {
  const type = propertyType(input.property);
  const carpetSqft = input.carpetSqft ?? type.carpetSqft;
  const scale = carpetSqft / type.carpetSqft;
  const rate = tierRate(input.city, input.tier);
  const lines: EstimateLine[] = [];
  for (const room of ROOM_ORDER) {
    const selected = input.rooms[room];
    const count = typeof selected === "number" ? selected : selected ? 1 : 0;
    if (count === 0) continue;
    const rule = ROOM_RULES[room];
    const sqft = Math.round(rule.sqft * scale) * count;
    const factor = rule.factor * (room === "kitchen" ? KITCHEN_LAYOUT_FACTORS[input.kitchenLayout].factor : 1);
    lines.push({
      room,
      label: rule.label,
      count,
      sqft,
      min: roundToThousand(sqft * factor * rate.min),
      max: roundToThousand(sqft * factor * rate.max),
    });
  }
  return {
    carpetSqft,
    rate,
    lines,
    total: {
      min: lines.reduce((sum, line) => sum + line.min, 0),
      max: lines.reduce((sum, line) => sum + line.max, 0),
    },
  };
}

/** "₹10.8 - 16.2 Lakh" when both ends share a unit, else "₹85K - ₹1.2 Lakh". */
export function formatEstimateRange(total: { min: number; max: number }): string {
  const low = formatCompactRupees(total.min);
  const high = formatCompactRupees(total.max);
  const unit = high.split(" ")[1];
  return unit && low.endsWith(` ${unit}`) ? `${low.slice(0, -unit.length - 1)} - ${high.slice(1)}` : `${low} - ${high}`;
}
