import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { brands, reviews } from "~/db/schema";
import { getViewer } from "~/features/auth/viewer.server";
import { findBrandProfile } from "~/features/directory/brand/brand.server";
import { favouriteBrandIds, setFavourite } from "~/features/directory/cards/favourites.server";
import { getGalleryImage } from "~/features/gallery/gallery.server";
import { likedImageIds, setImageLike } from "~/features/gallery/likes.server";
import { FLASH_COOKIE } from "~/lib/flash-cookie";
import { OWN_PAGE_COOKIE } from "~/lib/visitor-cookies.server";
import { action as likeRoute } from "~/routes/api.image-like";
import { action as brandReviewsRoute } from "~/routes/brand.reviews";
import { action as dashboardReviewsRoute } from "~/routes/brand-dashboard.reviews";
import { action as favouritesRoute } from "~/routes/favourites";
import { formRequest } from "~/testing/auth.server";
import { createTestImage } from "~/testing/gallery.server";
import { serveThroughPageCache } from "~/testing/page-cache.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookieOf } from "~/testing/routes.server";
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from "./cache-control";
import { pageQuery } from "./page-query";

const routes = {
  root: { id: "root", path: "", module: {} },
  site: { id: "site", parentId: "root", module: {} },
  ideas: { id: "ideas", parentId: "site", path: "design-ideas/:room", module: { handle: pageQuery(["sort"]) } },
};

/** A browser's cookies, which it drops once their Max-Age has passed on its clock. */
function browserWith(cookie: string) {
  let clock = 0;
  const cookies = new Map<string, { value: string; expires: number }>();
  const receive = (setCookies: string[]) => {
    for (const set of setCookies) {
      const [pair = "", ...attributes] = set.split(";");
      const maxAge = attributes.map((a) => /^\s*max-age=(\d+)/i.exec(a)?.[1]).find(Boolean);
      const eq = pair.indexOf("=");
      const expires = maxAge === undefined ? Number.POSITIVE_INFINITY : clock + Number(maxAge);
      cookies.set(pair.slice(0, eq).trim(), { value: pair.slice(eq + 1), expires });
    }
  };
  receive(cookie.split("; "));
  return {
    receive,
    later(seconds: number) {
      clock += seconds;
    },
    cookie: () =>
      [...cookies]
        .filter(([, { expires, value }]) => expires > clock && value !== "")
        .map(([name, { value }]) => `${name}=${value}`)
        .join("; "),
  };
}

function post(path: string, cookie: string, fields: Record<string, string>, accept?: string): Request {
  const request = formRequest(path, { cookie });
  if (accept) request.headers.set("accept", accept);
  return new Request(request, { body: new URLSearchParams(fields) });
}

interface World {
  db: Db;
  people: Personas;
  imageId: string;
  brandSlug: string;
  /** The homeowner's session. */
  cookie: string;
}

const GALLERY = "/design-ideas/kitchen";
const REVIEW = "Two months late, and the wardrobe doors never closed properly.";

/**
 * Each change a signed-in visitor makes that public pages show, through its route (with JavaScript: a script's
 * request; without: the plain form, which leaves the wanted state out), the state it starts from, and what the
 * page shows them after it. The image starts with 4 likes; the brand has no reviews.
 */
const CHANGES: {
  name: string;
  before?: (w: World) => Promise<unknown>;
  send: (w: World) => Promise<Response>;
  shows: Record<string, unknown>;
}[] = [
  {
    name: "a like (script)",
    send: (w) =>
      respond(likeRoute, post(`/api/images/${w.imageId}/like`, w.cookie, { liked: "true" }, "application/json"), {
        imageId: w.imageId,
      }),
    shows: { likes: 5, liked: true },
  },
  {
    name: "an unlike (form without JavaScript)",
    before: (w) => setImageLike(w.db, w.people.homeowner.userId, w.imageId, true),
    send: (w) =>
      respond(likeRoute, post(`/api/images/${w.imageId}/like`, w.cookie, { redirectTo: GALLERY }), {
        imageId: w.imageId,
      }),
    shows: { likes: 4, liked: false },
  },
  {
    name: "a saved designer (script)",
    send: (w) =>
      respond(favouritesRoute, post("/favourites", w.cookie, { brandId: w.people.owner.brandId, favourite: "1" })),
    shows: { saved: true },
  },
  {
    name: "a designer no longer saved (script)",
    before: (w) => setFavourite(w.db, w.people.homeowner.userId, w.people.owner.brandId, true),
    send: (w) =>
      respond(favouritesRoute, post("/favourites", w.cookie, { brandId: w.people.owner.brandId, favourite: "0" })),
    shows: { saved: false },
  },
  {
    name: "a designer no longer saved (form without JavaScript)",
    before: (w) => setFavourite(w.db, w.people.homeowner.userId, w.people.owner.brandId, true),
    send: (w) =>
      respond(favouritesRoute, post("/favourites", w.cookie, { brandId: w.people.owner.brandId, redirectTo: GALLERY })),
    shows: { saved: false },
  },
  {
    name: "a review",
    send: (w) =>
      respond(brandReviewsRoute, post(`/brand/${w.brandSlug}/reviews`, w.cookie, { rating: "2", body: REVIEW }), {
        brandSlug: w.brandSlug,
      }),
    shows: { rating: 2, reviews: 1 },
  },
];

describeRoutesOnEachDatabase(
  "what a signed-in visitor just changed, on pages shared through the page cache",
  (getDb) => {
    /** A gallery page showing the owner's brand and one of its images: its counts, and the viewer's heart and like. */
    async function setup() {
      const db = getDb();
      const people = await createPersonas(db);
      const image = await createTestImage(db, people.owner.brandId, { likesCount: 4 });
      const [brand] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, people.owner.brandId));
      const brandSlug = brand?.slug ?? "";
      const render = async (request: Request) => {
        const viewer = await getViewer(request);
        const [shown, profile] = await Promise.all([getGalleryImage(db, image.id), findBrandProfile(db, brandSlug)]);
        const page = { likes: shown?.likesCount, rating: profile?.rating, reviews: profile?.reviewCount };
        const own = viewer && {
          liked: (await likedImageIds(db, viewer.userId, [image.id])).length > 0,
          saved: (await favouriteBrandIds(db, viewer.userId, [people.owner.brandId])).size > 0,
        };
        const cacheControl = viewer ? PRIVATE_NO_STORE : PUBLIC_PAGE_CACHE;
        return Response.json({ ...page, ...own }, { headers: { "Cache-Control": cacheControl } });
      };
      const path = `${GALLERY}-${randomUUID()}`;
      const view = (cookie?: string) => serveThroughPageCache(routes, path, render, { cookie });
      const world: World = {
        db,
        people,
        imageId: image.id,
        brandSlug,
        cookie: await sessionCookieOf(people.homeowner),
      };
      return { world, view };
    }

    for (const { name, before, send, shows } of CHANGES) {
      it(`${name} shows in the pages its author sees next, until the copy shared before it expires`, async () => {
        const { world, view } = await setup();
        await before?.(world);
        expect((await view()).cache).toBe("MISS");
        const browser = browserWith(world.cookie);
        expect((await view(browser.cookie())).cache).toBe("HIT");

        browser.receive((await send(world)).headers.getSetCookie());
        // The page a redirect lands on shows its one-time message, and clears it.
        browser.receive([`${FLASH_COOKIE}=; Max-Age=0`]);
        expect(JSON.parse((await view(browser.cookie())).body)).toMatchObject(shows);
        // A reload a little later: the copy every visitor shares still dates from before the change.
        browser.later(config().PAGE_CACHE_SECONDS - 1);
        expect(JSON.parse((await view(browser.cookie())).body), "a reload later").toMatchObject(shows);

        const shared = await view();
        expect(shared.cache).toBe("HIT");
        expect(shared.body).not.toContain('"liked"');
        const someoneElse = browserWith(await sessionCookieOf(world.people.admin));
        expect(await view(someoneElse.cookie())).toEqual({ cache: "HIT", body: shared.body });
      });
    }

    it("a change refused, or sent by nobody signed in, leaves the visitor on the shared pages", async () => {
      const { world } = await setup();
      const { db, people, imageId, brandSlug } = world;
      const owner = await sessionCookieOf(people.owner);
      const ownPages = async (answer: Promise<Response>) =>
        (await answer).headers.getSetCookie().some((cookie) => cookie.startsWith(`${OWN_PAGE_COOKIE}=`));
      await db
        .insert(reviews)
        .values({ brandId: people.owner.brandId, userId: people.admin.userId, rating: 4, body: REVIEW });
      const [review] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.brandId, people.owner.brandId));
      const reply = (cookie: string) =>
        post(`/brand/${brandSlug}/reviews`, cookie, {
          intent: "reply",
          reviewId: review?.id ?? "",
          reply: "Thank you",
        });

      const refused: [string, () => Promise<Response>][] = [
        [
          "a like, signed out",
          () =>
            respond(likeRoute, post(`/api/images/${imageId}/like`, "", { liked: "true" }, "application/json"), {
              imageId,
            }),
        ],
        [
          "a like of no image",
          () => respond(likeRoute, post("/api/images/x/like", world.cookie, { liked: "true" }), { imageId: "x" }),
        ],
        [
          "a heart, signed out",
          () => respond(favouritesRoute, post("/favourites", "", { brandId: people.owner.brandId, favourite: "1" })),
        ],
        [
          "a review of one's own brand",
          () =>
            respond(brandReviewsRoute, post(`/brand/${brandSlug}/reviews`, owner, { rating: "5", body: REVIEW }), {
              brandSlug,
            }),
        ],
        [
          "a reply to a review of someone else's brand",
          () => respond(brandReviewsRoute, reply(world.cookie), { brandSlug }),
        ],
      ];
      for (const [name, send] of refused) expect(await ownPages(send()), name).toBe(false);
      // The owner's reply is a change of theirs, from the brand page or from the dashboard.
      expect(await ownPages(respond(brandReviewsRoute, reply(owner), { brandSlug }))).toBe(true);
      const fromDashboard = post("/brand-dashboard/reviews", owner, { reviewId: review?.id ?? "", reply: "Thanks" });
      expect(await ownPages(respond(dashboardReviewsRoute, fromDashboard))).toBe(true);
    });
  },
);
