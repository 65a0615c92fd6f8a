/**
 * The SEO page form's blocking rules (a page type, hard length limits, valid JSON), one schema per field: what
 * the create and edit actions accept. Whether the identifier's city, locality or brand exists is checked
 * against the database afterwards.
 */
import { z } from "zod";
import { OG_TYPES, ROBOTS_VALUES, SEO_PAGE_TYPES, TWITTER_CARDS } from "~/content/catalog";
import { SEO_MESSAGES, SEO_PAGE_DEFAULTS } from "~/content/seo";
import { type FieldErrors, fieldErrors, formText } from "~/lib/form-fields";
import { parseSchemaMarkup, SCHEMA_SHAPE_MESSAGE, SEO_FIELD_LIMITS, type SeoTextField } from "./page-form";
import { identifierProblem, normalizeIdentifier } from "./targets";

const FIELD_LABELS: Record<SeoTextField, string> = {
  pageIdentifier: "Page identifier",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  metaKeywords: "Meta keywords",
  canonicalUrl: "Canonical URL",
  ogTitle: "OG title",
  ogDescription: "OG description",
  ogImage: "OG image",
  twitterTitle: "Twitter title",
  twitterDescription: "Twitter description",
  twitterImage: "Twitter image",
  h1Heading: "H1 heading",
  schemaMarkup: "Schema markup",
};

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Trimmed text within its hard limit, without HTML tags; empty → null. */
function plainText(field: SeoTextField) {
  const label = FIELD_LABELS[field];
  const max = SEO_FIELD_LIMITS[field];
  return formText
    .pipe(
      z
        .string()
        .trim()
        .max(max, `${label} must be at most ${max} characters.`)
        .refine((value) => !HTML_TAG.test(value), `${label} can't contain HTML tags.`),
    )
    .transform((value) => (value === "" ? null : value));
}

/** A full http(s) address or a path on this site; empty → null. */
function urlOrPath(field: SeoTextField) {
  return plainText(field).refine(
    (value) => value === null || isUrlOrSitePath(value),
    `${FIELD_LABELS[field]} must be a full address (https://…) or a path on this site starting with /.`,
  );
}

function isUrlOrSitePath(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A choice from its option list; empty → its default (SEO_PAGE_DEFAULTS). */
function choice<T extends string>(values: readonly [T, ...T[]], fallback: T, label: string) {
  return formText.pipe(
    z
      .string()
      .trim()
      .transform((value) => value || fallback)
      .pipe(z.enum(values, { error: `Choose a ${label} from the list.` })),
  );
}

const schemaMarkup = formText
  .pipe(
    z
      .string()
      .max(SEO_FIELD_LIMITS.schemaMarkup, `Schema markup must be at most ${SEO_FIELD_LIMITS.schemaMarkup} characters.`),
  )
  .transform((value, ctx) => {
    const parsed = parseSchemaMarkup(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({
      code: "custom",
      message: parsed.error === "json" ? SEO_MESSAGES.schemaNotJson : SCHEMA_SHAPE_MESSAGE,
    });
    return z.NEVER;
  });

/** A checkbox: sent ("on") when ticked, absent when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

export const seoPageFormSchema = z
  .object({
    pageType: formText.pipe(
      z
        .string()
        .trim()
        .min(1, SEO_MESSAGES.pageTypeRequired)
        .pipe(z.enum(SEO_PAGE_TYPES, { error: "Choose a page type from the list." })),
    ),
    pageIdentifier: formText.pipe(z.string().max(SEO_FIELD_LIMITS.pageIdentifier, "Page identifier is too long.")),
    metaTitle: plainText("metaTitle"),
    metaDescription: plainText("metaDescription"),
    metaKeywords: plainText("metaKeywords"),
    canonicalUrl: urlOrPath("canonicalUrl"),
    ogTitle: plainText("ogTitle"),
    ogDescription: plainText("ogDescription"),
    ogImage: urlOrPath("ogImage"),
    ogType: choice(OG_TYPES, SEO_PAGE_DEFAULTS.ogType, "Open Graph type"),
    twitterCard: choice(TWITTER_CARDS, SEO_PAGE_DEFAULTS.twitterCard, "Twitter card"),
    twitterTitle: plainText("twitterTitle"),
    twitterDescription: plainText("twitterDescription"),
    twitterImage: urlOrPath("twitterImage"),
    robots: choice(ROBOTS_VALUES, SEO_PAGE_DEFAULTS.robots, "robots value"),
    h1Heading: plainText("h1Heading"),
    schemaMarkup,
    isActive: checkbox,
  })
  .transform((page, ctx) => {
    const pageIdentifier = normalizeIdentifier(page.pageType, page.pageIdentifier);
    const problem = identifierProblem(page.pageType, pageIdentifier);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["pageIdentifier"], message: problem });
      return z.NEVER;
    }
    return { ...page, pageIdentifier };
  });

/** A valid SEO page, as stored (empty texts are null, schema markup parsed). */
export type SeoPageInput = z.output<typeof seoPageFormSchema>;

/** The toast that sums up a refused form (its own wording for a missing page type and for invalid JSON). */
export interface FormToast {
  title: string;
  description: string;
}

export type SeoFormParse =
  | { ok: true; input: SeoPageInput }
  | { ok: false; fieldErrors: FieldErrors; toast: FormToast };

export function parseSeoPageForm(form: Record<string, unknown>): SeoFormParse {
  const parsed = seoPageFormSchema.safeParse(form);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = fieldErrors(parsed.error);
  return { ok: false, fieldErrors: errors, toast: refusalToast(errors) };
}

function refusalToast(errors: FieldErrors): FormToast {
  if (errors.pageType) return { title: SEO_MESSAGES.validationError, description: errors.pageType };
  if (errors.schemaMarkup === SEO_MESSAGES.schemaNotJson) {
    return { title: SEO_MESSAGES.invalidJson, description: SEO_MESSAGES.schemaNotJson };
  }
  const first = Object.values(errors).find(Boolean) ?? SEO_MESSAGES.saveError;
  return { title: SEO_MESSAGES.validationError, description: first };
}
