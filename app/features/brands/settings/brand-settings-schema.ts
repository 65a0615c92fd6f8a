import { z } from "zod";
import { catalogLabel, DESIGN_STYLES } from "~/content/catalog";
import { cityId, commaList, optionalEmail, optionalMobile, optionalWebsite } from "~/features/brands/profile-fields";
import { FIELD_LIMITS } from "~/features/brands/profile-limits";
import {
  choices,
  optionalText,
  optionalWholeNumber,
  type ParsedForm,
  parseForm,
  requiredText,
} from "~/lib/form-fields";

/** Style specialties as brands show them ("Scandinavian"), from the catalogue's style list. */
export const STYLE_SPECIALTIES = DESIGN_STYLES.map(catalogLabel) as [string, ...string[]];

export const BRAND_SETTINGS_LIMITS = {
  about: 5000,
  contactPerson: 100,
  yearsExperience: 100,
  teamSize: 10_000,
  /** Rupees per sq ft. */
  cost: { min: 100, max: 100_000 },
} as const;

export const BRAND_SETTINGS_MESSAGES = {
  brandName: "Please enter your brand name.",
  yearsExperience: `Years of experience must be between 0 and ${BRAND_SETTINGS_LIMITS.yearsExperience}.`,
  teamSize: `Team size must be between 1 and ${BRAND_SETTINGS_LIMITS.teamSize.toLocaleString("en-IN")}.`,
  cost: `Enter a cost per sq ft between ₹${BRAND_SETTINGS_LIMITS.cost.min} and ₹${BRAND_SETTINGS_LIMITS.cost.max.toLocaleString("en-IN")}.`,
  costOrder: "The maximum cost per sq ft must be at least the minimum.",
  serviceTooLong: `Each service can be at most ${FIELD_LIMITS.listItem} characters.`,
  servicesTooMany: `Please choose at most ${FIELD_LIMITS.listItems} services.`,
} as const;

const cost = optionalWholeNumber(
  BRAND_SETTINGS_LIMITS.cost.min,
  BRAND_SETTINGS_LIMITS.cost.max,
  BRAND_SETTINGS_MESSAGES.cost,
);

/**
 * Services offered: the form offers BRAND_SERVICES as checkboxes, plus any other service the brand already has
 * (Create Brand takes free text), so each entry is plain text within the list limits.
 */
const services = z.preprocess(
  (v) => (Array.isArray(v) ? v : [v]).filter((item) => typeof item === "string" && item.trim() !== ""),
  z
    .array(requiredText(BRAND_SETTINGS_MESSAGES.serviceTooLong, FIELD_LIMITS.listItem))
    .max(FIELD_LIMITS.listItems, { error: BRAND_SETTINGS_MESSAGES.servicesTooMany })
    .transform((list) => [...new Set(list)]),
);

/**
 * A brand's public fields as its owner edits them in Profile Settings and an admin edits them
 * on /admin/brands: one schema, one write (writeBrandFields). The slug never changes with the name. Style
 * specialties come from STYLE_SPECIALTIES, plus any other the brand already `holds` (imported or seeded brands
 * may have some), so a save keeps them unless they are unticked.
 */
function brandFieldsSchema(holds: readonly string[]) {
  return z
    .object({
      brandName: requiredText(BRAND_SETTINGS_MESSAGES.brandName, FIELD_LIMITS.businessName),
      description: optionalText(FIELD_LIMITS.description, { multiline: true }),
      about: optionalText(BRAND_SETTINGS_LIMITS.about, { multiline: true }),
      phone: optionalMobile,
      email: optionalEmail,
      websiteUrl: optionalWebsite,
      cityId,
      areasServed: commaList,
      yearsExperience: optionalWholeNumber(
        0,
        BRAND_SETTINGS_LIMITS.yearsExperience,
        BRAND_SETTINGS_MESSAGES.yearsExperience,
      ),
      teamSize: optionalWholeNumber(1, BRAND_SETTINGS_LIMITS.teamSize, BRAND_SETTINGS_MESSAGES.teamSize),
      minProjectCost: cost,
      maxProjectCost: cost,
      styleSpecialties: choices(withHeld(STYLE_SPECIALTIES, holds) as [string, ...string[]]),
      servicesOffered: services,
    })
    .refine(
      (brand) =>
        brand.minProjectCost === null || brand.maxProjectCost === null || brand.minProjectCost <= brand.maxProjectCost,
      { path: ["maxProjectCost"], error: BRAND_SETTINGS_MESSAGES.costOrder },
    );
}

export type BrandFields = z.output<ReturnType<typeof brandFieldsSchema>>;

/** The options of a list field: the `known` ones, then those the brand `holds` outside them. */
export function withHeld(known: readonly string[], holds: readonly string[]): string[] {
  return [...known, ...holds.filter((value) => !known.includes(value))];
}

/** The owner's contact on the brand's account (brand_profiles): not shown publicly. */
export const brandContactSchema = z.object({
  contactPerson: optionalText(BRAND_SETTINGS_LIMITS.contactPerson),
  contactEmail: optionalEmail,
});

export type BrandContact = z.output<typeof brandContactSchema>;

/** Fields whose form inputs repeat (checkboxes). */
export const BRAND_LIST_FIELDS = ["styleSpecialties", "servicesOffered"] as const;

/** `holds`: the style specialties the brand has now (kept even when outside STYLE_SPECIALTIES). */
export function parseBrandFields(values: Record<string, unknown>, holds: readonly string[]): ParsedForm<BrandFields> {
  return parseForm(brandFieldsSchema(holds), values);
}

export function parseBrandContact(values: Record<string, unknown>): ParsedForm<BrandContact> {
  return parseForm(brandContactSchema, values);
}
