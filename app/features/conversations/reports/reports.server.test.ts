import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { leadMessages, messageReports } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { type Caller, createPerson, createPersonas, viewerFor } from "~/testing/personas.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import { adminThreadAccess, threadAccess } from "../thread/thread-access.server";
import { REPORT_INTENT, REPORT_MESSAGES } from "./report-rules";
import { reportMessage, reportMessageFromForm } from "./reports.server";

function reportForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", REPORT_INTENT);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describeEachDatabase("conversations: reporting a message", (getDb) => {
  useTestJobQueue(() => getDb());

  /** Fresh people for each test: every thread's first message counts against its writer's new-thread limit. */
  async function thread() {
    const db = getDb();
    const people = await createPersonas(db);
    const t = await createTestThread(db, people.homeowner, people.owner);
    const fromHomeowner = await sendTestMessage(db, t.homeowner, "Could you send the quote on WhatsApp?");
    const fromBrand = await sendTestMessage(db, t.brand, "Pay the advance to my personal UPI for a discount");
    return { db, people, ...t, fromHomeowner, fromBrand };
  }

  const reportsOf = (messageId: number) =>
    getDb()
      .select({ reporterId: messageReports.reporterId, reason: messageReports.reason })
      .from(messageReports)
      .where(eq(messageReports.messageId, messageId));

  it("lets each side report the other side's message, once", async () => {
    const { db, people, homeowner, brand, fromHomeowner, fromBrand } = await thread();
    expect(await reportMessage(db, homeowner, { messageId: fromBrand, reason: "off_platform_payment" })).toEqual({
      ok: true,
      message: REPORT_MESSAGES.reported,
    });
    expect(
      await reportMessageFromForm(db, brand, reportForm({ messageId: String(fromHomeowner), reason: "spam" })),
    ).toMatchObject({ ok: true });
    expect(await reportsOf(fromBrand)).toEqual([
      { reporterId: people.homeowner.userId, reason: "off_platform_payment" },
    ]);
    expect(await reportsOf(fromHomeowner)).toEqual([{ reporterId: people.owner.userId, reason: "spam" }]);

    expect(await reportMessage(db, homeowner, { messageId: fromBrand, reason: "abuse" })).toEqual({
      ok: false,
      status: 409,
      error: REPORT_MESSAGES.already,
    });
    expect(await reportsOf(fromBrand)).toHaveLength(1);
  });

  it("refuses reporting one's own message, a hidden one or one of another thread", async () => {
    const { db, homeowner, brand, fromHomeowner, fromBrand } = await thread();
    const other = await thread();
    expect(await reportMessage(db, homeowner, { messageId: fromHomeowner, reason: "spam" })).toEqual({
      ok: false,
      status: 400,
      error: REPORT_MESSAGES.notTheirs,
    });
    expect(await reportMessage(db, brand, { messageId: fromBrand, reason: "spam" })).toMatchObject({ status: 400 });
    expect(await reportMessage(db, homeowner, { messageId: other.fromBrand, reason: "spam" })).toEqual({
      ok: false,
      status: 404,
      error: REPORT_MESSAGES.notFound,
    });
    expect(await reportMessage(db, homeowner, { messageId: 9_000_000_000, reason: "spam" })).toMatchObject({
      status: 404,
    });
    await db.update(leadMessages).set({ hiddenAt: new Date() }).where(eq(leadMessages.id, fromBrand));
    expect(await reportMessage(db, homeowner, { messageId: fromBrand, reason: "abuse" })).toMatchObject({
      status: 404,
    });
    for (const id of [fromHomeowner, fromBrand, other.fromBrand]) expect(await reportsOf(id)).toEqual([]);
  });

  it("answers bad form input with a 400 and a message", async () => {
    const { db, homeowner, fromBrand } = await thread();
    const bad: Record<string, string>[] = [
      { messageId: String(fromBrand), reason: "rude" },
      { messageId: String(fromBrand) },
      { messageId: "abc", reason: "spam" },
      { messageId: "-4", reason: "spam" },
      { messageId: "1e40", reason: "spam" },
      { reason: "spam" },
    ];
    for (const fields of bad) {
      const result = await reportMessageFromForm(db, homeowner, reportForm(fields));
      expect(result, JSON.stringify(fields)).toMatchObject({ ok: false, status: 400 });
      if (!result.ok) expect(result.error).not.toBe("");
    }
    expect(await reportsOf(fromBrand)).toEqual([]);
  });

  it("gives no one else a way to report: signed out, another homeowner, another brand's owner, an admin", async () => {
    const { db, people, leadId, homeowner, fromBrand, fromHomeowner } = await thread();
    const stranger = await createPerson(db, "stranger", "user");
    const callers: Caller[] = ["anonymous", "otherOwner", "admin"];
    for (const caller of callers) {
      for (const side of ["homeowner", "brand"] as const) {
        expect(await threadAccess(db, viewerFor(people, caller), leadId, side), `${caller} as ${side}`).toBeNull();
      }
    }
    expect(await threadAccess(db, stranger, leadId, "homeowner")).toBeNull();
    // Once a message is reported an admin may read the thread, but never report in it.
    await reportMessage(db, homeowner, { messageId: fromBrand, reason: "abuse" });
    const admin = await adminThreadAccess(db, people.admin, leadId);
    if (!admin) throw new Error("the admin could not read a reported thread");
    expect(await reportMessage(db, admin, { messageId: fromHomeowner, reason: "spam" })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await reportsOf(fromHomeowner)).toEqual([]);
  });
});
