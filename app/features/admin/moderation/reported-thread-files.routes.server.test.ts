import { and, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { reportMessage } from "~/features/conversations/reports/reports.server";
import { MESSAGE_FIELDS } from "~/features/conversations/thread/message-fields";
import { sendMessage } from "~/features/conversations/thread/message-form.server";
import { threadMessages } from "~/features/conversations/thread/thread.server";
import type { ThreadAccess } from "~/features/conversations/thread/thread-access.server";
import { loader as threadLoader } from "~/routes/admin.moderation.thread";
import { loader as fileLoader } from "~/routes/admin.moderation.thread-attachment";
import { loader as leadFileLoader } from "~/routes/brand-dashboard.lead-attachment";
import { loader as requestFileLoader } from "~/routes/quotes.attachment";
import { storage } from "~/services/storage/storage.server";
import { pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPerson, createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookieOf } from "~/testing/routes.server";
import { createTestThread, type TestThread } from "~/testing/threads.server";
import { type AdminThread, settleReport } from "./message-reports.server";
import { AdminThreadPage } from "./reported-messages";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const SERVED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "cache-control",
  "x-content-type-options",
  "content-security-policy",
];

/** The admin's thread page on the loader's data, as the route renders it. */
function ThreadPage() {
  return createElement(AdminThreadPage, useLoaderData<{ thread: AdminThread }>());
}

describeRoutesOnEachDatabase("admin: a reported thread's files, through their route", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());
  beforeAll(() => {
    db = getDb();
  });

  async function send(access: ThreadAccess, body: string, files: File[]): Promise<number> {
    const form = new FormData();
    form.set(MESSAGE_FIELDS.body, body);
    for (const file of files) form.append(MESSAGE_FIELDS.files, file);
    const sent = await sendMessage(db, storage(), access, form);
    if (!sent.ok) throw new Error(sent.error);
    return sent.messageId;
  }

  async function filesOf(thread: TestThread): Promise<{ photo: string; pdf: string }> {
    const files = (await threadMessages(db, thread.homeowner)).flatMap((message) => message.attachments);
    const id = (kind: string) => files.find((file) => file.kind === kind)?.id ?? "";
    return { photo: id("image"), pdf: id("pdf") };
  }

  /**
   * A thread whose designer sent a photo and a PDF, reported by the homeowner, and a quiet thread of the same
   * homeowner with another designer, who sent a PDF nobody reported.
   */
  async function world() {
    const people = await createPersonas(db);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#a86" } })
      .jpeg()
      .toBuffer();
    const reported = await createTestThread(db, people.homeowner, people.owner);
    const bad = await send(reported.brand, "Pay me in cash, outside Nivasa", [
      new File([new Uint8Array(photo)], "cash.jpg", { type: "image/jpeg" }),
      new File([PDF], "bank details.pdf", { type: "application/pdf" }),
    ]);
    await reportMessage(db, reported.homeowner, { messageId: bad, reason: "off_platform_payment" });
    const quiet = await createTestThread(db, people.homeowner, people.otherOwner);
    const quietMessage = await send(quiet.brand, "Our catalogue", [
      new File([PDF], "catalogue.pdf", { type: "application/pdf" }),
    ]);
    const cookies = {
      admin: await sessionCookieOf(people.admin),
      homeowner: await sessionCookieOf(people.homeowner),
      owner: await sessionCookieOf(people.owner),
      otherOwner: await sessionCookieOf(people.otherOwner),
      stranger: await sessionCookieOf(await createPerson(db, "stranger", "user")),
    };
    return { people, reported, bad, quiet, quietMessage, cookies };
  }

  function download(leadId: string, attachmentId: string, cookie?: string) {
    const path = `/admin/moderation/threads/${leadId}/attachments/${attachmentId}`;
    return respond(fileLoader, pageRequest(path, cookie), { leadId, attachmentId });
  }

  function designerDownload(leadId: string, attachmentId: string, cookie: string) {
    const path = `/brand-dashboard/leads/${leadId}/attachments/${attachmentId}`;
    return respond(leadFileLoader, pageRequest(path, cookie), { leadId, attachmentId });
  }

  const reads = (leadId: string) =>
    db.$count(auditLog, and(eq(auditLog.action, "thread.read"), eq(auditLog.targetId, leadId)));

  async function expectNotFound(response: Response, label: string) {
    expect(response.status, label).toBe(404);
    expect(response.headers.get("cache-control"), label).toBe("private, no-store");
    expect(await response.text(), label).toBe("Not found");
  }

  it("links the files from the admin's thread page and serves them as the designer's download does, audited", async () => {
    const { reported, cookies } = await world();
    const path = `/admin/moderation/threads/${reported.leadId}`;
    const page = await respond(threadLoader, pageRequest(path, cookies.admin), { leadId: reported.leadId });
    const Stub = createRoutesStub([{ id: "thread", path, Component: ThreadPage }]);
    const hydrationData = { loaderData: { thread: await page.json() } };
    const html = renderToString(createElement(Stub, { initialEntries: [path], hydrationData }));
    const files = await filesOf(reported);
    for (const id of [files.photo, files.pdf]) expect(html).toContain(`href="${path}/attachments/${id}"`);

    for (const [kind, id] of Object.entries(files)) {
      const before = await reads(reported.leadId);
      const served = await download(reported.leadId, id, cookies.admin);
      expect(served.status, kind).toBe(200);
      expect(await reads(reported.leadId), kind).toBe(before + 1);
      // The audit row says which file the admin opened.
      const named = await db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.action, "thread.read"), sql`${auditLog.after}->>'attachmentId' = ${id}`));
      expect(named, kind).toEqual([
        { after: { attachmentId: id, fileName: expect.stringMatching(/\.(pdf|jpe?g|webp)$/) } },
      ]);
      const theirs = await designerDownload(reported.leadId, id, cookies.owner);
      expect(theirs.status, kind).toBe(200);
      for (const header of SERVED_HEADERS) {
        expect(served.headers.get(header), `${kind} ${header}`).toBe(theirs.headers.get(header));
      }
      expect(served.headers.get("content-type"), kind).toBe(kind === "pdf" ? "application/pdf" : "image/webp");
      expect(served.headers.get("content-disposition"), kind).toMatch(/^inline; filename="[0-9a-f]{32}\.(pdf|webp)"$/);
      expect(served.headers.get("cache-control"), kind).toBe("private, no-store");
      expect(served.headers.get("x-content-type-options"), kind).toBe("nosniff");
      expect(served.headers.get("content-security-policy"), kind).toBe("sandbox");
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(bytes, kind).toEqual(new Uint8Array(await theirs.arrayBuffer()));
      if (kind === "pdf") expect(bytes).toEqual(PDF);
    }
  });

  it("serves a hidden message's files to the admin while its sides no longer get them", async () => {
    const { people, reported, bad, cookies } = await world();
    const { pdf } = await filesOf(reported);
    const hidden = await settleReport(db, people.admin, { intent: "hide-message", messageId: bad });
    expect(hidden.ok).toBe(true);
    const served = await download(reported.leadId, pdf, cookies.admin);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    await expectNotFound(await designerDownload(reported.leadId, pdf, cookies.owner), "designer");
    const requestPath = `/quotes/${reported.requestId}/attachments/${pdf}`;
    const asked = await respond(requestFileLoader, pageRequest(requestPath, cookies.homeowner), {
      requestId: reported.requestId,
      attachmentId: pdf,
    });
    await expectNotFound(asked, "homeowner");
  });

  it("answers 404 to everyone but an admin, and to an admin for an unreported thread or a file of another", async () => {
    const { reported, quiet, quietMessage, cookies } = await world();
    const files = await filesOf(reported);
    const quietFile = (await filesOf(quiet)).pdf;
    const callers = {
      "signed out": undefined,
      "another homeowner": cookies.stranger,
      "the thread's homeowner": cookies.homeowner,
      "the thread's designer": cookies.owner,
      "another brand's owner": cookies.otherOwner,
    };
    for (const [caller, cookie] of Object.entries(callers)) {
      for (const id of [files.photo, files.pdf])
        await expectNotFound(await download(reported.leadId, id, cookie), caller);
    }
    await expectNotFound(await download(quiet.leadId, quietFile, cookies.admin), "unreported thread");
    await expectNotFound(await download(reported.leadId, quietFile, cookies.admin), "another thread's file");
    await expectNotFound(await download(reported.leadId, "not-a-file", cookies.admin), "malformed file id");
    await expectNotFound(await download("not-a-lead", files.pdf, cookies.admin), "malformed lead id");
    expect(await reads(reported.leadId)).toBe(0);
    expect(await reads(quiet.leadId)).toBe(0);

    // Reported, the quiet thread's file opens under its own thread's address only.
    await reportMessage(db, quiet.homeowner, { messageId: quietMessage, reason: "spam" });
    expect((await download(quiet.leadId, quietFile, cookies.admin)).status).toBe(200);
    await expectNotFound(await download(reported.leadId, quietFile, cookies.admin), "another reported thread's file");
    await expectNotFound(await download(quiet.leadId, files.pdf, cookies.admin), "the other way round");
    expect(await reads(quiet.leadId)).toBe(1);
    expect(await reads(reported.leadId)).toBe(0);
  });
});
