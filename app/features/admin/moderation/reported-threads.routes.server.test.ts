import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { signInLink } from "~/features/auth/auth.server";
import { SUSPENDED_LANDING, SUSPENDED_SIGN_IN } from "~/features/auth/rules/suspension.server";
import { reportMessage } from "~/features/conversations/reports/reports.server";
import { threadMessages } from "~/features/conversations/thread/thread.server";
import { action as moderationAction, loader as moderationLoader } from "~/routes/admin.moderation";
import { loader as threadLoader } from "~/routes/admin.moderation.thread";
import { loader as authPageLoader } from "~/routes/auth";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, openSignInLink, respond, sessionCookiesOf } from "~/testing/routes.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import type { AdminThread, ReportQueue } from "./message-reports.server";

describeRoutesOnEachDatabase("admin: reported messages, through their routes", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());
  beforeAll(() => {
    db = getDb();
  });

  async function world() {
    const people = await createPersonas(db);
    const thread = await createTestThread(db, people.homeowner, people.owner);
    await sendTestMessage(db, thread.homeowner, "Hello");
    const bad = await sendTestMessage(db, thread.brand, "Pay me in cash, outside Nivasa");
    await reportMessage(db, thread.homeowner, { messageId: bad, reason: "off_platform_payment" });
    const cookies = await sessionCookiesOf(people);
    return { people, thread, bad, cookies };
  }

  function post(path: string, fields: Record<string, string>, cookie?: string) {
    const request = formRequest(path, { cookie });
    return new Request(request, { body: new URLSearchParams(fields) });
  }

  it("shows an admin the queue and the reported thread; an unreported or unknown thread is a 404", async () => {
    const { people, thread, bad, cookies } = await world();
    const queue = await respond(moderationLoader, pageRequest("/admin/moderation", cookies.admin));
    expect(queue.status).toBe(200);
    const { reports } = (await queue.json()) as { reports: ReportQueue };
    expect(reports.rows.map((row) => row.messageId)).toContain(bad);

    const path = `/admin/moderation/threads/${thread.leadId}`;
    const page = await respond(threadLoader, pageRequest(path, cookies.admin), { leadId: thread.leadId });
    expect(page.status).toBe(200);
    const { thread: read } = (await page.json()) as { thread: AdminThread };
    expect(read.openReports).toEqual([bad]);
    expect(read.project).toBeNull();
    const quiet = await createTestThread(db, people.homeowner, people.otherOwner);
    for (const leadId of [quiet.leadId, "not-a-lead"]) {
      const refused = await respond(threadLoader, pageRequest(`/admin/moderation/threads/${leadId}`, cookies.admin), {
        leadId,
      });
      expect(refused.status, leadId).toBe(404);
    }
  });

  it("keeps everyone else out of the reported thread and the report actions", async () => {
    const { thread, bad, cookies } = await world();
    const path = `/admin/moderation/threads/${thread.leadId}`;
    for (const cookie of [undefined, cookies.homeowner, cookies.owner]) {
      const page = await respond(threadLoader, pageRequest(path, cookie), { leadId: thread.leadId });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(cookie ? /^\/$/ : /^\/auth\?/);
      const hide = await respond(
        moderationAction,
        post("/admin/moderation", { intent: "hide-message", messageId: String(bad) }, cookie),
      );
      expect(hide.status).toBe(302);
    }
    expect((await threadMessages(db, thread.homeowner)).map((m) => m.id)).toContain(bad);
  });

  it("hides a message through the queue's form", async () => {
    const { thread, bad, cookies } = await world();
    const hide = await respond(
      moderationAction,
      post("/admin/moderation", { intent: "hide-message", messageId: String(bad) }, cookies.admin),
    );
    expect(hide.status).toBe(200);
    expect((await threadMessages(db, thread.brand)).map((m) => m.id)).not.toContain(bad);
    const bogus = await respond(
      moderationAction,
      post("/admin/moderation", { intent: "suspend-sender", messageId: "x" }, cookies.admin),
    );
    expect(bogus.status).toBe(400);
  });

  it("sends a suspended sender's emailed sign-in link to the sign-in page, which says why", async () => {
    const { people, bad, cookies } = await world();
    const suspend = await respond(
      moderationAction,
      post("/admin/moderation", { intent: "suspend-sender", messageId: String(bad) }, cookies.admin),
    );
    expect(suspend.status).toBe(200);
    const opened = await openSignInLink(await signInLink(people.owner.email, "/brand-dashboard/leads"));
    expect(opened.status).toBe(302);
    expect(`${opened.location.pathname}${opened.location.search}`).toBe(SUSPENDED_LANDING);
    expect(opened.cookie).toBe("");
    const page = await respond(authPageLoader, pageRequest(SUSPENDED_LANDING));
    expect(await page.json()).toMatchObject({ tab: "signin", error: SUSPENDED_SIGN_IN });
  });
});
