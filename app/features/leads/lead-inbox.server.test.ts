import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { Db, Executor } from "~/db/client.server";
import { brands, leadMessages, quoteRecipients } from "~/db/schema";
import type { MailMessage } from "~/services/mail.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { createTestLead } from "~/testing/leads.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { loadLeadInbox, replyToLead, updateLead } from "./lead-inbox.server";
import { LEAD_MESSAGES, LEAD_REPLIES_PER_LEAD } from "./lead-rules";
import { leadInboxQuerySchema, leadReplySchema, leadUpdateSchema } from "./lead-schema";
import { listQuoteRequestsForUser } from "./quote-requests.server";

const queued = vi.hoisted(() => [] as MailMessage[]);
vi.mock("~/services/mail-queue.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/services/mail-queue.server")>()),
  queueMail: async (_tx: Executor, message: MailMessage) => {
    queued.push(message);
  },
}));

const HOUR = 60 * 60 * 1000;

const update = (requestId: string, status: string, note = "") =>
  leadUpdateSchema.parse({ intent: "update", requestId, status, note });
const reply = (requestId: string, body: string) => leadReplySchema.parse({ intent: "reply", requestId, body });

describeEachDatabase("leads inbox", (getDb) => {
  let db: Db;
  let people: Personas;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });
  beforeEach(() => {
    queued.length = 0;
  });

  const row = async (requestId: string) => {
    const [lead] = await db
      .select()
      .from(quoteRecipients)
      .where(and(eq(quoteRecipients.quoteRequestId, requestId), eq(quoteRecipients.brandId, people.owner.brandId)));
    return lead;
  };

  const refused: Caller[] = ["anonymous", "homeowner", "otherOwner"];

  it.each(refused)("refuses %s: no inbox, no status change, no reply", async (caller) => {
    const viewer = viewerFor(people, caller);
    const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    expect(await loadLeadInbox(db, viewer, people.owner.brandId, {})).toBeNull();
    expect(await updateLead(db, viewer, people.owner.brandId, update(requestId, "won", "secret"))).toEqual({
      ok: false,
      error: LEAD_MESSAGES.forbidden,
    });
    expect(await replyToLead(db, viewer, people.owner.brandId, reply(requestId, "Hello"))).toEqual({
      ok: false,
      error: LEAD_MESSAGES.forbidden,
    });
    expect(await row(requestId)).toMatchObject({ status: "new", note: null, respondedAt: null });
    expect(await db.select().from(leadMessages).where(eq(leadMessages.quoteRequestId, requestId))).toEqual([]);
    expect(queued).toEqual([]);
  });

  it.each(["owner", "admin"] as const)("lets the %s read and work the brand's leads", async (caller) => {
    const viewer = viewerFor(people, caller);
    const requestId = await createTestLead(db, people.owner.brandId, {
      name: `Lead for ${caller}`,
      userId: people.homeowner.userId,
    });
    const inbox = await loadLeadInbox(db, viewer, people.owner.brandId, {});
    expect(inbox?.leads.find((lead) => lead.id === requestId)).toMatchObject({
      name: `Lead for ${caller}`,
      phone: expect.any(String),
      budget: "₹5-10 Lakh",
      timeline: "1-3 months",
      status: "new",
      direct: true,
      canReply: true,
    });
    expect(await updateLead(db, viewer, people.owner.brandId, update(requestId, "contacted"))).toMatchObject({
      ok: true,
    });
    expect(await replyToLead(db, viewer, people.owner.brandId, reply(requestId, "Hi"))).toMatchObject({ ok: true });
  });

  it("refuses a lead routed to another brand, even to the owner", async () => {
    const theirs = await createTestLead(db, people.otherOwner.brandId);
    const owner = viewerFor(people, "owner");
    expect(await updateLead(db, owner, people.owner.brandId, update(theirs, "won"))).toEqual({
      ok: false,
      error: LEAD_MESSAGES.missing,
    });
    expect(await replyToLead(db, owner, people.owner.brandId, reply(theirs, "Hi"))).toEqual({
      ok: false,
      error: LEAD_MESSAGES.missing,
    });
  });

  it("changes status and note; the first status change is the response, a note alone is not", async () => {
    const owner = viewerFor(people, "owner");
    const received = new Date(Date.now() - 5 * HOUR);
    const requestId = await createTestLead(db, people.owner.brandId, { receivedAt: received });

    await updateLead(db, owner, people.owner.brandId, update(requestId, "new", "Call after 6 pm"));
    expect(await row(requestId)).toMatchObject({ status: "new", note: "Call after 6 pm", respondedAt: null });

    const firstChange = new Date(received.getTime() + 2 * HOUR);
    await updateLead(db, owner, people.owner.brandId, update(requestId, "contacted", "Call after 6 pm"), firstChange);
    expect(await row(requestId)).toMatchObject({
      status: "contacted",
      respondedAt: firstChange,
      statusChangedAt: firstChange,
    });

    const won = new Date(received.getTime() + 4 * HOUR);
    await updateLead(db, owner, people.owner.brandId, update(requestId, "won", ""), won);
    expect(await row(requestId)).toMatchObject({
      status: "won",
      note: null,
      respondedAt: firstChange,
      statusChangedAt: won,
    });
  });

  it("replies: stored, the lead marked contacted, the homeowner mailed and shown it on /profile", async () => {
    const owner = viewerFor(people, "owner");
    const requestId = await createTestLead(db, people.owner.brandId, {
      name: "Hema",
      userId: people.homeowner.userId,
    });
    const result = await replyToLead(db, owner, people.owner.brandId, reply(requestId, "Hello Hema,\nCan we visit?"));
    expect(result).toEqual({ ok: true, message: LEAD_MESSAGES.replySent("Hema") });
    expect(await row(requestId)).toMatchObject({ status: "contacted", respondedAt: expect.any(Date) });

    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: people.homeowner.email });
    expect(queued[0].subject).toContain("replied to your quote request");
    expect(queued[0].text).toContain("Can we visit?");
    expect(queued[0].text).toContain("/profile#my-quotes");
    expect(queued[0].html).not.toContain("<script");

    const mine = await listQuoteRequestsForUser(db, people.homeowner.userId);
    const request = mine.find((r) => r.id === requestId);
    expect(request?.recipients).toEqual([
      expect.objectContaining({
        status: "contacted",
        replies: [expect.objectContaining({ body: "Hello Hema,\nCan we visit?" })],
      }),
    ]);
    // The brand's private note never reaches the homeowner.
    await updateLead(db, owner, people.owner.brandId, update(requestId, "won", "Budget is tight"));
    expect(JSON.stringify(await listQuoteRequestsForUser(db, people.homeowner.userId))).not.toContain("Budget");
  });

  it("escapes markup in the emailed reply", async () => {
    const owner = viewerFor(people, "owner");
    const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await replyToLead(db, owner, people.owner.brandId, reply(requestId, "<script>alert(1)</script>"));
    expect(queued[0].html).toContain("&lt;script&gt;");
    expect(queued[0].html).not.toContain("<script>");
  });

  it("offers no reply to a homeowner without an account, and caps replies per lead", async () => {
    const owner = viewerFor(people, "owner");
    const anonymous = await createTestLead(db, people.owner.brandId, { userId: null });
    expect(await replyToLead(db, owner, people.owner.brandId, reply(anonymous, "Hi"))).toEqual({
      ok: false,
      error: LEAD_MESSAGES.noAccount,
    });
    const inbox = await loadLeadInbox(db, owner, people.owner.brandId, {});
    expect(inbox?.leads.find((lead) => lead.id === anonymous)?.canReply).toBe(false);

    const chatty = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    for (let i = 0; i < LEAD_REPLIES_PER_LEAD; i++) {
      expect((await replyToLead(db, owner, people.owner.brandId, reply(chatty, `Reply ${i}`))).ok).toBe(true);
    }
    expect(await replyToLead(db, owner, people.owner.brandId, reply(chatty, "One more"))).toEqual({
      ok: false,
      error: LEAD_MESSAGES.tooManyReplies,
    });
  });

  it("refreshes the brand's response time in the same transaction as the response", async () => {
    const admin = viewerFor(people, "admin");
    const brand = people.otherOwner.brandId;
    const received = new Date(Date.now() - 10 * HOUR);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createTestLead(db, brand, { receivedAt: received }));
    const responseTime = async () =>
      (await db.select({ m: brands.responseMinutes }).from(brands).where(eq(brands.id, brand)))[0].m;

    await updateLead(db, admin, brand, update(ids[0], "contacted"), new Date(received.getTime() + HOUR));
    expect(await responseTime()).toBeNull(); // one of three answered
    await updateLead(db, admin, brand, update(ids[1], "lost"), new Date(received.getTime() + 3 * HOUR));
    expect(await responseTime()).toBe(180);
  });

  it("filters by status, counts each status and pages newest first", async () => {
    const owner = viewerFor(people, "admin");
    const brand = (await createTestBrand(db)).id;
    const base = Date.now() - 100 * HOUR;
    const names = ["One", "Two", "Three", "Four", "Five"];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      ids.push(await createTestLead(db, brand, { name, receivedAt: new Date(base + i * HOUR) }));
    }
    await updateLead(db, owner, brand, update(ids[1], "won"));
    await updateLead(db, owner, brand, update(ids[3], "won"));

    const first = await loadLeadInbox(db, owner, brand, {}, 2);
    expect(first?.counts).toEqual({ all: 5, new: 3, contacted: 0, won: 2, lost: 0 });
    expect(first?.leads.map((l) => l.name)).toEqual(["Five", "Four"]);
    expect(first?.paged).toBe(false);

    const won = await loadLeadInbox(db, owner, brand, { status: "won" }, 1);
    expect(won?.leads.map((l) => l.name)).toEqual(["Four"]);
    const next = await loadLeadInbox(db, owner, brand, { status: "won", cursor: won?.nextCursor ?? "" }, 1);
    expect(next?.leads.map((l) => l.name)).toEqual(["Two"]);
    expect(next).toMatchObject({ nextCursor: null, paged: true });

    const garbage = leadInboxQuerySchema.parse({ status: "everything", cursor: "x".repeat(500) });
    expect(garbage).toEqual({ status: undefined, cursor: undefined });
    expect((await loadLeadInbox(db, owner, brand, { cursor: "not-a-cursor" }))?.paged).toBe(false);
  });

  it("shows the newest leads for a cursor with a malformed id or a date the database can't hold", async () => {
    const owner = viewerFor(people, "admin");
    const brand = (await createTestBrand(db)).id;
    await createTestLead(db, brand, { name: "Only" });
    const id = "0b4a9f6e-0a7c-4c6e-9d0f-2f6d8c1b7e11";
    for (const cursor of [
      `2026-01-01T00:00:00.000Z_${"-".repeat(36)}`,
      `2026-01-01T00:00:00.000Z_${"f".repeat(36)}`,
      `-271821-04-20T00:00:00.000Z_${id}`,
      `+275760-09-13T00:00:00.000Z_${id}`,
      `2026-02-30T00:00:00.000Z_${id}`,
    ]) {
      const inbox = await loadLeadInbox(db, owner, brand, { cursor });
      expect(
        inbox?.leads.map((l) => l.name),
        cursor,
      ).toEqual(["Only"]);
      expect(inbox?.paged, cursor).toBe(false);
    }
  });
});
