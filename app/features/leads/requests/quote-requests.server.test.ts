import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { cities, leads, localities, quoteRequests } from "~/db/schema";
import type { MailMessage } from "~/services/mail.server";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { createTestBrand, createTestImage, createTestUser } from "~/testing/gallery.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { leadIdOf } from "~/testing/leads.server";
import { captureLogLines } from "~/testing/test-log.server";
import { type QuoteForm, quoteFormSchema } from "../quote-form/quote-form-schema";
import { ABUSE_MESSAGES, QUOTE_LIMITS } from "./abuse-rules";
import { notifyQuoteRecipients, QUOTE_ERRORS, submitQuoteRequest } from "./quote-requests.server";

let phoneSeq = 7000000000;
/** A fresh valid mobile per test so limits don't leak between tests. */
const nextPhone = () => String(phoneSeq++);

function form(values: Partial<Record<keyof QuoteForm, string>> = {}): QuoteForm {
  return quoteFormSchema.parse({
    name: "Priya Sharma",
    phone: nextPhone(),
    location: "Koramangala, Bangalore",
    requirement: "Full interiors for a new 2 BHK",
    ...values,
  });
}

const noIp = { ip: null, account: null };

describeEachDatabase("quote requests", (getDb) => {
  let db: Db;
  let bangalore: string;
  let koramangala: string;
  let ownerEmail: string;
  let owned: Awaited<ReturnType<typeof createTestBrand>>;
  let unclaimed: Awaited<ReturnType<typeof createTestBrand>>;
  const matched: string[] = [];
  useTestJobQueue(getDb);

  beforeAll(async () => {
    db = getDb();
    const [city] = await db
      .insert(cities)
      .values({ name: "Bangalore", slug: "bangalore", state: "Karnataka" })
      .returning({ id: cities.id });
    bangalore = city.id;
    const [locality] = await db
      .insert(localities)
      .values({ cityId: bangalore, name: "Koramangala", slug: "koramangala" })
      .returning({ id: localities.id });
    koramangala = locality.id;
    const [other] = await db
      .insert(cities)
      .values({ name: "Pune", slug: "pune", state: "Maharashtra" })
      .returning({ id: cities.id });

    const owner = await createTestUser(db, "Owner Person");
    ownerEmail = `${owner}@example.test`;
    owned = await createTestBrand(db, { brandName: "Owned Studio", claimedBy: owner, email: "public@owned.test" });
    unclaimed = await createTestBrand(db, { brandName: "Unclaimed Studio", email: "hello@unclaimed.test" });

    // Bangalore: four verified designers that fit ₹10-15 Lakh (₹1,000-1,500/sq ft), one that doesn't,
    // one unverified; Pune: one verified.
    for (const [name, rating, min, max] of [
      ["Alpha", 4.9, 1100, 1600],
      ["Bravo", 4.7, 900, 1300],
      ["Charlie", 4.5, 1200, 2000],
      ["Delta", 4.1, 1400, 1900],
    ] as const) {
      const brand = await createTestBrand(db, {
        brandName: name,
        isVerified: true,
        cityId: bangalore,
        city: "Bangalore",
        rating,
        minProjectCost: min,
        maxProjectCost: max,
        areasServed: ["Koramangala"],
      });
      matched.push(brand.id);
    }
    await createTestBrand(db, {
      brandName: "Luxe Only",
      isVerified: true,
      cityId: bangalore,
      rating: 5,
      minProjectCost: 3000,
      maxProjectCost: 5000,
    });
    await createTestBrand(db, { brandName: "Unverified", cityId: bangalore, rating: 5, minProjectCost: 1000 });
    await createTestBrand(db, { brandName: "Pune Pro", isVerified: true, cityId: other.id, rating: 5 });
  });

  const recipientsOf = async (requestId: string) =>
    db.select({ brandId: leads.brandId }).from(leads).where(eq(leads.quoteRequestId, requestId));

  it("sends a request made from a brand to that brand only, stored with its recipient", async () => {
    const result = await submitQuoteRequest(db, form({ brandId: owned.id }), noIp);
    expect(result).toMatchObject({
      ok: true,
      routing: "brand",
      recipients: [{ brandName: "Owned Studio", slug: owned.slug }],
    });
    if (!result.ok) return;
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, result.requestId));
    expect(row).toMatchObject({ brandId: owned.id, cityId: bangalore, localityId: koramangala, status: "new" });
    expect(row.phone).toMatch(/^\+91\d{10}$/);
    expect(await recipientsOf(result.requestId)).toEqual([{ brandId: owned.id }]);
  });

  it("stores the carpet area the homeowner gave, and none when they left it empty", async () => {
    for (const [areaSqft, stored] of [
      ["1,250", 1250],
      ["", null],
    ] as const) {
      const result = await submitQuoteRequest(db, form({ brandId: owned.id, areaSqft }), noIp);
      if (!result.ok) throw new Error("the request was refused");
      const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, result.requestId));
      expect(row?.areaSqft).toBe(stored);
    }
  });

  it("sends a request made from a photo to the photo's brand, and accepts a brand slug", async () => {
    const image = await createTestImage(db, unclaimed.id);
    const fromImage = await submitQuoteRequest(db, form({ imageId: image.id }), noIp);
    expect(fromImage).toMatchObject({ ok: true, routing: "brand", recipients: [{ slug: unclaimed.slug }] });
    const fromSlug = await submitQuoteRequest(db, form({ brandSlug: owned.slug }), noIp);
    expect(fromSlug).toMatchObject({ ok: true, recipients: [{ slug: owned.slug }] });
  });

  it("matches a general request to the verified designers of the city whose price band fits", async () => {
    const result = await submitQuoteRequest(
      db,
      form({ cityId: bangalore, budget: "10-15-lakh", location: "Bangalore" }),
      noIp,
    );
    expect(result).toMatchObject({ ok: true, routing: "matched" });
    if (!result.ok) return;
    expect(result.recipients.map((r) => r.brandName)).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    expect((await recipientsOf(result.requestId)).map((r) => r.brandId).sort()).toEqual([...matched].sort());
  });

  it("recognises the city and locality in the Location text when the page didn't know them", async () => {
    const result = await submitQuoteRequest(db, form({ location: "Flat 4B, 5th Block, Koramangala, bangalore" }), noIp);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, result.requestId));
    expect(row).toMatchObject({ cityId: bangalore, localityId: koramangala, brandId: null });
    expect(result.recipients.length).toBeGreaterThanOrEqual(3);
  });

  it("stores a request from an unknown place with no recipients", async () => {
    const result = await submitQuoteRequest(db, form({ location: "Shillong" }), noIp);
    expect(result).toMatchObject({ ok: true, routing: "matched", recipients: [] });
  });

  it("refuses a brand that no longer exists", async () => {
    const result = await submitQuoteRequest(db, form({ brandId: "00000000-0000-4000-8000-000000000000" }), noIp);
    expect(result).toEqual({ ok: false, error: QUOTE_ERRORS.brandGone, status: 404 });
  });

  it("refuses a photo that isn't the brand's (made up, or another brand's) and stores nothing", async () => {
    const before = await db.$count(quoteRequests);
    const othersImage = await createTestImage(db, unclaimed.id);
    for (const imageId of ["00000000-0000-4000-8000-000000000000", othersImage.id]) {
      const result = await submitQuoteRequest(db, form({ brandId: owned.id, imageId }), noIp);
      expect(result).toEqual({ ok: false, error: QUOTE_ERRORS.imageGone, status: 404 });
    }
    expect(await db.$count(quoteRequests)).toBe(before);
  });

  it("suppresses the same phone asking the same brand within 24 hours, with a friendly message", async () => {
    const phone = nextPhone();
    const first = await submitQuoteRequest(db, form({ phone, brandId: owned.id }), noIp);
    expect(first.ok).toBe(true);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(quoteRequests);

    const again = await submitQuoteRequest(db, form({ phone: `+91 ${phone}`, brandId: owned.id }), noIp);
    expect(again).toEqual({ ok: false, error: ABUSE_MESSAGES.duplicateBrand("Owned Studio") });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(quoteRequests);
    expect(after[0].n).toBe(before[0].n);

    // Another brand is a new request; and after 24 hours the same brand is too.
    expect((await submitQuoteRequest(db, form({ phone, brandId: unclaimed.id }), noIp)).ok).toBe(true);
    const tomorrow = new Date(Date.now() + 25 * 3600_000);
    expect((await submitQuoteRequest(db, form({ phone, brandId: owned.id }), { ...noIp, now: tomorrow })).ok).toBe(
      true,
    );
  });

  it("suppresses a repeated general request from the same phone", async () => {
    const phone = nextPhone();
    expect((await submitQuoteRequest(db, form({ phone, cityId: bangalore }), noIp)).ok).toBe(true);
    expect(await submitQuoteRequest(db, form({ phone, cityId: bangalore }), noIp)).toEqual({
      ok: false,
      error: ABUSE_MESSAGES.duplicateGeneral,
    });
  });

  it("allows 3 requests a day per phone number", async () => {
    const phone = nextPhone();
    const brands = await Promise.all([1, 2, 3, 4].map(() => createTestBrand(db)));
    for (const brand of brands.slice(0, 3)) {
      expect((await submitQuoteRequest(db, form({ phone, brandId: brand.id }), noIp)).ok).toBe(true);
    }
    expect(await submitQuoteRequest(db, form({ phone, brandId: brands[3].id }), noIp)).toEqual({
      ok: false,
      error: ABUSE_MESSAGES.phoneLimit,
    });
  });

  it("accepts 8 requests from 8 numbers on one network address, as a carrier's NAT sends them", async () => {
    const carrier = { ip: "100.64.0.8", account: null };
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await submitQuoteRequest(db, form({ brandId: owned.id }), carrier));
    expect(results.map((r) => r.ok)).toEqual(Array(8).fill(true));
  });

  it("refuses the 61st request in an hour from one network address, with a message", async () => {
    const context = { ip: "198.51.100.23", account: null };
    for (let i = 0; i < QUOTE_LIMITS.perAddress.max; i++) {
      expect((await submitQuoteRequest(db, form({ brandId: owned.id }), context)).ok).toBe(true);
    }
    expect(QUOTE_LIMITS.perAddress.max).toBe(60);
    expect(await submitQuoteRequest(db, form({ brandId: owned.id }), context)).toEqual({
      ok: false,
      error: ABUSE_MESSAGES.addressLimit,
    });
    const nextHour = new Date(Date.now() + QUOTE_LIMITS.perAddress.windowMs + 1000);
    expect((await submitQuoteRequest(db, form({ brandId: owned.id }), { ...context, now: nextHour })).ok).toBe(true);
    expect((await submitQuoteRequest(db, form({ brandId: owned.id }), { ...context, ip: "198.51.100.24" })).ok).toBe(
      true,
    );
  });

  it("allows 5 requests a day per account, whatever the numbers and addresses", async () => {
    const userId = await createTestUser(db, "Busy Homeowner");
    const account = { userId, email: `${userId}@example.test` };
    for (let i = 0; i < QUOTE_LIMITS.perAccount.max; i++) {
      const context = { ip: `203.0.113.${i + 1}`, account };
      expect((await submitQuoteRequest(db, form({ brandId: owned.id }), context)).ok).toBe(true);
    }
    expect(await submitQuoteRequest(db, form({ brandId: owned.id }), { ip: "203.0.113.99", account })).toEqual({
      ok: false,
      error: ABUSE_MESSAGES.accountLimit,
    });
    const other = await createTestUser(db, "Other Homeowner");
    const otherAccount = { userId: other, email: `${other}@example.test` };
    expect(
      (await submitQuoteRequest(db, form({ brandId: owned.id }), { ip: "203.0.113.99", account: otherAccount })).ok,
    ).toBe(true);
  });

  it("holds the address ceiling for 20 parallel requests with different phones, across two instances", async () => {
    const second = await openSecondInstance(db);
    const instances = second ? [db, second.db] : [db];
    try {
      const context = { ip: "198.51.100.77", account: null };
      const room = 5;
      for (let i = 0; i < QUOTE_LIMITS.perAddress.max - room; i++) {
        await submitQuoteRequest(db, form({ brandId: owned.id }), context);
      }
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          submitQuoteRequest(instances[i % instances.length], form({ brandId: owned.id }), context),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(room);
      expect(results.filter((r) => !r.ok)).toEqual(
        Array(20 - room).fill({ ok: false, error: ABUSE_MESSAGES.addressLimit }),
      );
    } finally {
      await second?.close();
    }
  });

  it("lets only one of two simultaneous identical submissions through", async () => {
    const values = form({ brandId: unclaimed.id });
    const results = await Promise.all([submitQuoteRequest(db, values, noIp), submitQuoteRequest(db, values, noIp)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("queues the designers' mail with the request, and none for a refused one", async () => {
    const queued = async () => (await jobsOf(db, "lead-notification")).map((job) => job.data.requestId);
    const before = await queued();
    const values = form({ brandId: owned.id });
    const result = await submitQuoteRequest(db, values, noIp);
    if (!result.ok) throw new Error("submit failed");
    expect((await submitQuoteRequest(db, values, noIp)).ok).toBe(false); // a duplicate
    expect(await queued()).toEqual([...before, result.requestId]);
  });

  it("emails the owner's account (or the unclaimed brand's address) and marks them notified", async () => {
    const result = await submitQuoteRequest(db, form({ brandId: owned.id, budget: "5-10-lakh" }), noIp);
    const other = await submitQuoteRequest(db, form({ brandId: unclaimed.id }), noIp);
    if (!result.ok || !other.ok) throw new Error("submit failed");
    const outbox: MailMessage[] = [];
    const send = async (message: MailMessage) => {
      outbox.push(message);
    };
    expect(await notifyQuoteRecipients(db, result.requestId, send, "https://nivasa.example")).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    await notifyQuoteRecipients(db, other.requestId, send, "https://nivasa.example");
    expect(outbox.map((m) => m.to)).toEqual([ownerEmail, "hello@unclaimed.test"]);
    expect(outbox[0].subject).toBe("New quote request from Priya Sharma — Nivasa");
    expect(outbox[0].text).toContain("Budget: ₹5-10 Lakh");
    // The button opens the lead's own thread.
    const leadId = await leadIdOf(db, result.requestId, owned.id);
    expect(outbox[0].text).toContain(`https://nivasa.example/brand-dashboard/leads/${leadId}`);
    const [recipient] = await db
      .select({ notifiedAt: leads.notifiedAt })
      .from(leads)
      .where(eq(leads.quoteRequestId, result.requestId));
    expect(recipient.notifiedAt).toBeInstanceOf(Date);
    // Already notified: nothing is sent twice.
    expect(await notifyQuoteRecipients(db, result.requestId, send, "https://nivasa.example")).toMatchObject({
      sent: 0,
    });
  });

  it("keeps the lead when the mail fails, leaving it un-notified for a retry", async () => {
    const result = await submitQuoteRequest(db, form({ brandId: owned.id }), noIp);
    if (!result.ok) throw new Error("submit failed");
    const failing = async () => {
      throw new Error("SMTP down");
    };
    const log = captureLogLines();
    try {
      expect(await notifyQuoteRecipients(db, result.requestId, failing, "https://nivasa.example")).toEqual({
        sent: 0,
        failed: 1,
        skipped: 0,
      });
    } finally {
      log.stop();
    }
    // The job retries it: a warning with the reason, not an error with a stack.
    expect(log.lines).toEqual([
      expect.objectContaining({ level: "warn", reason: "SMTP down", msg: expect.stringMatching(/could not email/) }),
    ]);
    expect(log.lines[0]).not.toHaveProperty("err");
    const [recipient] = await db
      .select({ notifiedAt: leads.notifiedAt })
      .from(leads)
      .where(eq(leads.quoteRequestId, result.requestId));
    expect(recipient.notifiedAt).toBeNull();
  });

  it("skips a brand with no address to write to", async () => {
    const silent = await createTestBrand(db, { brandName: "No Email" });
    const result = await submitQuoteRequest(db, form({ brandId: silent.id }), noIp);
    if (!result.ok) throw new Error("submit failed");
    expect(await notifyQuoteRecipients(db, result.requestId, async () => {}, "https://x.test")).toEqual({
      sent: 0,
      failed: 0,
      skipped: 1,
    });
  });
});
