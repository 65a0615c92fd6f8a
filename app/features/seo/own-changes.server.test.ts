import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { describeEachDatabase } from "~/db/testing.server";
import { createPersonas } from "~/features/auth/personas.server";
import { findBrandProfile } from "~/features/directory/brand.server";
import { favouriteBrandIds, setFavourite } from "~/features/directory/favourites.server";
import { createTestBrand, createTestImage } from "~/features/gallery/fixtures.server";
import { getGalleryImage } from "~/features/gallery/gallery.server";
import { likedImageIds, setImageLike } from "~/features/gallery/likes.server";
import { saveReview } from "~/features/reviews/reviews.server";
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from "./cache-control";
import { ownChangeHeaders } from "./page-cache.server";
import { serveThroughPageCache } from "./page-cache.testing.server";
import type { ManifestRoute } from "./page-cache-key";
import { pageQuery } from "./page-query";

const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: {} },
  site: { id: "site", parentId: "root", module: {} },
  ideas: { id: "ideas", parentId: "site", path: "design-ideas/:room", module: { handle: pageQuery(["sort"]) } },
};

/** A signed-in browser: its session cookie (`nivasa.session_token=<user id>` here) and what responses set. */
function browserOf(userId: string) {
  const cookies = new Map([["nivasa.session_token", userId]]);
  return {
    cookie: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    receive(response: Response | undefined) {
      for (const set of response?.headers.getSetCookie() ?? []) {
        const [pair = ""] = set.split(";");
        const eq = pair.indexOf("=");
        cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
    },
  };
}

type Change = (db: Db, userId: string, ids: { brandId: string; imageId: string }) => Promise<unknown>;

/**
 * Each change a signed-in visitor makes that public pages show, the state it starts from, and what the page
 * shows them after it (the image starts with 4 likes, the brand with 5.0 from 3 reviews).
 */
const CHANGES: { name: string; before?: Change; change: Change; shows: Record<string, unknown> }[] = [
  {
    name: "a like",
    change: (db, userId, { imageId }) => setImageLike(db, userId, imageId, true),
    shows: { likes: 5, liked: true },
  },
  {
    name: "an unlike",
    before: (db, userId, { imageId }) => setImageLike(db, userId, imageId, true),
    change: (db, userId, { imageId }) => setImageLike(db, userId, imageId, false),
    shows: { likes: 4, liked: false },
  },
  {
    name: "a saved designer",
    change: (db, userId, { brandId }) => setFavourite(db, userId, brandId, true),
    shows: { saved: true },
  },
  {
    name: "a designer no longer saved",
    before: (db, userId, { brandId }) => setFavourite(db, userId, brandId, true),
    change: (db, userId, { brandId }) => setFavourite(db, userId, brandId, false),
    shows: { saved: false },
  },
  {
    name: "a review",
    change: (db, userId, { brandId }) =>
      saveReview(db, { brandId, userId }, { rating: 2, body: "Two months late, and the wardrobe doors never closed." }),
    shows: { rating: 2, reviews: 1 },
  },
];

describeEachDatabase("what a signed-in visitor just changed, on pages shared through the page cache", (getDb) => {
  /** A gallery page of one brand's image, as every visitor shares it; for a signed-in visitor their bits too. */
  async function setup() {
    const db = getDb();
    const people = await createPersonas(db);
    const brand = await createTestBrand(db, { rating: 5, reviewCount: 3 });
    const image = await createTestImage(db, brand.id, { likesCount: 4 });
    const ids = { brandId: brand.id, imageId: image.id };
    const render = async (request: Request) => {
      const userId = /nivasa\.session_token=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
      const [shown, profile] = await Promise.all([getGalleryImage(db, image.id), findBrandProfile(db, brand.slug)]);
      const page = { likes: shown?.likesCount, rating: profile?.rating, reviews: profile?.reviewCount };
      const own = userId && {
        liked: (await likedImageIds(db, userId, [image.id])).length > 0,
        saved: (await favouriteBrandIds(db, userId, [brand.id])).has(brand.id),
      };
      const cacheControl = userId ? PRIVATE_NO_STORE : PUBLIC_PAGE_CACHE;
      return Response.json({ ...page, ...own }, { headers: { "Cache-Control": cacheControl } });
    };
    const path = `/design-ideas/kitchen-${randomUUID()}`;
    const view = (cookie?: string) => serveThroughPageCache(routes, path, render, { cookie });
    /** The route of a change: it answers as the like, favourite and review actions do. */
    const post = (cookie: string, change: () => Promise<unknown>) =>
      serveThroughPageCache(
        routes,
        `${path}/change`,
        async () => {
          await change();
          return Response.json({ ok: true }, { headers: ownChangeHeaders() });
        },
        { cookie, method: "POST" },
      );
    return { db, people, ids, view, post };
  }

  for (const { name, before, change, shows } of CHANGES) {
    it(`${name} shows in the next page its author gets; others keep sharing the cached copy`, async () => {
      const { db, people, ids, view, post } = await setup();
      const me = people.homeowner.userId;
      await before?.(db, me, ids);
      expect((await view()).cache).toBe("MISS");
      const browser = browserOf(me);
      expect((await view(browser.cookie())).cache).toBe("HIT");

      browser.receive((await post(browser.cookie(), () => change(db, me, ids))).response);
      const next = await view(browser.cookie());
      expect(JSON.parse(next.body)).toMatchObject(shows);
      const again = await view(browser.cookie());
      expect(JSON.parse(again.body), "and on the page after").toMatchObject(shows);

      const shared = await view();
      expect(shared.cache).toBe("HIT");
      expect(shared.body).not.toContain('"liked"');
      const someoneElse = browserOf(people.admin.userId);
      expect(await view(someoneElse.cookie())).toEqual({ cache: "HIT", body: shared.body });
    });
  }

  it("lasts until every copy shared before the change has expired", () => {
    const cookie = ownChangeHeaders().get("set-cookie") ?? "";
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(config().PAGE_CACHE_SECONDS);
    expect(cookie).toMatch(/; HttpOnly/);
  });
});
