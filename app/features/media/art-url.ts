import {
  COLOR_PALETTES,
  type COLOR_PALETTES as ColorList,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  type KITCHEN_LAYOUTS as LayoutList,
  ROOM_TYPES,
  type ROOM_TYPES as RoomList,
  type SPACE_SIZES as SizeList,
  SPACE_SIZES,
  type DESIGN_STYLES as StyleList,
} from "~/content/catalog";

/** Everything needed to draw one generated interior; the art URL encodes exactly this. */
export interface ArtSpec {
  room: (typeof RoomList)[number];
  style: (typeof StyleList)[number];
  color: (typeof ColorList)[number];
  size: (typeof SizeList)[number];
  /** Kitchens only; null for every other room. */
  layout: (typeof LayoutList)[number] | null;
  /** 0 ≤ seed < 2^32: positions, proportions and details vary with it. */
  seed: number;
}

/** Intrinsic size of generated art (4:3); the media route scales it to the requested width. */
export const ART_WIDTH = 1600;
export const ART_HEIGHT = 1200;

const ART_PREFIX = "/media/art/";
const NO_LAYOUT = "x";

/**
 * `/media/art/<room>.<style>.<color>.<size>.<layout|x>.<seed base36>.webp`,
 * e.g. `/media/art/kitchen.boho.green.medium.island.1k3f9a.webp`. Rendering is a pure function of it.
 */
export function artUrl(spec: ArtSpec): string {
  const layout = spec.room === "kitchen" ? (spec.layout ?? "l_shaped") : NO_LAYOUT;
  return `${ART_PREFIX}${spec.room}.${spec.style}.${spec.color}.${spec.size}.${layout}.${(spec.seed >>> 0).toString(36)}.webp`;
}

function member<T extends string>(list: readonly T[], value: string): T | null {
  return (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The spec behind an art file name (the part after /media/art/), or null when it isn't canonical. */
export function parseArtName(name: string): ArtSpec | null {
  const parts = name.split(".");
  if (parts.length !== 7 || parts[6] !== "webp") return null;
  const [roomPart, stylePart, colorPart, sizePart, layoutPart, seedPart] = parts;
  const room = member(ROOM_TYPES, roomPart);
  const style = member(DESIGN_STYLES, stylePart);
  const color = member(COLOR_PALETTES, colorPart);
  const size = member(SPACE_SIZES, sizePart);
  if (!room || !style || !color || !size) return null;
  const layout = room === "kitchen" ? member(KITCHEN_LAYOUTS, layoutPart) : null;
  if (room === "kitchen" ? !layout : layoutPart !== NO_LAYOUT) return null;
  if (!/^[0-9a-z]{1,7}$/.test(seedPart)) return null;
  const seed = Number.parseInt(seedPart, 36);
  // One URL per image: reject leading zeros and values past 32 bits so the cache can't be inflated.
  if (seed > 0xffffffff || seed.toString(36) !== seedPart) return null;
  return { room, style, color, size, layout, seed };
}
