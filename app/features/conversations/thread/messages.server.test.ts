import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, brands, leadMessages, leads, messageReports, quoteRequests, users } from "~/db/schema";
import { ACTION_LIMIT_MESSAGES, ACTION_LIMITS } from "~/services/action-limits.server";
import { openSecondInstance } from "~/testing/database.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase } from "~/testing/routes.server";
import { createTestThread } from "~/testing/threads.server";
import { alertWaitSeconds, sendMessageAlert } from "../alerts/message-alerts.server";
import { closeQuoteRequest } from "../homeowner/close-request.server";
import { markThreadSeen, postMessage } from "./messages.server";
import { threadMessages } from "./thread.server";
import { adminThreadAccess, homeownerThreads, type ThreadAccess, threadAccess } from "./thread-access.server";
import { MESSAGE_MAX, THREAD_MESSAGES } from "./thread-rules";

const text = (body: string) => ({ body, attachments: [] });

describe("alert timing", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("waits the delay for a first alert and the rest of the interval after an email", () => {
    expect(alertWaitSeconds(null, now)).toBe(60);
    expect(alertWaitSeconds(new Date("2026-11-27T09:58:00Z"), now)).toBe(480);
    expect(alertWaitSeconds(new Date("2026-11-27T09:00:00Z"), now)).toBe(60);
  });
});

// Routes' set-up: alerts carry sign-in links, made by the server's auth on the suite's database.
describeRoutesOnEachDatabase("conversations", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  /** A request from the homeowner routed to the owner's brand, with both sides' access to its thread. */
  async function newThread() {
    return createTestThread(db, people.homeowner, people.owner);
  }

  const lead = async (access: ThreadAccess) => (await db.select().from(leads).where(eq(leads.id, access.leadId)))[0];

  it("lets only the thread's two sides in, each as their own side", async () => {
    const { requestId, leadId } = await newThread();
    const refused: [Caller, "homeowner" | "brand"][] = [
      ["anonymous", "homeowner"],
      ["anonymous", "brand"],
      ["otherOwner", "brand"],
      ["otherOwner", "homeowner"],
      ["admin", "homeowner"],
      ["admin", "brand"],
      ["owner", "homeowner"],
      ["homeowner", "brand"],
    ];
    for (const [caller, side] of refused) {
      expect(await threadAccess(db, viewerFor(people, caller), leadId, side), `${caller} as ${side}`).toBeNull();
    }
    const stranger = await createPerson(db, "stranger", "user");
    expect(await threadAccess(db, stranger, leadId, "homeowner")).toBeNull();
    expect(await homeownerThreads(db, stranger, requestId)).toEqual([]);
    expect(await homeownerThreads(db, people.owner, requestId)).toEqual([]);
    expect((await homeownerThreads(db, people.homeowner, requestId)).map((t) => t.leadId)).toEqual([leadId]);
  });

  it("opens a thread to an admin only when a message in it was reported, and writes the read to the audit log", async () => {
    const { leadId, homeowner, brand } = await newThread();
    expect(await adminThreadAccess(db, people.admin, leadId)).toBeNull();
    const sent = await postMessage(db, brand, text("Pay me on another app and I'll give a discount"));
    if (!sent.ok) throw new Error(sent.error);
    await db
      .insert(messageReports)
      .values({ messageId: sent.messageId, reporterId: homeowner.viewerId, reason: "off_platform_payment" });
    expect(await adminThreadAccess(db, people.homeowner, leadId)).toBeNull();
    expect(await adminThreadAccess(db, people.owner, leadId)).toBeNull();
    const admin = await adminThreadAccess(db, people.admin, leadId);
    expect(admin?.side).toBe("admin");
    const audit = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, leadId));
    expect(audit).toEqual([{ action: "thread.read", actorId: people.admin.userId }]);
    expect(admin && (await postMessage(db, admin, text("hello"))).ok).toBe(false);
  });

  it("writes messages both ways; the designer's first marks the lead contacted and is the brand's response", async () => {
    const { homeowner, brand } = await newThread();
    const at = new Date();
    const first = await postMessage(db, homeowner, text("Are you free to visit on Saturday?"), at);
    expect(first.ok).toBe(true);
    expect((await lead(brand)).status).toBe("new");
    expect((await lead(brand)).respondedAt).toBeNull();
    const answer = await postMessage(db, brand, text("  Yes, 11 am works.  "), new Date(at.getTime() + 5 * 60_000));
    expect(answer.ok).toBe(true);
    const row = await lead(brand);
    expect(row.status).toBe("contacted");
    expect(row.respondedAt?.getTime()).toBe(at.getTime() + 5 * 60_000);
    const messages = await threadMessages(db, homeowner);
    expect(messages.map((m) => [m.side, m.body, m.mine])).toEqual([
      ["homeowner", "Are you free to visit on Saturday?", true],
      ["brand", "Yes, 11 am works.", false],
    ]);
    expect(messages[1]?.authorName).toBe(`${people.owner.fullName}'s Studio`);
  });

  it("shows 'Seen' on a message once the other side opened the thread after it", async () => {
    const { homeowner, brand } = await newThread();
    await postMessage(db, homeowner, text("First question"));
    expect((await threadMessages(db, homeowner))[0]?.seen).toBe(false);
    expect(await markThreadSeen(db, brand)).toBe(true);
    expect(await markThreadSeen(db, brand)).toBe(false);
    expect((await threadMessages(db, homeowner))[0]?.seen).toBe(true);
    await postMessage(db, homeowner, text("Second question"));
    const [first, second] = await threadMessages(db, homeowner);
    expect([first?.seen, second?.seen]).toEqual([true, false]);
    expect((await threadMessages(db, brand)).every((m) => !m.seen)).toBe(true);
  });

  it("refuses empty, too long and too many files with a message, storing nothing", async () => {
    const { homeowner } = await newThread();
    const file = {
      kind: "pdf" as const,
      storageKey: "k",
      fileName: "plan.pdf",
      contentType: "application/pdf",
      byteSize: 1,
    };
    expect(await postMessage(db, homeowner, text("   "))).toEqual({ ok: false, error: THREAD_MESSAGES.empty });
    expect(await postMessage(db, homeowner, text("a".repeat(MESSAGE_MAX + 1)))).toEqual({
      ok: false,
      error: THREAD_MESSAGES.tooLong,
    });
    expect(await postMessage(db, homeowner, { body: "", attachments: Array(6).fill(file) })).toEqual({
      ok: false,
      error: THREAD_MESSAGES.tooManyFiles,
    });
    expect(await threadMessages(db, homeowner)).toEqual([]);
    expect((await postMessage(db, homeowner, text("a".repeat(MESSAGE_MAX)))).ok).toBe(true);
  });

  it("closing the request stops both sides writing; only its homeowner can close it", async () => {
    const { requestId, homeowner, brand } = await newThread();
    for (const caller of ["anonymous", "owner", "otherOwner", "admin"] as Caller[]) {
      expect(await closeQuoteRequest(db, viewerFor(people, caller), requestId, "found_designer")).toBeNull();
    }
    expect(await closeQuoteRequest(db, people.homeowner, requestId, "found_designer")).toEqual({
      ok: true,
      message: THREAD_MESSAGES.closedDone,
    });
    expect(await closeQuoteRequest(db, people.homeowner, requestId, "no_longer_needed")).toEqual({
      ok: false,
      error: THREAD_MESSAGES.alreadyClosed,
    });
    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(request?.closeReason).toBe("found_designer");
    expect(await postMessage(db, brand, text("Still interested?"))).toEqual({
      ok: false,
      error: THREAD_MESSAGES.closed,
    });
    expect(await postMessage(db, homeowner, text("Thanks"))).toEqual({ ok: false, error: THREAD_MESSAGES.closed });
  });

  it("refuses a suspended writer", async () => {
    const { homeowner } = await newThread();
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, people.homeowner.userId));
    try {
      expect(await postMessage(db, homeowner, text("hi"))).toEqual({ ok: false, error: THREAD_MESSAGES.suspended });
    } finally {
      await db.update(users).set({ suspendedAt: null }).where(eq(users.id, people.homeowner.userId));
    }
  });

  it("queues one alert per thread while the other side has unread messages, and skips one read before it is sent", async () => {
    const { leadId, homeowner, brand } = await newThread();
    const alertsFor = async () =>
      (await jobsOf(db, "message-alert")).filter((job) => job.data.leadId === leadId && job.data.side === "brand");
    await postMessage(db, homeowner, text("One"));
    await postMessage(db, homeowner, text("Two"));
    await postMessage(db, homeowner, text("Three"));
    expect(await alertsFor()).toHaveLength(1);
    expect((await lead(brand)).brandAlertQueued).toBe(true);

    await markThreadSeen(db, brand);
    expect(await sendMessageAlert(db, leadId, "brand")).toBe("read");
    expect((await lead(brand)).brandEmailedAt).toBeNull();

    await postMessage(db, homeowner, text("Four"));
    expect(await alertsFor()).toHaveLength(2);
    const mailsBefore = (await jobsOf(db, "mail")).length;
    expect(await sendMessageAlert(db, leadId, "brand")).toBe("sent");
    const mails = await jobsOf(db, "mail");
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.data).toMatchObject({ to: people.owner.email });
    expect(String(mails.at(-1)?.data.text)).toContain("Four");
    expect(String(mails.at(-1)?.data.text)).not.toContain("Three");
  });

  it("turned-off message emails send nothing", async () => {
    const { leadId, homeowner } = await newThread();
    await db.update(users).set({ messageEmails: "off" }).where(eq(users.id, people.owner.userId));
    try {
      await postMessage(db, homeowner, text("Hello?"));
      expect(await sendMessageAlert(db, leadId, "brand")).toBe("not-wanted");
    } finally {
      await db.update(users).set({ messageEmails: "each" }).where(eq(users.id, people.owner.userId));
    }
  });

  it("holds the message limit across two instances: exactly the limit gets through", async () => {
    const writer = await createPerson(db, "busy", "user");
    const requestId = await createTestLead(db, people.owner.brandId, { userId: writer.userId });
    const access = await threadAccess(db, writer, await leadIdOf(db, requestId, people.owner.brandId), "homeowner");
    if (!access) throw new Error("refused");
    const second = await openSecondInstance(db);
    const instances = second ? [db, second.db] : [db];
    const { max } = ACTION_LIMITS.message;
    try {
      const results = await Promise.all(
        Array.from({ length: max + 6 }, (_, i) =>
          postMessage(instances[i % instances.length] as Db, access, text(`m${i}`)),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(max);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(
        Array(6).fill(ACTION_LIMIT_MESSAGES.message),
      );
    } finally {
      await second?.close();
    }
    const stored = await db
      .select({ id: leadMessages.id })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, requestId), eq(leadMessages.brandId, people.owner.brandId)));
    expect(stored).toHaveLength(max);
  });

  it("limits new threads a minute per account, across instances", async () => {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, people.owner.brandId));
    if (!brand) throw new Error("no brand");
    const writer = await createPerson(db, "starter", "user");
    const threads: ThreadAccess[] = [];
    for (let i = 0; i < ACTION_LIMITS.thread.max + 2; i++) {
      const requestId = await createTestLead(db, brand.id, { userId: writer.userId });
      const access = await threadAccess(db, writer, await leadIdOf(db, requestId, brand.id), "homeowner");
      if (access) threads.push(access);
    }
    const second = await openSecondInstance(db);
    const instances = second ? [db, second.db] : [db];
    const at = new Date();
    try {
      const results = await Promise.all(
        threads.map((access, i) => postMessage(instances[i % instances.length] as Db, access, text("Hello"), at)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(ACTION_LIMITS.thread.max);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual([
        ACTION_LIMIT_MESSAGES.thread,
        ACTION_LIMIT_MESSAGES.thread,
      ]);
      const written = threads[results.findIndex((r) => r.ok)];
      if (!written) throw new Error("no thread was written");
      expect((await postMessage(db, written, text("And a follow-up"), at)).ok).toBe(true);
    } finally {
      await second?.close();
    }
  });
});
