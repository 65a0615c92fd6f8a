import { describe, expect, it } from "vitest";
import { parseUploadedImageUrl, responsiveSources, uploadWidths } from "./image-sizes";

const ID = "0123456789abcdef0123456789abcdef";

describe("responsive sources", () => {
  it("gives /media/ art its allowed widths up to the intrinsic width", () => {
    expect(responsiveSources("/media/art/a.webp", 640)).toEqual({
      src: "/media/art/a.webp?w=640",
      srcSet: "/media/art/a.webp?w=320 320w, /media/art/a.webp?w=480 480w, /media/art/a.webp?w=640 640w",
    });
  });

  it("gives an uploaded image (on disk or a bucket) the widths it was stored at", () => {
    expect(uploadWidths(1000)).toEqual([320, 480, 640, 800, 1000]);
    expect(uploadWidths(2400)).toEqual([320, 480, 640, 800, 1200, 1600]);
    expect(uploadWidths(200)).toEqual([200]);

    const url = `https://cdn.example.com/images/${ID}/1000.webp`;
    expect(responsiveSources(url, 1000)).toEqual({
      src: `https://cdn.example.com/images/${ID}/800.webp`,
      srcSet: [320, 480, 640, 800, 1000].map((w) => `https://cdn.example.com/images/${ID}/${w}.webp ${w}w`).join(", "),
    });
    expect(responsiveSources(`/uploads/images/${ID}/200.webp`, 200)).toEqual({
      src: `/uploads/images/${ID}/200.webp`,
      srcSet: undefined,
    });
  });

  it("narrows the srcset to a slot's widths, keeping a narrower image's own width", () => {
    expect(responsiveSources("/media/art/a.webp", 800, [480, 800])?.srcSet).toBe(
      "/media/art/a.webp?w=480 480w, /media/art/a.webp?w=800 800w",
    );
    expect(responsiveSources("/media/art/a.webp", 640, [480, 800])?.srcSet).toBe(
      "/media/art/a.webp?w=480 480w, /media/art/a.webp?w=640 640w",
    );
    expect(responsiveSources(`/uploads/images/${ID}/400.webp`, 400, [480, 800])).toEqual({
      src: `/uploads/images/${ID}/400.webp`,
      srcSet: undefined,
    });
    expect(responsiveSources("/media/art/a.webp", 1600, [480])).toEqual({ src: "/media/art/a.webp?w=480" });
  });

  it("leaves other URLs alone", () => {
    expect(responsiveSources("https://example.com/photo.jpg", 800)).toBeNull();
    expect(responsiveSources("/uploads/images/not-an-id/800.webp", 800)).toBeNull();
    expect(parseUploadedImageUrl(`/uploads/images/${ID}/800.webp?x=1`)).toBeNull();
    expect(parseUploadedImageUrl(`/uploads/images/${ID}/800.webp`)?.id).toBe(ID);
  });
});
