import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLOR_PALETTES, DESIGN_STYLES, KITCHEN_LAYOUTS, ROOM_TYPES, SPACE_SIZES } from "~/content/catalog";
import { renderArtSvg } from "./art/render";
import { renderArtWebp } from "./art/render.server";
import { type ArtSpec, artUrl, parseArtName } from "./art-url";

const living: ArtSpec = { room: "living_room", style: "boho", color: "green", size: "medium", layout: null, seed: 42 };

describe("art URLs", () => {
  it("round-trip every room, style, colour, size and layout", () => {
    for (const room of ROOM_TYPES) {
      for (const style of DESIGN_STYLES) {
        const spec: ArtSpec = {
          room,
          style,
          color: COLOR_PALETTES[style.length % COLOR_PALETTES.length],
          size: SPACE_SIZES[room.length % SPACE_SIZES.length],
          layout: room === "kitchen" ? KITCHEN_LAYOUTS[style.length % KITCHEN_LAYOUTS.length] : null,
          seed: 0xfffffff0 - style.length,
        };
        const url = artUrl(spec);
        expect(url.startsWith("/media/art/")).toBe(true);
        expect(parseArtName(url.slice("/media/art/".length))).toEqual(spec);
      }
    }
  });

  it("look like /media/art/<room>.<style>.<color>.<size>.<layout|x>.<seed>.webp", () => {
    expect(artUrl(living)).toBe("/media/art/living_room.boho.green.medium.x.16.webp");
    expect(artUrl({ ...living, room: "kitchen", layout: "island", seed: 35 })).toBe(
      "/media/art/kitchen.boho.green.medium.island.z.webp",
    );
  });

  it("reject names that are not canonical", () => {
    for (const bad of [
      "living_room.boho.green.medium.x.16.png",
      "living_room.boho.green.medium.island.16.webp",
      "kitchen.boho.green.medium.x.16.webp",
      "living_room.boho.green.huge.x.16.webp",
      "living_room.boho.green.medium.x.016.webp",
      "living_room.boho.green.medium.x.zzzzzzz.webp",
      "living_room.boho.green.medium.x.16.webp.webp",
      "../living_room.boho.green.medium.x.16.webp",
      "living_room.boho.green.medium.x.-1.webp",
      "",
    ]) {
      expect(parseArtName(bad), bad).toBeNull();
    }
  });
});

describe("art renderer", () => {
  it("renders a WebP of the requested width at 4:3", async () => {
    const bytes = await renderArtWebp(living, 480);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(360);
  });

  it("is a pure function of the spec, and every seed draws a different room", async () => {
    expect(renderArtSvg(living, 320)).toBe(renderArtSvg(living, 320));
    const [a, b] = await Promise.all([renderArtWebp(living, 320), renderArtWebp({ ...living, seed: 43 }, 320)]);
    expect(Buffer.compare(a, b)).not.toBe(0);
  });

  it("draws every room type, style and kitchen layout without invalid geometry", () => {
    for (const room of ROOM_TYPES) {
      for (const style of DESIGN_STYLES) {
        for (const size of SPACE_SIZES) {
          const layouts = room === "kitchen" ? KITCHEN_LAYOUTS : [null];
          for (const layout of layouts) {
            const svg = renderArtSvg({ room, style, color: "navy", size, layout, seed: 7 }, 320);
            expect(/NaN|Infinity|undefined/.test(svg), `${room}/${style}/${size}/${layout}`).toBe(false);
          }
        }
      }
    }
  });
});
