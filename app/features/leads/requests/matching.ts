import type { QUOTE_BUDGETS } from "~/content/catalog";

/**
 * Matching a general quote request to designers.
 *
 * 1. Budget → price band. Designers quote per sq ft of carpet area, homeowners think in totals. We divide
 *    the budget's rupee range by a typical home of TYPICAL_HOME_SQFT (a 2 BHK), so '₹10-15 Lakh' means
 *    ₹1,000–1,500 per sq ft. No budget means every band fits.
 * 2. Fit. A designer whose [min, max] project cost per sq ft overlaps the band fits (distance 0); otherwise
 *    the distance is the rupee gap between the two ranges. Designers without a price band come last.
 * 3. Pool. Verified designers of the request's city. When at least MIN_RECIPIENTS of them serve the
 *    locality (areas_served), only those; otherwise the whole city.
 * 4. Order by fit, then rating (unrated last), then review count, then name.
 * 5. Pick every fitting designer up to MAX_RECIPIENTS; when fewer than MIN_RECIPIENTS fit, top up with the
 *    nearest bands so the homeowner still hears from MIN_RECIPIENTS designers (fewer only when the city has
 *    fewer).
 */

export const TYPICAL_HOME_SQFT = 1000;
export const MIN_RECIPIENTS = 3;
export const MAX_RECIPIENTS = 5;

type BudgetValue = (typeof QUOTE_BUDGETS)[number]["value"];

/** Each budget option as a total range in lakh (upper bound null = open-ended). */
const BUDGET_LAKH: Record<BudgetValue, readonly [number, number | null]> = {
  "under-2-lakh": [0, 2],
  "2-5-lakh": [2, 5],
  "5-10-lakh": [5, 10],
  "10-15-lakh": [10, 15],
  "15-25-lakh": [15, 25],
  "above-25-lakh": [25, null],
};

export interface PriceBand {
  /** Rupees per sq ft. */
  min: number;
  max: number;
}

const LAKH = 100_000;

/** The per-sq-ft band a budget buys for a typical home; null when no budget was given. */
export function budgetPriceBand(budget: string | null | undefined): PriceBand | null {
  if (!budget || !Object.hasOwn(BUDGET_LAKH, budget)) return null;
  const [low, high] = BUDGET_LAKH[budget as BudgetValue];
  return {
    min: Math.round((low * LAKH) / TYPICAL_HOME_SQFT),
    max: high === null ? Number.POSITIVE_INFINITY : Math.round((high * LAKH) / TYPICAL_HOME_SQFT),
  };
}

export interface DesignerCandidate {
  id: string;
  slug: string;
  brandName: string;
  rating: number | null;
  reviewCount: number;
  minProjectCost: number | null;
  maxProjectCost: number | null;
  areasServed: readonly string[];
}

/** 0 when the designer's price band overlaps the budget band, else the rupee gap; Infinity when unknown. */
export function priceFitDistance(
  designer: Pick<DesignerCandidate, "minProjectCost" | "maxProjectCost">,
  band: PriceBand | null,
): number {
  if (!band) return 0;
  const low = designer.minProjectCost ?? designer.maxProjectCost;
  const high = designer.maxProjectCost ?? designer.minProjectCost;
  if (low === null || high === null) return Number.POSITIVE_INFINITY;
  if (high < band.min) return band.min - high;
  if (low > band.max) return low - band.max;
  return 0;
}

const simplify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

export function servesLocality(designer: Pick<DesignerCandidate, "areasServed">, localityName: string): boolean {
  const wanted = simplify(localityName);
  return wanted.length > 0 && designer.areasServed.some((area) => simplify(area) === wanted);
}

/** Candidates ordered by fit, then rating, review count and name. */
export function rankByFit<T extends DesignerCandidate>(candidates: readonly T[], band: PriceBand | null): T[] {
  return candidates
    .map((designer) => ({ designer, distance: priceFitDistance(designer, band) }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        (b.designer.rating ?? -1) - (a.designer.rating ?? -1) ||
        b.designer.reviewCount - a.designer.reviewCount ||
        a.designer.brandName.localeCompare(b.designer.brandName),
    )
    .map(({ designer }) => designer);
}

/** The designers a general request goes to (see the rule above). */
export function pickRecipients<T extends DesignerCandidate>(
  candidates: readonly T[],
  { budget, localityName }: { budget?: string | null; localityName?: string | null },
): T[] {
  const band = budgetPriceBand(budget);
  const local = localityName ? candidates.filter((c) => servesLocality(c, localityName)) : [];
  const pool = rankByFit(local.length >= MIN_RECIPIENTS ? local : candidates, band);
  const fitting = pool.filter((c) => priceFitDistance(c, band) === 0);
  return fitting.length >= MIN_RECIPIENTS ? fitting.slice(0, MAX_RECIPIENTS) : pool.slice(0, MIN_RECIPIENTS);
}
