/**
 * The designer listing's state as it lives in the URL
 * (?budget=&city=&area=&verified=1&rating=4&visit=1&design3d=1&emi=1&warranty=5&q=&sort=&page=).
 * Pure, client-safe and zod-free: filter bars and pagers build links from it. Reading it back from a URL
 * is parseDesignerSearch (designer-search-schema.ts), which uses zod and so stays out of the first load.
 */
import { formatCappedCount } from "~/lib/capped-count";
import { formatRupees } from "~/lib/money";

export const DESIGNERS_PAGE_SIZE = 24;

/** A listing's total as shown: "1,000+" when a filtered count stopped at the cap. */
export function designerTotalLabel({ total, capped }: { total: number; capped: boolean }): string {
  return capped ? formatCappedCount(total) : String(total);
}

export const DESIGNER_SORTS = ["popular", "rating", "newest", "price"] as const;
export type DesignerSort = (typeof DESIGNER_SORTS)[number];

export const SORT_LABELS: Record<DesignerSort, string> = {
  popular: "Most Popular",
  rating: "Highest Rated",
  newest: "Newest",
  price: "Price: Low to High",
};

export const MIN_RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;

/** Starting price per sq ft in [min, max); either end open. */
export interface BudgetBand {
  min?: number;
  max?: number;
}

export interface DesignerSearch {
  /** Budget band slug: "under-1000", "1000-2000" or "above-2000". */
  budget?: string;
  /** City slug (India-wide page). */
  city?: string;
  /** Locality slug within the page's city (city pages). */
  area?: string;
  verified: boolean;
  minRating?: number;
  /** Standard terms: a free site visit, a free 3D design, EMI, a warranty of at least so many years. */
  freeSiteVisit?: boolean;
  freeDesign3d?: boolean;
  emiAvailable?: boolean;
  minWarranty?: number;
  /** Designer name search. */
  q?: string;
  sort: DesignerSort;
  page: number;
}

/** The query parameters of a designer listing URL (designerSearchParams writes them, parseDesignerSearch reads them). */
export const DESIGNER_PARAMS = [
  "budget",
  "city",
  "area",
  "verified",
  "rating",
  "visit",
  "design3d",
  "emi",
  "warranty",
  "q",
  "sort",
  "page",
] as const;

/** The warranty filter's one choice ("Warranty ≥ 5 years"). */
export const WARRANTY_FILTER_YEARS = 5;

/** The standard-terms filters: each a checkbox (its URL parameter is 1) and, when on, a chip. */
export const TERMS_FILTERS = [
  { key: "freeSiteVisit", param: "visit", value: "1", label: "Free site visit" },
  { key: "freeDesign3d", param: "design3d", value: "1", label: "Free 3D design" },
  { key: "emiAvailable", param: "emi", value: "1", label: "EMI available" },
  {
    key: "minWarranty",
    param: "warranty",
    value: String(WARRANTY_FILTER_YEARS),
    label: `Warranty ≥ ${WARRANTY_FILTER_YEARS} years`,
  },
] as const;

/** Whether a standard-terms filter is on in `search`. */
export function termsFilterOn(search: DesignerSearch, key: (typeof TERMS_FILTERS)[number]["key"]): boolean {
  return key === "minWarranty" ? search.minWarranty != null : Boolean(search[key]);
}

/** The change to `search` that turns a standard-terms filter off. */
export function termsFilterOff(key: (typeof TERMS_FILTERS)[number]["key"]): Partial<DesignerSearch> {
  return key === "minWarranty" ? { minWarranty: undefined } : { [key]: false };
}

const BAND = /^(?:under-(\d{1,6})|above-(\d{1,6})|(\d{1,6})-(\d{1,6}))$/;

/** The price band a budget slug stands for, or null for anything else. */
export function parseBudgetBand(slug: string | undefined): BudgetBand | null {
  const match = slug ? BAND.exec(slug) : null;
  if (!match) return null;
  const [, under, above, from, to] = match;
  if (under) return { max: Number(under) };
  if (above) return { min: Number(above) };
  const min = Number(from);
  const max = Number(to);
  return min < max ? { min, max } : null;
}

/** Search params for a state, leaving out defaults so URLs stay short and canonical. */
export function designerSearchParams(search: DesignerSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.city) params.set("city", search.city);
  if (search.area) params.set("area", search.area);
  if (search.budget) params.set("budget", search.budget);
  if (search.minRating != null) params.set("rating", String(search.minRating));
  if (search.verified) params.set("verified", "1");
  if (search.freeSiteVisit) params.set("visit", "1");
  if (search.freeDesign3d) params.set("design3d", "1");
  if (search.emiAvailable) params.set("emi", "1");
  if (search.minWarranty != null) params.set("warranty", String(search.minWarranty));
  if (search.sort !== "popular") params.set("sort", search.sort);
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}

/** A link to `pathname` with `search` changed by `changes`; changing a filter goes back to page 1. */
export function designerSearchHref(pathname: string, search: DesignerSearch, changes: Partial<DesignerSearch>): string {
  const next: DesignerSearch = { ...search, page: 1, ...changes };
  const query = designerSearchParams(next).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** True when any filter narrows the list (sort and page don't). */
export function hasActiveFilters(search: DesignerSearch): boolean {
  return Boolean(
    search.budget ||
      search.city ||
      search.area ||
      search.verified ||
      search.minRating ||
      search.freeSiteVisit ||
      search.freeDesign3d ||
      search.emiAvailable ||
      search.minWarranty ||
      search.q,
  );
}

export interface BudgetOption {
  value: string;
  label: string;
}

/** Three budget bands split at two thresholds: "Under ₹1,000", "₹1,000-₹2,000", "Above ₹2,000". */
export function budgetOptions([low, high]: readonly [number, number]): BudgetOption[] {
  return [
    { value: `under-${low}`, label: `Under ${formatRupees(low)}` },
    { value: `${low}-${high}`, label: `${formatRupees(low)}-${formatRupees(high)}` },
    { value: `above-${high}`, label: `Above ${formatRupees(high)}` },
  ];
}
