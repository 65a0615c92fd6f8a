import { mix, shade } from "./color";
import { cushion, rug } from "./decor";
import { fmt } from "./draw";
import type { Room } from "./room";
import { drawShell, sideWindow } from "./shell";

/** The kids' room: a two-tone wall with decals, a toy shelf, the bed, a teepee and toys on the floor. */

export function kidsRoom(room: Room): void {
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
