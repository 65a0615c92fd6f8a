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

const flag = z
  .string()
  .optional()
  .transform((v) => v === "1" || v === "true")
  .catch(false);

const searchSchema = z.object({
  budget: optional(z.string().refine((v) => parseBudgetBand(v) !== null)),
  city: optional(z.string().max(80).regex(SLUG)),
  area: optional(z.string().max(80).regex(SLUG)),
  verified: flag,
  rating: optional(z.coerce.number().min(1).max(5)),
  visit: flag,
  design3d: flag,
  emi: flag,
  warranty: optional(z.coerce.number().int().min(1).max(50)),
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
  const { rating, visit, design3d, emi, warranty, ...rest } = searchSchema.parse(raw);
  return {
    ...rest,
    minRating: rating,
    freeSiteVisit: visit,
    freeDesign3d: design3d,
    emiAvailable: emi,
    minWarranty: warranty,
  };
}
