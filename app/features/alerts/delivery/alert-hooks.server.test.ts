import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leads } from "~/db/schema";
import { sendMessageAlert } from "~/features/conversations/alerts/message-alerts.server";
import { markThreadSeen } from "~/features/conversations/thread/messages.server";
import { quoteFormSchema } from "~/features/leads/quote-form/quote-form-schema";
import { submitQuoteRequest } from "~/features/leads/requests/quote-requests.server";
import { acceptOffer, sendOffer } from "~/features/offers/offer/offers.server";
import { alertExpiringOffers } from "~/features/offers/offers.api.server";
import { indiaDay } from "~/lib/dates";
import { alertsOf, turnOnAlerts } from "~/testing/alerts.server";
import { queryRows } from "~/testing/database.server";
import { insertTestOffer, testOfferDraft } from "~/testing/hires.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase } from "~/testing/routes.server";
import { createTestThread, sendTestMessage, testThreadSide } from "~/testing/threads.server";

/** A weekday noon in India: no quiet hours. */
const NOON = new Date("2026-11-26T06:30:00Z");

describeRoutesOnEachDatabase("alerts queued by the changes that cause them", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());
  beforeAll(() => {
    db = getDb();
  });

  /** Personas whose homeowner and brand owner have WhatsApp alerts on, and a thread between them. */
  async function subscribedThread() {
    const people = await createPersonas(db);
    await turnOnAlerts(db, people.owner.userId, "whatsapp");
    await turnOnAlerts(db, people.homeowner.userId, "sms");
    return { people, ...(await createTestThread(db, people.homeowner, people.owner)) };
  }

  /** The send jobs queued for an alert, with how long after being queued each may start (seconds). */
  async function sendJobsFor(alertId: string) {
    return queryRows<{ waitSeconds: number }>(
      db,
      sql`select extract(epoch from start_after - created_on)::int as "waitSeconds" from pgboss.job
          where name = 'alert-send' and data->>'alertId' = ${alertId}`,
    );
  }

  it("alerts a brand owner of a new lead at once on WhatsApp with the place, the need and a link to the lead", async () => {
    const people = await createPersonas(db);
    const number = await turnOnAlerts(db, people.owner.userId, "whatsapp");
    const form = quoteFormSchema.parse({
      name: "Meera Iyer",
      phone: "9876543210",
      location: "Adyar, Chennai",
      requirement: "Modular kitchen\nand two wardrobes",
      brandId: people.owner.brandId,
    });
    const result = await submitQuoteRequest(db, form, { ip: null, account: null });
    if (!result.ok) throw new Error(result.error);
    const leadId = await leadIdOf(db, result.requestId, people.owner.brandId);

    const [alert, ...more] = await alertsOf(db, people.owner.userId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      eventKey: `new_lead:${leadId}`,
      kind: "new_lead",
      channel: "whatsapp",
      template: "nivasa_new_lead",
      recipient: number,
      state: "queued",
      parameters: {
        need: "Modular kitchen and two wardrobes",
        place: "Adyar, Chennai",
        link: expect.stringMatching(new RegExp(`/brand-dashboard/leads/${leadId}$`)),
      },
    });
    expect(await sendJobsFor(alert.id)).toEqual([{ waitSeconds: 0 }]);
    // The other brand owner, with no WhatsApp or SMS on, gets nothing here (email stays with the lead email).
    expect(await alertsOf(db, people.otherOwner.userId)).toEqual([]);
  });

  it("alerts the brand of a homeowner's messages on the email alert's throttle, and not when read meanwhile", async () => {
    const { people, leadId, homeowner, brand } = await subscribedThread();
    await sendTestMessage(db, homeowner, "Can the kitchen be done in six weeks?");
    await sendTestMessage(db, homeowner, "Also two wardrobes.");
    // Nothing at once: the message alert's job waits its minute, then queues the alert once for both messages.
    expect(await alertsOf(db, people.owner.userId)).toEqual([]);
    expect(await sendMessageAlert(db, leadId, "brand", NOON)).toBe("sent");
    const alerts = await alertsOf(db, people.owner.userId);
    expect(alerts.map((a) => [a.kind, a.channel, a.state])).toEqual([["homeowner_message", "whatsapp", "queued"]]);
    expect(alerts[0]?.parameters).toMatchObject({ homeowner: "Priya Sharma", need: "Full interiors for a new 3 BHK" });

    // Read before the next alert's turn: none is queued for it.
    await sendTestMessage(db, homeowner, "One more thing.");
    await markThreadSeen(db, brand);
    expect(await sendMessageAlert(db, leadId, "brand", new Date(NOON.getTime() + 11 * 60_000))).toBe("read");
    expect(await alertsOf(db, people.owner.userId)).toHaveLength(1);
  });

  it("skips a queued message alert once its reader opened the thread", async () => {
    const { people, leadId, homeowner, brand } = await subscribedThread();
    await sendTestMessage(db, homeowner, "Are you free on Saturday?");
    // 22:00 in India: the alert waits for the morning.
    await sendMessageAlert(db, leadId, "brand", new Date("2026-11-26T16:30:00Z"));
    await markThreadSeen(db, brand);
    const [alert] = await alertsOf(db, people.owner.userId);
    expect(alert).toMatchObject({ state: "skipped", failureReason: "Read on Nivasa before it was sent" });
    expect(alert?.sendAfter).toEqual(new Date("2026-11-27T02:30:00Z"));
  });

  it("alerts the homeowner of a designer's first reply once, not of the replies after it", async () => {
    const { people, requestId, brand } = await subscribedThread();
    await sendTestMessage(db, brand, "Hello! We'd love to help.", NOON);
    await sendTestMessage(db, brand, "When can we visit?", NOON);
    const alerts = await alertsOf(db, people.homeowner.userId);
    expect(alerts.map((a) => [a.kind, a.channel, a.template])).toEqual([["first_reply", "sms", "first_reply"]]);
    expect(alerts[0]?.parameters).toMatchObject({
      brand: "Owner Person's Studio",
      link: expect.stringMatching(new RegExp(`/quotes/${requestId}$`)),
    });
  });

  it("alerts the homeowner of each offer version, and the brands of the hire: won and lost", async () => {
    const people = await createPersonas(db);
    for (const person of [people.homeowner, people.owner, people.otherOwner]) {
      await turnOnAlerts(db, person.userId, "whatsapp");
    }
    const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await db.insert(leads).values({ quoteRequestId: requestId, brandId: people.otherOwner.brandId });
    const ours = await testThreadSide(db, people.owner, await leadIdOf(db, requestId, people.owner.brandId), "brand");
    const first = await sendOffer(db, ours, testOfferDraft(200_000), NOON);
    const revised = await sendOffer(db, ours, testOfferDraft(180_000), NOON);
    if (!first.ok || !revised.ok) throw new Error("offer refused");
    const offersTold = (await alertsOf(db, people.homeowner.userId)).filter((a) => a.kind === "offer_received");
    expect(offersTold.map((a) => [a.eventKey, a.parameters.offer])).toEqual([
      [`offer_received:${first.offerId}`, "₹2,36,000"],
      [`offer_received:${revised.offerId}`, "₹2,12,400"],
    ]);

    expect(await acceptOffer(db, people.homeowner, requestId, revised.offerId, NOON)).toMatchObject({ ok: true });
    expect((await alertsOf(db, people.owner.userId)).map((a) => a.eventKey)).toEqual([
      `offer_accepted:${revised.offerId}`,
    ]);
    const lost = await alertsOf(db, people.otherOwner.userId);
    expect(lost.map((a) => [a.kind, a.parameters.homeowner])).toEqual([["another_designer_chosen", "Priya Sharma"]]);
  });

  it("warns the homeowner once of an open offer expiring within two days, not of accepted or later ones", async () => {
    const people = await createPersonas(db);
    await turnOnAlerts(db, people.homeowner.userId, "whatsapp");
    const day = (days: number) => indiaDay(new Date(NOON.getTime() + days * 24 * 60 * 60_000));
    const expiring = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await insertTestOffer(db, { quoteRequestId: expiring, brandId: people.owner.brandId, validUntil: day(2) });
    const later = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await insertTestOffer(db, { quoteRequestId: later, brandId: people.owner.brandId, validUntil: day(5) });
    const hired = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await insertTestOffer(db, {
      quoteRequestId: hired,
      brandId: people.owner.brandId,
      validUntil: day(1),
      acceptedAt: NOON,
    });

    await alertExpiringOffers(db, NOON);
    await alertExpiringOffers(db, new Date(NOON.getTime() + 60 * 60_000));
    const warned = (await alertsOf(db, people.homeowner.userId)).filter((a) => a.kind === "offer_expiring");
    expect(warned).toHaveLength(1);
    expect(warned[0]?.parameters).toMatchObject({ link: expect.stringContaining(`/quotes/${expiring}`) });
  });
});
