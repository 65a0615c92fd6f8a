import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, brands, profiles, projectPayments, reviews } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand, createTestUser } from "~/testing/gallery.server";
import { createTestOffer } from "~/testing/hires.server";
import { createTestPaidHire } from "~/testing/projects.server";
import { REVIEW_MESSAGES } from "./review-rules";
import {
  brandReviewList,
  listBrandReviews,
  removeReview,
  saveReply,
  saveReview,
  viewerReviewState,
} from "./reviews.server";

const text = (s: string) => `${s} — lovely work, finished on time and on budget.`;
const viewer = (userId: string): Viewer => ({
  userId,
  email: `${userId}@example.test`,
  fullName: "",
  role: "user",
  emailVerified: true,
});

describeEachDatabase("reviews", (getDb) => {
  let db: Db;
  let owner: string;
  let brand: { id: string; claimedBy: string | null };

  beforeAll(async () => {
    db = getDb();
    owner = await createTestUser(db, "Devika Owner");
    const row = await createTestBrand(db, { brandName: "Reviewed Studio", claimedBy: owner });
    brand = { id: row.id, claimedBy: owner };
  });

  const stored = async (brandId: string) => {
    const [row] = await db
      .select({ rating: brands.rating, reviewCount: brands.reviewCount })
      .from(brands)
      .where(eq(brands.id, brandId));
    return row;
  };

  it("writes one review per user and recomputes the brand's rating and count", async () => {
    const asha = await createTestUser(db, "Asha Rao");
    const ravi = await createTestUser(db, "Ravi Kumar");
    expect(await saveReview(db, { brandId: brand.id, userId: asha }, { rating: 5, body: text("Asha") })).toEqual({
      ok: true,
      message: REVIEW_MESSAGES.saved,
    });
    expect(await stored(brand.id)).toEqual({ rating: 5, reviewCount: 1 });
    await saveReview(db, { brandId: brand.id, userId: ravi }, { rating: 4, body: text("Ravi") });
    expect(await stored(brand.id)).toEqual({ rating: 4.5, reviewCount: 2 });

    // Posting again edits the same review.
    expect(await saveReview(db, { brandId: brand.id, userId: ravi }, { rating: 2, body: text("Ravi again") })).toEqual({
      ok: true,
      message: REVIEW_MESSAGES.updated,
    });
    expect(await stored(brand.id)).toEqual({ rating: 3.5, reviewCount: 2 });
    const rows = await db.select().from(reviews).where(eq(reviews.userId, ravi));
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toBe(text("Ravi again"));
  });

  it("rounds the average to one decimal", async () => {
    const other = await createTestBrand(db);
    for (const rating of [5, 4, 4]) {
      await saveReview(db, { brandId: other.id, userId: await createTestUser(db) }, { rating, body: text("x") });
    }
    expect(await stored(other.id)).toEqual({ rating: 4.3, reviewCount: 3 });
  });

  it("keeps the rating right when reviews arrive at the same time", async () => {
    const busy = await createTestBrand(db);
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createTestUser(db)));
    await Promise.all(
      people.map((userId, i) =>
        saveReview(db, { brandId: busy.id, userId }, { rating: (i % 5) + 1, body: text(`p${i}`) }),
      ),
    );
    // Ratings 1,2,3,4,5,1 → 16/6 = 2.67
    expect(await stored(busy.id)).toEqual({ rating: 2.7, reviewCount: 6 });
  });

  it("forbids reviewing your own brand", async () => {
    expect(await saveReview(db, { brandId: brand.id, userId: owner }, { rating: 5, body: text("Me") })).toEqual({
      ok: false,
      error: REVIEW_MESSAGES.ownBrand,
    });
    const own = await db.select().from(reviews).where(eq(reviews.userId, owner));
    expect(own).toHaveLength(0);
  });

  it("lets the owner post one public reply and edit it; nobody else can", async () => {
    const meera = await createTestUser(db, "Meera Iyer");
    await saveReview(db, { brandId: brand.id, userId: meera }, { rating: 4, body: text("Meera") });
    const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, meera));

    expect(await saveReply(db, { brandId: brand.id, userId: meera }, { reviewId: review.id, reply: "Me too" })).toEqual(
      { ok: false, error: REVIEW_MESSAGES.notOwner },
    );
    expect(
      await saveReply(db, { brandId: brand.id, userId: owner }, { reviewId: review.id, reply: "Thank you!" }),
    ).toEqual({ ok: true, message: REVIEW_MESSAGES.replySaved });
    expect(
      await saveReply(db, { brandId: brand.id, userId: owner }, { reviewId: review.id, reply: "Thank you, Meera!" }),
    ).toEqual({ ok: true, message: REVIEW_MESSAGES.replyUpdated });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row.reply).toBe("Thank you, Meera!");
    expect(row.repliedAt).toBeInstanceOf(Date);

    // A review of another brand can't be answered through this one.
    const elsewhere = await createTestBrand(db);
    await saveReview(db, { brandId: elsewhere.id, userId: meera }, { rating: 3, body: text("Elsewhere") });
    const [foreign] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.brandId, elsewhere.id));
    expect(await saveReply(db, { brandId: brand.id, userId: owner }, { reviewId: foreign.id, reply: "Hi" })).toEqual({
      ok: false,
      error: REVIEW_MESSAGES.reviewMissing,
    });
  });

  it("lists reviews newest first with first names, months, the viewer's own review and permissions", async () => {
    const listedOwner = await createTestUser(db, "Listed Owner");
    const listed = await createTestBrand(db, { claimedBy: listedOwner });
    const first = await createTestUser(db, "Kavya Menon");
    const second = await createTestUser(db, "Ignored Account Name");
    await db.insert(profiles).values({ userId: second, fullName: "Arjun Nair" });
    await saveReview(db, { brandId: listed.id, userId: first }, { rating: 5, body: text("Kavya") });
    await db
      .update(reviews)
      .set({ createdAt: new Date("2026-01-10T12:00:00Z") })
      .where(eq(reviews.userId, first));
    await saveReview(db, { brandId: listed.id, userId: second }, { rating: 3, body: text("Arjun") });

    const target = { id: listed.id, claimedBy: listedOwner };
    const anonymous = await listBrandReviews(db, target, null);
    expect(anonymous.reviews.map((r) => [r.reviewerName, r.rating])).toEqual([
      ["Arjun", 3],
      ["Kavya", 5],
    ]);
    expect(anonymous.reviews[1].date).toBe("10 January 2026");
    expect(anonymous).toMatchObject({
      count: 2,
      average: 4,
      distribution: [1, 0, 1, 0, 0],
      viewerReview: null,
      permission: "sign-in",
      canReply: false,
    });
    expect(JSON.stringify(anonymous)).not.toContain(first);
    // The brand page reads the same list by the brand's slug, beside the brand's row.
    const { viewerReview: _, permission: __, canReply: ___, ...list } = anonymous;
    expect(await brandReviewList(db, { slug: listed.slug })).toEqual(list);

    const asKavya = await listBrandReviews(db, target, viewer(first));
    expect(asKavya.permission).toBe("allowed");
    expect(asKavya.viewerReview).toMatchObject({ reviewerName: "Kavya", rating: 5 });
    expect(asKavya.reviews.find((r) => r.id === asKavya.viewerReview?.id)?.reviewerName).toBe("Kavya");

    const asOwner = await listBrandReviews(db, target, viewer(listedOwner));
    expect(asOwner).toMatchObject({ permission: "own-brand", canReply: true, viewerReview: null });
  });

  it("shows an empty state's numbers for a brand without reviews", async () => {
    const empty = await createTestBrand(db);
    expect(await listBrandReviews(db, { id: empty.id, claimedBy: null }, viewer(owner))).toMatchObject({
      reviews: [],
      count: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
      permission: "allowed",
      canReply: false,
    });
  });

  it("marks a review 'Hired via Nivasa' only once the brand confirmed a payment of the writer's project, worked out when read", async () => {
    const hired = await createTestBrand(db);
    const other = await createTestBrand(db);
    const [hirer, accepted, awaiting, offered, elsewhere, stranger] = await Promise.all(
      ["Hirer", "Accepted", "Awaiting", "Offered", "Elsewhere", "Stranger"].map((name) => createTestUser(db, name)),
    );
    await createTestPaidHire(db, hirer, hired.id, { confirmed: true });
    await createTestOffer(db, accepted, hired.id);
    const waiting = await createTestPaidHire(db, awaiting, hired.id, { confirmed: false });
    await createTestOffer(db, offered, hired.id, { accepted: false });
    await createTestPaidHire(db, elsewhere, other.id, { confirmed: true });
    for (const userId of [hirer, accepted, awaiting, offered, elsewhere, stranger]) {
      await saveReview(db, { brandId: hired.id, userId }, { rating: 4, body: text(userId) });
    }
    const verified = async () => {
      const list = await brandReviewList(db, { id: hired.id });
      return { count: list.verifiedCount, names: list.reviews.filter((r) => r.verified).map((r) => r.reviewerName) };
    };
    expect(await verified()).toEqual({ count: 1, names: ["Hirer"] });
    const [one] = (await brandReviewList(db, { id: hired.id })).reviews;
    expect(one?.date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    // The designer confirming the waiting payment after the review verifies it too.
    await db
      .update(projectPayments)
      .set({ state: "confirmed", decidedAt: new Date() })
      .where(eq(projectPayments.projectId, waiting));
    expect(await verified()).toEqual({ count: 2, names: ["Awaiting", "Hirer"] });
  });

  it("removes a review for an admin with the reason in the audit log: shown nowhere, not averaged, counted", async () => {
    const target = await createTestBrand(db);
    const [kind, harsh] = await Promise.all([createTestUser(db, "Kind"), createTestUser(db, "Harsh")]);
    await saveReview(db, { brandId: target.id, userId: kind }, { rating: 5, body: text("Kind") });
    await saveReview(db, { brandId: target.id, userId: harsh }, { rating: 1, body: text("Harsh") });
    expect(await stored(target.id)).toEqual({ rating: 3, reviewCount: 2 });
    const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, harsh));
    const admin = { userId: owner, email: "admin@example.test" };

    expect(await removeReview(db, admin, { reviewId: review.id, reason: "Abusive language" })).toMatchObject({
      ok: true,
    });
    expect(await stored(target.id)).toEqual({ rating: 5, reviewCount: 1 });
    const list = await brandReviewList(db, { id: target.id });
    expect(list).toMatchObject({ count: 1, average: 5, removedCount: 1, distribution: [1, 0, 0, 0, 0] });
    expect(list.reviews.map((r) => r.reviewerName)).toEqual(["Kind"]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, review.id));
    expect(audit).toMatchObject([
      { action: "review.remove", targetType: "review", actorId: owner, after: { reason: "Abusive language" } },
    ]);

    // Once removed: not again, and its writer can't write it back.
    expect(await removeReview(db, admin, { reviewId: review.id, reason: "Again" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await saveReview(db, { brandId: target.id, userId: harsh }, { rating: 2, body: text("Back") })).toEqual({
      ok: false,
      error: REVIEW_MESSAGES.removed,
    });
    expect(await stored(target.id)).toEqual({ rating: 5, reviewCount: 1 });
    // …so their Reviews tab offers them no form to try, while the other writer keeps theirs.
    const reviewed = { id: target.id, claimedBy: null };
    expect(await viewerReviewState(db, reviewed, viewer(harsh))).toEqual({
      viewerReview: null,
      permission: "removed",
      canReply: false,
    });
    expect(await viewerReviewState(db, reviewed, viewer(kind))).toMatchObject({
      viewerReview: { reviewerName: "Kind" },
      permission: "allowed",
    });

    // Every review removed: the page still says how many.
    const [kindReview] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, kind));
    await removeReview(db, admin, { reviewId: kindReview.id, reason: "Written by the owner's cousin" });
    expect(await brandReviewList(db, { id: target.id })).toMatchObject({ count: 0, average: null, removedCount: 2 });
    expect(await stored(target.id)).toEqual({ rating: null, reviewCount: 0 });
  });
});
