/**
 * The SEO dashboard's list state, all in the URL: ?q=…&type=…&status=…&page=…. Pure: the loader reads
 * it, links and the forms' way back write it. Unknown values fall back to "all" instead of failing.
 */
import { SEO_PAGE_TYPES } from "~/content/catalog";
import { SEO_STATUS_FILTERS } from "~/content/seo";
import type { SeoPageType } from "./targets";

export const SEO_SEARCH_MAX = 100;

export interface SeoListQuery {
  /** Trimmed; "" for no search (whitespace-only text is no search). */
  q: string;
  type: SeoPageType | "all";
  status: (typeof SEO_STATUS_FILTERS)[number];
  page: number;
}

export const DEFAULT_SEO_LIST: SeoListQuery = { q: "", type: "all", status: "all", page: 1 };

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => value === raw) ?? fallback;
}

export function parseSeoListQuery(params: URLSearchParams): SeoListQuery {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEO_SEARCH_MAX),
    type: oneOf<SeoPageType | "all">(SEO_PAGE_TYPES, params.get("type"), "all"),
    status: oneOf(SEO_STATUS_FILTERS, params.get("status"), "all"),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** "?q=…&page=2" for the query (defaults left out), "" for the plain list. */
export function seoListSearch(query: SeoListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type !== "all") params.set("type", query.type);
  if (query.status !== "all") params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const SEO_DASHBOARD_PATH = "/admin/seo";

/** The dashboard at this list state: where forms go back to after a save (never a URL from the request). */
export function seoListHref(query: SeoListQuery): string {
  return `${SEO_DASHBOARD_PATH}${seoListSearch(query)}`;
}
