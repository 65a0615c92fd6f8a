import { describe, expect, it } from "vitest";
import { markThreadSeen } from "~/features/conversations/thread/messages.server";
import { setFavourite } from "~/features/directory/cards/favourites.server";
import { setImageLike } from "~/features/gallery/likes.server";
import { saveReview } from "~/features/reviews/reviews.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand, createTestImage } from "~/testing/gallery.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { type Caller, createPersonas, viewerFor } from "~/testing/personas.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import { loadViewerState, VIEWER_STATE_MAX_IDS, viewerStateQuery } from "./viewer-state.server";

describe("viewerStateQuery", () => {
  const id = "8f2b6a52-1d3c-4e5f-9a7b-0c1d2e3f4a5b";
  it("reads comma-separated ids, once each, and treats absent lists as empty", () => {
    expect(viewerStateQuery.parse({ brands: `${id},${id}` })).toEqual({ brands: [id], images: [] });
    expect(viewerStateQuery.parse({ reviewsOf: id })).toEqual({ brands: [], images: [], reviewsOf: id });
    expect(viewerStateQuery.parse({ brands: "", images: id })).toEqual({ brands: [], images: [id] });
  });

  it("refuses anything but ids, and more ids than a page shows", () => {
    for (const brands of [
      "1 OR 1=1",
      `${id},<script>`,
      `${id};drop`,
      Array(VIEWER_STATE_MAX_IDS + 1)
        .fill(id)
        .join("x"),
    ]) {
      expect(viewerStateQuery.safeParse({ brands }).success, brands).toBe(false);
      expect(viewerStateQuery.safeParse({ reviewsOf: brands }).success, brands).toBe(false);
    }
    const many = Array.from({ length: VIEWER_STATE_MAX_IDS + 1 }, (_, i) =>
      id.replace(/.{4}$/, i.toString(16).padStart(4, "0")),
    );
    expect(viewerStateQuery.safeParse({ images: many.join(",") }).success).toBe(false);
  });
});

describeEachDatabase("viewer state (GET /api/viewer)", (getDb) => {
  useTestJobQueue(() => getDb());

  it("counts each side's unread messages for the header: the brand's leads, the homeowner's quote requests", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    const thread = await createTestThread(db, people.homeowner, people.owner);
    await sendTestMessage(db, thread.brand, "Hello! When can we visit?");
    await sendTestMessage(db, thread.brand, "Saturday works for us.");
    const counts = async (caller: Caller) => {
      const state = await loadViewerState(db, viewerFor(people, caller), { brands: [], images: [] });
      return { leads: state.leadsUnread, quotes: state.quotesUnread };
    };
    expect(await counts("homeowner")).toEqual({ leads: 0, quotes: 2 });
    for (const stranger of ["owner", "otherOwner", "admin", "anonymous"] as const) {
      expect(await counts(stranger), stranger).toEqual({ leads: 0, quotes: 0 });
    }
    await markThreadSeen(db, thread.homeowner);
    expect(await counts("homeowner")).toEqual({ leads: 0, quotes: 0 });
    // Writing back reads the thread too; the brand now has one unread message.
    await sendTestMessage(db, thread.brand, "We can bring samples.");
    await sendTestMessage(db, thread.homeowner, "Saturday at 11, please.");
    expect(await counts("homeowner")).toEqual({ leads: 0, quotes: 0 });
    expect(await counts("owner")).toEqual({ leads: 1, quotes: 0 });
  });

  it("tells each caller only their own hearts and likes among the ids asked; a visitor gets nothing", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    const [a, b] = [await createTestBrand(db), await createTestBrand(db)];
    const image = await createTestImage(db, a.id);
    await setFavourite(db, people.homeowner.userId, a.id, true);
    await setImageLike(db, people.homeowner.userId, image.id, true);
    await setFavourite(db, people.admin.userId, b.id, true);
    const query = { brands: [a.id, b.id], images: [image.id] };

    const expected: Record<Caller, { favouriteBrandIds: string[]; likedImageIds: string[] }> = {
      homeowner: { favouriteBrandIds: [a.id], likedImageIds: [image.id] },
      admin: { favouriteBrandIds: [b.id], likedImageIds: [] },
      owner: { favouriteBrandIds: [], likedImageIds: [] },
      otherOwner: { favouriteBrandIds: [], likedImageIds: [] },
      anonymous: { favouriteBrandIds: [], likedImageIds: [] },
    };
    for (const [caller, own] of Object.entries(expected) as [Caller, (typeof expected)[Caller]][]) {
      const viewer = viewerFor(people, caller);
      expect(await loadViewerState(db, viewer, query), caller).toEqual({
        viewer,
        ...own,
        reviews: null,
        leadsUnread: 0,
        quotesUnread: 0,
      });
    }
    // Only the ids asked about: the homeowner's heart on `a` is not told to a page that doesn't show `a`.
    expect(await loadViewerState(db, people.homeowner, { brands: [b.id], images: [] })).toMatchObject({
      favouriteBrandIds: [],
    });
  });

  it("tells each caller only their own review of the brand asked about and whether they may reply", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    const brandId = people.owner.brandId;
    const body = (who: string) => `${who} wrote this review of the brand, long enough to count.`;
    for (const who of ["homeowner", "admin"] as const) {
      await saveReview(db, { brandId, userId: people[who].userId }, { rating: 4, body: body(who) });
    }

    const expected: Record<Caller, { permission: string; canReply: boolean; review: string | null } | null> = {
      homeowner: { permission: "allowed", canReply: false, review: body("homeowner") },
      admin: { permission: "allowed", canReply: false, review: body("admin") },
      owner: { permission: "own-brand", canReply: true, review: null },
      otherOwner: { permission: "allowed", canReply: false, review: null },
      anonymous: null,
    };
    for (const [caller, own] of Object.entries(expected) as [Caller, (typeof expected)[Caller]][]) {
      const state = await loadViewerState(db, viewerFor(people, caller), {
        brands: [],
        images: [],
        reviewsOf: brandId,
      });
      const { reviews } = state;
      expect(
        reviews && {
          permission: reviews.permission,
          canReply: reviews.canReply,
          review: reviews.viewerReview?.body ?? null,
        },
        caller,
      ).toEqual(own);
      if (reviews) expect(reviews.brandId).toBe(brandId);
      // Nobody is told of someone else's review (the public list on the page shows reviews, not whose they are).
      for (const other of ["homeowner", "admin"] as const) {
        if (other !== caller) expect(JSON.stringify(state), caller).not.toContain(body(other));
      }
    }
    // A brand that isn't there: nothing.
    const missing = { brands: [], images: [], reviewsOf: "8f2b6a52-1d3c-4e5f-9a7b-0c1d2e3f4a5b" };
    expect((await loadViewerState(db, people.homeowner, missing)).reviews).toBeNull();
  });
});
