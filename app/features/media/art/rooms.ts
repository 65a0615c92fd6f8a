import type { ArtSpec } from "../art-url";
import { bathroom } from "./bathroom";
import { mix, shade } from "./color";
import { cushion, floorLamp, pendant, plant, rug, tableLamp, vase, wallArt, wallShelf } from "./decor";
import { fmt } from "./draw";
import {
  armchair,
  bed,
  chair,
  closetBay,
  coffeeTable,
  diningSet,
  legs,
  nightstand,
  sideboard,
  sofa,
} from "./furniture";
import { kidsRoom } from "./kids-room";
import { kitchen } from "./kitchen";
import type { Room } from "./room";
import { drawShell, drawSky, sideWindow } from "./shell";
import { homeOffice, studyRoom } from "./study";
import { softStyles } from "./style";

/** One composition per room type: the shell first, then wall decor, then furniture back to front. */

function livingRoom(room: Room): void {
  const { rnd, w, pal, kit, spec } = room;
  drawShell(room, { windows: [sideWindow(room, softStyles.has(spec.style))] });
  const sofaW = spec.size === "compact" ? 190 : spec.size === "medium" ? 220 : 260;
  const x = rnd.float(-0.07, 0.07) * w;
  if (rnd.chance(0.65)) wallArt(room, x, 168, sofaW * rnd.float(0.45, 0.6), rnd.float(60, 80));
  else {
    wallArt(room, x - sofaW * 0.2, 170, sofaW * 0.3, 70);
    wallArt(room, x + sofaW * 0.2, 160, sofaW * 0.26, 50);
  }
  const freeLeft = x - sofaW / 2 - -w / 2;
  if (spec.size !== "compact" && freeLeft > 110 && rnd.chance(0.6))
    wallShelf(room, -w / 2 + 20, x - sofaW / 2 - 25, 150);
  rug(room, x, 155, sofaW + 70, 180);
  const lampSide = rnd.chance(0.5) ? -1 : 1;
  const edge = x + lampSide * (sofaW / 2 + 32);
  if (spec.style === "minimalist" || rnd.chance(0.5)) floorLamp(room, edge, 35);
  else {
    legs(room, edge - 22, edge + 22, 15, 55, 10);
    room.s.box({ x0: edge - 22, x1: edge + 22, y0: 10, y1: 55, z0: 15, z1: 55 }, kit.wood, { r: 2 });
    tableLamp(room, edge, 55, 35);
  }
  plant(room, x - lampSide * (sofaW / 2 + 40), 40, spec.size === "compact" ? 110 : 140);
  const front = sofa(room, x, 6, sofaW, pal.fabric, {
    chaise: spec.size === "large" && rnd.chance(0.6) ? (rnd.chance(0.5) ? -1 : 1) : undefined,
  });
  coffeeTable(room, x + rnd.float(-15, 15), front + 55, spec.size === "compact" ? 85 : 110, 55);
  if (spec.size !== "compact") {
    const side = rnd.chance(0.5) ? -1 : 1;
    armchair(room, side * (w / 2 - 60), front + 40, mix(pal.fabric2, pal.accent, 0.25));
  }
  if (spec.style === "boho" || spec.style === "traditional") {
    const [cx, cy] = room.s.p(x + sofaW * 0.4, 22, front + 95);
    const k = room.s.scale(front + 95);
    room.s.ellipse(cx, cy, 26 * k, 12 * k, kit.extra[1] ?? pal.accent);
    room.s.ellipse(cx, cy - 5 * k, 24 * k, 8 * k, shade(kit.extra[1] ?? pal.accent, 0.12));
  }
  if (kit.pendant !== "cone" && rnd.chance(0.6)) pendant(room, x, front + 60, room.h - 70);
}

function bedroom(room: Room): void {
  const { rnd, w, pal, spec } = room;
  drawShell(room, { windows: [sideWindow(room, true)] });
  const bedW = spec.size === "compact" ? 150 : 175;
  const x = rnd.float(-0.06, 0.06) * w;
  wallArt(room, x, 182, bedW * rnd.float(0.5, 0.75), rnd.float(50, 70));
  if (spec.size === "large" && rnd.chance(0.6))
    wallShelf(room, -room.windowSide * (w / 2 - 20) - 60, -room.windowSide * (w / 2 - 20) + 60, 165);
  rug(room, x, 190, bedW + 110, 170);
  nightstand(room, x - bedW / 2 - 34, 4);
  nightstand(room, x + bedW / 2 + 34, 4);
  if (spec.size !== "compact") plant(room, -room.windowSide * (w / 2 - 35), 50, 130);
  if (spec.size === "large") floorLamp(room, room.windowSide * (w / 2 - 45), 70);
  const front = bed(room, x, bedW, 205);
  if (spec.size === "large") {
    const bench = mix(pal.fabric, pal.accent, 0.3);
    legs(room, x - bedW / 2 + 15, x + bedW / 2 - 15, front + 12, front + 52, 14);
    room.s.box(
      { x0: x - bedW / 2 + 15, x1: x + bedW / 2 - 15, y0: 14, y1: 46, z0: front + 12, z1: front + 52 },
      bench,
      {
        r: 6,
      },
    );
  }
  if (spec.size === "large") {
    const side = -room.windowSide;
    armchair(room, side * (w / 2 - 55), Math.min(front + 20, room.reach - 90), mix(pal.fabric2, pal.accent, 0.3));
  }
}

function diningRoom(room: Room): void {
  const { rnd, w, spec } = room;
  drawShell(room, { windows: [sideWindow(room, softStyles.has(spec.style))] });
  const seats = spec.size === "compact" ? 4 : spec.size === "medium" ? 6 : 8;
  const x = rnd.float(-0.05, 0.05) * w;
  const zc = Math.min(200, room.reach * 0.6);
  const sbW = spec.size === "compact" ? 130 : 170;
  if (rnd.chance(0.5)) wallArt(room, x, 142, sbW * 0.6, 48);
  else {
    wallArt(room, x - sbW * 0.22, 145, sbW * 0.3, 46);
    wallArt(room, x + sbW * 0.22, 145, sbW * 0.3, 46);
  }
  sideboard(room, x, sbW);
  plant(room, -room.windowSide * (w / 2 - 40), 40, 130);
  rug(room, x, zc, Math.min(w - 40, 70 * Math.ceil(seats / 2) + 180), 230);
  diningSet(room, x, zc, seats);
  const lamps = seats >= 8 ? 3 : seats >= 6 && rnd.chance(0.5) ? 2 : 1;
  for (let i = 0; i < lamps; i++) pendant(room, x + (i - (lamps - 1) / 2) * 75, zc, 185);
}

function walkInCloset(room: Room): void {
  const { rnd, w, pal, kit, spec, s } = room;
  drawShell(room, { windows: spec.size === "large" ? [sideWindow(room, true)] : [] });
  const bays = Math.max(3, Math.round(w / 110));
  const bw = (w - 20) / bays;
  const kinds: ("hang" | "shelves" | "drawers")[] = ["hang", "shelves", "hang", "drawers", "hang"];
  const offset = rnd.int(0, 1);
  for (let i = 0; i < bays; i++)
    closetBay(room, -w / 2 + 10 + i * bw, -w / 2 + 10 + (i + 1) * bw - 2, kinds[(i + offset) % kinds.length]);
  // Tall units along the wall without a window.
  const side = spec.size === "large" ? -room.windowSide : rnd.chance(0.5) ? -1 : 1;
  const x0 = side < 0 ? -w / 2 : w / 2 - 58;
  const carcass = spec.style === "traditional" || spec.style === "rustic" ? kit.wood : shade(pal.fabric2, 0.1);
  const unit = { x0, x1: x0 + 58, y0: 0, y1: room.h - 20, z0: 60, z1: 300 };
  s.box(unit, carcass);
  const faceX = side < 0 ? unit.x1 + 0.2 : unit.x0 - 0.2;
  for (let z = 60; z <= 300; z += 60)
    s.line3([faceX, 4, z], [faceX, unit.y1 - 4, z], "#000", 1.2, ' stroke-opacity="0.25"');
  for (let z = 90; z < 300; z += 60) s.line3([faceX, 100, z - 3], [faceX, 130, z - 3], kit.metal, 2.2);
  rug(room, 0, 190, 160, 130, spec.style === "boho" || spec.style === "rustic" ? "jute" : "plain");
  // Centre island of drawers with a jewellery tray and a bag.
  const iw = spec.size === "compact" ? 90 : 130;
  s.shadow(-iw / 2, iw / 2, 160, 220, 0.3, 8);
  s.box({ x0: -iw / 2, x1: iw / 2, y0: 0, y1: 88, z0: 160, z1: 220 }, carcass);
  for (let y = 10; y < 80; y += 25) s.rect3(-iw / 2 + 4, iw / 2 - 4, y, y + 1, 220.2, shade(carcass, -0.3));
  s.box(
    { x0: -iw / 2 - 2, x1: iw / 2 + 2, y0: 88, y1: 92, z0: 158, z1: 222 },
    spec.style === "modern" || spec.style === "contemporary" ? "#ece8e1" : shade(kit.wood, 0.05),
  );
  s.box({ x0: -iw / 4 - 14, x1: -iw / 4 + 14, y0: 92, y1: 112, z0: 178, z1: 192 }, pal.accent, { r: 4 });
  s.path(
    (() => {
      const [a, b] = s.p(-iw / 4 - 8, 112, 185);
      const [c] = s.p(-iw / 4 + 8, 112, 185);
      return `M${fmt(a)},${fmt(b)} Q${fmt((a + c) / 2)},${fmt(b - 16 * s.scale(185))} ${fmt(c)},${fmt(b)}`;
    })(),
    "none",
    ` stroke="${shade(pal.accent, -0.3)}" stroke-width="${fmt(1.4 * s.scale(185))}"`,
  );
  vase(room, iw / 4, 92, 190, 26);
  pendant(room, 0, 190, 195);
}

function balcony(room: Room): void {
  const { rnd, w, h, pal, kit, spec, s } = room;
  const L = -w / 2;
  const R = w / 2;
  // The back is open: sky and the city behind a parapet and railing.
  const [sx0, sy0] = s.p(L, h, 0);
  const [sx1, sy1] = s.p(R, 0, 0);
  drawShell(room, { windows: [], openBack: true });
  drawSky(room, [
    [sx0, sy0],
    [sx1, sy0],
    [sx1, sy1],
    [sx0, sy1],
  ]);
  s.box({ x0: L, x1: R, y0: 0, y1: 35, z0: -12, z1: 0 }, shade(pal.wall, -0.06));
  const glass = spec.style === "modern" || spec.style === "contemporary" || spec.style === "minimalist";
  if (glass) {
    s.rect3(L, R, 35, 105, 0, "#d6e8ee", 0, ' opacity="0.35"');
    for (let x = L; x <= R; x += 120) s.line3([x, 35, 0], [x, 105, 0], kit.metal, 2);
  } else {
    for (let x = L + 6; x < R; x += 12) s.line3([x, 35, 0], [x, 100, 0], kit.metal, 1.6);
  }
  s.box(
    { x0: L, x1: R, y0: 100, y1: 106, z0: -6, z1: 2 },
    glass ? kit.metal : spec.style === "traditional" ? kit.wood : kit.metal,
  );
  // Planters on the parapet.
  for (let x = L + 35; x < R - 20; x += rnd.float(70, 110)) plant(room, x, -6, rnd.float(40, 70), 35);
  // String lights.
  const [lx0, ly0] = s.p(L, h - 25, 40);
  const [lx1, ly1] = s.p(R, h - 25, 40);
  const midX = (lx0 + lx1) / 2;
  const midY = Math.max(ly0, ly1) + 60 * s.scale(40);
  s.path(
    `M${fmt(lx0)},${fmt(ly0)} Q${fmt(midX)},${fmt(midY + 30 * s.scale(40))} ${fmt(lx1)},${fmt(ly1)}`,
    "none",
    ' stroke="#3a3a3a" stroke-width="1.2"',
  );
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const bx = (1 - t) ** 2 * lx0 + 2 * (1 - t) * t * midX + t * t * lx1;
    const by = (1 - t) ** 2 * ly0 + 2 * (1 - t) * t * (midY + 30 * s.scale(40)) + t * t * ly1;
    s.ellipse(bx, by + 5, 14, 14, s.glow("#ffd27a", room.evening ? 0.8 : 0.35));
    s.ellipse(bx, by + 5, 3.2, 4, "#ffe6a8");
  }
  rug(room, 0, 170, w * 0.55, 150, kit.rug === "none" ? "plain" : kit.rug);
  if (spec.style === "traditional" || (spec.style === "boho" && rnd.chance(0.5))) {
    // A wooden jhoola (swing) hung from the ceiling.
    const sw = 150;
    for (const x of [-sw / 2 + 8, sw / 2 - 8])
      s.line3([x, h, 120], [x, 45, 120], spec.style === "traditional" ? kit.metal : "#8a6a44", 1.6);
    s.shadow(-sw / 2, sw / 2, 100, 140, 0.22, 10);
    s.box({ x0: -sw / 2, x1: sw / 2, y0: 40, y1: 46, z0: 100, z1: 140 }, kit.wood);
    s.box({ x0: -sw / 2, x1: sw / 2, y0: 46, y1: 95, z0: 100, z1: 104 }, kit.wood, { r: 3 });
    cushion(room, -30, 62, 112, 34, pal.accent);
    cushion(room, 25, 62, 112, 34, kit.extra[0]);
  } else {
    chair(room, -70, 150, 1, spec.style === "boho" ? "#c9a16a" : pal.fabric);
    chair(room, 70, 150, 1, spec.style === "boho" ? "#c9a16a" : pal.fabric);
    s.shadow(-25, 25, 140, 180, 0.24, 5);
    s.cylinder(0, 160, 5, 0, 52, kit.metal, 5);
    s.cylinder(0, 160, 28, 52, 56, spec.style === "industrial" ? kit.wood : "#efeae2");
    s.cylinder(-6, 160, 4, 56, 66, "#f1ede6");
  }
  plant(room, L + 45, 190, 120);
  plant(room, R - 45, 210, 95);
}

export const ROOMS: Record<ArtSpec["room"], (room: Room) => void> = {
  living_room: livingRoom,
  bedroom,
  kitchen,
  bathroom,
  dining_room: diningRoom,
  home_office: homeOffice,
  balcony,
  kids_room: kidsRoom,
  walk_in_closet: walkInCloset,
  study_room: studyRoom,
};
