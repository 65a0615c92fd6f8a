/**
 * Which public page an SEO page (page type + identifier) applies to: the identifier's form for each page type,
 * and the paths of the pages that show it. Pure: the form checks the shape as the admin types, the server
 * checks the shape and that the city, locality or brand exists (seo-page-targets.server.ts).
 */
import { DESIGN_STYLES, ROOM_TYPES, type SEO_PAGE_TYPES } from "~/content/catalog";
import { SEO_PAGE_TYPE_INFO } from "~/content/seo";
import { brandPath, cityPath, designersPath, localityPath, roomIdeasPath } from "~/lib/paths";

export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** What a page type's identifier names. */
export type IdentifierKind = "none" | "city" | "locality" | "brand" | "room";

export const IDENTIFIER_KIND: Record<SeoPageType, IdentifierKind> = {
  home: "none",
  interior_designers: "none",
  design_gallery: "none",
  price_calculator: "none",
  city_designers: "city",
  brand_profile: "brand",
  design_ideas_hub: "none",
  room_design: "room",
  city_page: "city",
  locality_page: "locality",
  cities_directory: "none",
};

/** Identifiers the form offers as the admin types, by what they name. */
export interface IdentifierSuggestions {
  cities: { value: string; label: string }[];
  localities: { value: string; label: string }[];
  rooms: { value: string; label: string }[];
}

/** Room slugs as they appear in paths (living-room). */
export const ROOM_SLUGS: readonly string[] = ROOM_TYPES.map((room) => room.replaceAll("_", "-"));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Trimmed, lowercase, without outer or doubled slashes; rooms with hyphens (living_room → living-room). */
export function normalizeIdentifier(pageType: SeoPageType, raw: string): string {
  const clean = raw
    .trim()
    .toLowerCase()
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "");
  return IDENTIFIER_KIND[pageType] === "room" ? clean.replaceAll("_", "-") : clean;
}

/** Why `identifier` (normalized) can't name a page of this type, or null when its form is right. */
export function identifierProblem(pageType: SeoPageType, identifier: string): string | null {
  const kind = IDENTIFIER_KIND[pageType];
  const { label, example } = SEO_PAGE_TYPE_INFO[pageType];
  switch (kind) {
    case "none":
      return identifier === "" ? null : `The ${label} page is a single page: leave the identifier empty.`;
    case "city":
      return SLUG.test(identifier) ? null : `Enter a city slug, e.g. ${example}.`;
    case "locality": {
      const parts = identifier.split("/");
      return parts.length === 2 && parts.every((part) => SLUG.test(part))
        ? null
        : `Enter the city and locality slugs as city-slug/locality-slug, e.g. ${example}.`;
    }
    case "brand":
      return identifier !== "" && !/[\s/?#]/.test(identifier)
        ? null
        : `Enter a brand slug: the last part of its address /brand/…, e.g. ${example}.`;
    case "room":
      return roomProblem(identifier);
  }
}

function roomProblem(identifier: string): string | null {
  const [room = "", style, ...rest] = identifier.split("/");
  if (room === "" || rest.length > 0) return "Enter a room, e.g. kitchen, or a room and a style, e.g. kitchen/modern.";
  if (!ROOM_SLUGS.includes(room)) return `'${room}' is not a room. Rooms: ${ROOM_SLUGS.join(", ")}.`;
  if (style !== undefined && !(DESIGN_STYLES as readonly string[]).includes(style)) {
    return `'${style}' is not a style. Styles: ${DESIGN_STYLES.join(", ")}.`;
  }
  return null;
}

/**
 * The site paths of the pages an SEO page applies to, the one a visitor would open first. Assumes a
 * well-formed identifier (see identifierProblem).
 */
export function publicPaths(pageType: SeoPageType, identifier: string): string[] {
  switch (pageType) {
    case "home":
      return ["/"];
    case "interior_designers":
      return ["/interior-designers"];
    case "design_gallery":
      return ["/design-ideas?view=all", "/design-gallery", "/design-gallery/all"];
    case "price_calculator":
      return ["/interiors-price-calculator"];
    case "city_designers":
      return [cityPath(identifier)];
    case "brand_profile":
      return [brandPath(identifier)];
    case "design_ideas_hub":
      return ["/design-ideas"];
    case "room_design":
      return [roomIdeasPath(identifier), `/design-gallery/${identifier}`];
    case "city_page":
      return [designersPath(identifier)];
    case "locality_page": {
      const [city, locality] = identifier.split("/");
      return [designersPath(city, locality), localityPath(city, locality)];
    }
    case "cities_directory":
      return ["/cities"];
  }
}

/** A pathname as pages compare it: lowercase, decoded, hyphens for underscores, no trailing slash. */
function comparablePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare it as it is.
  }
  const path = decoded.toLowerCase().replaceAll("_", "-").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** Whether a requested pathname is one of `paths` (their query strings ignored): for purging cached pages. */
export function matchesPaths(paths: readonly string[]): (pathname: string) => boolean {
  const wanted = new Set(paths.map((path) => comparablePath(path.split("?")[0] ?? path)));
  return (pathname) => wanted.has(comparablePath(pathname));
}
