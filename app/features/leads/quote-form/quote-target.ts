/** What a Get Free Quote button knows about where it was pressed; travels in the /get-quote URL. */
export interface QuoteTarget {
  brandId?: string;
  brandSlug?: string;
  brandName?: string;
  imageId?: string;
  cityId?: string;
  localityId?: string;
  /** Pre-filled Location, 'locality, city' where the page knows it. */
  location?: string;
}

export const QUOTE_PATH = "/get-quote";

const PARAMS = ["brandId", "brandSlug", "imageId", "cityId", "localityId", "location"] as const;

/** The no-JS page (and the dialog's POST target) for a target. brandName is display-only and not sent. */
export function quoteHref(target: QuoteTarget = {}): string {
  const search = new URLSearchParams();
  for (const key of PARAMS) {
    const value = target[key];
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${QUOTE_PATH}?${query}` : QUOTE_PATH;
}

/** Reads a target back from the /get-quote URL. */
export function quoteTargetFromSearch(search: URLSearchParams): QuoteTarget {
  const target: QuoteTarget = {};
  for (const key of PARAMS) {
    const value = search.get(key)?.trim();
    if (value) target[key] = value.slice(0, 200);
  }
  return target;
}

/** 'locality, city' from whatever parts are known. */
export function locationLabel(localityName?: string | null, cityName?: string | null): string {
  return [localityName, cityName].filter(Boolean).join(", ");
}
