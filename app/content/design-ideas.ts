/** Copy and constants for the design-ideas pages. */
import type { COLOR_PALETTES, ROOM_TYPES } from "./catalog";

type RoomType = (typeof ROOM_TYPES)[number];

/** Page sizes of the gallery, its featured and trending strips, and its search delay. */
export const GALLERY_PAGE_SIZE = 50;
export const FEATURED_LIMIT = 8;
export const TRENDING_FETCH = 12;
export const TRENDING_SHOWN = 8;
export const GALLERY_PLACEHOLDERS = 9;
export const SEARCH_DEBOUNCE_MS = 300;

export const LANDING = {
  eyebrow: "Design Ideas",
  title: "Design ideas for every room in your home",
  description:
    "Browse real projects by verified Indian interior designers. Filter by room, style, colour and budget, save the looks you love and get a free quote to make them yours.",
  searchLabel: "Search design ideas",
  searchPlaceholder: "Try “modular kitchen”, “teak”, “false ceiling”…",
  badges: ["10,000+ designs", "500+ verified brands", "Free inspiration"],
} as const;

/** Shortcut styles shown under a room (spec: modern, scandinavian, minimalist, boho). */
export const ROOM_STYLE_SHORTCUTS = ["modern", "scandinavian", "minimalist", "boho"] as const;

export const QUICK_LINKS = [
  { label: "Modern kitchens", href: "/design-ideas/kitchen/modern" },
  { label: "Scandinavian living rooms", href: "/design-ideas/living_room/scandinavian" },
  { label: "Luxury bathrooms", href: "/design-ideas/bathroom?budget=luxury" },
  { label: "Compact bedrooms", href: "/design-ideas/bedroom?size=compact" },
  { label: "Boho dining rooms", href: "/design-ideas/dining_room/boho" },
  { label: "Home offices", href: "/design-ideas/home_office" },
] as const;

export const CALLS_TO_ACTION = {
  title: "Love a look? Let a designer build it for you.",
  description:
    "Share your room, budget and timeline, and we'll match you with 3-5 verified interior designers near you — free, with no obligation.",
  primary: { label: "Find Interior Designers", href: "/interior-designers" },
  secondary: { label: "Browse All Designs", href: "/design-ideas?view=all" },
} as const;

export const SECTION_COPY = {
  rooms: { eyebrow: "Browse by room", title: "Every room, thousands of ideas" },
  styles: { eyebrow: "Browse by style", title: "Find your style" },
  featured: {
    eyebrow: "Editor's picks",
    title: "Featured Designs",
    description: "Hand-picked projects from verified designers.",
    link: "View all featured",
  },
  trending: {
    eyebrow: "Most loved",
    title: "Trending Designs",
    description: "The designs homeowners are liking the most right now.",
    link: "View all popular",
  },
  quickLinks: { title: "Popular searches" },
} as const;

export interface RoomHero {
  /** Short label used on cards and in titles ("Kitchen"). */
  label: string;
  blurb: string;
}

/** Room hero copy: shown on /design-ideas/{room} and on the landing's room cards. */
export const ROOM_HEROES: Record<RoomType, RoomHero> = {
  living_room: {
    label: "Living Room",
    blurb:
      "Sofas, TV units, false ceilings and accent walls: living rooms where the family gathers and guests feel welcome.",
  },
  bedroom: {
    label: "Bedroom",
    blurb: "Calm bedrooms with built-in wardrobes, upholstered headboards and lighting made for winding down.",
  },
  kitchen: {
    label: "Kitchen",
    blurb: "Modular kitchens in L-shaped, U-shaped, island and galley layouts, planned for Indian cooking.",
  },
  bathroom: {
    label: "Bathroom",
    blurb: "Spa-like bathrooms with smart storage, easy-clean tiles and warm lighting, from compact to luxurious.",
  },
  dining_room: {
    label: "Dining Room",
    blurb: "Dining spaces with crockery units, statement lights and seating for every family size.",
  },
  home_office: {
    label: "Home Office",
    blurb: "Work-from-home corners and studies with ergonomic desks, shelving and good light.",
  },
  balcony: {
    label: "Balcony",
    blurb: "Balconies turned into gardens, reading nooks and tea spots, even in a compact flat.",
  },
  kids_room: {
    label: "Kids Room",
    blurb: "Playful, safe kids rooms with study tables, bunk beds and storage that grows with them.",
  },
  walk_in_closet: {
    label: "Walk-in Closet",
    blurb: "Walk-in closets and dressing areas with lit shelving, drawers and full-length mirrors.",
  },
  study_room: {
    label: "Study Room",
    blurb: "Quiet study rooms with bookshelves, task lighting and desks built to fit the space.",
  },
};

export const GALLERY_COPY = {
  empty: "No designs found",
  emptyForRoom: (room: string) => `No ${room} designs found`,
  emptyHint: "Try removing a filter or searching for something else.",
  clearAll: "Clear All Filters",
  loadMore: "Load More Designs",
  nextPage: "Next page",
  firstPage: "Back to the first page",
  loadError: "Failed to load design images",
  signInTitle: "Sign in required",
  signInDescription: "Please sign in to like images",
  likeError: "Failed to update like status",
  getThisLook: "Get This Look",
  seeSimilar: "See similar",
  viewBrand: "View Brand",
  verified: "Verified",
  back: "Back to Design Ideas",
  styleShortcuts: "Popular styles",
} as const;

/** Swatch colours for the colour-palette filter. */
export const COLOR_SWATCHES: Record<(typeof COLOR_PALETTES)[number], string> = {
  white: "#f8f7f4",
  grey: "#9ca3af",
  navy: "#1e3a5f",
  pastel: "#f4c7c3",
  black: "#1c1917",
  beige: "#e7d8bf",
  brown: "#7c4a2d",
  green: "#4d7c5a",
  blue: "#3b82c4",
};

export const FILTER_COPY = {
  heading: "Filters",
  show: "Show filters",
  search: "Search designs",
  searchPlaceholder: "Search by title or description",
  room: "Room",
  anyRoom: "All rooms",
  style: "Style",
  anyStyle: "All styles",
  color: "Colour palette",
  any: "Any",
  size: "Space size",
  layout: "Kitchen layout",
  anyLayout: "Any layout",
  budget: "Cost range",
  anyBudget: "Any budget",
  elements: "Design elements",
  featured: "Featured designs only",
  apply: "Apply filters",
  sort: "Sort by",
  sorts: { latest: "Latest", popular: "Most popular", oldest: "Oldest" },
  view: "View",
  views: { grid: "Grid view", list: "List view" },
} as const;
