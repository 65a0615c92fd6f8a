import { shade } from "./color";

/**
 * A tiny one-point-perspective renderer producing SVG. World units are centimetres:
 * x runs left→right (0 = middle of the back wall), y up from the floor, z from the back wall (0)
 * towards the camera. Faces parallel to the back wall project to axis-aligned rectangles.
 */

export type Vec3 = readonly [number, number, number];
export type Point = readonly [number, number];

export interface Camera {
  /** Focal length in px. */
  f: number;
  /** Screen position of the vanishing point. */
  ox: number;
  oy: number;
  /** Eye position in world units. */
  cx: number;
  cy: number;
  cz: number;
}

export interface BoxSpec {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxStyle {
  /** Corner radius (cm) of the front face when it faces the camera squarely. */
  r?: number;
  /** Overrides for the top face and the side faces. */
  top?: string;
  side?: string;
  stroke?: string;
  opacity?: number;
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

export function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
}

export class Scene {
  private readonly parts: string[] = [];
  private readonly defs: string[] = [];
  private readonly defKeys = new Map<string, string>();
  private nextId = 0;

  constructor(
    readonly cam: Camera,
    /** Unit vector pointing towards the main light. */
    readonly light: Vec3,
  ) {}

  p(x: number, y: number, z: number): Point {
    const d = this.cam.cz - z;
    return [this.cam.ox + (this.cam.f * (x - this.cam.cx)) / d, this.cam.oy - (this.cam.f * (y - this.cam.cy)) / d];
  }

  /** Pixels per centimetre at depth z. */
  scale(z: number): number {
    return this.cam.f / (this.cam.cz - z);
  }

  add(svg: string): void {
    this.parts.push(svg);
  }

  id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  /** Adds a definition once per key; returns its id. */
  def(key: string, build: (id: string) => string): string {
    const existing = this.defKeys.get(key);
    if (existing) return existing;
    const id = this.id("d");
    this.defKeys.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  /** Vertical linear gradient top→bottom. */
  vgrad(top: string, bottom: string): string {
    return `url(#${this.def(`v${top}${bottom}`, (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`)})`;
  }

  /** Horizontal linear gradient left→right through the given stops. */
  hgrad(...stops: string[]): string {
    const key = `h${stops.join()}`;
    return `url(#${this.def(key, (id) => {
      const s = stops.map((c, i) => `<stop offset="${fmt(i / (stops.length - 1))}" stop-color="${c}"/>`).join("");
      return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${s}</linearGradient>`;
    })})`;
  }

  /** Radial glow: colour fading to transparent. */
  glow(color: string, opacity = 0.6): string {
    return `url(#${this.def(`g${color}${opacity}`, (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`)})`;
  }

  blur(amount: number): string {
    return `url(#${this.def(`b${amount}`, (id) => `<filter id="${id}" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="${amount}"/></filter>`)})`;
  }

  /** A clip path from a polygon; returns its id. */
  clip(points: readonly Point[]): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><polygon points="${pts(points)}"/></clipPath>`);
    return id;
  }

  toSvg(width: number, height: number, viewWidth: number, viewHeight: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`;
  }

  // ── Flat shapes ──

  poly(points: readonly Point[], fill: string, extra = ""): void {
    this.add(`<polygon points="${pts(points)}" fill="${fill}"${extra}/>`);
  }

  /** A polygon given in world coordinates. */
  poly3(points: readonly Vec3[], fill: string, extra = ""): void {
    this.poly(
      points.map(([x, y, z]) => this.p(x, y, z)),
      fill,
      extra,
    );
  }

  line3(a: Vec3, b: Vec3, stroke: string, width: number, extra = ""): void {
    const [x1, y1] = this.p(...a);
    const [x2, y2] = this.p(...b);
    this.add(
      `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="${stroke}" stroke-width="${fmt(width)}"${extra}/>`,
    );
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    this.add(
      `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(Math.max(0, w))}" height="${fmt(Math.max(0, h))}" fill="${fill}"${extra}/>`,
    );
  }

  /** A rectangle on the plane z (parallel to the back wall), in world units. */
  rect3(x0: number, x1: number, y0: number, y1: number, z: number, fill: string, r = 0, extra = ""): void {
    const [sx0, sy1] = this.p(x0, y1, z);
    const [sx1, sy0] = this.p(x1, y0, z);
    const rr = r > 0 ? ` rx="${fmt(r * this.scale(z))}"` : "";
    this.rect(sx0, sy1, sx1 - sx0, sy0 - sy1, fill, `${rr}${extra}`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): void {
    this.add(
      `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(Math.abs(rx))}" ry="${fmt(Math.abs(ry))}" fill="${fill}"${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ""): void {
    this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }

  /** An ellipse lying on the horizontal plane y, centred at (x, z), with radii rx (across) and rz (deep). */
  flatEllipse(x: number, y: number, z: number, rx: number, rz: number, fill: string, extra = ""): void {
    const [, yBack] = this.p(x, y, z - rz);
    const [, yFront] = this.p(x, y, z + rz);
    const [cx] = this.p(x, y, z);
    this.ellipse(cx, (yBack + yFront) / 2, rx * this.scale(z), (yFront - yBack) / 2, fill, extra);
  }

  /** Soft contact shadow of a footprint on the floor. */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.22, spread = 8): void {
    const s = this.scale((z0 + z1) / 2);
    this.poly3(
      [
        [x0 - spread, 0, z0 - spread / 2],
        [x1 + spread, 0, z0 - spread / 2],
        [x1 + spread, 0, z1 + spread],
        [x0 - spread, 0, z1 + spread],
      ],
      "#1c140c",
      ` opacity="${opacity}" filter="${this.blur(Math.max(4, Math.round(s * 5)))}"`,
    );
  }

  // ── Solids ──

  private faceColor(base: string, normal: Vec3): string {
    const [lx, ly, lz] = this.light;
    const d = normal[0] * lx + normal[1] * ly + normal[2] * lz;
    return shade(base, (d - 0.4) * 0.24);
  }

  /** Draws the camera-facing faces of a convex hexahedron given by 8 corners (index bits: x=1, y=2, z=4). */
  solid(c: readonly Vec3[], color: string, style: BoxStyle = {}): void {
    const faces: [number[], "side" | "top" | "front"][] = [
      [[0, 2, 6, 4], "side"],
      [[1, 5, 7, 3], "side"],
      [[0, 4, 5, 1], "side"],
      [[2, 3, 7, 6], "top"],
      [[0, 1, 3, 2], "side"],
      [[4, 6, 7, 5], "front"],
    ];
    const centre = c.reduce<[number, number, number]>(
      (acc, v) => [acc[0] + v[0] / 8, acc[1] + v[1] / 8, acc[2] + v[2] / 8],
      [0, 0, 0],
    );
    const eye: Vec3 = [this.cam.cx, this.cam.cy, this.cam.cz];
    const extra = `${style.stroke ? ` stroke="${style.stroke}" stroke-width="1.2" stroke-linejoin="round"` : ""}${style.opacity !== undefined ? ` opacity="${style.opacity}"` : ""}`;
    for (const [idx, kind] of faces) {
      const fc = idx.reduce<[number, number, number]>(
        (acc, i) => [acc[0] + c[i][0] / 4, acc[1] + c[i][1] / 4, acc[2] + c[i][2] / 4],
        [0, 0, 0],
      );
      const n: Vec3 = [fc[0] - centre[0], fc[1] - centre[1], fc[2] - centre[2]];
      const toEye = (eye[0] - fc[0]) * n[0] + (eye[1] - fc[1]) * n[1] + (eye[2] - fc[2]) * n[2];
      if (toEye <= 0) continue;
      const len = Math.hypot(n[0], n[1], n[2]) || 1;
      const unit: Vec3 = [n[0] / len, n[1] / len, n[2] / len];
      const fill =
        kind === "top" && style.top
          ? style.top
          : kind === "side" && style.side
            ? style.side
            : this.faceColor(color, unit);
      this.poly3(
        idx.map((i) => c[i]),
        fill,
        extra,
      );
    }
  }

  /** An axis-aligned box; its front face is drawn as a (rounded) rectangle. */
  box(b: BoxSpec, color: string, style: BoxStyle = {}): void {
    const r = Math.min(style.r ?? 0, (b.x1 - b.x0) / 2, (b.y1 - b.y0) / 2);
    const c: Vec3[] = [];
    for (let i = 0; i < 8; i++) {
      const inset = r > 0 && i & 4 ? r * 0.6 : 0;
      c.push([
        (i & 1 ? b.x1 : b.x0) + (i & 1 ? -inset : inset),
        (i & 2 ? b.y1 : b.y0) + (i & 2 ? -inset : inset),
        i & 4 ? b.z1 : b.z0,
      ]);
    }
    const { r: _r, ...rest } = style;
    // The front face is redrawn as a rectangle below (rounded corners need it).
    this.solid(c, color, rest);
    if (this.cam.cz > b.z1) {
      this.rect3(
        b.x0,
        b.x1,
        b.y0,
        b.y1,
        b.z1,
        color,
        r,
        `${style.stroke ? ` stroke="${style.stroke}" stroke-width="1.2"` : ""}${style.opacity !== undefined ? ` opacity="${style.opacity}"` : ""}`,
      );
    }
  }

  /** A box rotated by `angle` radians about the vertical axis through (x, z). */
  rotatedBox(x: number, z: number, w: number, d: number, y0: number, y1: number, angle: number, color: string): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const c: Vec3[] = [];
    for (let i = 0; i < 8; i++) {
      const lx = (i & 1 ? 0.5 : -0.5) * w;
      const lz = (i & 4 ? 0.5 : -0.5) * d;
      c.push([x + lx * cos - lz * sin, i & 2 ? y1 : y0, z + lx * sin + lz * cos]);
    }
    this.solid(c, color);
  }

  /** An upright cylinder (or truncated cone when rTop differs) standing at (x, z). */
  cylinder(x: number, z: number, r: number, y0: number, y1: number, color: string, rTop = r): void {
    const s = this.scale(z);
    const [cx, by] = this.p(x, y0, z);
    const [, ty] = this.p(x, y1, z);
    const ryOf = (y: number, rr: number) => {
      const [, a] = this.p(x, y, z - rr);
      const [, b] = this.p(x, y, z + rr);
      return (b - a) / 2;
    };
    const rb = r * s;
    const rt = rTop * s;
    const ryb = ryOf(y0, r);
    const ryt = ryOf(y1, rTop);
    const body = this.hgrad(shade(color, -0.18), shade(color, 0.08), color, shade(color, -0.22));
    this.path(
      `M${fmt(cx - rt)},${fmt(ty)} L${fmt(cx - rb)},${fmt(by)} A${fmt(rb)},${fmt(Math.abs(ryb))} 0 0 0 ${fmt(cx + rb)},${fmt(by)} L${fmt(cx + rt)},${fmt(ty)} Z`,
      body,
    );
    if (ryt > 0.2) this.ellipse(cx, ty, rt, ryt, shade(color, 0.12));
    else if (ryt < -0.2) this.ellipse(cx, ty, rt, -ryt, shade(color, -0.12));
  }
}

export { fmt };
