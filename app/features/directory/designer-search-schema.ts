/**
 * Reading the designer listing's state back from a URL. Uses zod, so it is imported by loaders and, in the
 * browser, only by the lazily loaded filter bar code (designer-results.tsx); components build links with
 * the zod-free designer-search.ts. Bad values fall back to the defaults instead of failing, so any URL
 * renders a page.
 */
import { z } from "zod";
import { DESIGNER_PARAMS, DESIGNER_SORTS, type DesignerSearch, parseBudgetBand } from "./designer-search";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const searchSchema = z.object({
  budget: optional(z.string().refine((v) => parseBudgetBand(v) !== null)),
  city: optional(z.string().max(80).regex(SLUG)),
  area: optional(z.string().max(80).regex(SLUG)),
  verified: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true")
    .catch(false),
  rating: optional(z.coerce.number().min(1).max(5)),
  q: optional(
    z
      .string()
      .transform((v) => v.trim().replace(/\s+/g, " ").slice(0, 80))
      .pipe(z.string().min(1)),
  ),
  sort: z.enum(DESIGNER_SORTS).catch("popular"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Reads the listing state from a URL's search params; invalid or unknown values become defaults. */
export function parseDesignerSearch(params: URLSearchParams): DesignerSearch {
  const raw = Object.fromEntries(DESIGNER_PARAMS.map((key) => [key, params.get(key) || undefined]));
  const { rating, ...rest } = searchSchema.parse(raw);
  return { ...rest, minRating: rating };
}
