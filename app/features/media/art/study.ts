import { mix, shade } from "./color";
import { books, floorLamp, pendant, plant, rug, tableLamp, wallArt, wallShelf } from "./decor";
import { fmt } from "./draw";
import { armchair, bookcase, chair, legs } from "./furniture";
import type { Room } from "./room";
import { drawShell, sideWindow } from "./shell";
import { softStyles } from "./style";

/** The rooms people work in: the home office and the study, with desks, screens and chairs. */

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

export function homeOffice(room: Room): void {
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

export function studyRoom(room: Room): void {
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
