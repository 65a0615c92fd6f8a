import { mix, shade } from "./color";
import { pendant, plant, rug, vase } from "./decor";
import { fmt } from "./draw";
import { type CounterRun, cabinetDoors, counterBox, diningSet, stool } from "./furniture";
import type { Room } from "./room";
import { drawShell, drawWindow, sideWindow, type WindowSpec } from "./shell";
import { softStyles } from "./style";

/** The kitchen: counter runs with upper and lower cabinets, the backsplash, sink, hob and fridge, an island where it fits. */

export function kitchen(room: Room): void {
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
