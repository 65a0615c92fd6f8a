import { mix, shade } from "./color";
import { plant, rug } from "./decor";
import { fmt } from "./draw";
import { legs } from "./furniture";
import type { Room } from "./room";
import { drawShell, drawWindow, nearZ, sideWindow } from "./shell";
import { softStyles } from "./style";

/** The bathroom: tiled walls, a vanity under a mirror, then a bathtub or a walk-in shower. */

export function bathroom(room: Room): void {
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
