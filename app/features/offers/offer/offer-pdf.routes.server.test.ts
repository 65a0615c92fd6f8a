import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import { loader as designerPdfLoader } from "~/routes/brand-dashboard.lead-offer-pdf";
import { loader as homeownerPdfLoader } from "~/routes/quotes.offer-pdf";
import { pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { pdfText } from "~/testing/pdf.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { createTestThread, type TestThread } from "~/testing/threads.server";
import { parseOfferForm } from "./offer-form";
import { sendOffer } from "./offers.server";

const NOW = new Date("2026-11-27T06:00:00Z");

function offerForm(changes: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    lineDescription: ["Modular kitchen, acrylic shutters", "Wardrobes"],
    lineQuantity: ["120.5", "2"],
    lineUnit: ["sq_ft", "number"],
    lineRate: ["1,450", "65000.50"],
    grade: "premium",
    included: "Hettich hardware, installation",
    excluded: "Civil work, electricals",
    timelineWeeks: "8",
    warrantyYears: "5",
    stageLabel: ["Booking", "Production", "Handover"],
    stagePercent: ["10", "50", "40"],
    validUntil: "2026-12-27",
    ...changes,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

describeRouteSuite("offer PDFs", (world, getDb) => {
  let thread: TestThread;
  let first: string;
  let second: string;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    await world.db.update(quoteRequests).set({ areaSqft: 1000 }).where(eq(quoteRequests.id, thread.requestId));
    first = await send(thread, offerForm());
    second = await send(thread, offerForm({ lineRate: ["1,400", "65000.50"], warrantyYears: "10" }));
  });

  async function send(to: TestThread, form: FormData): Promise<string> {
    const parsed = parseOfferForm(form, "2026-11-27");
    if (!parsed.ok) throw new Error(parsed.errors.join("; "));
    const sent = await sendOffer(world.db, to.brand, parsed.draft, NOW);
    if (!sent.ok) throw new Error(sent.error);
    return sent.offerId;
  }

  const homeownerPdf = (requestId: string, offerId: string, cookie?: string) =>
    respond(homeownerPdfLoader, pageRequest(`/quotes/${requestId}/offers/${offerId}/pdf`, cookie), {
      requestId,
      offerId,
    });
  const designerPdf = (leadId: string, offerId: string, cookie?: string) =>
    respond(designerPdfLoader, pageRequest(`/brand-dashboard/leads/${leadId}/offers/${offerId}/pdf`, cookie), {
      leadId,
      offerId,
    });

  it("the homeowner downloads an offer as a private PDF attachment with its lines, totals, terms and validity", async () => {
    const response = await homeownerPdf(thread.requestId, first, world.cookies.homeowner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nivasa-offer-[a-z0-9-]+-v1\.pdf"$/,
    );
    const text = await pdfText(response);
    for (const expected of [
      "Version: v1 (Replaced by v2)",
      "Valid until: 27 Dec 2026",
      "Location: Adyar, Chennai",
      "Requirement: Full interiors for a new 3 BHK",
      "Area: 1,000 sq ft",
      "Modular kitchen, acrylic shutters 120.5 sq ft ₹1,450 / sq ft ₹1,74,725",
      "Wardrobes 2 number ₹65,000.50 / number ₹1,30,001",
      "Subtotal ₹3,04,726",
      "GST 18 % ₹54,850.68",
      "Total including GST ₹3,59,576.68",
      "Per sq ft (before GST) ₹304.73",
      "Material grade: Premium",
      "Timeline: 8 weeks",
      "Warranty: 5 years",
      "Included: Hettich hardware, installation",
      "Excluded: Civil work, electricals",
      "Booking 10 % ₹35,957.67",
      "Production 50 % ₹1,79,788.34",
      "Handover 40 % ₹1,43,830.67",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("the designer downloads the current version from the lead's thread", async () => {
    const response = await designerPdf(thread.leadId, second, world.cookies.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/-v2\.pdf"$/);
    const text = await pdfText(response);
    expect(text).toContain("Version: v2 (Open)");
    expect(text).toContain("Warranty: 10 years");
  });

  it("prints Hindi as written, and text its font cannot show as one question mark per character", async () => {
    const hindi = await createTestThread(world.db, world.people.homeowner, world.people.otherOwner, {
      name: "Priya 🙏",
    });
    const offerId = await send(
      hindi,
      offerForm({
        lineDescription: ["सागौन की अलमारी", "Pooja unit, தமிழ் 👍🏽"],
        lineQuantity: ["1", "1"],
        lineUnit: ["number", "number"],
        lineRate: ["45,000", "12,000"],
        included: "Hettich hardware\r\nइंस्टॉलेशन",
      }),
    );
    const response = await homeownerPdf(hindi.requestId, offerId, world.cookies.homeowner);
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain("For: Priya ?");
    expect(text).toContain("सागौन की अलमारी 1 number ₹45,000 / number ₹45,000");
    expect(text).toContain("Pooja unit, ??? ? 1 number ₹12,000 / number ₹12,000");
    expect(text).toContain("Total including GST ₹67,260");
    expect(text).toContain("Included: Hettich hardware\n");
  });

  it("answers 404 to everyone else, to the other side's address and to an offer of another request", async () => {
    const other = await createTestThread(world.db, world.people.homeowner, world.people.otherOwner);
    const refusals = [
      ["another homeowner", homeownerPdf(thread.requestId, first, world.cookies.stranger)],
      ["the designer on the homeowner's address", homeownerPdf(thread.requestId, first, world.cookies.owner)],
      ["an admin", homeownerPdf(thread.requestId, first, world.cookies.admin)],
      ["another request's address", homeownerPdf(other.requestId, first, world.cookies.homeowner)],
      ["not an id", homeownerPdf(thread.requestId, "v1", world.cookies.homeowner)],
      ["another brand's owner", designerPdf(thread.leadId, first, world.cookies.otherOwner)],
      ["another brand's owner on their own lead", designerPdf(other.leadId, first, world.cookies.otherOwner)],
      ["the homeowner on the designer's address", designerPdf(thread.leadId, first, world.cookies.homeowner)],
      ["an admin (designer)", designerPdf(thread.leadId, first, world.cookies.admin)],
    ] as const;
    for (const [who, answer] of refusals) {
      const response = await answer;
      expect(response.status, who).toBe(404);
      expect(response.headers.get("cache-control"), who).toBe("private, no-store");
    }
    // Signed out, either address asks to sign in first, revealing nothing.
    for (const answer of [homeownerPdf(thread.requestId, first), designerPdf(thread.leadId, first)]) {
      const response = await answer;
      expect([response.status, response.headers.get("location")]).toEqual([
        302,
        expect.stringMatching(/^\/auth\?redirectTo=/),
      ]);
    }
  });
});
