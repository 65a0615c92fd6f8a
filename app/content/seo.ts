/**
 * The SEO dashboard's copy and constants: the list, the SEO form, its messages, limits and score.
 * The option lists themselves (page types, robots, Twitter cards, OG types) are in catalog.ts.
 */
import type { SEO_PAGE_TYPES } from "./catalog";

type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** A title over 60 and a description over 160 characters warn (they don't block saving). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/** The defaults of a new SEO page. */
export const SEO_PAGE_DEFAULTS = {
  ogType: "website",
  twitterCard: "summary_large_image",
  robots: "index,follow",
  isActive: true,
} as const;

/** The seo_pages fields the score reads. */
export type ScoredField =
  | "metaTitle"
  | "metaDescription"
  | "h1Heading"
  | "canonicalUrl"
  | "ogTitle"
  | "ogDescription"
  | "twitterTitle"
  | "twitterDescription"
  | "schemaMarkup";

/** The SEO score out of 10; a rule's points count when all of its fields are filled. */
export const SEO_SCORE_RULES: readonly { fields: readonly ScoredField[]; points: number; label: string }[] = [
  { fields: ["metaTitle"], points: 2, label: "Meta title" },
  { fields: ["metaDescription"], points: 2, label: "Meta description" },
  { fields: ["h1Heading"], points: 1, label: "H1 heading" },
  { fields: ["canonicalUrl"], points: 1, label: "Canonical URL" },
  { fields: ["ogTitle", "ogDescription"], points: 2, label: "Open Graph title and description" },
  { fields: ["twitterTitle", "twitterDescription"], points: 1, label: "Twitter title and description" },
  { fields: ["schemaMarkup"], points: 1, label: "Schema markup" },
];

export const SEO_SCORE_MAX = 10;

/** The score's label by percentage, best first. */
export const SEO_SCORE_LABELS = [
  { minPercent: 80, label: "Excellent" },
  { minPercent: 60, label: "Good" },
  { minPercent: 40, label: "Fair" },
  { minPercent: 0, label: "Poor" },
] as const;

export type SeoScoreLabel = (typeof SEO_SCORE_LABELS)[number]["label"];

/** The title of generated city pages; {city} is the city's name. */
export const CITY_TITLE_PATTERN = "Interior Designers in {city} | Top Design Professionals";

/** Page types in the dashboard's words, with what their identifier is. */
export const SEO_PAGE_TYPE_INFO: Record<SeoPageType, { label: string; identifier: string; example?: string }> = {
  home: { label: "Home", identifier: "none (one page)" },
  interior_designers: { label: "All designers (India)", identifier: "none (one page)" },
  design_gallery: { label: "Design gallery", identifier: "none (one page)" },
  price_calculator: { label: "Price calculator", identifier: "none (one page)" },
  city_designers: { label: "City guide (/city/…)", identifier: "a city slug", example: "chennai" },
  brand_profile: { label: "Brand profile", identifier: "a brand slug", example: "aura-designs" },
  design_ideas_hub: { label: "Design ideas hub", identifier: "none (one page)" },
  room_design: { label: "Room design ideas", identifier: "a room, or room/style", example: "kitchen/modern" },
  city_page: { label: "City page", identifier: "a city slug", example: "chennai" },
  locality_page: { label: "Locality page", identifier: "city-slug/locality-slug", example: "chennai/adyar" },
  cities_directory: { label: "Cities directory", identifier: "none (one page)" },
};

export const SEO_STATUS_FILTERS = ["all", "active", "inactive"] as const;

export const SEO_PAGES_PER_PAGE = 20;

/** Toasts and messages, word for word (title + description). */
export const SEO_MESSAGES = {
  validationError: "Validation Error",
  pageTypeRequired: "Page type is required",
  invalidJson: "Invalid JSON",
  schemaNotJson: "Schema markup must be valid JSON",
  titleTooLong: `Meta title is longer than ${META_TITLE_MAX} characters. Consider shortening it for better SEO.`,
  descriptionTooLong: `Meta description is longer than ${META_DESCRIPTION_MAX} characters. Consider shortening it for better SEO.`,
  warning: "Warning",
  created: "SEO page created",
  updated: "SEO page updated",
  deleted: "SEO page deleted",
  statusUpdated: "Status updated",
  activated: "SEO page activated successfully",
  deactivated: "SEO page deactivated successfully",
  deleteConfirm: "Are you sure you want to delete this SEO page?",
  saveError: "Error saving SEO page",
  loadError: "Error loading SEO pages",
  deleteError: "Error deleting SEO page",
  statusError: "Error updating status",
  cityPagesCreated: "City SEO pages created",
  localityPagesCreated: "Locality SEO pages created",
  noNewCityPages: "No new city pages to create",
  allCitiesCovered: "All cities already have SEO pages",
  noNewLocalityPages: "No new locality pages to create",
  allLocalitiesCovered: "All localities already have SEO pages",
  cityPagesError: "Error creating city SEO pages",
  localityPagesError: "Error creating locality SEO pages",
  notFound: "That SEO page no longer exists.",
} as const;

/** 'Created SEO pages for 12 cities', in the singular for one. */
export function createdPagesMessage(count: number, kind: "city" | "locality"): string {
  const noun = count === 1 ? kind : kind === "city" ? "cities" : "localities";
  return `Created SEO pages for ${count} ${noun}`;
}
