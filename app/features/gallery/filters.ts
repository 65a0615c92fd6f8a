/**
 * The gallery's filter set and its URL form. Pure, client-safe and zod-free (it is on every gallery
 * page's first load): the server parses a request URL into GalleryFilters, the client builds links and
 * form navigations from them, and the two round-trip (filters → URL → filters is the identity).
 */

import {
  COLOR_PALETTES,
  COST_RANGES,
  catalogLabel,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { ROOM_HEROES } from "~/content/design-ideas";
import { formatCappedCount } from "~/lib/capped-count";

export type RoomType = (typeof ROOM_TYPES)[number];
export type DesignStyle = (typeof DESIGN_STYLES)[number];
export type ColorPalette = (typeof COLOR_PALETTES)[number];
export type SpaceSize = (typeof SPACE_SIZES)[number];
export type KitchenLayout = (typeof KITCHEN_LAYOUTS)[number];
export type CostRange = (typeof COST_RANGES)[number];
export type DesignElement = (typeof DESIGN_ELEMENTS)[number];

export const GALLERY_SORTS = ["latest", "popular", "oldest"] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
export const GALLERY_VIEWS = ["grid", "list"] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export const SEARCH_MAX_LENGTH = 100;

/** One gallery view: what parseGalleryFilters reads from a URL and galleryUrl writes back. */
export interface GalleryFilters {
  roomType?: RoomType;
  style?: DesignStyle;
  color?: ColorPalette;
  size?: SpaceSize;
  layout?: KitchenLayout;
  budget?: CostRange;
  elements: DesignElement[];
  /** Trimmed, 1 to SEARCH_MAX_LENGTH characters. */
  search?: string;
  featured: boolean;
  sort: GallerySort;
  view: GalleryView;
}

export const NO_FILTERS: GalleryFilters = { elements: [], featured: false, sort: "latest", view: "grid" };

/** The gallery's query parameter names: its filters, search, sort and view live in the URL. */
export const GALLERY_PARAMS = [
  "roomType",
  "style",
  "color",
  "size",
  "layout",
  "budget",
  "element",
  "search",
  "featured",
  "sort",
  "view",
  "cursor",
] as const;

/** "living-room" / "Living_Room" → "living_room": URL slugs use hyphens, the catalog underscores. */
function catalogKey(value: string): string {
  return value.trim().toLowerCase().replaceAll("-", "_");
}

function pick<T extends string>(values: readonly T[], raw: string | null | undefined): T | undefined {
  if (raw == null) return undefined;
  const key = catalogKey(raw);
  return (values as readonly string[]).includes(key) ? (key as T) : undefined;
}

export function roomTypeFromSlug(slug: string | undefined): RoomType | undefined {
  return pick(ROOM_TYPES, slug);
}
export function styleFromSlug(slug: string | undefined): DesignStyle | undefined {
  return pick(DESIGN_STYLES, slug);
}
export function sizeFromSlug(slug: string | undefined): SpaceSize | undefined {
  return pick(SPACE_SIZES, slug);
}

/** "living_room" → "living-room", the form used in paths. */
export function roomSlug(room: RoomType): string {
  return room.replaceAll("_", "-");
}

/** Filters fixed by the path (/design-ideas/{room}/{style}, /design-gallery/{room}/{style}/{size}). */
export interface PathFilters {
  roomType?: RoomType;
  style?: DesignStyle;
  size?: SpaceSize;
}

/**
 * The filters a gallery URL asks for. Unknown or malformed values are dropped (a stale link still
 * shows designs); path segments win over query parameters.
 */
export function parseGalleryFilters(search: URLSearchParams, path: PathFilters = {}): GalleryFilters {
  const elements = new Set<DesignElement>();
  for (const raw of search.getAll("element").flatMap((v) => v.split(","))) {
    const element = pick(DESIGN_ELEMENTS, raw);
    if (element) elements.add(element);
  }
  const searchText = search.get("search")?.trim().slice(0, SEARCH_MAX_LENGTH);
  const featured = search.get("featured");
  const filters: GalleryFilters = {
    roomType: path.roomType ?? pick(ROOM_TYPES, search.get("roomType")),
    style: path.style ?? pick(DESIGN_STYLES, search.get("style")),
    color: pick(COLOR_PALETTES, search.get("color")),
    size: path.size ?? pick(SPACE_SIZES, search.get("size")),
    layout: pick(KITCHEN_LAYOUTS, search.get("layout")),
    budget: pick(COST_RANGES, search.get("budget")),
    elements: DESIGN_ELEMENTS.filter((e) => elements.has(e)),
    search: searchText ? searchText : undefined,
    featured: featured === "true" || featured === "1",
    sort: pick(GALLERY_SORTS, search.get("sort")) ?? "latest",
    view: pick(GALLERY_VIEWS, search.get("view")) ?? "grid",
  };
  return compact(filters);
}

function compact(filters: GalleryFilters): GalleryFilters {
  const out = { ...filters };
  for (const key of Object.keys(out) as (keyof GalleryFilters)[]) {
    if (out[key] === undefined) delete out[key];
  }
  return out;
}

/** True when the URL carries any gallery parameter (then /design-ideas shows the gallery, not the landing). */
export function hasGalleryParams(search: URLSearchParams): boolean {
  return GALLERY_PARAMS.some((name) => search.has(name));
}

/** The opaque page cursor in a URL, if any. */
export function cursorParam(search: URLSearchParams): string | undefined {
  return search.get("cursor")?.slice(0, 200) || undefined;
}

/**
 * The canonical URL of a filter set: room (and style) in the path, the rest as query parameters in
 * a fixed order, defaults left out. With nothing set it is the "all designs" gallery
 * (/design-ideas?view=all), since bare /design-ideas is the landing page.
 */
export function galleryUrl(filters: GalleryFilters, cursor?: string): string {
  let path = "/design-ideas";
  if (filters.roomType) {
    path += `/${roomSlug(filters.roomType)}`;
    if (filters.style) path += `/${filters.style}`;
  }
  const query = galleryQuery(filters, { inPath: true, cursor });
  if (!filters.roomType && query.size === 0) query.set("view", "all");
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The same filters as query parameters only (for GET /api/design-images, Load More). */
export function galleryApiUrl(filters: GalleryFilters, cursor?: string): string {
  return `/api/design-images?${galleryQuery(filters, { inPath: false, cursor })}`;
}

function galleryQuery(filters: GalleryFilters, options: { inPath: boolean; cursor?: string }): URLSearchParams {
  const query = new URLSearchParams();
  if (!options.inPath && filters.roomType) query.set("roomType", filters.roomType);
  if (filters.style && !(options.inPath && filters.roomType)) query.set("style", filters.style);
  if (filters.color) query.set("color", filters.color);
  if (filters.size) query.set("size", filters.size);
  if (filters.layout) query.set("layout", filters.layout);
  if (filters.budget) query.set("budget", filters.budget);
  for (const element of DESIGN_ELEMENTS) if (filters.elements.includes(element)) query.append("element", element);
  if (filters.search) query.set("search", filters.search);
  if (filters.featured) query.set("featured", "true");
  if (filters.sort !== "latest") query.set("sort", filters.sort);
  if (filters.view !== "grid") query.set("view", filters.view);
  if (options.cursor) query.set("cursor", options.cursor);
  return query;
}

/** Filters after 'Clear All Filters': a room fixed by the page stays, as do sort and view. */
export function clearedFilters(filters: GalleryFilters, fixedRoom?: RoomType): GalleryFilters {
  return compact({ ...NO_FILTERS, roomType: fixedRoom, sort: filters.sort, view: filters.view });
}

/** Whether any filter beyond a fixed room is active (decides if 'Clear All Filters' is offered). */
export function hasActiveFilters(filters: GalleryFilters, fixedRoom?: RoomType): boolean {
  return (
    (filters.roomType !== undefined && filters.roomType !== fixedRoom) ||
    filters.style !== undefined ||
    filters.color !== undefined ||
    filters.size !== undefined ||
    filters.layout !== undefined ||
    filters.budget !== undefined ||
    filters.elements.length > 0 ||
    filters.search !== undefined ||
    filters.featured
  );
}

/**
 * Non-room slugs linked from the header's Design Ideas menu: each is a view of the
 * gallery, reached by redirect to its canonical filter URL.
 */
const TOPICS: Record<string, Partial<GalleryFilters>> = {
  lighting: { elements: ["lighting"] },
  storage: { elements: ["modular_storage", "built_in_wardrobe"] },
  "wall-decor": { elements: ["accent_wall", "wall_panels"] },
  furniture: { elements: ["built_in_wardrobe", "modular_storage", "wall_panels"] },
  colors: {},
};

/** The gallery URL for a topic slug such as "wall-decor", or undefined when it is not one. */
export function topicUrl(slug: string): string | undefined {
  const topic = TOPICS[slug.toLowerCase().replaceAll("_", "-")];
  return topic ? galleryUrl({ ...NO_FILTERS, ...topic }) : undefined;
}

// ── Labels, titles and descriptions built from the filters ──

const LABEL_OVERRIDES: Record<string, string> = {
  l_shaped: "L-Shaped",
  u_shaped: "U-Shaped",
  open_plan: "Open-Plan",
  mid_range: "Mid-Range",
  built_in_wardrobe: "Built-in Wardrobe",
  walk_in_closet: "Walk-in Closet",
};

/** Display label of any filter option value. */
export function optionLabel(value: string): string {
  return LABEL_OVERRIDES[value] ?? catalogLabel(value);
}

export function roomLabel(room: RoomType): string {
  return ROOM_HEROES[room].label;
}

/** What the filters show, e.g. "Luxury Compact Modern L-Shaped Kitchen" (no room: "Interior"). */
function gallerySubject(filters: GalleryFilters): string {
  return [
    filters.featured ? "Featured" : undefined,
    filters.budget && optionLabel(filters.budget),
    filters.size && optionLabel(filters.size),
    filters.color && optionLabel(filters.color),
    filters.style && optionLabel(filters.style),
    filters.layout && optionLabel(filters.layout),
    filters.roomType ? roomLabel(filters.roomType) : "Interior",
  ]
    .filter(Boolean)
    .join(" ");
}

/** " with False Ceiling & Lighting" for chosen design elements, else "". */
function elementsPhrase(filters: GalleryFilters): string {
  return filters.elements.length > 0 ? ` with ${joinWords(filters.elements.map(optionLabel))}` : "";
}

function searchPhrase(filters: GalleryFilters): string {
  return filters.search ? ` matching “${filters.search}”` : "";
}

/** e.g. "Featured Luxury Modern L-Shaped Kitchen Design Ideas with False Ceiling matching “teak”". */
export function galleryTitle(filters: GalleryFilters): string {
  return `${gallerySubject(filters)} Design Ideas${elementsPhrase(filters)}${searchPhrase(filters)}`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} & ${words[words.length - 1]}`;
}

export { COUNT_CAP, formatCappedCount as formatDesignCount } from "~/lib/capped-count";

/** The page description: what is shown and how many designs match. */
export function galleryDescription(filters: GalleryFilters, count: number): string {
  const what = `${gallerySubject(filters).toLowerCase()} designs${elementsPhrase(filters).toLowerCase()}${searchPhrase(filters)}`;
  if (count === 0) {
    return `No ${what} yet. Clear a filter to see more ideas from verified interior designers across India.`;
  }
  const designs = count === 1 ? what.replace(" designs", " design") : what;
  return `Explore ${formatCappedCount(count)} ${designs} from verified interior designers across India. Like your favourites and get a free quote for any look.`;
}
