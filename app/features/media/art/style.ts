import type { ArtSpec } from "../art-url";

/** Colours of one palette (the gallery's colour filter): walls, textiles and small accents. */
export interface Palette {
  wall: string;
  /** Feature wall, panels, painted arches. */
  feature: string;
  /** Main upholstery, cabinets. */
  fabric: string;
  /** Secondary textiles: bedding, cushions, chairs. */
  fabric2: string;
  accent: string;
  accent2: string;
}

export const PALETTES: Record<ArtSpec["color"], Palette> = {
  white: {
    wall: "#f4f1ec",
    feature: "#e7e1d6",
    fabric: "#efe9df",
    fabric2: "#d9d1c3",
    accent: "#c49a6c",
    accent2: "#8fa08e",
  },
  grey: {
    wall: "#dedfe0",
    feature: "#b7bbc0",
    fabric: "#8d939b",
    fabric2: "#c9ccd0",
    accent: "#d9a93f",
    accent2: "#3d4f63",
  },
  navy: {
    wall: "#eceef1",
    feature: "#2d3e5e",
    fabric: "#2f4266",
    fabric2: "#dfe3ea",
    accent: "#d6a13f",
    accent2: "#c46a48",
  },
  pastel: {
    wall: "#f5e6e2",
    feature: "#d5ebe2",
    fabric: "#a9d3c6",
    fabric2: "#f2cdc5",
    accent: "#f0d685",
    accent2: "#c5b6e3",
  },
  black: {
    wall: "#e7e4df",
    feature: "#2a2a2b",
    fabric: "#2e2e30",
    fabric2: "#b9b6b0",
    accent: "#c9a264",
    accent2: "#f2efe9",
  },
  beige: {
    wall: "#ece1cf",
    feature: "#d6c2a3",
    fabric: "#cbb597",
    fabric2: "#f1e8d8",
    accent: "#a3613a",
    accent2: "#6f7d5c",
  },
  brown: {
    wall: "#efe4d5",
    feature: "#8e6041",
    fabric: "#7d4c2f",
    fabric2: "#d8c2a6",
    accent: "#2f5d50",
    accent2: "#d99a4e",
  },
  green: {
    wall: "#e1e9dd",
    feature: "#5d7d60",
    fabric: "#4d7257",
    fabric2: "#ebe4d5",
    accent: "#d3a055",
    accent2: "#b5553c",
  },
  blue: {
    wall: "#e2ecf4",
    feature: "#5884b2",
    fabric: "#497aa9",
    fabric2: "#eef2f5",
    accent: "#e5b25a",
    accent2: "#cf7a58",
  },
};

export type FloorKind = "planks" | "tiles" | "concrete" | "terracotta" | "marble" | "checker";
export type WallFinish = "plain" | "brick" | "wainscot" | "slats" | "arch" | "woodpanel";
export type LegKind = "tapered" | "metal" | "block" | "turned";
export type RugKind = "plain" | "striped" | "bordered" | "jute" | "geometric" | "none";
export type PendantKind = "globe" | "dome" | "rattan" | "bulb" | "lantern" | "cone";
export type ArtKind = "shapes" | "landscape" | "mandala" | "lines" | "botanical" | "sun";

/** Materials and motifs of a design style. */
export interface StyleKit {
  wood: string;
  metal: string;
  floor: FloorKind;
  floorColor: string;
  floorColor2: string;
  wallFinish: WallFinish;
  legs: LegKind;
  /** Cushion corner radius in cm. */
  round: number;
  rug: RugKind;
  pendant: PendantKind;
  art: readonly ArtKind[];
  /** How many plants a room gets (0–3). */
  plants: number;
  beams: boolean;
  /** Colours the style adds on top of the palette (e.g. brass, terracotta). */
  extra: readonly string[];
}

export const STYLE_KITS: Record<ArtSpec["style"], StyleKit> = {
  modern: {
    wood: "#7a5538",
    metal: "#26282b",
    floor: "planks",
    floorColor: "#b48c63",
    floorColor2: "#9f7851",
    wallFinish: "slats",
    legs: "metal",
    round: 4,
    rug: "geometric",
    pendant: "dome",
    art: ["shapes", "lines"],
    plants: 1,
    beams: false,
    extra: ["#26282b", "#c0894f"],
  },
  boho: {
    wood: "#b88657",
    metal: "#a8773f",
    floor: "planks",
    floorColor: "#d3ad80",
    floorColor2: "#c29a6c",
    wallFinish: "arch",
    legs: "tapered",
    round: 8,
    rug: "striped",
    pendant: "rattan",
    art: ["sun", "botanical"],
    plants: 3,
    beams: false,
    extra: ["#c4683f", "#d9a441", "#6b8f71"],
  },
  scandinavian: {
    wood: "#d8b98f",
    metal: "#3a3a3a",
    floor: "planks",
    floorColor: "#e3cfae",
    floorColor2: "#d7c09c",
    wallFinish: "plain",
    legs: "tapered",
    round: 6,
    rug: "plain",
    pendant: "globe",
    art: ["landscape", "shapes"],
    plants: 2,
    beams: false,
    extra: ["#e9e6df", "#9aa89a"],
  },
  minimalist: {
    wood: "#cdb28e",
    metal: "#2f2f2f",
    floor: "concrete",
    floorColor: "#d9d5cf",
    floorColor2: "#cfcac3",
    wallFinish: "plain",
    legs: "block",
    round: 3,
    rug: "none",
    pendant: "cone",
    art: ["lines"],
    plants: 1,
    beams: false,
    extra: ["#f4f2ee"],
  },
  traditional: {
    wood: "#6e3a1f",
    metal: "#c9a24a",
    floor: "checker",
    floorColor: "#9d3b28",
    floorColor2: "#efe3c9",
    wallFinish: "wainscot",
    legs: "turned",
    round: 5,
    rug: "bordered",
    pendant: "lantern",
    art: ["mandala"],
    plants: 1,
    beams: false,
    extra: ["#9e2b25", "#c9a24a", "#1f5a4f"],
  },
  industrial: {
    wood: "#5b3f2b",
    metal: "#1f2022",
    floor: "concrete",
    floorColor: "#a19e99",
    floorColor2: "#918e89",
    wallFinish: "brick",
    legs: "metal",
    round: 3,
    rug: "bordered",
    pendant: "bulb",
    art: ["lines", "shapes"],
    plants: 1,
    beams: false,
    extra: ["#1f2022", "#b5651d"],
  },
  contemporary: {
    wood: "#9a7252",
    metal: "#b8935a",
    floor: "marble",
    floorColor: "#ebe6de",
    floorColor2: "#d9d2c7",
    wallFinish: "slats",
    legs: "metal",
    round: 14,
    rug: "geometric",
    pendant: "globe",
    art: ["shapes", "landscape"],
    plants: 2,
    beams: false,
    extra: ["#b8935a", "#e8ddd0"],
  },
  rustic: {
    wood: "#87583a",
    metal: "#3b3229",
    floor: "planks",
    floorColor: "#9e6e47",
    floorColor2: "#8a5e3b",
    wallFinish: "woodpanel",
    legs: "block",
    round: 6,
    rug: "jute",
    pendant: "rattan",
    art: ["botanical", "landscape"],
    plants: 2,
    beams: true,
    extra: ["#6b4a2f", "#a86b3c", "#5d6b4a"],
  },
};

/** Styles whose windows get curtains. */
export const softStyles = new Set<ArtSpec["style"]>(["boho", "scandinavian", "traditional", "rustic", "contemporary"]);
