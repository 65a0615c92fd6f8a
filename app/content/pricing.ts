/** Interior cost tiers in rupees per sq ft: per dedicated city, and India-wide for the rest. */

export const PRICE_TIER_KEYS = ["basic", "premium", "luxury", "commercial"] as const;
export type PriceTierKey = (typeof PRICE_TIER_KEYS)[number];

export interface PriceTier {
  key: PriceTierKey;
  title: string;
  /** Rupees per sq ft. */
  min: number;
  max: number;
}

type TierRanges = readonly [
  basic: [number, number],
  premium: [number, number],
  luxury: [number, number],
  commercial: [number, number],
];

const TITLES: Record<PriceTierKey, string> = {
  basic: "Basic",
  premium: "Premium",
  luxury: "Luxury",
  commercial: "Commercial",
};

function tiers(ranges: TierRanges): readonly PriceTier[] {
  return PRICE_TIER_KEYS.map((key, i) => ({ key, title: TITLES[key], min: ranges[i][0], max: ranges[i][1] }));
}

/** Landing and India-wide page tiers; also used for cities without their own. */
export const INDIA_PRICE_TIERS = tiers([
  [800, 1200],
  [1200, 1800],
  [1800, 2500],
  [2000, 3000],
]);

export const CITY_PRICE_TIERS: Readonly<Record<string, readonly PriceTier[]>> = {
  chennai: tiers([
    [700, 1100],
    [1100, 1650],
    [1650, 2300],
    [1800, 2800],
  ]),
  mumbai: tiers([
    [900, 1400],
    [1400, 2100],
    [2100, 3000],
    [2200, 3500],
  ]),
  // Delhi's tiers as the Delhi page states them (other pages give other figures for Delhi).
  delhi: tiers([
    [800, 1300],
    [1300, 2000],
    [2000, 2800],
    [2100, 3300],
  ]),
  bangalore: tiers([
    [750, 1200],
    [1200, 1800],
    [1800, 2500],
    [1900, 3000],
  ]),
  pune: tiers([
    [650, 1100],
    [1100, 1700],
    [1700, 2400],
    [1800, 2900],
  ]),
  hyderabad: tiers([
    [600, 1000],
    [1000, 1600],
    [1600, 2200],
    [1700, 2700],
  ]),
};

/** The four tiers for a city slug, falling back to the India-wide tiers. */
export function priceTiersForCity(citySlug: string): readonly PriceTier[] {
  return Object.hasOwn(CITY_PRICE_TIERS, citySlug) ? CITY_PRICE_TIERS[citySlug] : INDIA_PRICE_TIERS;
}
