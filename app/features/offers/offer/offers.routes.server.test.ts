import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { brands, leads, offers, quoteRequests } from "~/db/schema";
import type { ShownMessages } from "~/features/conversations";
import type { ThreadAccess } from "~/features/conversations/conversations.api.server";
import { threadAccess, threadMessages } from "~/features/conversations/conversations.api.server";
import { indiaDay } from "~/lib/dates";
import { action as leadAction, loader as leadLoader } from "~/routes/brand-dashboard.lead";
import { loader as compareLoader } from "~/routes/quotes.compare";
import { action as requestAction, loader as requestLoader } from "~/routes/quotes.request";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { shownMessageItems } from "~/testing/threads.server";
import type { ComparedOffers, leadOffers } from "./offer-actions.server";
import { ACCEPT_INTENT, OFFER_INTENT, OUTCOME_INTENT } from "./offer-fields";
import { addDays } from "./offer-form";
import { OFFER_MESSAGES } from "./offer-rules";
import type { OfferView } from "./offers.server";

type LeadPage = { offers: Awaited<ReturnType<typeof leadOffers>>; thread: { messages: ShownMessages } };
type RequestPage = { offers: Record<string, OfferView[]> };

const today = indiaDay(new Date());

function offerFields(changes: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    intent: OFFER_INTENT,
    // The form's fixed rows: blank ones are ignored.
    lineDescription: ["Modular kitchen", "Wardrobes", "", ""],
    lineQuantity: ["100", "2", "", ""],
    lineUnit: ["sq_ft", "number", "sq_ft", "sq_ft"],
    lineRate: ["1,500", "50000", "", ""],
    grade: "premium",
    included: "Hettich hardware",
    excluded: "Civil work",
    timelineWeeks: "10",
    warrantyYears: "5",
    stageLabel: ["Booking", "Handover", ""],
    stagePercent: ["40", "60", ""],
    validUntil: addDays(today, 20),
    ...changes,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return form;
}

describeRouteSuite("offers through the thread pages and the comparison", (world, getDb) => {
  let requestId: string;
  let leadId: string;
  let otherLeadId: string;
  let otherSide: ThreadAccess;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    requestId = await createTestLead(world.db, world.people.owner.brandId, { userId: world.people.homeowner.userId });
    await world.db.insert(leads).values({ quoteRequestId: requestId, brandId: world.people.otherOwner.brandId });
    await world.db.update(quoteRequests).set({ areaSqft: 1000 }).where(eq(quoteRequests.id, requestId));
    await world.db
      .update(brands)
      .set({
        warrantyYears: 7,
        typicalTimelineWeeks: 12,
        paymentStages: [
          { label: "Booking", percent: 10 },
          { label: "Handover", percent: 90 },
        ],
      })
      .where(eq(brands.id, world.people.owner.brandId));
    leadId = await leadIdOf(world.db, requestId, world.people.owner.brandId);
    otherLeadId = await leadIdOf(world.db, requestId, world.people.otherOwner.brandId);
    const side = await threadAccess(world.db, world.people.otherOwner, otherLeadId, "brand");
    if (!side) throw new Error("the other designer was refused");
    otherSide = side;
  });

  const postLead = (id: string, cookie: string | undefined, body: FormData) =>
    respond(leadAction, new Request(formRequest(`/brand-dashboard/leads/${id}`, { cookie }), { body }), { leadId: id });
  const postRequest = (cookie: string | undefined, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return respond(requestAction, new Request(formRequest(`/quotes/${requestId}`, { cookie }), { body }), {
      requestId,
    });
  };
  const leadPage = async (id: string, cookie: string) =>
    (await (
      await respond(leadLoader, pageRequest(`/brand-dashboard/leads/${id}.data`, cookie), { leadId: id })
    ).json()) as LeadPage;
  const requestPage = async () =>
    (await (
      await respond(requestLoader, pageRequest(`/quotes/${requestId}`, world.cookies.homeowner), { requestId })
    ).json()) as RequestPage;
  const compare = (cookie?: string) =>
    respond(compareLoader, pageRequest(`/quotes/${requestId}/compare`, cookie), { requestId });

  it("the offer form starts from the brand's standard terms", async () => {
    const page = await leadPage(leadId, world.cookies.owner);
    expect(page.offers.offers).toEqual([]);
    expect(page.offers.defaults).toMatchObject({
      warrantyYears: "7",
      timelineWeeks: "12",
      validUntil: addDays(today, 30),
    });
    expect(page.offers.defaults.stages.slice(0, 3)).toEqual([
      { label: "Booking", percent: "10" },
      { label: "Handover", percent: "90" },
      { label: "", percent: "" },
    ]);
    expect(page.offers.defaults.lines).toHaveLength(8);
  });

  it("refuses a wrong offer with each problem by its field and the values as sent", async () => {
    const response = await postLead(
      leadId,
      world.cookies.owner,
      offerFields({ lineQuantity: ["-3", "2", "", ""], stagePercent: ["40", "50", ""], grade: "gold" }),
    );
    expect(response.status).toBe(400);
    const refusal = await response.json();
    expect(refusal.intent).toBe(OFFER_INTENT);
    expect(refusal.errors).toEqual({
      lines: [OFFER_MESSAGES.quantity(1)],
      grade: [OFFER_MESSAGES.grade],
      stages: [OFFER_MESSAGES.stagesSum(90)],
    });
    expect(refusal.values.lines[0]).toEqual({
      description: "Modular kitchen",
      quantity: "-3",
      unit: "sq_ft",
      rate: "1,500",
    });
    expect(refusal.values.lines).toHaveLength(8);
    expect(await world.db.select().from(offers).where(eq(offers.quoteRequestId, requestId))).toEqual([]);
  });

  it("refuses a ₹0 offer (0.01 × ₹0.01) with the minimums, and stores nothing", async () => {
    const response = await postLead(
      leadId,
      world.cookies.owner,
      offerFields({
        lineDescription: ["Modular kitchen", "", "", ""],
        lineQuantity: ["0.01", "", "", ""],
        lineRate: ["0.01", "", "", ""],
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      lines: [OFFER_MESSAGES.lineTooSmall(1), OFFER_MESSAGES.tooSmall],
    });
    expect(await world.db.select().from(offers).where(eq(offers.quoteRequestId, requestId))).toEqual([]);
  });

  it("the designer sends and revises; v1 is marked replaced by v2 and the form starts from v2", async () => {
    const sent = await postLead(leadId, world.cookies.owner, offerFields());
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/brand-dashboard/leads/${leadId}`);
    const revised = await postLead(leadId, world.cookies.owner, offerFields({ lineRate: ["1,400", "50000", "", ""] }));
    expect(revised.status).toBe(302);
    const page = await leadPage(leadId, world.cookies.owner);
    expect(page.offers.offers.map((o) => [o.version, o.state, o.replacedBy, o.totalPaise])).toEqual([
      [2, "current", null, 283_200_00],
      [1, "replaced", 2, 295_000_00],
    ]);
    expect(page.offers.offers[0]?.perSqftPaise).toBe(240_00);
    expect(page.offers.defaults.lines[0]).toEqual({
      description: "Modular kitchen",
      quantity: "100",
      unit: "sq_ft",
      rate: "1400",
    });
    expect(shownMessageItems(page.thread.messages).map((m) => m.text)).toEqual([
      expect.stringMatching(/ Sent an offer: ₹2,95,000 including GST, 10 weeks/),
      expect.stringMatching(/ Sent a revised offer \(v2\): ₹2,83,200 including GST/),
    ]);
  });

  it("the homeowner sees both versions in the thread and compares the two designers' current offers", async () => {
    const other = await postLead(
      otherLeadId,
      world.cookies.otherOwner,
      offerFields({ lineRate: ["1,800", "60000", "", ""], timelineWeeks: "6" }),
    );
    expect(other.status).toBe(302);
    const page = await requestPage();
    expect(page.offers[leadId]?.map((o) => o.version)).toEqual([2, 1]);
    expect(page.offers[otherLeadId]?.map((o) => o.version)).toEqual([1]);
    const response = await compare(world.cookies.homeowner);
    expect(response.status).toBe(200);
    const { compared } = (await response.json()) as { compared: ComparedOffers };
    const byBrand = Object.fromEntries(compared.offers.map((o) => [o.brandId, o]));
    expect(compared.offers).toHaveLength(2);
    expect(byBrand[world.people.owner.brandId]).toMatchObject({
      version: 2,
      lowestTotal: true,
      shortestTimeline: false,
    });
    expect(byBrand[world.people.otherOwner.brandId]).toMatchObject({
      version: 1,
      timelineWeeks: 6,
      lowestTotal: false,
      shortestTimeline: true,
    });
  });

  it("answers 404 to everyone but the thread's designer and the request's homeowner", async () => {
    const anyOffer = (await requestPage()).offers[leadId]?.[0]?.id ?? "";
    const accept = { intent: ACCEPT_INTENT, offerId: anyOffer, leadId };
    const refusals: [string, Promise<Response>][] = [
      ["offer: signed out", postLead(leadId, undefined, offerFields())],
      ["offer: the homeowner", postLead(leadId, world.cookies.homeowner, offerFields())],
      ["offer: another brand's owner", postLead(leadId, world.cookies.otherOwner, offerFields())],
      ["offer: an admin", postLead(leadId, world.cookies.admin, offerFields())],
      ["accept: signed out", postRequest(undefined, accept)],
      ["accept: another homeowner", postRequest(world.cookies.stranger, accept)],
      ["accept: the designer", postRequest(world.cookies.owner, accept)],
      ["accept: another brand's owner", postRequest(world.cookies.otherOwner, accept)],
      ["accept: an admin", postRequest(world.cookies.admin, accept)],
      ["outcome: another homeowner", postRequest(world.cookies.stranger, { intent: OUTCOME_INTENT, leadId })],
      ["compare: another homeowner", compare(world.cookies.stranger)],
      ["compare: the designer", compare(world.cookies.owner)],
      ["compare: an admin", compare(world.cookies.admin)],
    ];
    for (const [who, answer] of refusals) expect((await answer).status, who).toBe(404);
    // Signed out, the comparison asks to sign in first, revealing nothing.
    expect((await compare()).headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/quotes/${requestId}/compare`)}`,
    );
    expect(await world.db.select().from(offers).where(eq(offers.quoteRequestId, requestId))).toHaveLength(3);
    const [request] = await world.db.select().from(offers).where(eq(offers.id, anyOffer));
    expect(request?.acceptedAt).toBeNull();
  });

  it("accepting: a replaced version is refused; the current one wins, the other designer loses and is told", async () => {
    const page = await requestPage();
    const [v2, v1] = page.offers[leadId] ?? [];
    const refused = await postRequest(world.cookies.homeowner, {
      intent: ACCEPT_INTENT,
      offerId: v1?.id ?? "",
      leadId,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ intent: ACCEPT_INTENT, leadId, error: OFFER_MESSAGES.replaced });
    const accepted = await postRequest(world.cookies.homeowner, {
      intent: ACCEPT_INTENT,
      offerId: v2?.id ?? "",
      leadId,
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(`/quotes/${requestId}#thread-${leadId}`);
    const statuses = await world.db
      .select({ brandId: leads.brandId, status: leads.status })
      .from(leads)
      .where(eq(leads.quoteRequestId, requestId));
    expect(Object.fromEntries(statuses.map((s) => [s.brandId, s.status]))).toEqual({
      [world.people.owner.brandId]: "won",
      [world.people.otherOwner.brandId]: "lost",
    });
    expect((await threadMessages(world.db, otherSide)).at(-1)?.body).toBe(OFFER_MESSAGES.chosenAnother);
    const otherPage = await leadPage(otherLeadId, world.cookies.otherOwner);
    expect(otherPage.offers.hired).toBe(true);
    expect(shownMessageItems(otherPage.thread.messages).at(-1)?.text).toMatch(
      new RegExp(`^Nivasa .+ ${OFFER_MESSAGES.chosenAnother.replace(/[.()]/g, "\\$&")}$`),
    );
    const again = await postRequest(world.cookies.homeowner, { intent: ACCEPT_INTENT, offerId: v2?.id ?? "", leadId });
    expect(await again.json()).toMatchObject({ error: OFFER_MESSAGES.alreadyHired });
    const { compared } = (await (await compare(world.cookies.homeowner)).json()) as { compared: ComparedOffers };
    expect(compared.offers.find((o) => o.id === v2?.id)?.state).toBe("accepted");
  });

  it("records the final cost and handover date, refusing an unreadable cost or a date in the future", async () => {
    const outcome = (finalCost: string, handedOverOn: string) =>
      postRequest(world.cookies.homeowner, { intent: OUTCOME_INTENT, leadId, finalCost, handedOverOn });
    for (const [cost, day, error] of [
      ["lots", today, OFFER_MESSAGES.outcomeCost],
      ["0", today, OFFER_MESSAGES.outcomeCost],
      ["3,00,000", addDays(today, 1), OFFER_MESSAGES.outcomeDate],
      ["3,00,000", "2026-02-30", OFFER_MESSAGES.outcomeDate],
    ] as const) {
      const refused = await outcome(cost, day);
      expect(refused.status, `${cost} ${day}`).toBe(400);
      expect(await refused.json()).toMatchObject({ intent: OUTCOME_INTENT, leadId, error });
    }
    const saved = await outcome("₹3,05,000.50", today);
    expect(saved.status).toBe(302);
    const [hired] = await world.db
      .select({ finalCostPaise: offers.finalCostPaise, handedOverOn: offers.handedOverOn })
      .from(offers)
      .where(
        and(
          eq(offers.quoteRequestId, requestId),
          eq(offers.brandId, world.people.owner.brandId),
          eq(offers.version, 2),
        ),
      );
    expect(hired).toEqual({ finalCostPaise: 305_000_50, handedOverOn: today });
  });
});
