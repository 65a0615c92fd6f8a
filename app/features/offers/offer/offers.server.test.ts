import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brands, leadMessages, leads } from "~/db/schema";
import { type ThreadAccess, threadAccess } from "~/features/conversations/conversations.api.server";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { testOfferDraft } from "~/testing/hires.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { testThreadSide } from "~/testing/threads.server";
import type { OfferDraft } from "./offer-form";
import { OFFER_MESSAGES } from "./offer-rules";
import { acceptOffer, currentOffers, quoteAccuracy, recordOutcome, sendOffer, threadOffers } from "./offers.server";

const draft = testOfferDraft;

const NOW = new Date("2026-11-27T06:00:00Z");

describeEachDatabase("offers", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  /** A request from the homeowner routed to both brands, with the brand side of each thread. */
  async function request() {
    const requestId = await createTestLead(db, people.owner.brandId, {
      userId: people.homeowner.userId,
      receivedAt: NOW,
    });
    await db.insert(leads).values({ quoteRequestId: requestId, brandId: people.otherOwner.brandId, createdAt: NOW });
    const ours = await testThreadSide(db, people.owner, await leadIdOf(db, requestId, people.owner.brandId), "brand");
    const theirs = await testThreadSide(
      db,
      people.otherOwner,
      await leadIdOf(db, requestId, people.otherOwner.brandId),
      "brand",
    );
    return { requestId, ours, theirs };
  }

  const sent = async (thread: ThreadAccess, offer: OfferDraft, at = NOW) => {
    const result = await sendOffer(db, thread, offer, at);
    if (!result.ok) throw new Error(result.error);
    return result.offerId;
  };

  it("sends an offer in the thread with its announcing message; a revision is the next version", async () => {
    const { ours } = await request();
    await sent(ours, draft(500000));
    await sent(ours, draft(450000, { timelineWeeks: 8 }));
    const versions = await threadOffers(db, ours, NOW);
    expect(versions.map((o) => [o.version, o.state, o.replacedBy, o.totalPaise])).toEqual([
      [2, "current", null, 53100000],
      [1, "replaced", 2, 59000000],
    ]);
    const messages = await db
      .select({ body: leadMessages.body, side: leadMessages.authorSide })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, ours.quoteRequestId), eq(leadMessages.brandId, ours.brandId)));
    expect(messages.map((m) => m.body)).toEqual([
      "Sent an offer: ₹5,90,000 including GST, 10 weeks, valid until 2026-12-27.",
      "Sent a revised offer (v2): ₹5,31,000 including GST, 8 weeks, valid until 2026-12-27.",
    ]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, ours.leadId));
    expect(lead?.status).toBe("contacted");
  });

  it("only the brand side of a thread can send; the homeowner side cannot", async () => {
    const { ours } = await request();
    const homeowner = await threadAccess(db, people.homeowner, ours.leadId, "homeowner");
    if (!homeowner) throw new Error("refused");
    expect(await sendOffer(db, homeowner, draft(1000), NOW)).toEqual({ ok: false, error: OFFER_MESSAGES.notFound });
    for (const caller of ["anonymous", "homeowner", "otherOwner", "admin"] as Caller[]) {
      expect(await threadAccess(db, viewerFor(people, caller), ours.leadId, "brand")).toBeNull();
    }
  });

  it("accepting wins the lead for one brand, loses it for the others and tells them in their thread", async () => {
    const { requestId, ours, theirs } = await request();
    const offerId = await sent(ours, draft(500000));
    await sent(theirs, draft(400000));
    for (const caller of ["anonymous", "owner", "otherOwner", "admin"] as Caller[]) {
      expect(await acceptOffer(db, viewerFor(people, caller), requestId, offerId, NOW)).toBeNull();
    }
    const stranger = await createPerson(db, "stranger", "user");
    expect(await acceptOffer(db, stranger, requestId, offerId, NOW)).toBeNull();
    const accepted = await acceptOffer(db, people.homeowner, requestId, offerId, NOW);
    expect(accepted).toMatchObject({ ok: true });
    const statuses = await db
      .select({ brandId: leads.brandId, status: leads.status })
      .from(leads)
      .where(eq(leads.quoteRequestId, requestId));
    expect(new Map(statuses.map((s) => [s.brandId, s.status]))).toEqual(
      new Map([
        [people.owner.brandId, "won"],
        [people.otherOwner.brandId, "lost"],
      ]),
    );
    const told = await db
      .select({ body: leadMessages.body, side: leadMessages.authorSide, brandId: leadMessages.brandId })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, requestId), eq(leadMessages.authorSide, "system")));
    expect(told).toEqual([{ body: OFFER_MESSAGES.chosenAnother, side: "system", brandId: people.otherOwner.brandId }]);
    expect(await acceptOffer(db, people.homeowner, requestId, offerId, NOW)).toEqual({
      ok: false,
      error: OFFER_MESSAGES.alreadyHired,
    });
    expect(await sendOffer(db, theirs, draft(300000), NOW)).toEqual({ ok: false, error: OFFER_MESSAGES.closed });
  });

  it("refuses a replaced version and an expired offer", async () => {
    const { requestId, ours, theirs } = await request();
    const first = await sent(ours, draft(500000));
    await sent(ours, draft(480000));
    expect(await acceptOffer(db, people.homeowner, requestId, first, NOW)).toEqual({
      ok: false,
      error: OFFER_MESSAGES.replaced,
    });
    const expiring = await sent(theirs, draft(400000, { validUntil: "2026-11-30" }));
    expect((await threadOffers(db, theirs, new Date("2026-12-01T06:00:00Z")))[0]?.state).toBe("expired");
    expect(await acceptOffer(db, people.homeowner, requestId, expiring, new Date("2026-12-01T06:00:00Z"))).toEqual({
      ok: false,
      error: OFFER_MESSAGES.expired,
    });
    // Valid through its last day in India.
    expect(
      await acceptOffer(db, people.homeowner, requestId, expiring, new Date("2026-11-30T18:00:00Z")),
    ).toMatchObject({
      ok: true,
    });
  });

  it("two accepts racing on two instances leave exactly one accepted offer", async () => {
    const { requestId, ours, theirs } = await request();
    const a = await sent(ours, draft(500000));
    const b = await sent(theirs, draft(400000));
    const second = await openSecondInstance(db);
    try {
      const results = await Promise.all([
        acceptOffer(db, people.homeowner, requestId, a, NOW),
        acceptOffer(second?.db ?? db, people.homeowner, requestId, b, NOW),
      ]);
      expect(results.filter((r) => r?.ok)).toHaveLength(1);
      expect(results.filter((r) => r && !r.ok).map((r) => r && !r.ok && r.error)).toEqual([
        OFFER_MESSAGES.alreadyHired,
      ]);
    } finally {
      await second?.close();
    }
    const offers = await currentOffers(db, people.homeowner, requestId, NOW);
    expect(offers?.filter((o) => o.state === "accepted")).toHaveLength(1);
  });

  it("compares only the homeowner's own request, the latest version per designer", async () => {
    const { requestId, ours, theirs } = await request();
    await sent(ours, draft(500000));
    await sent(ours, draft(450000));
    await sent(theirs, draft(400000));
    expect(await currentOffers(db, people.owner, requestId)).toBeNull();
    expect(await currentOffers(db, null, requestId)).toBeNull();
    const offers = await currentOffers(db, people.homeowner, requestId, NOW);
    expect(offers?.map((o) => [o.brandId, o.version]).sort()).toEqual(
      [
        [people.owner.brandId, 2],
        [people.otherOwner.brandId, 1],
      ].sort(),
    );
  });

  it("records the final cost after hiring and shows a brand's quote accuracy from 3 records", async () => {
    const finals = [55000000, 62000000, 59000000];
    for (const [i, finalCostPaise] of finals.entries()) {
      const { requestId, ours } = await request();
      const offerId = await sent(ours, draft(500000));
      expect(
        await recordOutcome(db, people.homeowner, requestId, { finalCostPaise, handedOverOn: "2026-11-01" }),
      ).toEqual({
        ok: false,
        error: OFFER_MESSAGES.notAccepted,
      });
      await acceptOffer(db, people.homeowner, requestId, offerId, NOW);
      expect(
        await recordOutcome(db, people.owner, requestId, { finalCostPaise, handedOverOn: "2026-11-01" }),
      ).toBeNull();
      expect(
        await recordOutcome(db, people.homeowner, requestId, { finalCostPaise, handedOverOn: "2026-11-01" }),
      ).toMatchObject({
        ok: true,
      });
      if (i < 2) expect(await quoteAccuracy(db, { id: people.owner.brandId })).toBeNull();
    }
    // Quoted ₹5,90,000 each time; final costs 5.5, 6.2 and 5.9 lakh: the median is the quote itself.
    expect(await quoteAccuracy(db, { id: people.owner.brandId })).toEqual({ medianPercent: 0, records: 3 });
    // The brand page reads it by the brand's slug, beside the brand's row.
    const [brand] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, people.owner.brandId));
    expect(await quoteAccuracy(db, { slug: brand!.slug })).toEqual({ medianPercent: 0, records: 3 });
    expect(await quoteAccuracy(db, { slug: "no-such-brand" })).toBeNull();
  });
});
