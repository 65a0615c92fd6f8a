/**
 * The SEO page form's fields and its non-blocking rules: length warnings and structured-data warnings.
 * Zod-free, so the form shows them as the admin types; page-form-schema.ts holds the blocking rules.
 */

import { SCHEMA_ORG_TYPES } from "~/content/schema-org-types";
import { META_DESCRIPTION_MAX, META_TITLE_MAX, SEO_MESSAGES, SEO_PAGE_DEFAULTS } from "~/content/seo";

/** Every seo_pages field an admin edits, as the form names them. */
export const SEO_TEXT_FIELDS = [
  "pageIdentifier",
  "metaTitle",
  "metaDescription",
  "metaKeywords",
  "canonicalUrl",
  "ogTitle",
  "ogDescription",
  "ogImage",
  "twitterTitle",
  "twitterDescription",
  "twitterImage",
  "h1Heading",
  "schemaMarkup",
] as const;

export type SeoTextField = (typeof SEO_TEXT_FIELDS)[number];

/** The form as the browser holds it: text everywhere, a flag for Active. */
export type SeoFormValues = Record<SeoTextField | "pageType" | "ogType" | "twitterCard" | "robots", string> & {
  isActive: boolean;
};

export type SeoFormField = keyof SeoFormValues;

export const EMPTY_SEO_FORM: SeoFormValues = {
  pageType: "",
  pageIdentifier: "",
  metaTitle: "",
  metaDescription: "",
  metaKeywords: "",
  canonicalUrl: "",
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  ogType: SEO_PAGE_DEFAULTS.ogType,
  twitterCard: SEO_PAGE_DEFAULTS.twitterCard,
  twitterTitle: "",
  twitterDescription: "",
  twitterImage: "",
  robots: SEO_PAGE_DEFAULTS.robots,
  h1Heading: "",
  schemaMarkup: "",
  isActive: SEO_PAGE_DEFAULTS.isActive,
};

/** Hard limits (beyond the advisory 60/160): a field longer than this is refused with a message. */
export const SEO_FIELD_LIMITS: Record<SeoTextField, number> = {
  pageIdentifier: 200,
  metaTitle: 200,
  metaDescription: 500,
  metaKeywords: 500,
  canonicalUrl: 2000,
  ogTitle: 200,
  ogDescription: 500,
  ogImage: 2000,
  twitterTitle: 200,
  twitterDescription: 500,
  twitterImage: 2000,
  h1Heading: 200,
  schemaMarkup: 20_000,
};

export type SchemaMarkupResult = { ok: true; value: unknown } | { ok: false; error: "json" | "shape" };

export const SCHEMA_SHAPE_MESSAGE = "Schema markup must be a JSON-LD object or a list of objects.";

/** Schema markup: empty means null; otherwise valid JSON, here also one object or a list of objects (JSON-LD). */
export function parseSchemaMarkup(text: string): SchemaMarkupResult {
  if (text.trim() === "") return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "json" };
  }
  const nodes = Array.isArray(value) ? value : [value];
  const shaped = nodes.length > 0 && nodes.every(isObject);
  return shaped ? { ok: true, value } : { ok: false, error: "shape" };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const KNOWN_TYPES = new Set(SCHEMA_ORG_TYPES);

/** "https://schema.org/LocalBusiness" or "schema:LocalBusiness" → "LocalBusiness". */
function typeName(type: string): string {
  return type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, "");
}

function mentionsSchemaOrg(context: unknown): boolean {
  if (typeof context === "string") return /^https?:\/\/schema\.org\/?$/.test(context.trim());
  if (Array.isArray(context)) return context.some(mentionsSchemaOrg);
  return isObject(context) && Object.values(context).some(mentionsSchemaOrg);
}

/** Warnings (not errors) about parsed schema markup: no @context or @type, or a type schema.org doesn't have. */
export function schemaWarnings(value: unknown): string[] {
  if (value == null) return [];
  const warnings = new Set<string>();
  for (const node of (Array.isArray(value) ? value : [value]).filter(isObject)) {
    if (node["@context"] === undefined) {
      warnings.add('Schema markup has no "@context": add "@context": "https://schema.org".');
    } else if (!mentionsSchemaOrg(node["@context"])) {
      warnings.add('Schema markup\'s "@context" is not schema.org: use "https://schema.org".');
    }
    const items = Array.isArray(node["@graph"]) ? node["@graph"].filter(isObject) : [node];
    for (const item of items) {
      const types = ([] as unknown[]).concat(item["@type"] ?? []);
      if (types.length === 0) warnings.add('Schema markup has no "@type": say what it describes, e.g. "Organization".');
      for (const type of types) {
        if (typeof type === "string" && !KNOWN_TYPES.has(typeName(type))) {
          warnings.add(`"${type}" is not a schema.org type: check its spelling (e.g. LocalBusiness, FAQPage).`);
        }
      }
    }
  }
  return [...warnings];
}

/** The toasts that warn about a save without blocking it. */
export function seoFormWarnings(
  values: Pick<SeoFormValues, "metaTitle" | "metaDescription" | "schemaMarkup">,
): string[] {
  const warnings: string[] = [];
  if (values.metaTitle.trim().length > META_TITLE_MAX) warnings.push(SEO_MESSAGES.titleTooLong);
  if (values.metaDescription.trim().length > META_DESCRIPTION_MAX) warnings.push(SEO_MESSAGES.descriptionTooLong);
  const schema = parseSchemaMarkup(values.schemaMarkup);
  if (schema.ok) warnings.push(...schemaWarnings(schema.value));
  return warnings;
}

/** A stored SEO page as the form shows it. */
export function seoFormValues(page: {
  pageType: string;
  pageIdentifier: string;
  isActive: boolean;
  ogType: string;
  twitterCard: string;
  robots: string;
  schemaMarkup: unknown;
  [field: string]: unknown;
}): SeoFormValues {
  const values: SeoFormValues = { ...EMPTY_SEO_FORM };
  for (const field of SEO_TEXT_FIELDS) {
    const value = page[field];
    values[field] = typeof value === "string" ? value : "";
  }
  values.schemaMarkup = page.schemaMarkup == null ? "" : JSON.stringify(page.schemaMarkup, null, 2);
  return {
    ...values,
    pageType: page.pageType,
    ogType: page.ogType,
    twitterCard: page.twitterCard,
    robots: page.robots,
    isActive: page.isActive,
  };
}
