import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brands, leadMessages, leads } from "~/db/schema";
import type { LeadStatus } from "~/features/leads/lead-rules";
import { loader as viewerLoader } from "~/routes/api.viewer";
import { action as threadAction, loader as threadLoader } from "~/routes/brand-dashboard.lead";
import { loader as attachmentLoader } from "~/routes/brand-dashboard.lead-attachment";
import { loader as offerPdfLoader } from "~/routes/brand-dashboard.lead-offer-pdf";
import { loader as inboxLoader } from "~/routes/brand-dashboard.leads";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { leadIdOf } from "~/testing/leads.server";
import { type Caller, createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookiesOf } from "~/testing/routes.server";
import { createTestThread, sendTestMessage, shownMessageItems, testThreadSide } from "~/testing/threads.server";
import { closeQuoteRequest } from "../homeowner/close-request.server";
import { threadMessages } from "../thread/thread.server";
import type { ThreadAccess } from "../thread/thread-access.server";
import { THREAD_MESSAGES } from "../thread/thread-rules";
import type { ShownMessages } from "../thread/thread-view";
import { LEAD_MESSAGES } from "./inbox-rules";
import type { LeadInbox } from "./lead-inbox.server";
import type { LeadThread } from "./lead-thread.server";

const HOUR = 60 * 60 * 1000;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describeRoutesOnEachDatabase("the brand's leads inbox and lead threads, through their routes", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());

  beforeAll(() => {
    db = getDb();
  });

  /** A fresh homeowner, two brand owners and an admin, each with a session cookie. */
  async function world() {
    const people = await createPersonas(db);
    const cookies = await sessionCookiesOf(people);
    return { people, cookies, cookie: (caller: Caller) => (caller === "anonymous" ? undefined : cookies[caller]) };
  }

  type World = Awaited<ReturnType<typeof world>>;

  /** A request from the world's homeowner to the owner's brand (and to others given): its thread's two sides. */
  async function lead(
    w: World,
    values: { name?: string; receivedAt?: Date; status?: LeadStatus; alsoTo?: string[] } = {},
  ) {
    const { alsoTo = [], ...rest } = values;
    const thread = await createTestThread(db, w.people.homeowner, w.people.owner, rest);
    for (const brandId of alsoTo) {
      await db.insert(leads).values({ quoteRequestId: thread.requestId, brandId, createdAt: rest.receivedAt });
    }
    return thread;
  }

  const say = (access: ThreadAccess, body: string, at?: Date) => sendTestMessage(db, access, body, at);

  async function inbox(cookie: string, query = ""): Promise<LeadInbox> {
    const response = await respond(inboxLoader, pageRequest(`/brand-dashboard/leads${query}`, cookie));
    expect(response.status).toBe(200);
    return ((await response.json()) as { inbox: LeadInbox }).inbox;
  }

  function openThread(leadId: string, cookie?: string) {
    return respond(threadLoader, pageRequest(`/brand-dashboard/leads/${leadId}`, cookie), { leadId });
  }

  /** The page's data as a client-side navigation fetches it: the messages' island carries its markup. */
  async function thread(leadId: string, cookie: string): Promise<LeadThread<ShownMessages>> {
    const response = await respond(threadLoader, pageRequest(`/brand-dashboard/leads/${leadId}.data`, cookie), {
      leadId,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { thread: LeadThread<ShownMessages> }).thread;
  }

  function post(leadId: string, cookie: string | undefined, fields: Record<string, string>, files: File[] = []) {
    const request = formRequest(`/brand-dashboard/leads/${leadId}`, { cookie });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    for (const file of files) body.append("files", file);
    return respond(threadAction, new Request(request, { body }), { leadId });
  }

  async function leadRow(leadId: string) {
    const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
    return row;
  }

  async function unreadInHeader(cookie: string): Promise<number> {
    const response = await respond(viewerLoader, pageRequest("/api/viewer", cookie));
    return ((await response.json()) as { leadsUnread: number }).leadsUnread;
  }

  it("lists one row per lead: unread first, then the newest activity, with the last message", async () => {
    const w = await world();
    const now = Date.now();
    const older = await lead(w, { name: "Asha", receivedAt: new Date(now - 5 * HOUR) });
    const quiet = await lead(w, { name: "Bala", receivedAt: new Date(now - 4 * HOUR) });
    const answered = await lead(w, { name: "Chitra", receivedAt: new Date(now - 3 * HOUR) });
    await lead(w, { name: "Deepa", receivedAt: new Date(now - 2 * HOUR) });
    await say(answered.brand, "We can visit on Saturday.", new Date(now - HOUR));
    await say(older.homeowner, "Are you free this week?", new Date(now - 90 * 60 * 1000));
    await say(older.homeowner, "Also: the kitchen is 10 by 8 feet.", new Date(now - 80 * 60 * 1000));

    const { leads } = await inbox(w.cookies.owner);
    expect(leads.map((row) => row.name)).toEqual(["Asha", "Chitra", "Deepa", "Bala"]);
    expect(leads[0]).toMatchObject({
      id: older.leadId,
      location: "Adyar, Chennai",
      budget: "₹5-10 Lakh",
      status: "new",
      unread: 2,
      closed: false,
      lastMessage: { body: "Also: the kitchen is 10 by 8 feet.", side: "homeowner", files: 0 },
    });
    expect(leads[1]).toMatchObject({ unread: 0, status: "contacted", lastMessage: { side: "brand" } });
    expect(leads.find((row) => row.id === quiet.leadId)?.lastMessage).toBeNull();

    // Opening the thread reads it: the lead drops to its place by activity.
    await openThread(older.leadId, w.cookies.owner);
    expect((await inbox(w.cookies.owner)).leads.map((row) => [row.name, row.unread])).toEqual([
      ["Chitra", 0],
      ["Asha", 0],
      ["Deepa", 0],
      ["Bala", 0],
    ]);
  });

  it("filters by status and pages on (unread, activity), ignoring a cursor it can't read", async () => {
    const w = await world();
    const base = Date.now() - 100 * HOUR;
    const names = ["One", "Two", "Three", "Four", "Five"];
    const leads = [];
    for (const [i, name] of names.entries()) {
      leads.push(await lead(w, { name, receivedAt: new Date(base + i * HOUR), status: i % 2 ? "won" : "new" }));
    }
    await say(leads[0].homeowner, "Hello?", new Date(base + 10 * HOUR));

    const all = await inbox(w.cookies.owner);
    expect(all.counts).toEqual({ all: 5, new: 3, contacted: 0, won: 2, lost: 0 });
    expect(all.leads.map((row) => row.name)).toEqual(["One", "Five", "Four", "Three", "Two"]);

    const won = await inbox(w.cookies.owner, "?status=won");
    expect(won.status).toBe("won");
    expect(won.leads.map((row) => row.name)).toEqual(["Four", "Two"]);

    const { loadLeadInbox } = await import("./lead-inbox.server");
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await loadLeadInbox(db, w.people.owner.brandId, { cursor }, 2);
      pages.push(page.leads.map((row) => row.name));
      expect(page.paged).toBe(cursor !== undefined);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual([["One", "Five"], ["Four", "Three"], ["Two"]]);

    for (const query of [
      "?cursor=not-a-cursor",
      "?status=everything",
      `?cursor=1_2026-02-30T00:00:00.000Z_${"f".repeat(36)}`,
    ]) {
      const page = await inbox(w.cookies.owner, query);
      expect(
        page.leads.map((row) => row.name),
        query,
      ).toEqual(["One", "Five", "Four", "Three", "Two"]);
      expect(page.paged, query).toBe(false);
    }
  });

  it("counts the owner's unread messages in the viewer state the header and the Leads tab read", async () => {
    const w = await world();
    const first = await lead(w);
    const second = await lead(w);
    await say(first.homeowner, "One");
    await say(first.homeowner, "Two");
    await say(second.brand, "Our reply");
    await say(second.homeowner, "Three");
    expect(await unreadInHeader(w.cookies.owner)).toBe(3);
    expect(await unreadInHeader(w.cookies.otherOwner)).toBe(0);
    expect(await unreadInHeader(w.cookies.homeowner)).toBe(0);

    await openThread(first.leadId, w.cookies.owner);
    expect(await unreadInHeader(w.cookies.owner)).toBe(1);
    // The homeowner's own thread shows their messages as seen.
    expect((await threadMessages(db, first.homeowner)).map((m) => m.seen)).toEqual([true, true]);
  });

  it("shows the request, the conversation and 'sent to N', never the other designers or what they wrote", async () => {
    const w = await world();
    const shared = await lead(w, { name: "Farah", alsoTo: [w.people.otherOwner.brandId] });
    const theirs = await testThreadSide(
      db,
      w.people.otherOwner,
      await leadIdOf(db, shared.requestId, w.people.otherOwner.brandId),
      "brand",
    );
    await say(theirs, "Our rival quote: 4 lakh all inclusive");
    await say(shared.homeowner, "Can you share a rough estimate?");

    const response = await respond(
      threadLoader,
      pageRequest(`/brand-dashboard/leads/${shared.leadId}.data`, w.cookies.owner),
      {
        leadId: shared.leadId,
      },
    );
    const text = await response.clone().text();
    const page = ((await response.json()) as { thread: LeadThread<ShownMessages> }).thread;
    expect(page).toMatchObject({
      leadId: shared.leadId,
      name: "Farah",
      location: "Adyar, Chennai",
      requirement: "Full interiors for a new 3 BHK",
      budget: "₹5-10 Lakh",
      timeline: "1-3 months",
      phone: expect.stringMatching(/^\+91\d{10}$/),
      sentTo: 2,
      direct: true,
      status: "new",
      closed: null,
    });
    expect(shownMessageItems(page.messages).map((m) => [m.mine, m.text])).toEqual([
      [false, expect.stringMatching(/^Farah .+ Report message from Farah Can you share a rough estimate\?$/)],
    ]);
    expect(text).not.toContain("rival quote");
    const [other] = await db
      .select({ name: brands.brandName })
      .from(brands)
      .where(eq(brands.id, w.people.otherOwner.brandId));
    expect(text).not.toContain(other.name);
    expect(text).not.toContain(w.people.otherOwner.brandId);
  });

  it("hides the phone after the homeowner closes the request from a designer who had not written, not from one who had", async () => {
    const w = await world();
    const request = await lead(w, { alsoTo: [w.people.otherOwner.brandId] });
    const silentLead = await leadIdOf(db, request.requestId, w.people.otherOwner.brandId);
    await say(request.brand, "Happy to help: when can we call?");
    expect((await thread(silentLead, w.cookies.otherOwner)).phone).not.toBeNull();

    expect(await closeQuoteRequest(db, w.people.homeowner, request.requestId, "found_designer")).toMatchObject({
      ok: true,
    });
    const replier = await thread(request.leadId, w.cookies.owner);
    expect(replier.phone).toMatch(/^\+91/);
    expect(replier.closed).toEqual({ at: expect.any(String), reason: "I found a designer", byHomeowner: true });
    const silent = await thread(silentLead, w.cookies.otherOwner);
    expect(silent.phone).toBeNull();
    expect(silent.closed?.reason).toBe("I found a designer");

    const refused = await post(request.leadId, w.cookies.owner, { intent: "message", body: "One more thing" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ intent: "message", error: THREAD_MESSAGES.closed });
    expect(await db.select().from(leadMessages).where(eq(leadMessages.body, "One more thing"))).toEqual([]);
  });

  it("saves the status and the private note; a status change alone is not the brand's response", async () => {
    const w = await world();
    const { leadId } = await lead(w, { receivedAt: new Date(Date.now() - 2 * HOUR) });
    const saved = await post(leadId, w.cookies.owner, { intent: "update", status: "won", note: "  Budget is tight  " });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/brand-dashboard/leads/${leadId}`);
    expect(await leadRow(leadId)).toMatchObject({
      status: "won",
      note: "Budget is tight",
      respondedAt: null,
      statusChangedAt: expect.any(Date),
    });
    expect(await thread(leadId, w.cookies.owner)).toMatchObject({ status: "won", note: "Budget is tight" });

    for (const [fields, error] of [
      [{ intent: "update", status: "maybe", note: "" }, LEAD_MESSAGES.status],
      [{ intent: "update", status: "lost", note: "x".repeat(2001) }, LEAD_MESSAGES.noteLong],
      [{ intent: "dance" }, LEAD_MESSAGES.intent],
    ] as const) {
      const response = await post(leadId, w.cookies.owner, fields);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
    expect(await leadRow(leadId)).toMatchObject({ status: "won", note: "Budget is tight" });
  });

  it("the first message marks the lead contacted and is the response the brand's response time reads", async () => {
    const w = await world();
    const received = new Date(Date.now() - 10 * HOUR);
    const leads = [];
    for (let i = 0; i < 3; i++) leads.push(await lead(w, { receivedAt: received }));
    const responseMinutes = async () =>
      (await db.select({ m: brands.responseMinutes }).from(brands).where(eq(brands.id, w.people.owner.brandId)))[0].m;

    // Statuses changed on two leads: no response yet.
    await post(leads[0].leadId, w.cookies.owner, { intent: "update", status: "contacted", note: "" });
    await post(leads[1].leadId, w.cookies.owner, { intent: "update", status: "lost", note: "" });
    expect(await responseMinutes()).toBeNull();
    expect((await inbox(w.cookies.owner)).responseMinutes).toBeNull();

    const sent = await post(leads[0].leadId, w.cookies.owner, { intent: "message", body: "Hello! Can we visit?" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/brand-dashboard/leads/${leads[0].leadId}`);
    await post(leads[2].leadId, w.cookies.owner, { intent: "message", body: "Hello from us too" });
    expect(await leadRow(leads[2].leadId)).toMatchObject({ status: "contacted", respondedAt: expect.any(Date) });
    expect(await leadRow(leads[1].leadId)).toMatchObject({ status: "lost", respondedAt: null });
    // Two of three answered, each after about 10 hours.
    expect(await responseMinutes()).toBeGreaterThanOrEqual(600);
    expect(await responseMinutes()).toBeLessThanOrEqual(602);
    expect((await inbox(w.cookies.owner)).responseMinutes).toBe(await responseMinutes());
    // The brand's own message, not seen yet and not for it to report.
    expect(shownMessageItems((await thread(leads[0].leadId, w.cookies.owner)).messages)).toEqual([
      { id: expect.any(Number), mine: true, text: expect.stringMatching(/ Hello! Can we visit\?$/) },
    ]);

    const empty = await post(leads[0].leadId, w.cookies.owner, { intent: "message", body: "   " });
    expect(await empty.json()).toEqual({ intent: "message", error: THREAD_MESSAGES.empty });
  });

  it("sends the brand's files with a message and serves them to the brand's owner only", async () => {
    const w = await world();
    const { leadId, homeowner } = await lead(w);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#a86" } })
      .jpeg()
      .toBuffer();
    const sent = await post(leadId, w.cookies.owner, { intent: "message", body: "Our catalogue and a sample" }, [
      new File([new Uint8Array(photo)], "sample.jpg", { type: "image/jpeg" }),
      new File([PDF], "catalogue.pdf", { type: "application/pdf" }),
    ]);
    expect(sent.status).toBe(302);
    const [message] = await threadMessages(db, homeowner);
    expect(message.attachments.map((a) => [a.kind, a.fileName]).sort()).toEqual([
      ["image", "sample.jpg"],
      ["pdf", "catalogue.pdf"],
    ]);
    const shown = (await thread(leadId, w.cookies.owner)).messages;
    const markup = "island" in shown ? shown.island.html : "";
    for (const file of message.attachments) {
      expect(markup).toContain(`href="/brand-dashboard/leads/${leadId}/attachments/${file.id}"`);
    }

    const fetchFile = (attachmentId: string, cookie?: string) =>
      respond(attachmentLoader, pageRequest(`/brand-dashboard/leads/${leadId}/attachments/${attachmentId}`, cookie), {
        leadId,
        attachmentId,
      });
    const byKind = (kind: string) => message.attachments.find((a) => a.kind === kind)?.id ?? "";
    const [image, pdf] = [byKind("image"), byKind("pdf")];
    const served = await fetchFile(pdf, w.cookies.owner);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    expect((await fetchFile(image, w.cookies.owner)).status).toBe(200);
    for (const caller of ["homeowner", "otherOwner", "admin"] as const) {
      expect((await fetchFile(pdf, w.cookie(caller))).status, caller).toBe(404);
    }
    expect((await fetchFile(pdf, undefined)).status).toBe(302);
  });

  it("asks a signed-out visitor to sign in and come back, for any lead id, revealing nothing", async () => {
    const w = await world();
    const { leadId } = await lead(w);
    const other = "0b4a9f6e-0a7c-4c6e-9d0f-2f6d8c1b7e11";
    for (const id of [leadId, other, "not-a-uuid"]) {
      const params = { leadId: id, attachmentId: other, offerId: other };
      const opened: [string, (request: Request) => Promise<Response>][] = [
        [`/brand-dashboard/leads/${id}`, (request) => respond(threadLoader, request, params)],
        [`/brand-dashboard/leads/${id}/attachments/${other}`, (request) => respond(attachmentLoader, request, params)],
        [`/brand-dashboard/leads/${id}/offers/${other}/pdf`, (request) => respond(offerPdfLoader, request, params)],
      ];
      for (const [pathname, open] of opened) {
        const answer = await open(pageRequest(pathname));
        expect([answer.status, answer.headers.get("location")], pathname).toEqual([
          302,
          `/auth?redirectTo=${encodeURIComponent(pathname)}`,
        ]);
      }
    }
    expect((await openThread(leadId, w.cookies.owner)).status).toBe(200);
    expect((await openThread(leadId, w.cookies.otherOwner)).status).toBe(404);
  });

  it.each(["anonymous", "homeowner", "otherOwner", "admin"] as const)(
    "answers %s no page (404 signed in, sign-in signed out) and refuses both forms, changing nothing",
    async (caller) => {
      const w = await world();
      const { leadId, homeowner } = await lead(w);
      await say(homeowner, "Only for the owner's eyes");
      const cookie = w.cookie(caller);
      expect((await openThread(leadId, cookie)).status).toBe(caller === "anonymous" ? 302 : 404);
      expect((await post(leadId, cookie, { intent: "message", body: "Hi" })).status).toBe(404);
      expect((await post(leadId, cookie, { intent: "update", status: "won", note: "x" })).status).toBe(404);
      expect(await leadRow(leadId)).toMatchObject({ status: "new", note: null, brandReadId: 0 });
      const bodies = (await db.select().from(leadMessages).where(eq(leadMessages.brandId, w.people.owner.brandId))).map(
        (m) => m.body,
      );
      expect(bodies).toEqual(["Only for the owner's eyes"]);
    },
  );

  it("answers 404 for a lead id that is not one", async () => {
    const w = await world();
    for (const leadId of ["not-a-uuid", "0b4a9f6e-0a7c-4c6e-9d0f-2f6d8c1b7e11"]) {
      expect((await openThread(leadId, w.cookies.owner)).status, leadId).toBe(404);
      expect((await post(leadId, w.cookies.owner, { intent: "update", status: "won" })).status, leadId).toBe(404);
    }
  });

  it("refuses a NUL character in a message or the note with a message, storing nothing", async () => {
    const w = await world();
    const { leadId } = await lead(w);
    const message = await post(leadId, w.cookies.owner, { intent: "message", body: "Hello\u0000there" });
    expect(message.status).toBe(400);
    expect(await message.json()).toEqual({ intent: "message", error: THREAD_MESSAGES.control });
    const update = await post(leadId, w.cookies.owner, { intent: "update", status: "won", note: "Call\u0000back" });
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual({ intent: "update", error: LEAD_MESSAGES.noteControl });
    expect(await leadRow(leadId)).toMatchObject({ status: "new", note: null });
    expect(await db.select().from(leadMessages).where(eq(leadMessages.brandId, w.people.owner.brandId))).toEqual([]);
  });
});
