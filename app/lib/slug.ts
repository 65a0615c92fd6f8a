/** Longest slug we make; room is left for a "-<n>" suffix. */
const MAX_SLUG = 60;

/**
 * A URL slug from a name: lowercased, whitespace runs turned to hyphens, stripped to URL-safe
 * characters (accents dropped, anything else removed). `fallback` when nothing URL-safe is left.
 */
export function slugify(name: string, fallback = "brand"): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`… : the first that isn't in `taken`. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether `value` has the shape of a slug slugify makes (a–z, 0–9 and hyphens), so a lookup by it is worth a query. */
export function isSlugShaped(value: string): boolean {
  return /^[a-z0-9-]{1,200}$/.test(value);
}
