import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderMedia, serveMedia } from "./serve.server";

const NAME = "bedroom.scandinavian.white.compact.x.1a.webp";
let cacheDir = "";

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "nivasa-media-"));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

function get(splat: string, query = "", headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/media/${splat}${query}`, { headers });
  return serveMedia(request, splat, { cacheDir });
}

describe("media route", () => {
  it("serves generated art as an immutable WebP of the allowed width and caches it on disk", async () => {
    const first = await get(`art/${NAME}`, "?w=320");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);

    const files = await readdir(path.join(cacheDir, "art-v1"));
    expect(files).toEqual(["bedroom.scandinavian.white.compact.x.1a.w320.webp"]);

    const again = await get(`art/${NAME}`, "?w=320");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
  });

  it("defaults to 800 px and answers a matching If-None-Match with 304", async () => {
    const response = await get(`art/${NAME}`);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(800);
    const etag = response.headers.get("ETag") ?? "";
    const revalidated = await get(`art/${NAME}`, "", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
  });

  it("answers 404, never 500, for bad paths and widths", async () => {
    const bad: [string, string][] = [
      [`art/${NAME}`, "?w=321"],
      [`art/${NAME}`, "?w=0800"],
      [`art/${NAME}`, "?w=abc"],
      ["art/unknown.webp", ""],
      [`art/../${NAME}`, ""],
      [`art/..%2F..%2Fetc%2Fpasswd`, ""],
      [`art/sub/${NAME}`, ""],
      [`uploads/${NAME}`, ""],
      [`constructor/${NAME}`, ""],
      [NAME, ""],
      ["", ""],
    ];
    for (const [splat, query] of bad) {
      const response = await get(splat, query);
      expect(response.status, `${splat}${query}`).toBe(404);
    }
  });

  it("prerenders files into the cache ahead of time", async () => {
    const url = "/media/art/kitchen.rustic.green.large.galley.k9.webp";
    expect(await prerenderMedia([url, "/elsewhere.png"], [320, 480], { cacheDir })).toBe(2);
    const files = await readdir(path.join(cacheDir, "art-v1"));
    expect(files).toEqual(
      expect.arrayContaining([
        "kitchen.rustic.green.large.galley.k9.w320.webp",
        "kitchen.rustic.green.large.galley.k9.w480.webp",
      ]),
    );
  });
});
