import { mix, shade } from "./color";
import { fmt, type Point, pts, type Vec3 } from "./draw";
import type { Room } from "./room";
import type { FloorKind, WallFinish } from "./style";

/** Walls, floor, ceiling, finishes and windows. */

export interface WindowSpec {
  /** On the back wall: x0..x1 × y0..y1 at z = 0. On a side wall: z0..z1 × y0..y1. */
  wall: "back" | "side";
  a0: number;
  a1: number;
  y0: number;
  y1: number;
  curtains: boolean;
}

export function nearZ(room: Room): number {
  return room.s.cam.cz - 60;
}

export interface ShellOptions {
  windows: WindowSpec[];
  /** Balconies: no back wall, the sky shows through. */
  openBack?: boolean;
  /** Overrides of the style's finishes for rooms where they don't belong (tiles in bathrooms, no brick in nurseries). */
  floor?: FloorKind;
  finish?: WallFinish;
}

export function drawShell(room: Room, opts: ShellOptions): void {
  const { s, pal, kit, w, h } = room;
  const zn = nearZ(room);
  const L = -w / 2;
  const R = w / 2;
  const ceiling = shade(pal.wall, 0.05);
  s.poly3(
    [
      [L, h, 0],
      [R, h, 0],
      [R, h, zn],
      [L, h, zn],
    ],
    s.vgrad(shade(ceiling, -0.06), ceiling),
  );
  const sideWall = (x: number, amount: number) =>
    s.poly3(
      [
        [x, 0, 0],
        [x, h, 0],
        [x, h, zn],
        [x, 0, zn],
      ],
      shade(pal.wall, amount),
    );
  sideWall(L, room.windowSide === -1 ? -0.02 : -0.09);
  sideWall(R, room.windowSide === 1 ? -0.02 : -0.07);
  if (!opts.openBack) {
    const [bx0, by0] = s.p(L, h, 0);
    const [bx1, by1] = s.p(R, 0, 0);
    s.rect(bx0, by0, bx1 - bx0, by1 - by0, s.vgrad(shade(pal.wall, 0.04), shade(pal.wall, -0.05)));
    drawWallFinish(room, opts.finish ?? kit.wallFinish);
  }
  drawFloor(room, opts.floor ?? kit.floor);
  if (kit.beams) drawBeams(room);
  if (!opts.openBack) baseboard(room);
  for (const win of opts.windows) drawWindow(room, win);
  // Corner shading where walls meet gives the box depth.
  const [cx0, cy0] = s.p(L, h, 0);
  const [, cy1] = s.p(L, 0, 0);
  const [cx1] = s.p(R, 0, 0);
  s.rect(cx0 - 2, cy0, 26, cy1 - cy0, s.hgrad("#000000", pal.wall), ' opacity="0.05"');
  s.rect(cx1 - 24, cy0, 26, cy1 - cy0, s.hgrad(pal.wall, "#000000"), ' opacity="0.05"');
}

function drawWallFinish(room: Room, finish: WallFinish): void {
  const { s, pal, w, h, rnd } = room;
  const L = -w / 2;
  const R = w / 2;
  const k = s.scale(0);
  const [x0, y0] = s.p(L, h, 0);
  const [x1, y1] = s.p(R, 0, 0);
  switch (finish) {
    case "brick": {
      const bw = 24 * k;
      const bh = 7.6 * k;
      const tones = ["#a4573d", "#8f4a33", "#b5694a", "#9c5038", "#ae6045", "#874431"];
      const id = s.def(`brick${fmt(k)}`, (pid) => {
        let bricks = "";
        for (let row = 0; row < 4; row++) {
          for (let col = -1; col < 4; col++) {
            const bx = col * bw + (row % 2 ? bw / 2 : 0);
            bricks += `<rect x="${fmt(bx + 1)}" y="${fmt(row * bh + 1)}" width="${fmt(bw - 2)}" height="${fmt(bh - 2)}" rx="1" fill="${tones[(row * 5 + col + 7) % tones.length]}"/>`;
          }
        }
        return `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${fmt(bw * 4)}" height="${fmt(bh * 4)}"><rect width="${fmt(bw * 4)}" height="${fmt(bh * 4)}" fill="#cdbba8"/>${bricks}</pattern>`;
      });
      s.rect(x0, y0, x1 - x0, y1 - y0, `url(#${id})`);
      s.rect(x0, y0, x1 - x0, y1 - y0, s.vgrad("#000000", "#ffffff"), ' opacity="0.08"');
      return;
    }
    case "wainscot": {
      const top = 100;
      s.rect3(L, R, 0, top, 0, shade(pal.feature, -0.02));
      const panels = Math.max(3, Math.round(w / 70));
      const pw = w / panels;
      for (let i = 0; i < panels; i++) {
        s.rect3(
          L + i * pw + 8,
          L + (i + 1) * pw - 8,
          18,
          top - 14,
          0,
          "none",
          0,
          ` stroke="${shade(pal.feature, -0.18)}" stroke-width="${fmt(k * 1.4)}"`,
        );
      }
      s.rect3(L, R, top, top + 5, 0, shade(pal.feature, 0.08));
      // Side walls carry the panelling too.
      for (const x of [L, R]) {
        s.poly3(
          [
            [x, 0, 0],
            [x, top, 0],
            [x, top, nearZ(room)],
            [x, 0, nearZ(room)],
          ],
          shade(pal.feature, -0.1),
        );
      }
      return;
    }
    case "slats": {
      const width = w * rnd.float(0.42, 0.6);
      const cx = rnd.float(-w / 2 + width / 2, w / 2 - width / 2) * 0.4;
      const base = mix(room.kit.wood, pal.feature, 0.35);
      s.rect3(cx - width / 2, cx + width / 2, 0, h, 0, base);
      const step = 5;
      for (let x = cx - width / 2 + step; x < cx + width / 2; x += step) {
        s.rect3(x - 0.7, x + 0.7, 0, h, 0, shade(base, -0.22), 0, ' opacity="0.55"');
      }
      // A warm grazing light washes down the slats.
      s.rect3(cx - width / 2, cx + width / 2, h * 0.45, h, 0, s.vgrad("#fff4dc", base), 0, ' opacity="0.35"');
      return;
    }
    case "arch": {
      const aw = w * rnd.float(0.3, 0.42);
      const ax = rnd.float(-0.12, 0.12) * w;
      const [ax0, ay] = s.p(ax - aw / 2, h * 0.82, 0);
      const [ax1, by] = s.p(ax + aw / 2, 0, 0);
      const r = (ax1 - ax0) / 2;
      s.path(
        `M${fmt(ax0)},${fmt(by)} L${fmt(ax0)},${fmt(ay + r)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(ax1)},${fmt(ay + r)} L${fmt(ax1)},${fmt(by)} Z`,
        mix(pal.feature, room.kit.extra[0], 0.55),
      );
      return;
    }
    case "woodpanel": {
      const rows = Math.round(h / 16);
      for (let i = 0; i < rows; i++) {
        const tone = mix(room.kit.wood, pal.wall, rnd.float(0.1, 0.35));
        s.rect3(L, R, i * (h / rows), (i + 1) * (h / rows) - 0.6, 0, tone);
      }
      return;
    }
    case "plain":
      return;
  }
}

function drawFloor(room: Room, kind: FloorKind): void {
  const { s, kit, w, rnd } = room;
  const zn = nearZ(room);
  const L = -w / 2;
  const R = w / 2;
  const floor: Vec3[] = [
    [L, 0, 0],
    [R, 0, 0],
    [R, 0, zn],
    [L, 0, zn],
  ];
  const base = kit.floorColor;
  s.poly3(floor, base);
  const cells = (size: number, fill: (i: number, j: number) => string, gap: string) => {
    for (let i = 0; i * size < w; i++) {
      for (let j = 0; j * size < zn; j++) {
        const x = L + i * size;
        const far = Math.min(zn, (j + 1) * size);
        s.poly3(
          [
            [x, 0, j * size],
            [Math.min(R, x + size), 0, j * size],
            [Math.min(R, x + size), 0, far],
            [x, 0, far],
          ],
          fill(i, j),
          ` stroke="${gap}" stroke-width="1.2"`,
        );
      }
    }
  };
  switch (kind) {
    case "planks": {
      const pw = rnd.float(15, 21);
      for (let x = L; x < R; x += pw) {
        let z = -rnd.float(0, 150);
        while (z < Math.min(zn, 460)) {
          const len = Math.min(rnd.float(90, 190), zn - z);
          s.poly3(
            [
              [x, 0, Math.max(0, z)],
              [Math.min(R, x + pw), 0, Math.max(0, z)],
              [Math.min(R, x + pw), 0, z + len],
              [x, 0, z + len],
            ],
            mix(kit.floorColor, kit.floorColor2, rnd.next()),
            ` stroke="${shade(base, -0.2)}" stroke-width="1" stroke-opacity="0.5"`,
          );
          z += len;
        }
      }
      break;
    }
    case "checker":
      cells(40, (i, j) => ((i + j) % 2 ? kit.floorColor : kit.floorColor2), shade(base, -0.3));
      break;
    case "terracotta":
      cells(30, () => mix(kit.floorColor, kit.floorColor2, rnd.next()), "#e8d6c0");
      break;
    case "marble":
      cells(80, () => mix(kit.floorColor, kit.floorColor2, rnd.float(0, 0.5)), shade(base, -0.08));
      for (let v = 0; v < 5; v++) {
        let x = rnd.float(L, R);
        let z = 0;
        const line: Point[] = [];
        while (z < 420) {
          line.push(s.p(x, 0.1, z));
          x += rnd.float(-30, 30);
          z += rnd.float(20, 50);
        }
        s.add(
          `<polyline points="${pts(line)}" fill="none" stroke="${shade(base, -0.14)}" stroke-width="1.4" opacity="0.6"/>`,
        );
      }
      break;
    case "tiles":
      cells(
        60,
        () => mix(mix(kit.floorColor, "#ece8e1", 0.6), kit.floorColor2, rnd.float(0, 0.15)),
        shade(base, -0.12),
      );
      break;
    case "concrete":
      cells(120, () => mix(kit.floorColor, kit.floorColor2, rnd.float(0, 0.6)), shade(base, -0.1));
      break;
  }
  // Darken towards the camera so the floor recedes.
  s.poly3(floor, s.vgrad("#ffffff", "#000000"), ' opacity="0.10"');
  // Sunlight from the side window.
  if (!room.evening) {
    const x = room.windowSide * (w / 2);
    const dx = -room.windowSide * rnd.float(120, 200);
    s.poly3(
      [
        [x, 0, 90],
        [x, 0, 240],
        [x + dx, 0, 300],
        [x + dx, 0, 150],
      ],
      "#fff6dc",
      ` opacity="0.22" filter="${s.blur(10)}"`,
    );
  }
}

function drawBeams(room: Room): void {
  const { s, kit, w, h } = room;
  for (let z = 40; z < nearZ(room) - 40; z += 110) {
    s.box({ x0: -w / 2, x1: w / 2, y0: h - 22, y1: h, z0: z, z1: z + 18 }, shade(kit.wood, -0.1));
  }
}

function baseboard(room: Room): void {
  const { s, pal, w } = room;
  const color = shade(pal.wall, -0.12);
  s.rect3(-w / 2, w / 2, 0, 9, 0, color);
  for (const x of [-w / 2, w / 2]) {
    s.poly3(
      [
        [x, 0, 0],
        [x, 9, 0],
        [x, 9, nearZ(room)],
        [x, 0, nearZ(room)],
      ],
      shade(color, -0.06),
    );
  }
}

/** The corners of a window as world points (bottom-left, top-left, top-right, bottom-right). */
function windowCorners(room: Room, win: WindowSpec, inset = 0): Vec3[] {
  if (win.wall === "back") {
    return [
      [win.a0 + inset, win.y0 + inset, 0.2],
      [win.a0 + inset, win.y1 - inset, 0.2],
      [win.a1 - inset, win.y1 - inset, 0.2],
      [win.a1 - inset, win.y0 + inset, 0.2],
    ];
  }
  const x = room.windowSide * (room.w / 2 - 0.2);
  return [
    [x, win.y0 + inset, win.a0 + inset],
    [x, win.y1 - inset, win.a0 + inset],
    [x, win.y1 - inset, win.a1 - inset],
    [x, win.y0 + inset, win.a1 - inset],
  ];
}

export function drawSky(room: Room, outline: readonly Point[]): void {
  const { s, rnd } = room;
  const clip = s.clip(outline);
  const ys = outline.map((p) => p[1]);
  const xs = outline.map((p) => p[0]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const sky = room.evening
    ? ["#f2b38a", "#fbe3c4"]
    : rnd.pick([
        ["#9cc7e8", "#e4f1f8"],
        ["#b7d6ec", "#f1f6f4"],
      ]);
  let inner = `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(right - left)}" height="${fmt(bottom - top)}" fill="${s.vgrad(sky[0], sky[1])}"/>`;
  const height = bottom - top;
  const width = right - left;
  // Distant skyline and greenery (coconut palms, neem) seen through the glass.
  const city = room.evening ? "#c48f7a" : "#b9c8d3";
  let x = left - 10;
  while (x < right) {
    const bw = width * rnd.float(0.08, 0.18);
    const bh = height * rnd.float(0.15, 0.45);
    inner += `<rect x="${fmt(x)}" y="${fmt(bottom - bh)}" width="${fmt(bw)}" height="${fmt(bh)}" fill="${shade(city, rnd.float(-0.08, 0.06))}"/>`;
    x += bw + width * rnd.float(0, 0.05);
  }
  const green = room.evening ? "#6f7a55" : "#7aa06c";
  for (let i = 0; i < 4; i++) {
    const tx = left + width * rnd.next();
    const tr = width * rnd.float(0.08, 0.16);
    inner += `<ellipse cx="${fmt(tx)}" cy="${fmt(bottom - tr * 0.4)}" rx="${fmt(tr)}" ry="${fmt(tr * 0.8)}" fill="${shade(green, rnd.float(-0.12, 0.08))}"/>`;
  }
  if (rnd.chance(0.6)) {
    const px = left + width * rnd.float(0.15, 0.85);
    const py = bottom - height * rnd.float(0.45, 0.75);
    inner += `<path d="M${fmt(px)},${fmt(bottom)} Q${fmt(px + width * 0.03)},${fmt((py + bottom) / 2)} ${fmt(px + width * 0.01)},${fmt(py)}" stroke="#7b6a55" stroke-width="${fmt(width * 0.012)}" fill="none"/>`;
    for (let f = 0; f < 7; f++) {
      const a = (f / 7) * Math.PI * 2;
      const len = width * rnd.float(0.1, 0.15);
      const ex = px + Math.cos(a) * len;
      const ey = py + Math.sin(a) * len * 0.55 + len * 0.25;
      inner += `<path d="M${fmt(px)},${fmt(py)} Q${fmt((px + ex) / 2)},${fmt(py - len * 0.25)} ${fmt(ex)},${fmt(ey)}" stroke="#5f8a57" stroke-width="${fmt(width * 0.014)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  s.add(`<g clip-path="url(#${clip})">${inner}</g>`);
}

export function drawWindow(room: Room, win: WindowSpec): void {
  const { s, pal, rnd } = room;
  const frame = room.kit.wallFinish === "brick" || room.spec.color === "black" ? "#26282b" : shade(pal.wall, 0.5);
  const outer = windowCorners(room, win).map((v) => s.p(...v));
  const glass = windowCorners(room, win, 5).map((v) => s.p(...v));
  s.poly(outer, shade(frame, -0.08));
  drawSky(room, glass);
  // Reflection streak on the glass.
  const sheen = s.def(
    "sheen",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
  s.poly(glass, `url(#${sheen})`);
  // Mullions.
  const mid = (a: number, b: number) => (a + b) / 2;
  const corners = windowCorners(room, win, 5);
  const thick = 3.5 * s.scale(win.wall === "back" ? 0 : mid(win.a0, win.a1));
  const top = corners[1];
  const bottom = corners[0];
  const panes = win.wall === "back" ? Math.max(2, Math.round((win.a1 - win.a0) / 70)) : 2;
  for (let i = 1; i < panes; i++) {
    const t = i / panes;
    const a = win.wall === "back" ? ([win.a0 + (win.a1 - win.a0) * t, top[1], 0.2] as Vec3) : null;
    const from: Vec3 = a ?? [top[0], top[1], win.a0 + (win.a1 - win.a0) * t];
    const to: Vec3 = [from[0], bottom[1], from[2]];
    s.line3(from, to, frame, thick);
  }
  const transom = win.y1 - (win.y1 - win.y0) * 0.28;
  if (win.wall === "back") s.line3([win.a0, transom, 0.2], [win.a1, transom, 0.2], frame, thick);
  else s.line3([top[0], transom, win.a0], [top[0], transom, win.a1], frame, thick);
  s.add(`<polygon points="${pts(glass)}" fill="none" stroke="${frame}" stroke-width="${fmt(thick)}"/>`);
  // Sill.
  if (win.wall === "back") {
    s.box({ x0: win.a0 - 6, x1: win.a1 + 6, y0: win.y0 - 5, y1: win.y0, z0: 0, z1: 7 }, shade(frame, -0.04));
  } else {
    const x = room.windowSide * (room.w / 2);
    const inner = x - room.windowSide * 7;
    s.box(
      { x0: Math.min(x, inner), x1: Math.max(x, inner), y0: win.y0 - 5, y1: win.y0, z0: win.a0 - 6, z1: win.a1 + 6 },
      shade(frame, -0.04),
    );
  }
  if (win.curtains) drawCurtains(room, win, rnd.chance(0.5) ? pal.fabric2 : shade(pal.wall, 0.3));
}

function drawCurtains(room: Room, win: WindowSpec, color: string): void {
  const { s } = room;
  const top = Math.min(room.h - 8, win.y1 + 18);
  const bottom = 2;
  const fold = s.def(`fold${color}`, (id) => {
    const light = shade(color, 0.14);
    const dark = shade(color, -0.14);
    return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${fmt(22 * s.scale(0))}" y2="0" spreadMethod="reflect"><stop offset="0" stop-color="${dark}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${light}"/></linearGradient>`;
  });
  const panelWidth = 34;
  if (win.wall === "back") {
    for (const [a, b] of [
      [win.a0 - panelWidth + 6, win.a0 + 6],
      [win.a1 - 6, win.a1 + panelWidth - 6],
    ]) {
      s.rect3(a, b, bottom, top, 3, `url(#${fold})`, 0, ' opacity="0.94"');
    }
    s.line3([win.a0 - panelWidth, top + 2, 4], [win.a1 + panelWidth, top + 2, 4], room.kit.metal, 2.5);
    return;
  }
  const x = room.windowSide * (room.w / 2 - 4);
  for (const [a, b] of [
    [win.a0 - panelWidth + 8, win.a0 + 8],
    [win.a1 - 8, win.a1 + panelWidth - 8],
  ]) {
    s.poly3(
      [
        [x, bottom, a],
        [x, top, a],
        [x, top, b],
        [x, bottom, b],
      ],
      `url(#${fold})`,
      ' opacity="0.94"',
    );
  }
  s.line3([x, top + 2, win.a0 - panelWidth], [x, top + 2, win.a1 + panelWidth], room.kit.metal, 3);
}

/** A window on the side wall, curtained unless `curtains` is false. */
export function sideWindow(room: Room, curtains = true): WindowSpec {
  const a0 = room.rnd.float(60, 110);
  return { wall: "side", a0, a1: a0 + room.rnd.float(130, 180), y0: 80, y1: Math.min(room.h - 45, 235), curtains };
}
