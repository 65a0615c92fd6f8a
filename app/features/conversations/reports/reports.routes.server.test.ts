import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { messageReports } from "~/db/schema";
import { action as leadAction } from "~/routes/brand-dashboard.lead";
import { action as quoteAction } from "~/routes/quotes.request";
import { formRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookiesOf } from "~/testing/routes.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import { REPORT_INTENT, REPORT_MESSAGES } from "./report-rules";

describeRoutesOnEachDatabase("reporting a message from the thread pages", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());
  beforeAll(() => {
    db = getDb();
  });

  async function world() {
    const people = await createPersonas(db);
    const thread = await createTestThread(db, people.homeowner, people.owner);
    const fromHomeowner = await sendTestMessage(db, thread.homeowner, "Can we talk on WhatsApp instead?");
    const fromBrand = await sendTestMessage(db, thread.brand, "Pay the advance in cash");
    const cookies = await sessionCookiesOf({
      homeowner: people.homeowner,
      owner: people.owner,
      otherOwner: people.otherOwner,
    });
    return { people, thread, fromHomeowner, fromBrand, cookies };
  }

  /** The report form as the page posts it (multipart, like the composer). */
  function report(path: string, leadId: string, messageId: number, cookie?: string) {
    const form = new FormData();
    form.set("intent", REPORT_INTENT);
    form.set("leadId", leadId);
    form.set("messageId", String(messageId));
    form.set("reason", "off_platform_payment");
    return new Request(formRequest(path, { cookie }), { body: form });
  }

  const reporters = (messageId: number) =>
    db
      .select({ reporterId: messageReports.reporterId })
      .from(messageReports)
      .where(eq(messageReports.messageId, messageId));

  it("lets the homeowner report the designer's message on /quotes/:requestId, once", async () => {
    const { people, thread, fromBrand, fromHomeowner, cookies } = await world();
    const path = `/quotes/${thread.requestId}`;
    const params = { requestId: thread.requestId };
    const first = await respond(quoteAction, report(path, thread.leadId, fromBrand, cookies.homeowner), params);
    expect(first.status).toBe(302);
    expect(await reporters(fromBrand)).toEqual([{ reporterId: people.homeowner.userId }]);
    const again = await respond(quoteAction, report(path, thread.leadId, fromBrand, cookies.homeowner), params);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: REPORT_MESSAGES.already });
    const own = await respond(quoteAction, report(path, thread.leadId, fromHomeowner, cookies.homeowner), params);
    expect(own.status).toBe(400);
    expect(await reporters(fromHomeowner)).toEqual([]);
  });

  it("lets the designer report the homeowner's message on the lead's thread page", async () => {
    const { people, thread, fromHomeowner, fromBrand, cookies } = await world();
    const path = `/brand-dashboard/leads/${thread.leadId}`;
    const params = { leadId: thread.leadId };
    expect((await respond(leadAction, report(path, thread.leadId, fromHomeowner, cookies.owner), params)).status).toBe(
      302,
    );
    expect(await reporters(fromHomeowner)).toEqual([{ reporterId: people.owner.userId }]);
    const own = await respond(leadAction, report(path, thread.leadId, fromBrand, cookies.owner), params);
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ intent: REPORT_INTENT, error: REPORT_MESSAGES.notTheirs });
  });

  it("answers 404 to a signed-out visitor, another brand's owner and another homeowner, recording nothing", async () => {
    const { thread, fromHomeowner, fromBrand, cookies } = await world();
    const quotePath = `/quotes/${thread.requestId}`;
    const leadPath = `/brand-dashboard/leads/${thread.leadId}`;
    for (const cookie of [undefined, cookies.otherOwner, cookies.owner]) {
      const answer = await respond(quoteAction, report(quotePath, thread.leadId, fromBrand, cookie), {
        requestId: thread.requestId,
      });
      expect(answer.status).toBe(404);
    }
    for (const cookie of [undefined, cookies.otherOwner, cookies.homeowner]) {
      const answer = await respond(leadAction, report(leadPath, thread.leadId, fromHomeowner, cookie), {
        leadId: thread.leadId,
      });
      expect(answer.status).toBe(404);
    }
    expect(await reporters(fromBrand)).toEqual([]);
    expect(await reporters(fromHomeowner)).toEqual([]);
  });
});
