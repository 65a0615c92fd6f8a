import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { accounts, auditLog, messageReports } from "~/db/schema";
import { signIn } from "~/features/auth/endpoints.server";
import { SUSPENDED_SIGN_IN } from "~/features/auth/rules/suspension.server";
import { loadViewer } from "~/features/auth/viewer.server";
import { reportMessage } from "~/features/conversations/reports/reports.server";
import { postMessage } from "~/features/conversations/thread/messages.server";
import { threadMessages } from "~/features/conversations/thread/thread.server";
import { THREAD_MESSAGES } from "~/features/conversations/thread/thread-rules";
import { cookieFrom, createTestAuth, formRequest, pageRequest } from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { type Caller, createPersonas, viewerFor } from "~/testing/personas.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import { listReportedMessages, REPORT_OUTCOMES, readReportedThread, settleReport } from "./message-reports.server";

describeEachDatabase("admin: reported messages", (getDb) => {
  useTestJobQueue(() => getDb());

  /** A thread whose homeowner reported the designer's message (fresh people: new-thread limits are per account). */
  async function reported() {
    const db = getDb();
    const people = await createPersonas(db);
    const thread = await createTestThread(db, people.homeowner, people.owner);
    const fine = await sendTestMessage(db, thread.homeowner, "Hello, is a site visit on Saturday possible?");
    const bad = await sendTestMessage(db, thread.brand, "Send the advance to my personal UPI, not through Nivasa");
    const result = await reportMessage(db, thread.homeowner, { messageId: bad, reason: "off_platform_payment" });
    if (!result.ok) throw new Error(result.error);
    return { db, people, ...thread, fine, bad };
  }

  const reportsOf = (messageId: number) =>
    getDb()
      .select({ resolution: messageReports.resolution, resolvedBy: messageReports.resolvedBy })
      .from(messageReports)
      .where(eq(messageReports.messageId, messageId));
  const auditOf = (targetIds: string[]) =>
    getDb()
      .select({ action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId })
      .from(auditLog)
      .where(inArray(auditLog.targetId, targetIds));

  it("lists an open report with the message, its reason, the reporting side and the sender", async () => {
    const { db, people, leadId, bad } = await reported();
    const queue = await listReportedMessages(db);
    expect(queue.rows.find((row) => row.messageId === bad)).toMatchObject({
      leadId,
      body: "Send the advance to my personal UPI, not through Nivasa",
      reasons: ["off_platform_payment"],
      reporterSide: "homeowner",
      sender: { side: "brand", name: `Owner Person's Studio (${people.owner.fullName})`, suspended: false },
      hidden: false,
    });
    expect(queue.total).toBeGreaterThanOrEqual(1);
  });

  it("lets an admin read a reported thread (audited), and nobody else; a thread without a report is closed to admins", async () => {
    const { db, people, leadId, fine, bad } = await reported();
    const thread = await readReportedThread(db, people.admin, leadId);
    expect(thread?.messages.map((m) => m.id)).toEqual([fine, bad]);
    expect(thread?.openReports).toEqual([bad]);
    expect(await auditOf([leadId])).toEqual([{ action: "thread.read", targetType: "lead", targetId: leadId }]);
    for (const caller of ["anonymous", "homeowner", "owner", "otherOwner"] as Caller[]) {
      expect(await readReportedThread(db, viewerFor(people, caller), leadId), caller).toBeNull();
    }
    const quiet = await createTestThread(db, people.homeowner, people.otherOwner);
    await sendTestMessage(db, quiet.brand, "Hello!");
    expect(await readReportedThread(db, people.admin, quiet.leadId)).toBeNull();
    expect(await auditOf([quiet.leadId])).toEqual([]);
  });

  it("hides a message from both sides, settles its report and audits it; the thread's other messages stay", async () => {
    const { db, people, homeowner, brand, fine, bad } = await reported();
    expect(await settleReport(db, people.admin, { intent: "hide-message", messageId: bad })).toEqual({
      ok: true,
      message: REPORT_OUTCOMES.hidden,
    });
    expect((await threadMessages(db, homeowner)).map((m) => m.id)).toEqual([fine]);
    expect((await threadMessages(db, brand)).map((m) => m.id)).toEqual([fine]);
    expect(await reportsOf(bad)).toEqual([{ resolution: "hidden", resolvedBy: people.admin.userId }]);
    expect(await auditOf([String(bad)])).toEqual([
      { action: "message.hide", targetType: "message", targetId: String(bad) },
    ]);
    expect((await listReportedMessages(db)).rows.map((row) => row.messageId)).not.toContain(bad);
    expect(await settleReport(db, people.admin, { intent: "hide-message", messageId: bad })).toEqual({
      ok: false,
      status: 409,
      message: REPORT_OUTCOMES.settled,
    });
  });

  it("suspends the sender: signed out, can't sign in again or write, every open report on them settled", async () => {
    const { db, people, brand, homeowner, bad } = await reported();
    const testAuth = createTestAuth(db);
    const password = randomUUID();
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: people.owner.userId,
      providerId: "credential",
      userId: people.owner.userId,
      password: await hashPassword(password),
    });
    const credentials = { email: people.owner.email, password };
    const session = await signIn(testAuth.auth, formRequest("/auth"), credentials);
    if (!session.ok) throw new Error(session.message);
    const cookie = cookieFrom(session.headers);
    expect(await loadViewer(testAuth.auth, db, pageRequest("/", cookie))).toMatchObject({
      userId: people.owner.userId,
    });
    const another = await sendTestMessage(db, brand, "Last chance: cash only");
    await reportMessage(db, homeowner, { messageId: another, reason: "spam" });

    expect(await settleReport(db, people.admin, { intent: "suspend-sender", messageId: bad })).toEqual({
      ok: true,
      message: REPORT_OUTCOMES.suspended,
    });
    expect(await loadViewer(testAuth.auth, db, pageRequest("/", cookie))).toBeNull();
    expect(await signIn(testAuth.auth, formRequest("/auth"), credentials)).toMatchObject({
      ok: false,
      status: 403,
      message: SUSPENDED_SIGN_IN,
    });
    expect(await postMessage(db, brand, { body: "Are you there?", attachments: [] })).toEqual({
      ok: false,
      error: THREAD_MESSAGES.suspended,
    });
    for (const id of [bad, another]) {
      expect(await reportsOf(id)).toEqual([{ resolution: "sender_suspended", resolvedBy: people.admin.userId }]);
    }
    expect(await auditOf([people.owner.userId])).toEqual([
      { action: "user.suspend", targetType: "user", targetId: people.owner.userId },
    ]);
    // The other side is untouched.
    expect(await sendTestMessage(db, homeowner, "Thanks, I will look elsewhere.")).toBeGreaterThan(0);
  });

  it("dismisses a report: the message stays, the report is settled and audited", async () => {
    const { db, people, homeowner, bad } = await reported();
    expect(await settleReport(db, people.admin, { intent: "dismiss-report", messageId: bad })).toMatchObject({
      ok: true,
    });
    expect((await threadMessages(db, homeowner)).map((m) => m.id)).toContain(bad);
    expect(await reportsOf(bad)).toEqual([{ resolution: "dismissed", resolvedBy: people.admin.userId }]);
    expect(await auditOf([String(bad)])).toEqual([
      { action: "message.dismiss", targetType: "message", targetId: String(bad) },
    ]);
  });

  it("refuses everyone but an admin, changing nothing; an unknown message is a 404", async () => {
    const { db, people, homeowner, bad } = await reported();
    for (const caller of ["anonymous", "homeowner", "owner", "otherOwner"] as Caller[]) {
      for (const intent of ["hide-message", "suspend-sender", "dismiss-report"] as const) {
        expect(
          await settleReport(db, viewerFor(people, caller), { intent, messageId: bad }),
          `${caller} ${intent}`,
        ).toMatchObject({ ok: false, status: 403 });
      }
    }
    expect(await reportsOf(bad)).toEqual([{ resolution: null, resolvedBy: null }]);
    expect((await threadMessages(db, homeowner)).map((m) => m.id)).toContain(bad);
    expect(await settleReport(db, people.admin, { intent: "hide-message", messageId: 9_000_000_000 })).toEqual({
      ok: false,
      status: 404,
      message: REPORT_OUTCOMES.gone,
    });
  });
});
