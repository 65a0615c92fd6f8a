import type { ArtSpec } from "../art-url";
import { mix, shade } from "./color";
import { books, cushion, floorLamp, pendant, plant, rug, tableLamp, vase, wallArt, wallShelf } from "./decor";
import { fmt } from "./draw";
import {
  armchair,
  bed,
  bookcase,
  type CounterRun,
  cabinetDoors,
  chair,
  closetBay,
  coffeeTable,
  counterBox,
  diningSet,
  legs,
  nightstand,
  sideboard,
  sofa,
  stool,
} from "./furniture";
import type { Room } from "./room";
import { drawShell, drawSky, drawWindow, nearZ, type WindowSpec } from "./shell";

/** One composition per room type: the shell first, then wall decor, then furniture back to front. */

function sideWindow(room: Room, curtains = true): WindowSpec {
  const a0 = room.rnd.float(60, 110);
  return { wall: "side", a0, a1: a0 + room.rnd.float(130, 180), y0: 80, y1: Math.min(room.h - 45, 235), curtains };
}

const softStyles = new Set<ArtSpec["style"]>(["boho", "scandinavian", "traditional", "rustic", "contemporary"]);

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

function kitchen(room: Room): void {
  const { rnd, w, h, pal, kit, spec } = room;
  const layout = spec.layout ?? "l_shaped";
  const L = -w / 2;
  const R = w / 2;
  const cabinet =
    spec.style === "traditional" || spec.style === "rustic"
      ? kit.wood
      : spec.style === "scandinavian" || spec.style === "minimalist" || spec.color === "white"
        ? "#f1eee8"
        : pal.fabric;
  const counterTop =
    spec.style === "industrial" || spec.style === "traditional"
      ? "#2e2f31"
      : spec.style === "scandinavian" || spec.style === "rustic" || spec.style === "boho"
        ? shade(kit.wood, 0.12)
        : "#ece8e1";
  const handle = kit.legs === "metal" ? kit.metal : spec.style === "traditional" ? kit.metal : "#b8935a";
  const runs: CounterRun[] = [];
  let backFrom = L;
  let backTo = R;
  let sinkX = 0;
  const windows: WindowSpec[] = [];
  switch (layout) {
    case "l_shaped":
      backTo = L + w * rnd.float(0.68, 0.8);
      runs.push({ wall: "left", from: 62, to: 240 });
      break;
    case "u_shaped":
      runs.push({ wall: "left", from: 62, to: 220 }, { wall: "right", from: 62, to: 220 });
      break;
    case "galley":
      backFrom = backTo = 0;
      runs.push({ wall: "left", from: 0, to: 320 }, { wall: "right", from: 0, to: 320 });
      break;
    case "island":
      backFrom = L + 20;
      backTo = R - 20;
      break;
    case "peninsula":
      backTo = R - 40;
      break;
    case "open_plan":
      backTo = L + w * 0.58;
      break;
  }
  if (layout === "galley") {
    windows.push({ wall: "back", a0: -w * 0.28, a1: w * 0.28, y0: 95, y1: h - 50, curtains: false });
  } else {
    sinkX = (backFrom + backTo) / 2 + rnd.float(-0.15, 0.15) * (backTo - backFrom);
    windows.push({ wall: "back", a0: sinkX - 55, a1: sinkX + 55, y0: 110, y1: 210, curtains: false });
    if (layout === "open_plan") windows.push(sideWindow(room, softStyles.has(spec.style)));
  }
  drawShell(room, { windows: layout === "galley" ? windows : [] });
  // Backsplash behind the back run, then the window over the sink.
  const backRun: CounterRun | null = backTo > backFrom ? { wall: "back", from: backFrom, to: backTo } : null;
  if (backRun) backsplash(room, backFrom, backTo);
  // Windows go on after the backsplash so the tiles don't paint over them.
  if (layout !== "galley") for (const win of windows) drawWindow(room, win);
  if (backRun) {
    const hobX = sinkX + (sinkX - backFrom > backTo - sinkX ? -1 : 1) * Math.min(110, (backTo - backFrom) * 0.3);
    upperCabinets(room, backRun, cabinet, handle, [sinkX - 60, sinkX + 60], [hobX - 45, hobX + 45]);
    lowerRun(room, backRun, cabinet, counterTop, handle);
    sink(room, sinkX, 30);
    hob(room, hobX);
    counterClutter(room, backFrom, backTo, [sinkX, hobX]);
    if (layout === "open_plan" || layout === "l_shaped") fridge(room, backTo, cabinet);
  }
  for (const run of runs) {
    upperCabinets(room, run, cabinet, handle);
    lowerRun(room, run, cabinet, counterTop, handle);
    if (layout === "galley") {
      const z = run.wall === "left" ? 140 : 200;
      if (run.wall === "left") hobSide(room, run, z);
      else plant(room, R - 30, 90, 34, 92);
    }
  }
  if (layout === "galley") rug(room, 0, 200, 90, 200, "striped");
  if (layout === "island") {
    const iw = Math.min(w * 0.5, 240);
    const z0 = Math.min(190, Math.max(130, room.reach * 0.5));
    island(room, -iw / 2, iw / 2, z0, z0 + 85, cabinet, counterTop);
    for (let i = 0; i < Math.round(iw / 70); i++) stool(room, -iw / 2 + 35 + i * 70, z0 + 110);
    for (const px of [-iw / 4, iw / 4]) pendant(room, px, z0 + 45, 170);
  }
  if (layout === "peninsula") {
    const x1 = backTo;
    const z1 = Math.min(230, room.reach - 20);
    island(room, x1 - 95, x1, 62, z1, cabinet, counterTop);
    for (let z = 100; z < z1; z += 60) stool(room, x1 - 125, z);
    pendant(room, x1 - 50, (62 + z1) / 2, 175);
  }
  if (layout === "open_plan") {
    const tx = R - 115;
    const tz = Math.min(175, room.reach * 0.55);
    diningSet(room, tx, tz, 2);
    pendant(room, tx, tz, 165);
  }
}

function backsplash(room: Room, x0: number, x1: number): void {
  const { s, spec, rnd, pal } = room;
  const y0 = 90;
  const y1 = 150;
  const k = s.scale(0);
  const [sx0, sy0] = s.p(x0, y1, 0);
  const [sx1, sy1] = s.p(x1, y0, 0);
  const zellige = spec.style === "boho" || spec.style === "contemporary";
  const tile =
    spec.style === "industrial" || spec.color === "black"
      ? "#2b2c2e"
      : zellige
        ? mix(pal.feature, pal.accent2, 0.3)
        : spec.style === "traditional"
          ? "#e9dcc0"
          : "#f4f2ee";
  const tw = (zellige ? 10 : 15) * k;
  const th = (zellige ? 10 : 7.5) * k;
  const id = s.def(`tile${tile}${fmt(k)}${zellige}`, (pid) => {
    let cells = "";
    for (let row = 0; row < 2; row++) {
      for (let col = -1; col < 3; col++) {
        const x = col * tw + (row % 2 && !zellige ? tw / 2 : 0);
        const tone = zellige ? shade(tile, ((row * 3 + col) % 4) * 0.04 - 0.05) : tile;
        cells += `<rect x="${fmt(x + 0.6)}" y="${fmt(row * th + 0.6)}" width="${fmt(tw - 1.2)}" height="${fmt(th - 1.2)}" fill="${tone}"/>`;
      }
    }
    return `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${fmt(tw * 2)}" height="${fmt(th * 2)}"><rect width="${fmt(tw * 2)}" height="${fmt(th * 2)}" fill="${shade(tile, -0.15)}"/>${cells}</pattern>`;
  });
  s.rect(sx0, sy0, sx1 - sx0, sy1 - sy0, `url(#${id})`);
  if (spec.style === "traditional") {
    // A painted border of small motifs, like hand-painted Athangudi tiles.
    for (let x = x0 + 7; x < x1; x += 14) {
      const [cx, cy] = s.p(x, 120, 0);
      s.add(
        `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(4 * k)}" fill="#1f5a4f"/><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(1.8 * k)}" fill="#c9a24a"/>`,
      );
    }
  }
  if (rnd.chance(0.3)) s.rect(sx0, sy0, sx1 - sx0, sy1 - sy0, s.vgrad("#ffffff", "#000000"), ' opacity="0.06"');
}

function upperCabinets(room: Room, run: CounterRun, color: string, handle: string, ...gaps: [number, number][]): void {
  const { s, spec, kit, h } = room;
  const open =
    spec.style === "boho" || spec.style === "rustic" || spec.style === "industrial" || spec.style === "scandinavian";
  const segments: [number, number][] = [];
  let start = run.from;
  const sorted = gaps.filter((g) => g.length === 2 && run.wall === "back").sort((a, b) => a[0] - b[0]);
  for (const [g0, g1] of sorted) {
    if (g0 > start) segments.push([start, Math.min(g0, run.to)]);
    start = Math.max(start, g1);
  }
  if (start < run.to) segments.push([start, run.to]);
  for (const [a, b] of segments) {
    if (b - a < 25) continue;
    const seg: CounterRun = { ...run, from: a, to: b };
    if (open && run.wall === "back") {
      for (const y of [160, 200]) {
        s.box(counterBox(room, seg, y - 3, y, 26), kit.wood);
        const items = Math.floor((b - a) / 22);
        for (let i = 0; i < items; i++) {
          const x = a + 10 + i * 22;
          if (room.rnd.chance(0.55))
            s.cylinder(
              x,
              13,
              6,
              y,
              y + room.rnd.float(10, 18),
              room.rnd.pick(["#f1ede6", "#c0714a", "#d9d4cc", "#8fa08e"]),
            );
          else if (room.rnd.chance(0.4)) plant(room, x, 13, 22, y);
        }
      }
      continue;
    }
    const top = Math.min(h - 15, 225);
    const box = counterBox(room, seg, 150, top, 35);
    s.box(box, color);
    cabinetDoors(room, seg, box, 50, handle);
  }
}

function lowerRun(room: Room, run: CounterRun, color: string, top: string, handle: string): void {
  const { s } = room;
  const plinth = counterBox(room, run, 0, 10, 55);
  s.box(plinth, shade(color, -0.35));
  const body = counterBox(room, run, 10, 88, 60);
  s.box(body, color);
  cabinetDoors(room, run, body, 50, handle);
  s.box(counterBox(room, run, 88, 92, 63), top);
}

function island(room: Room, x0: number, x1: number, z0: number, z1: number, color: string, top: string): void {
  const { s } = room;
  s.shadow(x0, x1, z0, z1, 0.3, 10);
  s.box({ x0: x0 + 4, x1: x1 - 4, y0: 0, y1: 10, z0: z0 + 4, z1: z1 - 4 }, shade(color, -0.35));
  s.box({ x0, x1, y0: 10, y1: 88, z0, z1 }, color);
  s.box({ x0: x0 - 3, x1: x1 + 3, y0: 88, y1: 92, z0: z0 - 3, z1: z1 + 3 }, top);
  vase(room, (x0 + x1) / 2, 92, (z0 + z1) / 2, 30);
}

function sink(room: Room, x: number, z: number): void {
  const { s, kit } = room;
  s.poly3(
    [
      [x - 30, 92.2, z - 18],
      [x + 30, 92.2, z - 18],
      [x + 30, 92.2, z + 18],
      [x - 30, 92.2, z + 18],
    ],
    "#8d9094",
  );
  s.poly3(
    [
      [x - 27, 92.3, z - 15],
      [x + 27, 92.3, z - 15],
      [x + 27, 92.3, z + 15],
      [x - 27, 92.3, z + 15],
    ],
    "#5d6064",
  );
  const [bx, by] = s.p(x, 92, 8);
  const k = s.scale(8);
  s.path(
    `M${fmt(bx)},${fmt(by)} L${fmt(bx)},${fmt(by - 26 * k)} Q${fmt(bx)},${fmt(by - 34 * k)} ${fmt(bx + 8 * k)},${fmt(by - 32 * k)} L${fmt(bx + 12 * k)},${fmt(by - 24 * k)}`,
    "none",
    ` stroke="${kit.legs === "metal" ? "#3a3a3a" : "#b8935a"}" stroke-width="${fmt(2.2 * k)}" stroke-linecap="round"`,
  );
}

function hob(room: Room, x: number): void {
  const { s, kit, h } = room;
  s.poly3(
    [
      [x - 32, 92.3, 8],
      [x + 32, 92.3, 8],
      [x + 32, 92.3, 52],
      [x - 32, 92.3, 52],
    ],
    "#1d1e20",
  );
  for (const [dx, dz] of [
    [-16, 20],
    [16, 20],
    [-16, 40],
    [16, 40],
  ]) {
    s.flatEllipse(x + dx, 92.4, dz, 7, 7, "none", ` stroke="#4a4c50" stroke-width="2"`);
  }
  const hood = kit.legs === "metal" ? kit.metal : "#c9ccce";
  s.box({ x0: x - 14, x1: x + 14, y0: 170, y1: h, z0: 0, z1: 26 }, hood);
  s.box({ x0: x - 45, x1: x + 45, y0: 155, y1: 172, z0: 0, z1: 52 }, hood);
}

function hobSide(room: Room, run: CounterRun, z: number): void {
  const { s } = room;
  const x0 = run.wall === "left" ? -room.w / 2 + 6 : room.w / 2 - 56;
  s.poly3(
    [
      [x0, 92.3, z - 30],
      [x0 + 50, 92.3, z - 30],
      [x0 + 50, 92.3, z + 30],
      [x0, 92.3, z + 30],
    ],
    "#1d1e20",
  );
}

function counterClutter(room: Room, from: number, to: number, avoid: number[]): void {
  const { rnd, pal, s } = room;
  const spots: number[] = [];
  for (let x = from + 20; x < to - 20; x += 28) if (avoid.every((a) => Math.abs(a - x) > 48)) spots.push(x);
  for (const x of rnd.sample(spots, Math.min(spots.length, rnd.int(2, 4)))) {
    const pick = rnd.int(0, 3);
    if (pick === 0) {
      for (let i = 0; i < 3; i++)
        s.cylinder(x - 8 + i * 8, 18, 3.5, 92, 92 + rnd.float(12, 20), rnd.pick(["#f1ede6", "#d9d4cc", pal.accent]));
    } else if (pick === 1) plant(room, x, 25, 32, 92);
    else if (pick === 2) {
      s.box({ x0: x - 15, x1: x + 15, y0: 92, y1: 94, z0: 6, z1: 34 }, "#c99a63", { r: 2 });
      s.box({ x0: x - 13, x1: x + 13, y0: 94, y1: 130, z0: 3, z1: 6 }, "#c99a63", { r: 6 });
    } else {
      s.flatEllipse(x, 92.3, 30, 14, 12, "#e9e3d8");
      for (let i = 0; i < 4; i++) {
        const [fx, fy] = s.p(x - 6 + i * 4, 96, 30);
        s.ellipse(fx, fy, 4 * s.scale(30), 4 * s.scale(30), rnd.pick(["#e5a33b", "#c8452c", "#86a84e"]));
      }
    }
  }
}

function fridge(room: Room, x0: number, cabinet: string): void {
  const { s, w } = room;
  const x1 = Math.min(w / 2, x0 + 72);
  if (x1 - x0 < 50) return;
  const color = room.rnd.chance(0.5) ? "#c9ccce" : cabinet;
  s.box({ x0: x0 + 1, x1, y0: 0, y1: 200, z0: 0, z1: 66 }, color, { r: 1.5 });
  s.rect3(x0 + 1, x1, 128, 129, 66.2, shade(color, -0.3));
  s.rect3(x0 + 6, x0 + 8, 95, 125, 66.4, "#7d8084", 1);
  s.rect3(x0 + 6, x0 + 8, 134, 160, 66.4, "#7d8084", 1);
}

function bathroom(room: Room): void {
  const { rnd, w, h, pal, kit, spec, s } = room;
  drawShell(room, { windows: [], floor: kit.floor === "planks" ? "tiles" : kit.floor, finish: "plain" });
  tileWalls(room, spec.style === "minimalist" || spec.style === "scandinavian" ? 125 : h);
  drawWindow(room, { ...sideWindow(room, false), y0: 130, y1: Math.min(h - 40, 215) });
  const vanityLeft = rnd.chance(0.5);
  const vw = spec.size === "compact" ? 90 : spec.size === "medium" ? 120 : 160;
  const vx = vanityLeft ? -w / 2 + vw / 2 + 25 : w / 2 - vw / 2 - 25;
  // A feature panel of palette-coloured tiles behind the vanity.
  const panel = mix(pal.feature, pal.fabric, 0.3);
  s.rect3(vx - vw / 2 - 12, vx + vw / 2 + 12, 0, h, 0.3, panel);
  for (let y = 10; y < h; y += 10)
    s.line3([vx - vw / 2 - 12, y, 0.4], [vx + vw / 2 + 12, y, 0.4], shade(panel, -0.1), 1);
  for (let x = vx - vw / 2 - 12 + 20; x < vx + vw / 2 + 12; x += 20)
    s.line3([x, 0, 0.4], [x, h, 0.4], shade(panel, -0.1), 1);
  // Mirror and lights.
  const round = softStyles.has(spec.style);
  const [mx0, my0] = s.p(vx - vw * 0.32, 200, 0.5);
  const [mx1, my1] = s.p(vx + vw * 0.32, 120, 0.5);
  const frame =
    spec.style === "traditional" || spec.style === "contemporary"
      ? kit.metal
      : spec.style === "boho"
        ? "#c9a16a"
        : "#2a2a2a";
  const mirrorFill = s.vgrad("#e9eef0", "#b9c4c8");
  const k = s.scale(0);
  if (round) {
    const r = (mx1 - mx0) / 2;
    s.path(
      `M${fmt(mx0)},${fmt(my1)} L${fmt(mx0)},${fmt(my0 + r)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(mx1)},${fmt(my0 + r)} L${fmt(mx1)},${fmt(my1)}Z`,
      mirrorFill,
      ` stroke="${frame}" stroke-width="${fmt(3 * k)}"`,
    );
  } else
    s.rect(
      mx0,
      my0,
      mx1 - mx0,
      my1 - my0,
      mirrorFill,
      ` rx="${fmt(4 * k)}" stroke="${frame}" stroke-width="${fmt(2.5 * k)}"`,
    );
  s.path(
    `M${fmt(mx0 + (mx1 - mx0) * 0.2)},${fmt(my1)} L${fmt(mx0 + (mx1 - mx0) * 0.55)},${fmt(my0 + (my1 - my0) * 0.25)} L${fmt(mx0 + (mx1 - mx0) * 0.7)},${fmt(my0 + (my1 - my0) * 0.25)} L${fmt(mx0 + (mx1 - mx0) * 0.35)},${fmt(my1)}Z`,
    "#ffffff",
    ' opacity="0.25"',
  );
  for (const dx of [-vw * 0.42, vw * 0.42]) {
    const [lx, ly] = s.p(vx + dx, 175, 6);
    s.ellipse(lx, ly, 40 * k, 40 * k, s.glow("#ffe4a8", 0.5));
    s.rect(lx - 3 * k, ly - 10 * k, 6 * k, 20 * k, "#fff6e0", ` rx="${fmt(3 * k)}"`);
  }
  // Vanity.
  const wallHung = spec.style === "modern" || spec.style === "minimalist" || spec.style === "contemporary";
  const body =
    spec.style === "traditional" || spec.style === "rustic" || spec.style === "boho" || spec.style === "scandinavian"
      ? kit.wood
      : pal.fabric;
  s.shadow(vx - vw / 2, vx + vw / 2, 0, 50, wallHung ? 0.12 : 0.25, 8);
  if (!wallHung) legs(room, vx - vw / 2, vx + vw / 2, 0, 50, 20);
  s.box({ x0: vx - vw / 2, x1: vx + vw / 2, y0: wallHung ? 35 : 20, y1: 80, z0: 0, z1: 50 }, body, { r: 1 });
  s.rect3(vx - vw / 2 + 3, vx + vw / 2 - 3, 56, 57, 50.2, shade(body, -0.28));
  s.box({ x0: vx - vw / 2 - 2, x1: vx + vw / 2 + 2, y0: 80, y1: 84, z0: 0, z1: 53 }, "#efebe4");
  s.flatEllipse(vx, 84.2, 26, 22, 15, "#d4d8da");
  s.flatEllipse(vx, 84.3, 26, 18, 11, "#f7f7f5");
  const [tx, ty] = s.p(vx, 84, 6);
  const tk = s.scale(6);
  s.path(
    `M${fmt(tx)},${fmt(ty)} L${fmt(tx)},${fmt(ty - 22 * tk)} Q${fmt(tx)},${fmt(ty - 28 * tk)} ${fmt(tx + 6 * tk)},${fmt(ty - 26 * tk)} L${fmt(tx + 9 * tk)},${fmt(ty - 19 * tk)}`,
    "none",
    ` stroke="${frame === "#2a2a2a" ? "#2a2a2a" : "#b8935a"}" stroke-width="${fmt(2 * tk)}" stroke-linecap="round"`,
  );
  plant(room, vx + (vanityLeft ? 1 : -1) * (vw / 2 - 14), 22, 30, 84);
  // Bathtub on the other side.
  const tubW = spec.size === "compact" ? 150 : 170;
  const tubX = vanityLeft ? w / 2 - tubW / 2 - 20 : -w / 2 + tubW / 2 + 20;
  if (spec.size !== "compact" || rnd.chance(0.5)) {
    s.shadow(tubX - tubW / 2, tubX + tubW / 2, 10, 85, 0.25, 8);
    const tubColor = spec.style === "industrial" || spec.color === "black" ? "#2b2c2e" : "#fbfaf7";
    s.box({ x0: tubX - tubW / 2, x1: tubX + tubW / 2, y0: 8, y1: 58, z0: 10, z1: 85 }, tubColor, { r: 22 });
    s.flatEllipse(tubX, 58.2, 47, tubW / 2 - 8, 28, "#e4eef1");
    if (kit.legs === "turned" || spec.style === "traditional")
      legs(room, tubX - tubW / 2 + 8, tubX + tubW / 2 - 8, 14, 80, 8, kit.metal);
    // Towels on a ladder by the tub.
    const lx = tubX + (vanityLeft ? -1 : 1) * (tubW / 2 + 22);
    ladder(room, lx, [pal.fabric2, pal.accent]);
  } else {
    // Walk-in shower with glass screen.
    const gx = vanityLeft ? w / 2 - 110 : -w / 2 + 110;
    s.flatEllipse(gx + (vanityLeft ? 55 : -55), 0.5, 60, 10, 10, "#9aa2a6");
    const [hx, hy] = s.p(gx + (vanityLeft ? 55 : -55), 215, 30);
    s.ellipse(hx, hy, 14 * s.scale(30), 4 * s.scale(30), "#9aa2a6");
    s.poly3(
      [
        [gx, 0, 0],
        [gx, 200, 0],
        [gx, 200, 110],
        [gx, 0, 110],
      ],
      "#d7ecf2",
      ' opacity="0.35" stroke="#8fa3aa" stroke-width="2"',
    );
  }
  rug(room, vx, 90, vw * 0.7, 55, "plain");
}

function ladder(room: Room, x: number, towels: string[]): void {
  const { s, kit } = room;
  const wood = kit.wood;
  s.line3([x - 18, 0, 40], [x - 18, 170, 6], wood, 3);
  s.line3([x + 18, 0, 40], [x + 18, 170, 6], wood, 3);
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    s.line3([x - 18, 170 * t, 40 - 34 * t], [x + 18, 170 * t, 40 - 34 * t], wood, 2.4);
  }
  towels.forEach((c, i) => {
    const y = 120 - i * 50;
    const z = 40 - 34 * (y / 170);
    s.box({ x0: x - 16, x1: x + 16, y0: y - 38, y1: y + 2, z0: z - 1, z1: z + 3 }, c, { r: 3 });
  });
}

function tileWalls(room: Room, upTo: number): void {
  const { s, spec, pal, w, kit } = room;
  const tile =
    spec.style === "industrial"
      ? "#6f7174"
      : spec.style === "boho"
        ? mix(pal.feature, kit.extra[0], 0.3)
        : spec.style === "traditional"
          ? "#e6d7b8"
          : spec.style === "contemporary" || spec.style === "modern"
            ? mix(pal.wall, "#ffffff", 0.4)
            : mix(pal.feature, "#ffffff", 0.55);
  const tw = spec.style === "modern" || spec.style === "contemporary" ? 60 : 20;
  const th =
    spec.style === "modern" || spec.style === "contemporary"
      ? 120
      : spec.style === "scandinavian" || spec.style === "minimalist"
        ? 10
        : 20;
  const top = Math.min(upTo, room.h);
  s.rect3(-w / 2, w / 2, 0, top, 0, tile);
  const grout = shade(tile, -0.12);
  for (let y = th; y < top; y += th) s.line3([-w / 2, y, 0.1], [w / 2, y, 0.1], grout, 1);
  for (let x = -w / 2 + tw; x < w / 2; x += tw) s.line3([x, 0, 0.1], [x, top, 0.1], grout, 1, ' opacity="0.7"');
  for (const x of [-w / 2 + 0.1, w / 2 - 0.1]) {
    s.poly3(
      [
        [x, 0, 0],
        [x, top, 0],
        [x, top, nearZ(room)],
        [x, 0, nearZ(room)],
      ],
      shade(tile, x < 0 ? -0.08 : -0.04),
    );
    for (let y = th; y < top; y += th) s.line3([x, y, 0], [x, y, nearZ(room)], grout, 1);
  }
  if (spec.style === "contemporary" || spec.style === "modern") {
    for (let v = 0; v < 4; v++) {
      const [ax, ay] = s.p(-w / 2 + room.rnd.float(0, w), room.rnd.float(40, top), 0.2);
      s.path(
        `M${fmt(ax)},${fmt(ay)} q${fmt(room.rnd.float(40, 120))},${fmt(room.rnd.float(-60, 60))} ${fmt(room.rnd.float(120, 260))},${fmt(room.rnd.float(-40, 80))}`,
        "none",
        ` stroke="${shade(tile, -0.18)}" stroke-width="1.5" opacity="0.6"`,
      );
    }
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

function desk(room: Room, x: number, width: number): void {
  const { s, kit, pal, rnd } = room;
  const top = room.spec.style === "minimalist" || room.spec.style === "modern" ? shade(pal.fabric2, 0.1) : kit.wood;
  s.shadow(x - width / 2, x + width / 2, 0, 65, 0.25, 8);
  legs(room, x - width / 2, x + width / 2, 2, 65, 72, kit.legs === "tapered" ? undefined : kit.metal);
  if (rnd.chance(0.5)) {
    const px = x + width / 2 - 45;
    s.box({ x0: px, x1: px + 42, y0: 4, y1: 72, z0: 4, z1: 62 }, shade(top, -0.05));
    for (const y of [28, 50]) s.rect3(px + 2, px + 40, y, y + 0.8, 62.1, shade(top, -0.3));
  }
  s.box({ x0: x - width / 2, x1: x + width / 2, y0: 72, y1: 76, z0: 0, z1: 65 }, top);
}

function monitor(room: Room, x: number): void {
  const { s, pal } = room;
  s.box({ x0: x - 10, x1: x + 10, y0: 76, y1: 77.5, z0: 14, z1: 30 }, "#2b2b2b");
  s.box({ x0: x - 2, x1: x + 2, y0: 77, y1: 100, z0: 18, z1: 22 }, "#2b2b2b");
  s.box({ x0: x - 30, x1: x + 30, y0: 92, y1: 128, z0: 20, z1: 23 }, "#1e1f22", { r: 1 });
  const [sx0, sy0] = s.p(x - 28.5, 126.5, 23.1);
  const [sx1, sy1] = s.p(x + 28.5, 93.5, 23.1);
  s.rect(sx0, sy0, sx1 - sx0, sy1 - sy0, s.vgrad(mix(pal.accent2, "#ffffff", 0.2), mix(pal.accent, "#1e1f22", 0.3)));
  s.box({ x0: x - 22, x1: x + 22, y0: 76, y1: 77.5, z0: 34, z1: 48 }, "#e8e6e1", { r: 1 });
}

function officeChair(room: Room, x: number, zc: number): void {
  const { s, pal } = room;
  const k = s.scale(zc);
  const [cx, fy] = s.p(x, 0, zc);
  s.shadow(x - 30, x + 30, zc - 30, zc + 30, 0.25, 6);
  for (const dx of [-30, -14, 14, 30]) {
    s.add(
      `<line x1="${fmt(cx)}" y1="${fmt(fy - 8 * k)}" x2="${fmt(cx + dx * k)}" y2="${fmt(fy - (Math.abs(dx) === 14 ? -3 : 2) * k)}" stroke="#2a2a2a" stroke-width="${fmt(2.4 * k)}" stroke-linecap="round"/>`,
    );
  }
  s.box({ x0: x - 2.5, x1: x + 2.5, y0: 8, y1: 44, z0: zc - 2.5, z1: zc + 2.5 }, "#2a2a2a");
  const color = room.spec.style === "industrial" || room.spec.style === "modern" ? "#2d2e31" : pal.fabric;
  s.box({ x0: x - 25, x1: x + 25, y0: 44, y1: 52, z0: zc - 25, z1: zc + 22 }, color, { r: 4 });
  s.box({ x0: x - 23, x1: x + 23, y0: 56, y1: 108, z0: zc + 18, z1: zc + 26 }, color, { r: 10 });
}

function homeOffice(room: Room): void {
  const { rnd, w, pal, spec, kit } = room;
  drawShell(room, { windows: [sideWindow(room, softStyles.has(spec.style))] });
  const dw = spec.size === "compact" ? 120 : 150;
  const x = rnd.float(-0.12, 0.12) * w;
  wallShelf(room, x - dw / 2 + 5, x + dw / 2 - 5, 172);
  if (rnd.chance(0.5)) wallArt(room, x - dw / 2 - 45, 150, 45, 60);
  else {
    // Pinboard.
    const { s } = room;
    s.rect3(x - dw / 2 - 70, x - dw / 2 - 20, 120, 180, 0.4, "#c9a16a", 1.5);
    for (let i = 0; i < 5; i++) {
      const px = x - dw / 2 - 64 + rnd.float(0, 36);
      const py = 126 + rnd.float(0, 40);
      s.rect3(px, px + 10, py, py + 12, 0.6, rnd.pick(["#fbf6e6", pal.accent, "#f2cdc5", "#d5ebe2"]));
    }
  }
  if (spec.size !== "compact")
    bookcase(
      room,
      room.windowSide < 0 ? w / 2 - 100 : -w / 2 + 10,
      room.windowSide < 0 ? w / 2 - 10 : -w / 2 + 100,
      200,
    );
  else plant(room, -room.windowSide * (w / 2 - 30), 40, 110);
  rug(room, x, 150, dw + 40, 150, kit.rug === "none" ? "none" : "plain");
  desk(room, x, dw);
  monitor(room, x - 10);
  tableLamp(room, x + dw / 2 - 18, 76, 20);
  room.s.cylinder(x + 32, 40, 4, 76, 86, rnd.pick(["#f1ede6", pal.accent, "#2b2b2b"]));
  if (rnd.chance(0.6)) plant(room, x - dw / 2 + 14, 18, 30, 76);
  officeChair(room, x - 10, 115);
}

function studyRoom(room: Room): void {
  const { rnd, w, pal, spec, s } = room;
  drawShell(room, { windows: [sideWindow(room, true)] });
  const caseLeft = room.windowSide > 0;
  const caseW = w * (spec.size === "compact" ? 0.42 : 0.5);
  const cx0 = caseLeft ? -w / 2 + 8 : w / 2 - 8 - caseW;
  bookcase(room, cx0, cx0 + caseW, room.h - 30);
  const dw = spec.size === "compact" ? 110 : 130;
  const dx = caseLeft ? cx0 + caseW + dw / 2 + 20 : cx0 - dw / 2 - 20;
  wallArt(room, dx, 175, dw * 0.6, 55);
  rug(room, 0, 190, w * 0.6, 170);
  desk(room, dx, dw);
  // Laptop and books on the desk.
  s.box({ x0: dx - 18, x1: dx + 18, y0: 76, y1: 77.5, z0: 28, z1: 50 }, "#b9bcc1", { r: 1 });
  s.poly3(
    [
      [dx - 18, 77.5, 28],
      [dx + 18, 77.5, 28],
      [dx + 18, 100, 22],
      [dx - 18, 100, 22],
    ],
    "#2b2c2e",
  );
  books(room, dx + dw / 2 - 30, dx + dw / 2 - 8, 76, 6, 26);
  tableLamp(room, dx - dw / 2 + 16, 76, 18);
  chair(room, dx, 95, -1, rnd.pick([room.kit.wood, pal.fabric]));
  if (spec.size !== "compact") {
    const ax = caseLeft ? cx0 + caseW * 0.45 : cx0 + caseW * 0.55;
    armchair(room, ax, 120, pal.fabric);
    floorLamp(room, ax + (caseLeft ? 60 : -60), 135);
  }
  if (rnd.chance(0.6)) pendant(room, 0, 200, 175);
}

function kidsRoom(room: Room): void {
  const { rnd, w, h, pal, s, spec } = room;
  drawShell(room, { windows: [sideWindow(room, true)], finish: "plain" });
  // Two-tone wall and decals: clouds, stars, a rainbow.
  const lower = mix(pal.fabric2 === "#eef2f5" ? pal.feature : pal.fabric2, "#ffffff", 0.25);
  s.rect3(-w / 2, w / 2, 0, 110, 0.1, lower);
  s.rect3(-w / 2, w / 2, 108, 111, 0.2, shade(lower, -0.12));
  const k = s.scale(0);
  for (let i = 0; i < 5; i++) {
    const [cx, cy] = s.p(rnd.float(-w / 2 + 30, w / 2 - 30), rnd.float(200, h - 25), 0.3);
    if (i % 2) {
      s.add(
        `<path d="M${fmt(cx)},${fmt(cy - 9 * k)} L${fmt(cx + 2.6 * k)},${fmt(cy - 2.6 * k)} L${fmt(cx + 9 * k)},${fmt(cy - 2 * k)} L${fmt(cx + 4 * k)},${fmt(cy + 2.6 * k)} L${fmt(cx + 5.6 * k)},${fmt(cy + 9 * k)} L${fmt(cx)},${fmt(cy + 5.4 * k)} L${fmt(cx - 5.6 * k)},${fmt(cy + 9 * k)} L${fmt(cx - 4 * k)},${fmt(cy + 2.6 * k)} L${fmt(cx - 9 * k)},${fmt(cy - 2 * k)} L${fmt(cx - 2.6 * k)},${fmt(cy - 2.6 * k)}Z" fill="${pal.accent}"/>`,
      );
    } else {
      for (const [dx, r] of [
        [-12, 9],
        [0, 13],
        [13, 9],
      ]) {
        s.ellipse(cx + dx * k, cy, r * k, r * k * 0.85, "#ffffff", ' opacity="0.9"');
      }
    }
  }
  const bedLeft = rnd.chance(0.5);
  const bw = 100;
  const bx = bedLeft ? -w / 2 + bw / 2 + 40 : w / 2 - bw / 2 - 40;
  // Rainbow above the bed.
  const [rx, ry] = s.p(bx, 150, 0.3);
  ["#e8a598", "#f0d685", "#a9d3c6", "#a7c4e5"].forEach((c, i) => {
    const r = (34 - i * 7) * k;
    s.path(
      `M${fmt(rx - r)},${fmt(ry)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(rx + r)},${fmt(ry)}`,
      "none",
      ` stroke="${c}" stroke-width="${fmt(6 * k)}"`,
    );
  });
  // Bunting across the wall.
  const flags: string[] = [];
  const [fx0, fy0] = s.p(-w / 2 + 20, h - 30, 0.4);
  const [fx1] = s.p(w / 2 - 20, h - 30, 0.4);
  const n = 12;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = fx0 + (fx1 - fx0) * t;
    const sag = Math.sin(Math.PI * t) * 24 * k;
    flags.push(
      `<path d="M${fmt(px - 5 * k)},${fmt(fy0 + sag)} L${fmt(px + 5 * k)},${fmt(fy0 + sag)} L${fmt(px)},${fmt(fy0 + sag + 12 * k)}Z" fill="${[pal.accent, pal.accent2, "#e8a598", "#a9d3c6"][i % 4]}"/>`,
    );
  }
  s.path(
    `M${fmt(fx0)},${fmt(fy0)} Q${fmt((fx0 + fx1) / 2)},${fmt(fy0 + 48 * k)} ${fmt(fx1)},${fmt(fy0)}`,
    "none",
    ` stroke="#8a7a66" stroke-width="${fmt(k * 0.6)}"`,
  );
  s.add(flags.join(""));
  rug(room, 0, 190, 170, 150, "jute");
  // Toy shelf with coloured bins on the other side.
  const shelfX = bedLeft ? w / 2 - 75 : -w / 2 + 75;
  s.box({ x0: shelfX - 55, x1: shelfX + 55, y0: 0, y1: 80, z0: 0, z1: 38 }, shade(room.kit.wood, 0.15));
  for (let c = 0; c < 3; c++) {
    for (let r = 0; r < 2; r++) {
      const x0 = shelfX - 52 + c * 35;
      s.box(
        { x0: x0 + 2, x1: x0 + 31, y0: 4 + r * 38, y1: 34 + r * 38, z0: 6, z1: 38.5 },
        [pal.accent, "#e8a598", "#a9d3c6", pal.accent2, "#a7c4e5", "#f0d685"][(c + r * 3) % 6],
        { r: 2 },
      );
    }
  }
  s.cylinder(shelfX - 20, 20, 9, 80, 96, "#f2cdc5");
  if (spec.size !== "compact") teepee(room, shelfX + (bedLeft ? -1 : 1) * 20, Math.min(170, room.reach - 60));
  // Kid's bed.
  s.shadow(bx - bw / 2, bx + bw / 2, 0, 200, 0.28, 10);
  s.box({ x0: bx - bw / 2 - 3, x1: bx + bw / 2 + 3, y0: 0, y1: 95, z0: 0, z1: 8 }, shade(room.kit.wood, 0.1), {
    r: 30,
  });
  s.box({ x0: bx - bw / 2, x1: bx + bw / 2, y0: 10, y1: 32, z0: 8, z1: 195 }, shade(room.kit.wood, 0.1));
  s.box({ x0: bx - bw / 2 + 2, x1: bx + bw / 2 - 2, y0: 32, y1: 48, z0: 10, z1: 193 }, "#fbfaf6", { r: 4 });
  s.box({ x0: bx - bw / 2 + 10, x1: bx + bw / 2 - 10, y0: 46, y1: 64, z0: 12, z1: 32 }, "#ffffff", { r: 8 });
  const duvet = spec.color === "pastel" ? pal.fabric : mix(pal.fabric, "#ffffff", 0.45);
  s.box({ x0: bx - bw / 2 - 2, x1: bx + bw / 2 + 2, y0: 18, y1: 52, z0: 50, z1: 197 }, duvet, { r: 6 });
  for (let i = 0; i < 4; i++) {
    const [dx, dy] = s.p(bx - bw / 2 + 15 + i * 23, 40, 197.1);
    s.ellipse(dx, dy, 4 * s.scale(197), 4 * s.scale(197), "#ffffff", ' opacity="0.7"');
  }
  cushion(room, bx + 20, 60, 40, 26, pal.accent);
  // Toys on the floor.
  for (let i = 0; i < 3; i++) {
    const tx = rnd.float(-40, 40);
    const tz = rnd.float(180, 240);
    if (i === 0) {
      const [cx, cy] = s.p(tx, 11, tz);
      const r = 11 * s.scale(tz);
      s.shadow(tx - 10, tx + 10, tz - 6, tz + 8, 0.25, 3);
      s.ellipse(cx, cy, r, r, pal.accent2);
      s.path(
        `M${fmt(cx - r)},${fmt(cy)} Q${fmt(cx)},${fmt(cy - r * 0.6)} ${fmt(cx + r)},${fmt(cy)}`,
        "none",
        ` stroke="#ffffff" stroke-width="${fmt(r * 0.18)}"`,
      );
    } else {
      const c = i === 1 ? "#e8a598" : "#a7c4e5";
      s.box({ x0: tx - 7, x1: tx + 7, y0: 0, y1: 14, z0: tz - 7, z1: tz + 7 }, c, { r: 1.5 });
      s.box({ x0: tx - 4, x1: tx + 10, y0: 14, y1: 26, z0: tz - 5, z1: tz + 7 }, pal.accent, { r: 1.5 });
    }
  }
}

/** A play tent with a little pennant, standing at (x, zc). */
function teepee(room: Room, x: number, zc: number): void {
  const { s, pal } = room;
  const k = s.scale(zc);
  s.shadow(x - 50, x + 50, zc - 40, zc + 40, 0.25, 8);
  const [apx, apy] = s.p(x, 165, zc);
  const [lx, fy] = s.p(x - 55, 0, zc + 35);
  const [rx] = s.p(x + 55, 0, zc + 35);
  const [bx, by] = s.p(x, 0, zc - 40);
  const canvas = "#f4efe6";
  s.poly(
    [
      [apx, apy],
      [lx, fy],
      [bx, by],
    ],
    shade(canvas, -0.1),
  );
  s.poly(
    [
      [apx, apy],
      [bx, by],
      [rx, fy],
    ],
    shade(canvas, -0.04),
  );
  s.poly(
    [
      [apx, apy + 40 * k],
      [apx - 22 * k, fy],
      [apx + 22 * k, fy],
    ],
    shade(canvas, -0.35),
  );
  const stripe = mix(pal.accent, "#ffffff", 0.2);
  s.path(
    `M${fmt(lx + (apx - lx) * 0.25)},${fmt(fy + (apy - fy) * 0.25)} L${fmt(rx + (apx - rx) * 0.25)},${fmt(fy + (apy - fy) * 0.25)}`,
    "none",
    ` stroke="${stripe}" stroke-width="${fmt(6 * k)}"`,
  );
  for (const dx of [-8, 8]) {
    s.add(
      `<line x1="${fmt(apx)}" y1="${fmt(apy)}" x2="${fmt(apx + dx * k)}" y2="${fmt(apy - 22 * k)}" stroke="${room.kit.wood}" stroke-width="${fmt(2 * k)}" stroke-linecap="round"/>`,
    );
  }
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
