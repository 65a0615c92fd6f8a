import { createRandom } from "~/lib/random";
import { ART_HEIGHT, ART_WIDTH, type ArtSpec } from "../art-url";
import { Scene } from "./draw";
import { ROOM_SIZES, type Room } from "./room";
import { ROOMS } from "./rooms";
import { PALETTES, STYLE_KITS } from "./style";

/** The SVG of one generated interior, drawn at `width` px wide (4:3). A pure function of the spec. */
export function renderArtSvg(spec: ArtSpec, width: number = ART_WIDTH): string {
  const rnd = createRandom(spec.seed ^ 0x9e3779b9);
  const size = ROOM_SIZES[spec.size];
  const w = size.w * rnd.float(0.94, 1.06);
  const camera = size.camera * rnd.float(0.97, 1.04);
  const cy = rnd.float(125, 150);
  // Focal length so the back wall spans ~78% of the frame whatever the room size.
  const f = (ART_WIDTH * 0.78 * camera) / w;
  const oy = rnd.float(500, 545);
  const cx = rnd.float(-0.07, 0.07) * w;
  const windowSide: -1 | 1 = rnd.chance(0.5) ? -1 : 1;
  const scene = new Scene(
    { f, ox: ART_WIDTH / 2, oy, cx, cy, cz: camera },
    // Light comes from the window side, above and in front.
    normalize([windowSide * 0.45, 0.8, 0.5]),
  );
  const room: Room = {
    s: scene,
    rnd,
    spec,
    pal: PALETTES[spec.color],
    kit: STYLE_KITS[spec.style],
    w,
    h: size.h,
    d: camera - 60,
    reach: camera - (f * cy) / (ART_HEIGHT - oy),
    windowSide,
    evening: rnd.chance(0.2),
  };
  ROOMS[spec.room](room);
  if (room.evening) scene.rect(0, 0, ART_WIDTH, ART_HEIGHT, "#3b2a4a", ' opacity="0.12"');
  return scene.toSvg(width, Math.round((width * ART_HEIGHT) / ART_WIDTH), ART_WIDTH, ART_HEIGHT);
}

function normalize([x, y, z]: [number, number, number]): [number, number, number] {
  const len = Math.hypot(x, y, z);
  return [x / len, y / len, z / len];
}
