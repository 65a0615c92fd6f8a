import type { Random } from "~/lib/random";
import type { ArtSpec } from "../art-url";
import type { Scene } from "./draw";
import type { Palette, StyleKit } from "./style";

/** Everything a room composition needs: the scene, its dimensions and the look. */
export interface Room {
  s: Scene;
  rnd: Random;
  spec: ArtSpec;
  pal: Palette;
  kit: StyleKit;
  /** Width, height and visible depth of the room in cm; the back wall spans x = ±w/2 at z = 0. */
  w: number;
  h: number;
  d: number;
  /** Depth (z) of the floor seen at the bottom of the frame: place foreground pieces before it. */
  reach: number;
  /** The side wall holding the window (-1 left, 1 right). */
  windowSide: -1 | 1;
  /** Evening scenes light the lamps and warm the sky. */
  evening: boolean;
}

/** Room dimensions (cm) and camera distance per space size: bigger rooms show smaller furniture. */
export const ROOM_SIZES: Record<ArtSpec["size"], { w: number; h: number; camera: number }> = {
  compact: { w: 400, h: 285, camera: 640 },
  medium: { w: 480, h: 290, camera: 700 },
  large: { w: 570, h: 300, camera: 780 },
};
