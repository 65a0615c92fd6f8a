import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, brands, reviews } from "~/db/schema";
import { brandReviewList } from "~/features/reviews/reviews.api.server";
import { saveReview } from "~/features/reviews/reviews.server";
import { action as moderationAction, loader as moderationLoader } from "~/routes/admin.moderation";
import { action as reviewsAction } from "~/routes/brand.reviews";
import { action as ownerReviewsAction } from "~/routes/brand-dashboard.reviews";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookiesOf } from "~/testing/routes.server";
import { REVIEW_REMOVAL_MESSAGES } from "./review-removal.server";

describeRoutesOnEachDatabase("admin: removing a review, through the moderation page", (getDb) => {
  let db: Db;
  beforeAll(() => {
    db = getDb();
  });

  async function world() {
    const people = await createPersonas(db);
    const body = "Rude and untrue things about the team, written to hurt their business.";
    await saveReview(db, { brandId: people.owner.brandId, userId: people.homeowner.userId }, { rating: 1, body });
    const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.brandId, people.owner.brandId));
    if (!review) throw new Error("no review");
    const cookies = await sessionCookiesOf({
      admin: people.admin,
      homeowner: people.homeowner,
      owner: people.owner,
      otherOwner: people.otherOwner,
    });
    return { people, reviewId: review.id, cookies };
  }

  function post(path: string, fields: Record<string, string>, cookie?: string) {
    return new Request(formRequest(path, { cookie }), { body: new URLSearchParams(fields) });
  }

  const shown = async (brandId: string) => (await brandReviewList(db, { id: brandId })).reviews.length;

  it("refuses everyone but an admin, the reviewed brand's owner included, wherever they post", async () => {
    const { people, reviewId, cookies } = await world();
    const removal = { intent: "remove-review", reviewId, reason: "I don't like it" };
    for (const cookie of [undefined, cookies.homeowner, cookies.owner, cookies.otherOwner]) {
      const answer = await respond(moderationAction, post("/admin/moderation", removal, cookie));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(cookie ? /^\/$/ : /^\/auth\?/);
    }
    // The brand's own pages have no such control: a forged post changes nothing.
    const brand = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, people.owner.brandId));
    const slug = brand[0]?.slug ?? "";
    for (const intent of ["remove", "hide", "remove-review"]) {
      await respond(ownerReviewsAction, post("/brand-dashboard/reviews", { ...removal, intent }, cookies.owner));
      await respond(reviewsAction, post(`/brand/${slug}/reviews`, { ...removal, intent }, cookies.owner), {
        brandSlug: slug,
      });
    }
    expect(await shown(people.owner.brandId)).toBe(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, reviewId))).toEqual([]);
  });

  it("lists the review for an admin and removes it only with a reason, recorded in the audit log", async () => {
    const { people, reviewId, cookies } = await world();
    const page = await respond(moderationLoader, pageRequest("/admin/moderation", cookies.admin));
    expect(page.status).toBe(200);
    const { reviews: latest } = (await page.json()) as { reviews: { id: string }[] };
    expect(latest.map((review) => review.id)).toContain(reviewId);

    for (const reason of ["", "   "]) {
      const refused = await respond(
        moderationAction,
        post("/admin/moderation", { intent: "remove-review", reviewId, reason }, cookies.admin),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ ok: false, message: REVIEW_REMOVAL_MESSAGES.reason });
    }
    expect(await shown(people.owner.brandId)).toBe(1);

    const removed = await respond(
      moderationAction,
      post("/admin/moderation", { intent: "remove-review", reviewId, reason: "Abusive language" }, cookies.admin),
    );
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ ok: true, message: REVIEW_REMOVAL_MESSAGES.removed });
    expect(await brandReviewList(db, { id: people.owner.brandId })).toMatchObject({ count: 0, removedCount: 1 });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, reviewId));
    expect(audit).toMatchObject({
      action: "review.remove",
      targetType: "review",
      actorId: people.admin.userId,
      after: { reason: "Abusive language" },
    });
    const again = await respond(
      moderationAction,
      post("/admin/moderation", { intent: "remove-review", reviewId, reason: "Again" }, cookies.admin),
    );
    expect(again.status).toBe(409);
  });
});
