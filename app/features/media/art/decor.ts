import { luminance, mix, shade } from "./color";
import { fmt, type Point } from "./draw";
import type { Room } from "./room";
import type { ArtKind, RugKind } from "./style";

/** Plants, lamps, wall art, rugs, cushions, books and vases. */

const LEAF = ["#5f8d5a", "#4a7a4f", "#7ea56a", "#3f6b48"];

function leafPath([bx, by]: Point, angle: number, length: number, width: number): string {
  const tx = bx + Math.sin(angle) * length;
  const ty = by - Math.cos(angle) * length;
  const mx = (bx + tx) / 2;
  const my = (by + ty) / 2;
  const px = Math.cos(angle) * width;
  const py = Math.sin(angle) * width;
  return `M${fmt(bx)},${fmt(by)} Q${fmt(mx + px)},${fmt(my + py)} ${fmt(tx)},${fmt(ty)} Q${fmt(mx - px)},${fmt(my - py)} ${fmt(bx)},${fmt(by)}Z`;
}

function potColor(room: Room): string {
  switch (room.spec.style) {
    case "boho":
    case "rustic":
      return room.rnd.pick(["#c0714a", "#c9a26b", "#b5653f"]);
    case "traditional":
      return "#b8913f";
    case "industrial":
    case "modern":
      return room.rnd.pick(["#2b2c2e", "#8e8a84"]);
    default:
      return room.rnd.pick(["#f1ede6", "#d9d4cc", "#c0714a"]);
  }
}

/** A potted plant standing on the surface at height y (0 = floor). `size` ≈ total height in cm. */
export function plant(room: Room, x: number, z: number, size: number, y = 0): void {
  const { s, rnd } = room;
  const potH = size * 0.28;
  const potR = Math.max(6, size * 0.13);
  if (y === 0) s.shadow(x - potR, x + potR, z - potR, z + potR, 0.25, 6);
  s.cylinder(x, z, potR * 0.8, y, y + potH, potColor(room), potR);
  const base = s.p(x, y + potH, z);
  const k = s.scale(z);
  const kind = rnd.pick(
    room.spec.style === "minimalist" || room.spec.style === "modern"
      ? ["snake", "fiddle"]
      : ["palm", "fiddle", "snake", "palm"],
  );
  const leafSize = size * 0.72 * k;
  let d = "";
  let d2 = "";
  if (kind === "snake") {
    const n = rnd.int(7, 11);
    for (let i = 0; i < n; i++) {
      const a = ((i / (n - 1)) * 2 - 1) * 0.35 + rnd.float(-0.05, 0.05);
      const leaf = leafPath([base[0] + a * potR * k, base[1]], a, leafSize * rnd.float(0.6, 1), potR * k * 0.28);
      if (i % 2) d += leaf;
      else d2 += leaf;
    }
    s.path(d, "#3f6e4a");
    s.path(d2, "#5b8a55", ` stroke="#c9c77a" stroke-width="${fmt(k * 0.8)}"`);
    return;
  }
  if (kind === "fiddle") {
    const stems = rnd.int(3, 5);
    const tips: Point[] = [];
    for (let i = 0; i < stems; i++) {
      const a = ((i / (stems - 1)) * 2 - 1) * 0.45;
      const tip: Point = [base[0] + Math.sin(a) * leafSize, base[1] - Math.cos(a) * leafSize];
      tips.push(tip);
      s.add(
        `<line x1="${fmt(base[0])}" y1="${fmt(base[1])}" x2="${fmt(tip[0])}" y2="${fmt(tip[1])}" stroke="#6b5a43" stroke-width="${fmt(k * 1.2)}"/>`,
      );
    }
    const leaves = rnd.int(12, 18);
    for (let i = 0; i < leaves; i++) {
      const tip = tips[i % tips.length];
      const t = rnd.float(0.35, 1);
      const lx = base[0] + (tip[0] - base[0]) * t;
      const ly = base[1] + (tip[1] - base[1]) * t;
      const a = rnd.float(-1.4, 1.4);
      const leaf = leafPath([lx, ly], a, size * 0.2 * k, size * 0.09 * k);
      if (i % 2) d += leaf;
      else d2 += leaf;
    }
    s.path(d, LEAF[1]);
    s.path(d2, LEAF[2]);
    return;
  }
  // Areca palm: arching fronds with leaflets.
  const fronds = rnd.int(6, 9);
  for (let i = 0; i < fronds; i++) {
    const a = ((i / (fronds - 1)) * 2 - 1) * 1.0 + rnd.float(-0.1, 0.1);
    const len = leafSize * rnd.float(0.7, 1);
    const tip: Point = [base[0] + Math.sin(a) * len, base[1] - Math.cos(a) * len * 0.85];
    const ctrl: Point = [base[0] + Math.sin(a) * len * 0.3, base[1] - len * 0.9];
    let frond = `M${fmt(base[0])},${fmt(base[1])} Q${fmt(ctrl[0])},${fmt(ctrl[1])} ${fmt(tip[0])},${fmt(tip[1])}`;
    for (let j = 2; j < 12; j++) {
      const t = j / 12;
      const px = (1 - t) ** 2 * base[0] + 2 * (1 - t) * t * ctrl[0] + t * t * tip[0];
      const py = (1 - t) ** 2 * base[1] + 2 * (1 - t) * t * ctrl[1] + t * t * tip[1];
      const leaflet = len * 0.2 * (1 - t * 0.6);
      frond += ` M${fmt(px)},${fmt(py)} l${fmt(-leaflet * 0.7)},${fmt(leaflet * 0.55)} M${fmt(px)},${fmt(py)} l${fmt(leaflet * 0.7)},${fmt(leaflet * 0.55)}`;
    }
    s.add(
      `<path d="${frond}" fill="none" stroke="${LEAF[i % LEAF.length]}" stroke-width="${fmt(k * 2.2)}" stroke-linecap="round"/>`,
    );
  }
}

/** A pendant light hanging at (x, z) with its shade bottom at height y. */
export function pendant(room: Room, x: number, z: number, y: number): void {
  const { s, kit } = room;
  const k = s.scale(z);
  const [cx, top] = s.p(x, room.h, z);
  const [, cy] = s.p(x, y, z);
  const glowR = (room.evening ? 90 : 50) * k;
  s.ellipse(cx, cy + 8 * k, glowR, glowR, s.glow("#ffe4a8", room.evening ? 0.75 : 0.45));
  s.add(
    `<line x1="${fmt(cx)}" y1="${fmt(top)}" x2="${fmt(cx)}" y2="${fmt(cy - 18 * k)}" stroke="#3a3a3a" stroke-width="${fmt(Math.max(1, k * 0.6))}"/>`,
  );
  const bulb = "#fff4d6";
  switch (kit.pendant) {
    case "globe":
      s.ellipse(cx, cy - 4 * k, 16 * k, 16 * k, s.glow("#ffffff", 0.95));
      s.ellipse(cx, cy - 4 * k, 16 * k, 16 * k, "#fbf6ea", ' opacity="0.85"');
      return;
    case "dome":
      s.path(
        `M${fmt(cx - 22 * k)},${fmt(cy)} Q${fmt(cx - 20 * k)},${fmt(cy - 20 * k)} ${fmt(cx)},${fmt(cy - 20 * k)} Q${fmt(cx + 20 * k)},${fmt(cy - 20 * k)} ${fmt(cx + 22 * k)},${fmt(cy)}Z`,
        kit.metal,
      );
      s.ellipse(cx, cy, 21 * k, 3.5 * k, bulb);
      return;
    case "rattan": {
      const w = 30 * k;
      s.path(
        `M${fmt(cx - w)},${fmt(cy)} Q${fmt(cx - w)},${fmt(cy - 26 * k)} ${fmt(cx)},${fmt(cy - 26 * k)} Q${fmt(cx + w)},${fmt(cy - 26 * k)} ${fmt(cx + w)},${fmt(cy)}Z`,
        "#c9a16a",
      );
      let weave = "";
      for (let i = -4; i <= 4; i++) {
        weave += `M${fmt(cx + i * w * 0.22)},${fmt(cy)} Q${fmt(cx + i * w * 0.12)},${fmt(cy - 22 * k)} ${fmt(cx)},${fmt(cy - 26 * k)} `;
      }
      s.add(`<path d="${weave}" fill="none" stroke="#9c7443" stroke-width="${fmt(k * 0.9)}"/>`);
      s.ellipse(cx, cy, w, 4 * k, bulb);
      return;
    }
    case "bulb":
      s.ellipse(cx, cy - 8 * k, 22 * k, 22 * k, s.glow("#ffc766", 0.9));
      s.rect(cx - 2 * k, cy - 18 * k, 4 * k, 6 * k, "#2a2a2a");
      s.ellipse(cx, cy - 8 * k, 6 * k, 7.5 * k, "#ffd58a", ` stroke="#b9822f" stroke-width="${fmt(k * 0.5)}"`);
      return;
    case "lantern": {
      const w = 13 * k;
      s.path(
        `M${fmt(cx - w * 0.4)},${fmt(cy - 34 * k)} L${fmt(cx + w * 0.4)},${fmt(cy - 34 * k)} L${fmt(cx + w)},${fmt(cy - 22 * k)} L${fmt(cx + w * 0.8)},${fmt(cy)} L${fmt(cx - w * 0.8)},${fmt(cy)} L${fmt(cx - w)},${fmt(cy - 22 * k)}Z`,
        kit.metal,
      );
      s.path(
        `M${fmt(cx - w * 0.6)},${fmt(cy - 20 * k)} L${fmt(cx + w * 0.6)},${fmt(cy - 20 * k)} L${fmt(cx + w * 0.5)},${fmt(cy - 4 * k)} L${fmt(cx - w * 0.5)},${fmt(cy - 4 * k)}Z`,
        "#ffe3a3",
      );
      return;
    }
    case "cone":
      s.path(
        `M${fmt(cx - 4 * k)},${fmt(cy - 26 * k)} L${fmt(cx + 4 * k)},${fmt(cy - 26 * k)} L${fmt(cx + 12 * k)},${fmt(cy)} L${fmt(cx - 12 * k)},${fmt(cy)}Z`,
        kit.metal,
      );
      s.ellipse(cx, cy, 12 * k, 2.5 * k, bulb);
      return;
  }
}

/** A table lamp standing on a surface at height y. */
export function tableLamp(room: Room, x: number, y: number, z: number): void {
  const { s, pal, kit } = room;
  const k = s.scale(z);
  const [cx, by] = s.p(x, y, z);
  if (room.evening) s.ellipse(cx, by - 40 * k, 70 * k, 60 * k, s.glow("#ffd98f", 0.6));
  const baseColor = room.spec.style === "traditional" ? kit.metal : mix(pal.accent, "#ffffff", 0.2);
  s.ellipse(cx, by - 11 * k, 9 * k, 11 * k, baseColor);
  s.rect(cx - 1 * k, by - 30 * k, 2 * k, 10 * k, "#5a4a3a");
  const shadeColor = room.evening ? "#fff1cf" : shade(pal.wall, 0.45);
  s.path(
    `M${fmt(cx - 9 * k)},${fmt(by - 45 * k)} L${fmt(cx + 9 * k)},${fmt(by - 45 * k)} L${fmt(cx + 15 * k)},${fmt(by - 28 * k)} L${fmt(cx - 15 * k)},${fmt(by - 28 * k)}Z`,
    shadeColor,
    ` stroke="${shade(shadeColor, -0.12)}" stroke-width="${fmt(k * 0.5)}"`,
  );
}

/** A floor lamp at (x, z). */
export function floorLamp(room: Room, x: number, z: number): void {
  const { s, kit, rnd } = room;
  const k = s.scale(z);
  s.shadow(x - 15, x + 15, z - 10, z + 10, 0.2, 4);
  const [cx, fy] = s.p(x, 0, z);
  const [, ty] = s.p(x, 150, z);
  if (room.evening) s.ellipse(cx, ty + 10 * k, 110 * k, 95 * k, s.glow("#ffd98f", 0.55));
  const tripod = room.spec.style === "scandinavian" || room.spec.style === "boho" || rnd.chance(0.3);
  if (tripod) {
    const legColor = kit.wood;
    const apex: Point = [cx, ty + 20 * k];
    for (const dx of [-22, 22, 4]) {
      s.add(
        `<line x1="${fmt(apex[0])}" y1="${fmt(apex[1])}" x2="${fmt(cx + dx * k)}" y2="${fmt(fy + (dx === 4 ? 4 * k : 0))}" stroke="${shade(legColor, dx === 4 ? 0.08 : -0.05)}" stroke-width="${fmt(k * 2.4)}" stroke-linecap="round"/>`,
      );
    }
  } else {
    s.ellipse(cx, fy, 15 * k, 3.5 * k, kit.metal);
    s.rect(cx - 1.2 * k, ty, 2.4 * k, fy - ty, kit.metal);
  }
  const shadeColor = room.evening ? "#fff0cc" : "#f4efe6";
  s.path(
    `M${fmt(cx - 16 * k)},${fmt(ty - 14 * k)} L${fmt(cx + 16 * k)},${fmt(ty - 14 * k)} L${fmt(cx + 22 * k)},${fmt(ty + 18 * k)} L${fmt(cx - 22 * k)},${fmt(ty + 18 * k)}Z`,
    shadeColor,
    ` stroke="${shade(shadeColor, -0.1)}" stroke-width="${fmt(k * 0.6)}"`,
  );
}

/** A framed artwork on the back wall centred at (x, yc). */
export function wallArt(room: Room, x: number, yc: number, w: number, h: number, kind?: ArtKind): void {
  const { s, pal, kit, rnd } = room;
  const art = kind ?? rnd.pick(kit.art);
  const k = s.scale(0);
  const [x0, y0] = s.p(x - w / 2, yc + h / 2, 0.5);
  const pw = w * k;
  const ph = h * k;
  s.rect(x0 + 4 * k, y0 + 6 * k, pw, ph, "#000", ` opacity="0.16" filter="${s.blur(Math.round(6 * k))}"`);
  const frame = art === "mandala" ? kit.metal : rnd.pick([kit.wood, "#2a2a2a", "#f4f1ea", kit.wood]);
  s.rect(x0, y0, pw, ph, frame);
  const matInset = (art === "mandala" ? 2.5 : 4) * k;
  const mat = art === "mandala" ? "#7d241d" : "#fbf8f2";
  s.rect(x0 + matInset, y0 + matInset, pw - 2 * matInset, ph - 2 * matInset, mat);
  const inset = (art === "mandala" ? 3 : 9) * k;
  const ix = x0 + inset;
  const iy = y0 + inset;
  const iw = pw - 2 * inset;
  const ih = ph - 2 * inset;
  const clip = s.clip([
    [ix, iy],
    [ix + iw, iy],
    [ix + iw, iy + ih],
    [ix, iy + ih],
  ]);
  const colours = [pal.accent, pal.accent2, pal.fabric, ...kit.extra].filter((c) => luminance(c) < 0.9);
  let inner = "";
  const circle = (cx: number, cy: number, r: number, fill: string) =>
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"/>`;
  switch (art) {
    case "shapes": {
      inner += `<rect x="${fmt(ix)}" y="${fmt(iy)}" width="${fmt(iw)}" height="${fmt(ih)}" fill="${mix(pal.wall, "#ffffff", 0.5)}"/>`;
      const shapes = rnd.int(2, 4);
      for (let i = 0; i < shapes; i++) {
        const c = colours[(i + rnd.int(0, 3)) % colours.length];
        const cx = ix + iw * rnd.float(0.2, 0.8);
        const cy = iy + ih * rnd.float(0.25, 0.8);
        const r = Math.min(iw, ih) * rnd.float(0.15, 0.32);
        if (rnd.chance(0.5)) inner += circle(cx, cy, r, c);
        else
          inner += `<path d="M${fmt(cx - r)},${fmt(cy + r)} L${fmt(cx - r)},${fmt(cy)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(cx + r)},${fmt(cy)} L${fmt(cx + r)},${fmt(cy + r)}Z" fill="${c}"/>`;
      }
      break;
    }
    case "landscape": {
      const sky = mix(pal.wall, "#ffffff", 0.6);
      inner += `<rect x="${fmt(ix)}" y="${fmt(iy)}" width="${fmt(iw)}" height="${fmt(ih)}" fill="${sky}"/>`;
      inner += circle(ix + iw * rnd.float(0.25, 0.75), iy + ih * 0.38, Math.min(iw, ih) * 0.12, pal.accent);
      for (let layer = 0; layer < 3; layer++) {
        const base = iy + ih * (0.55 + layer * 0.14);
        const c = mix(colours[layer % colours.length], "#ffffff", 0.35 - layer * 0.15);
        inner += `<path d="M${fmt(ix)},${fmt(base)} Q${fmt(ix + iw * rnd.float(0.2, 0.4))},${fmt(base - ih * rnd.float(0.1, 0.3))} ${fmt(ix + iw * 0.55)},${fmt(base)} T${fmt(ix + iw)},${fmt(base - ih * 0.05)} L${fmt(ix + iw)},${fmt(iy + ih)} L${fmt(ix)},${fmt(iy + ih)}Z" fill="${c}"/>`;
      }
      break;
    }
    case "mandala": {
      const cx = ix + iw / 2;
      const cy = iy + ih / 2;
      const r = Math.min(iw, ih) * 0.42;
      inner += circle(cx, cy, r, "#c9a24a");
      inner += circle(cx, cy, r * 0.82, "#8e2a22");
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * 360;
        inner += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy - r * 0.5)}" rx="${fmt(r * 0.13)}" ry="${fmt(r * 0.3)}" fill="#d9b45a" transform="rotate(${a} ${fmt(cx)} ${fmt(cy)})"/>`;
      }
      inner += circle(cx, cy, r * 0.22, "#1f5a4f");
      inner += circle(cx, cy, r * 0.1, "#d9b45a");
      break;
    }
    case "lines": {
      inner += `<rect x="${fmt(ix)}" y="${fmt(iy)}" width="${fmt(iw)}" height="${fmt(ih)}" fill="#f6f3ee"/>`;
      let d = `M${fmt(ix + iw * 0.1)},${fmt(iy + ih * rnd.float(0.3, 0.7))}`;
      for (let i = 0; i < 4; i++) {
        d += ` C${fmt(ix + iw * rnd.float(0.1, 0.9))},${fmt(iy + ih * rnd.float(0.1, 0.9))} ${fmt(ix + iw * rnd.float(0.1, 0.9))},${fmt(iy + ih * rnd.float(0.1, 0.9))} ${fmt(ix + iw * rnd.float(0.2, 0.9))},${fmt(iy + ih * rnd.float(0.2, 0.8))}`;
      }
      inner += `<path d="${d}" fill="none" stroke="#222" stroke-width="${fmt(k * 1.3)}"/>`;
      inner += circle(ix + iw * rnd.float(0.3, 0.7), iy + ih * rnd.float(0.3, 0.7), Math.min(iw, ih) * 0.1, pal.accent);
      break;
    }
    case "botanical": {
      inner += `<rect x="${fmt(ix)}" y="${fmt(iy)}" width="${fmt(iw)}" height="${fmt(ih)}" fill="#f3efe4"/>`;
      const stemX = ix + iw / 2;
      inner += `<line x1="${fmt(stemX)}" y1="${fmt(iy + ih * 0.92)}" x2="${fmt(stemX)}" y2="${fmt(iy + ih * 0.1)}" stroke="#5d6b4a" stroke-width="${fmt(k)}"/>`;
      for (let i = 0; i < 6; i++) {
        const ly = iy + ih * (0.2 + i * 0.12);
        const side = i % 2 ? 1 : -1;
        inner += `<path d="${leafPath([stemX, ly], side * 1.0, Math.min(iw, ih) * 0.32, ih * 0.05)}" fill="${i % 2 ? "#6f8a5a" : "#8aa471"}"/>`;
      }
      break;
    }
    case "sun": {
      inner += `<rect x="${fmt(ix)}" y="${fmt(iy)}" width="${fmt(iw)}" height="${fmt(ih)}" fill="#f4e8d6"/>`;
      const cx = ix + iw / 2;
      const cy = iy + ih * 0.78;
      const r = Math.min(iw, ih) * 0.42;
      const rings = ["#c4683f", "#d9a441", "#e8c9a0", "#6b8f71"];
      rings.forEach((c, i) => {
        const rr = r * (1 - i * 0.22);
        inner += `<path d="M${fmt(cx - rr)},${fmt(cy)} A${fmt(rr)},${fmt(rr)} 0 0 1 ${fmt(cx + rr)},${fmt(cy)}Z" fill="${c}"/>`;
      });
      break;
    }
  }
  s.add(`<g clip-path="url(#${clip})">${inner}</g>`);
}

/** A rug lying on the floor centred at (x, zc). */
export function rug(room: Room, x: number, zc: number, w: number, d: number, kind: RugKind = room.kit.rug): void {
  const { s, pal, kit, rnd } = room;
  if (kind === "none") return;
  const y = 0.4;
  const quad = (x0: number, x1: number, z0: number, z1: number, fill: string, extra = "") =>
    s.poly3(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
      extra,
    );
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const z0 = zc - d / 2;
  const z1 = zc + d / 2;
  switch (kind) {
    case "jute": {
      s.flatEllipse(x, y, zc, w / 2, d / 2, "#c9a876");
      for (let i = 1; i < 6; i++) {
        s.flatEllipse(
          x,
          y,
          zc,
          (w / 2) * (1 - i * 0.15),
          (d / 2) * (1 - i * 0.15),
          "none",
          ` stroke="#b08f5f" stroke-width="${fmt(s.scale(zc) * 0.8)}"`,
        );
      }
      return;
    }
    case "plain": {
      const color = mix(pal.fabric2, pal.wall, 0.35);
      quad(x0, x1, z0, z1, color);
      quad(x0 + 8, x1 - 8, z0 + 8, z1 - 8, "none", ` stroke="${shade(color, -0.1)}" stroke-width="2"`);
      return;
    }
    case "striped": {
      quad(x0, x1, z0, z1, "#efe3cf");
      const colours = [kit.extra[0], kit.extra[1] ?? pal.accent, pal.accent2, kit.extra[2] ?? pal.fabric];
      let z = z0 + 10;
      let i = 0;
      while (z < z1 - 12) {
        const band = rnd.float(5, 16);
        quad(x0, x1, z, Math.min(z1 - 10, z + band), colours[i % colours.length]);
        z += band + rnd.float(6, 18);
        i++;
      }
      for (let fx = x0 + 3; fx < x1; fx += 5) {
        s.line3([fx, y, z1], [fx, y, z1 + 6], "#e6d6bb", 1.4);
      }
      return;
    }
    case "bordered": {
      const field = room.spec.style === "traditional" ? "#8e2a22" : shade(pal.fabric, -0.1);
      const border = room.spec.style === "traditional" ? "#1f3f5a" : shade(pal.fabric2, -0.05);
      quad(x0, x1, z0, z1, border);
      quad(x0 + 12, x1 - 12, z0 + 12, z1 - 12, "#d9b45a");
      quad(x0 + 16, x1 - 16, z0 + 16, z1 - 16, field);
      s.flatEllipse(x, y, zc, w * 0.16, d * 0.22, "#d9b45a");
      s.flatEllipse(x, y, zc, w * 0.1, d * 0.14, border);
      return;
    }
    case "geometric": {
      const color = mix(pal.fabric2, "#ffffff", 0.15);
      quad(x0, x1, z0, z1, color);
      const stroke = shade(pal.fabric, -0.05);
      for (let gx = x0 + 20; gx < x1; gx += 40) {
        s.line3([gx, y, z0], [gx + 30, y, z1], stroke, 1.8, ' opacity="0.7"');
        s.line3([gx + 30, y, z0], [gx, y, z1], stroke, 1.8, ' opacity="0.7"');
      }
      return;
    }
  }
}

/** A throw cushion centred at (x, y, z), tilted a little. */
export function cushion(room: Room, x: number, y: number, z: number, size: number, color: string): void {
  const { s, rnd } = room;
  const k = s.scale(z);
  const [cx, cy] = s.p(x, y, z);
  const half = (size * k) / 2;
  const tilt = rnd.float(-8, 8);
  s.add(
    `<rect x="${fmt(cx - half)}" y="${fmt(cy - half)}" width="${fmt(half * 2)}" height="${fmt(half * 2)}" rx="${fmt(half * 0.35)}" fill="${s.vgrad(shade(color, 0.1), shade(color, -0.1))}" transform="rotate(${fmt(tilt)} ${fmt(cx)} ${fmt(cy)})"/>`,
  );
}

const BOOK_TONES = ["#8e3b2f", "#2f4a6b", "#d9b45a", "#4d6b4f", "#e8e0d0", "#5a4a6b", "#c0714a", "#2b2b2b"];

/** A row of upright books on a surface at height y, from x0 to at most x1, at depth z0..z1. */
export function books(room: Room, x0: number, x1: number, y: number, z0: number, z1: number): void {
  const { s, rnd } = room;
  let x = x0;
  while (x < x1 - 3) {
    const bw = rnd.float(2.5, 5.5);
    const bh = rnd.float(17, 27);
    if (rnd.chance(0.12)) {
      x += rnd.float(4, 10);
      continue;
    }
    s.box({ x0: x, x1: Math.min(x1, x + bw), y0: y, y1: y + bh, z0, z1 }, rnd.pick(BOOK_TONES));
    x += bw + 0.3;
  }
}

/** A vase with stems (pampas for boho, greenery otherwise) on a surface at height y. */
export function vase(room: Room, x: number, y: number, z: number, height = 28): void {
  const { s, pal, rnd } = room;
  const k = s.scale(z);
  const color =
    room.spec.style === "traditional" ? room.kit.metal : rnd.pick([pal.accent, "#e9e3d8", "#c0714a", "#2b2b2b"]);
  s.cylinder(x, z, 6, y, y + height * 0.45, color, 3.5);
  const [cx, top] = s.p(x, y + height * 0.45, z);
  const pampas = room.spec.style === "boho" || room.spec.style === "rustic";
  for (let i = 0; i < 5; i++) {
    const a = (i - 2) * 0.28 + rnd.float(-0.1, 0.1);
    const len = height * k * rnd.float(0.8, 1.2);
    const tx = cx + Math.sin(a) * len;
    const ty = top - Math.cos(a) * len;
    s.add(
      `<line x1="${fmt(cx)}" y1="${fmt(top)}" x2="${fmt(tx)}" y2="${fmt(ty)}" stroke="#7d6a4f" stroke-width="${fmt(k * 0.6)}"/>`,
    );
    if (pampas)
      s.ellipse(
        tx,
        ty,
        3 * k,
        9 * k,
        "#e6d3b0",
        ` transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(tx)} ${fmt(ty)})"`,
      );
    else s.path(leafPath([tx, ty + 6 * k], a, 9 * k, 3 * k), LEAF[i % 3]);
  }
}

/** A floating shelf on the back wall from x0 to x1 at height y, with books and a plant or vase. */
export function wallShelf(room: Room, x0: number, x1: number, y: number): void {
  const { s, kit, rnd } = room;
  s.box({ x0, x1, y0: y - 3.5, y1: y, z0: 0, z1: 24 }, kit.wood);
  const split = x0 + (x1 - x0) * rnd.float(0.35, 0.6);
  books(room, x0 + 4, split, y, 2, 20);
  if (rnd.chance(0.5)) vase(room, (split + x1) / 2, y, 12, 24);
  else plant(room, (split + x1) / 2 + 6, 12, 30, y);
}
