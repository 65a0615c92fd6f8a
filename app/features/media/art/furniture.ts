import { mix, shade } from "./color";
import { books, cushion, tableLamp, vase } from "./decor";
import { type BoxSpec, fmt } from "./draw";
import type { Room } from "./room";

/** Furniture built from boxes and cylinders, in centimetres. z0 is the back of the piece. */

/** Four legs (or a plinth) under a footprint, drawn back legs first. */
export function legs(room: Room, x0: number, x1: number, z0: number, z1: number, height: number, color?: string): void {
  const { s, kit } = room;
  if (height <= 0) return;
  const c = color ?? (kit.legs === "metal" ? kit.metal : shade(kit.wood, -0.08));
  if (kit.legs === "block") {
    s.box({ x0: x0 + 5, x1: x1 - 5, y0: 0, y1: height, z0: z0 + 5, z1: z1 - 5 }, shade(c, -0.25));
    return;
  }
  const t = kit.legs === "metal" ? 2.2 : kit.legs === "turned" ? 5.5 : 4;
  const inset = kit.legs === "tapered" ? 5 : 2;
  for (const z of [z0 + inset, z1 - inset - t]) {
    for (const x of [x0 + inset, x1 - inset - t]) {
      if (kit.legs === "tapered") {
        const [ax, ay] = s.p(x, height, z + t);
        const [bx, by] = s.p(x + t, 0, z + t);
        const lean = x < (x0 + x1) / 2 ? -1 : 1;
        const w = bx - ax;
        s.poly(
          [
            [ax, ay],
            [ax + w, ay],
            [bx + lean * w * 0.6, by],
            [ax + lean * w * 0.6 + w * 0.45, by],
          ],
          c,
        );
      } else {
        s.box({ x0: x, x1: x + t, y0: 0, y1: height, z0: z, z1: z + t }, c);
        if (kit.legs === "turned") {
          const [cx, cy] = s.p(x + t / 2, height * 0.55, z + t);
          s.ellipse(cx, cy, t * 0.8 * s.scale(z), t * 1.1 * s.scale(z), shade(c, 0.08));
        }
      }
    }
  }
}

export interface SofaOptions {
  chaise?: -1 | 1;
  seats?: number;
}

/** A sofa against the back (z0 ≈ 0) centred at x. Returns the z of its front. */
export function sofa(room: Room, x: number, z0: number, width: number, color: string, opts: SofaOptions = {}): number {
  const { s, kit, pal, rnd } = room;
  const r = kit.round;
  const depth = 92;
  const legH = kit.legs === "block" ? 6 : 14;
  const x0 = x - width / 2;
  const x1 = x + width / 2;
  const arm = room.spec.style === "contemporary" ? 26 : room.spec.style === "modern" ? 14 : 20;
  const chaiseDepth = opts.chaise ? 70 : 0;
  s.shadow(x0, x1, z0, z0 + depth + chaiseDepth, 0.3, 10);
  legs(room, x0, x1, z0, z0 + depth, legH);
  s.box({ x0, x1, y0: legH, y1: 84, z0, z1: z0 + 24 }, shade(color, -0.05), { r: r * 0.8 });
  s.box({ x0, x1, y0: legH, y1: 30, z0, z1: z0 + depth }, shade(color, -0.08), { r: 2 });
  const seats = opts.seats ?? (width > 200 ? 3 : 2);
  const inner = width - 2 * arm;
  const seatW = inner / seats;
  for (let i = 0; i < seats; i++) {
    const sx = x0 + arm + i * seatW;
    s.box({ x0: sx + 1, x1: sx + seatW - 1, y0: 46, y1: 76, z0: z0 + 14, z1: z0 + 32 }, color, { r });
  }
  for (let i = 0; i < seats; i++) {
    const sx = x0 + arm + i * seatW;
    s.box({ x0: sx + 1, x1: sx + seatW - 1, y0: 30, y1: 46, z0: z0 + 26, z1: z0 + depth - 2 }, shade(color, 0.03), {
      r: r * 0.7,
    });
  }
  if (opts.chaise) {
    const cx0 = opts.chaise < 0 ? x0 + arm : x1 - arm - seatW;
    s.box(
      { x0: cx0, x1: cx0 + seatW, y0: legH, y1: 30, z0: z0 + depth - 4, z1: z0 + depth + chaiseDepth },
      shade(color, -0.08),
      {
        r: 2,
      },
    );
    s.box(
      { x0: cx0, x1: cx0 + seatW, y0: 30, y1: 46, z0: z0 + depth - 6, z1: z0 + depth + chaiseDepth - 2 },
      shade(color, 0.03),
      {
        r: r * 0.7,
      },
    );
  }
  const colours = [pal.accent, pal.fabric2, pal.accent2, ...kit.extra.slice(0, 1)];
  const count = rnd.int(2, 4);
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    cushion(room, x0 + arm + 22 + t * (inner - 44), 60, z0 + 36, 38, colours[(i + rnd.int(0, 1)) % colours.length]);
  }
  for (const ax of [x0, x1 - arm]) {
    s.box({ x0: ax, x1: ax + arm, y0: legH, y1: 62, z0, z1: z0 + depth }, shade(color, -0.03), { r: r * 0.9 });
  }
  return z0 + depth + chaiseDepth;
}

/** An armchair facing the camera centred at x. */
export function armchair(room: Room, x: number, z0: number, color: string): void {
  const { s, kit, pal } = room;
  const w = 78;
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  s.shadow(x0, x1, z0, z0 + 80, 0.28, 8);
  legs(room, x0, x1, z0, z0 + 80, 16);
  if (room.spec.style === "boho" || room.spec.style === "rustic") {
    // Rattan-backed chair.
    s.box({ x0: x0 + 4, x1: x1 - 4, y0: 16, y1: 95, z0, z1: z0 + 8 }, "#c9a16a", { r: 18 });
    const [lx, ty] = s.p(x0 + 10, 90, z0 + 8.1);
    const [rx, by] = s.p(x1 - 10, 40, z0 + 8.1);
    let weave = "";
    for (let i = 0; i <= 10; i++) {
      const px = lx + ((rx - lx) * i) / 10;
      weave += `M${fmt(px)},${fmt(ty)} L${fmt(px)},${fmt(by)} `;
    }
    s.add(`<path d="${weave}" stroke="#a07b48" stroke-width="${fmt(s.scale(z0) * 0.8)}" fill="none"/>`);
  } else {
    s.box({ x0, x1, y0: 16, y1: 88, z0, z1: z0 + 20 }, shade(color, -0.04), { r: kit.round });
  }
  s.box({ x0: x0 + 2, x1: x1 - 2, y0: 16, y1: 44, z0: z0 + 6, z1: z0 + 80 }, color, { r: kit.round * 0.7 });
  cushion(room, x, 58, z0 + 22, 34, pal.accent);
  for (const ax of [x0, x1 - 12]) {
    s.box({ x0: ax, x1: ax + 12, y0: 16, y1: 60, z0, z1: z0 + 80 }, shade(color, -0.02), { r: kit.round * 0.6 });
  }
}

/** A coffee table centred at (x, zc); round for soft styles. */
export function coffeeTable(room: Room, x: number, zc: number, w: number, d: number): void {
  const { s, kit, rnd, pal } = room;
  const round = ["contemporary", "boho", "scandinavian"].includes(room.spec.style) && rnd.chance(0.7);
  const top = room.spec.style === "industrial" ? kit.wood : room.spec.style === "contemporary" ? "#e9e2d6" : kit.wood;
  s.shadow(x - w / 2, x + w / 2, zc - d / 2, zc + d / 2, 0.26, 8);
  if (round) {
    const r = Math.min(w, d * 1.6) / 2;
    s.cylinder(x, zc, r * 0.55, 0, 34, shade(top, -0.12), r * 0.55);
    s.cylinder(x, zc, r, 34, 40, top);
  } else {
    legs(room, x - w / 2, x + w / 2, zc - d / 2, zc + d / 2, 36, kit.legs === "metal" ? kit.metal : undefined);
    s.box({ x0: x - w / 2, x1: x + w / 2, y0: 36, y1: 41, z0: zc - d / 2, z1: zc + d / 2 }, top);
  }
  const itemX = x + rnd.float(-w * 0.2, w * 0.2);
  if (rnd.chance(0.6)) vase(room, itemX, 40, zc, 26);
  else {
    s.box({ x0: itemX - 14, x1: itemX + 14, y0: 40, y1: 43, z0: zc - 10, z1: zc + 10 }, pal.accent2);
    s.box({ x0: itemX - 12, x1: itemX + 11, y0: 43, y1: 46, z0: zc - 9, z1: zc + 8 }, "#ece6da");
  }
}

/** A bedside table against the back wall with a lamp. */
export function nightstand(room: Room, x: number, z0: number): void {
  const { s, kit } = room;
  const w = 46;
  s.shadow(x - w / 2, x + w / 2, z0, z0 + 40, 0.25, 5);
  const body =
    room.spec.style === "modern" || room.spec.style === "minimalist" ? shade(room.pal.fabric2, -0.05) : kit.wood;
  legs(room, x - w / 2, x + w / 2, z0, z0 + 40, 12);
  s.box({ x0: x - w / 2, x1: x + w / 2, y0: 12, y1: 56, z0, z1: z0 + 40 }, body, { r: 1.5 });
  s.rect3(x - w / 2 + 3, x + w / 2 - 3, 33.5, 34.5, z0 + 40.1, shade(body, -0.25));
  s.rect3(x - 5, x + 5, 43, 45, z0 + 40.2, kit.metal, 1);
  tableLamp(room, x, 56, z0 + 20);
}

/** A double bed with its headboard on the back wall, centred at x. Returns its front z. */
export function bed(room: Room, x: number, width: number, length: number): number {
  const { s, pal, kit, rnd } = room;
  const x0 = x - width / 2;
  const x1 = x + width / 2;
  const z1 = length;
  s.shadow(x0, x1, 0, z1, 0.3, 12);
  const headColor =
    room.spec.style === "traditional" || room.spec.style === "rustic" ? kit.wood : shade(pal.fabric, 0.05);
  const headH = room.spec.style === "contemporary" ? 135 : rnd.float(100, 125);
  s.box({ x0: x0 - 4, x1: x1 + 4, y0: 0, y1: headH, z0: 0, z1: 8 }, headColor, { r: kit.round * 1.2 });
  if (room.spec.style === "boho") {
    // Cane panel.
    const [lx, ty] = s.p(x0 + 10, headH - 12, 8.1);
    const [rx, by] = s.p(x1 - 10, 60, 8.1);
    s.rect(lx, ty, rx - lx, by - ty, "#d8b582");
    let cane = "";
    const step = (rx - lx) / 28;
    for (let px = lx; px < rx; px += step)
      cane += `M${fmt(px)},${fmt(ty)} L${fmt(px + step * 3)},${fmt(by)} M${fmt(px + step * 3)},${fmt(ty)} L${fmt(px)},${fmt(by)} `;
    s.add(`<path d="${cane}" stroke="#b08a52" stroke-width="${fmt(step * 0.25)}" fill="none"/>`);
  } else if (room.spec.style === "contemporary" || room.spec.style === "modern") {
    const channels = 6;
    for (let i = 1; i < channels; i++) {
      const cx = x0 - 4 + ((width + 8) * i) / channels;
      s.rect3(cx - 0.5, cx + 0.5, 8, headH - 8, 8.1, shade(headColor, -0.12));
    }
  }
  legs(room, x0, x1, 8, z1, 14);
  s.box({ x0, x1, y0: 12, y1: 34, z0: 8, z1 }, shade(kit.wood, -0.05));
  s.box({ x0: x0 + 2, x1: x1 - 2, y0: 34, y1: 54, z0: 10, z1: z1 - 2 }, "#f7f5f0", { r: 4 });
  const pillowW = (width - 20) / 2;
  for (const px of [x0 + 6, x0 + 14 + pillowW]) {
    s.box({ x0: px, x1: px + pillowW, y0: 52, y1: 76, z0: 12, z1: 34 }, "#fbfaf6", { r: 9 });
  }
  const duvet = pal.fabric2 === "#eef2f5" || pal.fabric2 === "#f1e8d8" ? mix(pal.fabric, "#ffffff", 0.55) : pal.fabric2;
  s.box({ x0: x0 - 2, x1: x1 + 2, y0: 22, y1: 58, z0: 52, z1: z1 + 2 }, duvet, { r: 6 });
  s.box({ x0: x0 - 2.5, x1: x1 + 2.5, y0: 56, y1: 58.5, z0: 52, z1: 68 }, shade(duvet, 0.12));
  const throwColor = rnd.pick([pal.accent, pal.fabric, ...kit.extra]);
  s.box({ x0: x0 - 3, x1: x1 + 3, y0: 20, y1: 59, z0: z1 - 48, z1: z1 - 18 }, throwColor, { r: 4 });
  cushion(room, x - 18, 72, 40, 34, pal.accent);
  cushion(room, x + 18, 72, 40, 34, pal.accent2);
  return z1;
}

/** A dining or side chair. `facing` 1 = seat faces the camera (back behind), -1 = back towards the camera. */
export function chair(room: Room, x: number, zc: number, facing: 1 | -1, color: string, seatH = 46): void {
  const { s, kit } = room;
  const w = 46;
  const d = 46;
  const x0 = x - w / 2;
  const z0 = zc - d / 2;
  const frame = kit.legs === "metal" ? kit.metal : kit.wood;
  const back = () => {
    const bz = facing === 1 ? z0 : z0 + d - 5;
    if (room.spec.style === "boho" || room.spec.style === "traditional") {
      s.box({ x0, x1: x0 + w, y0: seatH, y1: seatH + 42, z0: bz, z1: bz + 5 }, "#c9a16a", { r: 6 });
      s.rect3(x0 + 5, x0 + w - 5, seatH + 8, seatH + 36, bz + 5.1, "#b38b55", 4, ' opacity="0.6"');
    } else if (room.spec.style === "modern" || room.spec.style === "contemporary" || room.spec.style === "minimalist") {
      s.box(
        { x0, x1: x0 + w, y0: seatH, y1: seatH + 36, z0: bz, z1: bz + 5 },
        facing === 1 ? color : shade(color, -0.05),
        {
          r: kit.round,
        },
      );
    } else {
      // Open frame: two posts, a top rail and a slat.
      for (const px of [x0, x0 + w - 4])
        s.box({ x0: px, x1: px + 4, y0: seatH, y1: seatH + 40, z0: bz, z1: bz + 4 }, frame);
      s.box({ x0, x1: x0 + w, y0: seatH + 28, y1: seatH + 40, z0: bz, z1: bz + 4 }, frame, { r: 2 });
      s.box(
        { x0: x0 + 4, x1: x0 + w - 4, y0: seatH + 12, y1: seatH + 17, z0: bz + 0.5, z1: bz + 3.5 },
        shade(frame, 0.05),
      );
    }
  };
  s.shadow(x0, x0 + w, z0, z0 + d, 0.24, 5);
  if (facing === 1) back();
  legs(room, x0, x0 + w, z0, z0 + d, seatH - 6, frame);
  s.box({ x0, x1: x0 + w, y0: seatH - 6, y1: seatH, z0, z1: z0 + d }, color, { r: 2 });
  if (facing === -1) back();
}

/** A dining table centred at (x, zc), with chairs behind and in front. */
export function diningSet(room: Room, x: number, zc: number, seats: number): void {
  const { s, pal, kit, rnd } = room;
  const round = (room.spec.style === "scandinavian" || room.spec.style === "contemporary") && seats <= 4;
  const w = round ? 120 : 70 * Math.ceil(seats / 2) + 30;
  const d = round ? 120 : 95;
  const chairColor = rnd.pick([pal.fabric, pal.fabric2, kit.wood]);
  const perSide = Math.ceil(seats / 2);
  const spacing = (w - 20) / perSide;
  for (let i = 0; i < perSide; i++) chair(room, x - w / 2 + 10 + spacing * (i + 0.5), zc - d / 2 - 8, 1, chairColor);
  s.shadow(x - w / 2, x + w / 2, zc - d / 2, zc + d / 2, 0.3, 10);
  const top = room.spec.style === "contemporary" ? "#efeae2" : kit.wood;
  if (round) {
    s.cylinder(x, zc, 12, 0, 72, shade(top, -0.1), 8);
    s.cylinder(x, zc, w / 2, 72, 76, top);
  } else {
    legs(room, x - w / 2, x + w / 2, zc - d / 2, zc + d / 2, 72, kit.legs === "metal" ? kit.metal : undefined);
    s.box({ x0: x - w / 2, x1: x + w / 2, y0: 72, y1: 77, z0: zc - d / 2, z1: zc + d / 2 }, top);
  }
  const centre = zc;
  vase(room, x + rnd.float(-20, 20), round ? 76 : 77, centre, 34);
  for (const dx of [-w * 0.3, w * 0.3]) {
    s.flatEllipse(x + dx, 77.2, centre + 12, 12, 12, "#f6f3ee", ` stroke="${shade(pal.wall, -0.2)}" stroke-width="1"`);
  }
  for (let i = 0; i < perSide; i++) chair(room, x - w / 2 + 10 + spacing * (i + 0.5), zc + d / 2 + 8, -1, chairColor);
}

/** A low sideboard/credenza against the back wall. */
export function sideboard(room: Room, x: number, w: number): void {
  const { s, kit, pal, rnd } = room;
  const body =
    room.spec.style === "modern" || room.spec.style === "contemporary" ? shade(pal.fabric2, -0.08) : kit.wood;
  s.shadow(x - w / 2, x + w / 2, 0, 45, 0.25, 6);
  legs(room, x - w / 2, x + w / 2, 0, 45, 16);
  s.box({ x0: x - w / 2, x1: x + w / 2, y0: 16, y1: 76, z0: 0, z1: 45 }, body, { r: 1 });
  const doors = Math.max(2, Math.round(w / 45));
  for (let i = 1; i < doors; i++) {
    const dx = x - w / 2 + (w * i) / doors;
    s.rect3(dx - 0.4, dx + 0.4, 19, 73, 45.1, shade(body, -0.25));
  }
  if (room.spec.style === "boho" || room.spec.style === "traditional") {
    for (let i = 0; i < doors; i++) {
      const dx = x - w / 2 + (w * (i + 0.5)) / doors;
      s.rect3(dx - w / doors / 2 + 4, dx + w / doors / 2 - 4, 23, 69, 45.1, "#d3b283", 3, ' opacity="0.55"');
    }
  }
  books(room, x - w / 2 + 8, x - w / 2 + 32, 76, 8, 34);
  if (rnd.chance(0.6)) tableLamp(room, x + w / 2 - 22, 76, 20);
  else vase(room, x + w / 2 - 22, 76, 20, 36);
}

/** A tall open bookcase against the back wall. */
export function bookcase(room: Room, x0: number, x1: number, height: number): void {
  const { s, kit } = room;
  const frame = kit.wood;
  s.shadow(x0, x1, 0, 36, 0.25, 6);
  s.box({ x0, x1, y0: 0, y1: height, z0: 0, z1: 36 }, frame);
  const shelves = Math.floor((height - 10) / 36);
  const bays = Math.max(1, Math.round((x1 - x0) / 80));
  const bayW = (x1 - x0 - 4) / bays;
  for (let b = 0; b < bays; b++) {
    const bx0 = x0 + 3 + b * bayW;
    const bx1 = bx0 + bayW - 2;
    for (let i = 0; i < shelves; i++) {
      const y0 = 6 + i * 36;
      s.rect3(bx0, bx1, y0, y0 + 33, 36.1, shade(frame, -0.3));
      books(room, bx0 + 2, bx1 - 2, y0, 10, 34);
    }
  }
}

/** A kitchen counter run along the back wall or a side wall. */
export interface CounterRun {
  wall: "back" | "left" | "right";
  /** Along the wall: x for the back wall, z for side walls. */
  from: number;
  to: number;
}

export function counterBox(room: Room, run: CounterRun, y0: number, y1: number, depth: number): BoxSpec {
  const L = -room.w / 2;
  const R = room.w / 2;
  if (run.wall === "back") return { x0: run.from, x1: run.to, y0, y1, z0: 0, z1: depth };
  if (run.wall === "left") return { x0: L, x1: L + depth, y0, y1, z0: run.from, z1: run.to };
  return { x0: R - depth, x1: R, y0, y1, z0: run.from, z1: run.to };
}

/** Door seams on the room-facing side of a cabinet box. */
export function cabinetDoors(room: Room, run: CounterRun, box: BoxSpec, doorWidth: number, handle: string): void {
  const { s } = room;
  const line = shade(handle, 0.2);
  if (run.wall === "back") {
    const n = Math.max(1, Math.round((box.x1 - box.x0) / doorWidth));
    for (let i = 1; i < n; i++) {
      const x = box.x0 + ((box.x1 - box.x0) * i) / n;
      s.line3([x, box.y0 + 2, box.z1 + 0.2], [x, box.y1 - 2, box.z1 + 0.2], "#000", 1.2, ' stroke-opacity="0.22"');
    }
    for (let i = 0; i < n; i++) {
      const x = box.x0 + ((box.x1 - box.x0) * (i + 0.5)) / n;
      const hy = box.y0 > 100 ? box.y0 + 6 : box.y1 - 8;
      s.line3([x - 6, hy, box.z1 + 0.6], [x + 6, hy, box.z1 + 0.6], line, 2.2);
    }
    return;
  }
  const x = run.wall === "left" ? box.x1 + 0.3 : box.x0 - 0.3;
  const n = Math.max(1, Math.round((box.z1 - box.z0) / doorWidth));
  for (let i = 1; i < n; i++) {
    const z = box.z0 + ((box.z1 - box.z0) * i) / n;
    s.line3([x, box.y0 + 2, z], [x, box.y1 - 2, z], "#000", 1.2, ' stroke-opacity="0.22"');
  }
  for (let i = 0; i < n; i++) {
    const z = box.z0 + ((box.z1 - box.z0) * (i + 0.5)) / n;
    const hy = box.y0 > 100 ? box.y0 + 6 : box.y1 - 8;
    s.line3([x, hy, z - 5], [x, hy, z + 5], line, 2.2);
  }
}

/** A bar stool at (x, zc). */
export function stool(room: Room, x: number, zc: number, seatH = 66): void {
  const { s, kit, pal } = room;
  s.shadow(x - 18, x + 18, zc - 18, zc + 18, 0.22, 4);
  const leg = kit.legs === "metal" || room.spec.style === "modern" ? kit.metal : kit.wood;
  const k = s.scale(zc);
  const [cx, fy] = s.p(x, 0, zc);
  const [, sy] = s.p(x, seatH, zc);
  for (const dx of [-14, 14, -8, 8]) {
    s.add(
      `<line x1="${fmt(cx + dx * 0.5 * k)}" y1="${fmt(sy)}" x2="${fmt(cx + dx * k)}" y2="${fmt(fy + (Math.abs(dx) === 8 ? -3 * k : 0))}" stroke="${leg}" stroke-width="${fmt(k * 2.2)}" stroke-linecap="round"/>`,
    );
  }
  const [, ry] = s.p(x, seatH * 0.35, zc);
  s.add(
    `<line x1="${fmt(cx - 11 * k)}" y1="${fmt(ry)}" x2="${fmt(cx + 11 * k)}" y2="${fmt(ry)}" stroke="${leg}" stroke-width="${fmt(k * 1.6)}"/>`,
  );
  s.cylinder(x, zc, 18, seatH, seatH + 5, room.spec.style === "boho" ? "#c9a16a" : pal.fabric);
}

/** A full-height wardrobe/closet bay on the back wall: hanging clothes or shelves with folded stacks. */
export function closetBay(room: Room, x0: number, x1: number, kind: "hang" | "shelves" | "drawers"): void {
  const { s, pal, kit, rnd } = room;
  const carcass =
    room.spec.style === "traditional" || room.spec.style === "rustic" ? kit.wood : shade(pal.fabric2, 0.1);
  const top = room.h - 20;
  s.box({ x0, x1, y0: 0, y1: top, z0: 0, z1: 55 }, carcass);
  s.rect3(x0 + 3, x1 - 3, 6, top - 4, 55.1, shade(carcass, -0.28));
  const clothes = ["#f2efe9", "#2f4266", "#b5553c", "#d8c2a6", "#4d7257", "#2b2b2b", "#e5b25a", "#c5b6e3", pal.accent];
  if (kind === "hang") {
    const rail = top - 22;
    s.line3([x0 + 4, rail, 30], [x1 - 4, rail, 30], kit.metal, 2);
    let x = x0 + 6;
    while (x < x1 - 8) {
      const cw = rnd.float(4, 9);
      const len = rnd.float(60, 110);
      s.box({ x0: x, x1: x + cw, y0: rail - len, y1: rail - 2, z0: 12, z1: 48 }, rnd.pick(clothes), { r: 2 });
      x += cw + 0.6;
    }
    s.rect3(x0 + 4, x1 - 4, 22, 24, 55.2, shade(carcass, 0.05));
    let sx = x0 + 8;
    while (sx < x1 - 16) {
      s.box(
        { x0: sx, x1: sx + 12, y0: 24, y1: 32, z0: 30, z1: 52 },
        rnd.pick(["#2b2b2b", "#8e6041", "#f2efe9", "#b5553c"]),
        { r: 3 },
      );
      sx += 18;
    }
    return;
  }
  if (kind === "shelves") {
    for (let y = 20; y < top - 20; y += 36) {
      s.rect3(x0 + 3, x1 - 3, y, y + 2.5, 55.2, shade(carcass, 0.05));
      let x = x0 + 6;
      while (x < x1 - 24) {
        const stack = rnd.int(3, 6);
        const c = rnd.pick(clothes);
        for (let i = 0; i < stack; i++) {
          s.box(
            { x0: x, x1: x + 26, y0: y + 2.5 + i * 4.5, y1: y + 6.5 + i * 4.5, z0: 20, z1: 50 },
            shade(c, (i % 2) * 0.06),
            {
              r: 1.5,
            },
          );
        }
        x += 32;
      }
    }
    return;
  }
  for (let y = 8; y < top - 10; y += 28) {
    s.box({ x0: x0 + 3, x1: x1 - 3, y0: y, y1: y + 26, z0: 10, z1: 56 }, shade(carcass, 0.04), { r: 1 });
    s.rect3((x0 + x1) / 2 - 8, (x0 + x1) / 2 + 8, y + 18, y + 20, 56.2, kit.metal, 1);
  }
}
