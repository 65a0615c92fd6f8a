import { readdir } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { brands, leadMessageAttachments, leadMessages, leads } from "~/db/schema";
import { loader as quotesLoader } from "~/routes/quotes";
import { loader as attachmentLoader } from "~/routes/quotes.attachment";
import { loader as compareLoader } from "~/routes/quotes.compare";
import { loader as offerPdfLoader } from "~/routes/quotes.offer-pdf";
import { action as requestAction, loader as requestLoader } from "~/routes/quotes.request";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/services/uploads/limits";
import { uploadTempRoot } from "~/services/uploads/upload-form.server";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { createPerson, createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookiesOf } from "~/testing/routes.server";
import { createTestThread, sendTestMessage, shownMessageItems } from "~/testing/threads.server";
import { postMessage } from "../thread/messages.server";
import { threadMessages } from "../thread/thread.server";
import type { ThreadAccess } from "../thread/thread-access.server";
import { MESSAGE_MAX, THREAD_MESSAGES } from "../thread/thread-rules";
import type { ShownMessages } from "../thread/thread-view";
import type { QuoteRequestSummary, QuoteRequestView } from "./homeowner-quotes.server";
import type { QuoteRequestActionError } from "./quote-request-forms";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const MINUTE = 60 * 1000;

/** A phone photo with its GPS position in EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a6" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "nivasa-secret-home" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
}

function file(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Message files in the private store (the suites' storage is the disk under DATA_DIR). */
async function storedMessageFiles(): Promise<string[]> {
  return readdir(path.join(config().DATA_DIR, "uploads", "private", "messages")).catch(() => []);
}

describeRoutesOnEachDatabase("the homeowner's quote requests and their threads, through their routes", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());

  beforeAll(() => {
    db = getDb();
  });

  async function world() {
    const people = await createPersonas(db);
    const stranger = await createPerson(db, "stranger", "user");
    const cookies = await sessionCookiesOf({ ...people, stranger });
    return { people, cookies };
  }

  type World = Awaited<ReturnType<typeof world>>;

  /** The homeowner's request to the owner's brand (and the other owner's): its id and the owner's thread. */
  async function request(w: World, receivedAt = new Date()) {
    const thread = await createTestThread(db, w.people.homeowner, w.people.owner, { receivedAt });
    const brandId = w.people.otherOwner.brandId;
    await db.insert(leads).values({ quoteRequestId: thread.requestId, brandId });
    return { ...thread, otherLeadId: await leadIdOf(db, thread.requestId, brandId) };
  }

  const say = (access: ThreadAccess, body: string, at?: Date) => sendTestMessage(db, access, body, at);

  function openPage(requestId: string, cookie?: string) {
    return respond(requestLoader, pageRequest(`/quotes/${requestId}`, cookie), { requestId });
  }

  /** The page's data as a client-side navigation fetches it: the messages' island carries its markup. */
  async function page(requestId: string, cookie: string): Promise<QuoteRequestView<ShownMessages>> {
    const response = await respond(requestLoader, pageRequest(`/quotes/${requestId}.data`, cookie), { requestId });
    expect(response.status).toBe(200);
    return ((await response.json()) as { request: QuoteRequestView<ShownMessages> }).request;
  }

  async function myRequests(cookie: string): Promise<QuoteRequestSummary[]> {
    const response = await respond(quotesLoader, pageRequest("/quotes", cookie));
    expect(response.status).toBe(200);
    return ((await response.json()) as { requests: QuoteRequestSummary[] }).requests;
  }

  function post(requestId: string, cookie: string | undefined, fields: Record<string, string>, files: File[] = []) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    for (const attached of files) body.append("files", attached);
    return respond(requestAction, new Request(formRequest(`/quotes/${requestId}`, { cookie }), { body }), {
      requestId,
    });
  }

  function download(requestId: string, attachmentId: string, cookie?: string) {
    return respond(attachmentLoader, pageRequest(`/quotes/${requestId}/attachments/${attachmentId}`, cookie), {
      requestId,
      attachmentId,
    });
  }

  async function messageCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(leadMessages);
    return row?.n ?? 0;
  }

  it("/quotes lists the homeowner's requests, newest first, with their unread messages; signed out, it asks to sign in", async () => {
    const w = await world();
    const older = await request(w, new Date(Date.now() - 60 * MINUTE));
    const newer = await request(w);
    await say(older.brand, "We can visit on Saturday.");
    await say(older.brand, "Or Sunday morning.");
    await say(newer.homeowner, "Hello!");

    const listed = await myRequests(w.cookies.homeowner);
    expect(listed.map((row) => [row.id, row.designers, row.unread, row.closed])).toEqual([
      [newer.requestId, 2, 0, false],
      [older.requestId, 2, 2, false],
    ]);
    expect(listed[0]).toMatchObject({ location: "Adyar, Chennai", requirement: "Full interiors for a new 3 BHK" });
    expect(await myRequests(w.cookies.stranger)).toEqual([]);

    const signedOut = await respond(quotesLoader, pageRequest("/quotes"));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/quotes")}`);
  });

  it("shows the request with each designer (profile, response time) and one thread each; opening marks them seen", async () => {
    const w = await world();
    const r = await request(w);
    await say(r.homeowner, "Can you share a rough estimate? https://example.com/plan.");
    await say(r.brand, "Sure, we will visit first.");
    // As measured over the brand's recent leads (this one alone is too few to measure).
    await db.update(brands).set({ responseMinutes: 90 }).where(eq(brands.id, w.people.owner.brandId));
    expect((await myRequests(w.cookies.homeowner))[0]?.unread).toBe(1);

    const shown = await page(r.requestId, w.cookies.homeowner);
    expect(shown).toMatchObject({
      id: r.requestId,
      location: "Adyar, Chennai",
      budget: "₹5-10 Lakh",
      closed: null,
    });
    const ours = shown.threads.find((thread) => thread.leadId === r.leadId);
    expect(ours).toMatchObject({
      brandName: "Owner Person's Studio",
      brandSlug: expect.stringMatching(/^owner-/),
      responseTime: "Usually responds within 2 hours",
    });
    // The designer's message can be reported, the homeowner's own cannot; the designer has seen it (they replied).
    expect(shownMessageItems(ours?.messages ?? { list: [] }).map((m) => [m.mine, m.text])).toEqual([
      [
        true,
        expect.stringMatching(/^Priya Sharma .+ Can you share a rough estimate\? https:\/\/example.com\/plan \. Seen$/),
      ],
      [
        false,
        expect.stringMatching(
          /^Owner Person's Studio .+ Report message from Owner Person's Studio Sure, we will visit first\.$/,
        ),
      ],
    ]);
    expect(shown.threads.find((thread) => thread.leadId === r.otherLeadId)).toMatchObject({
      brandName: "Other Person's Studio",
      responseTime: null,
      messages: { list: [] },
    });

    // Opened: nothing unread for the homeowner, and the designer sees "Seen" under their message.
    expect((await myRequests(w.cookies.homeowner))[0]?.unread).toBe(0);
    const designerView = await threadMessages(db, r.brand);
    expect(designerView.map((m) => [m.body, m.seen])).toEqual([
      ["Can you share a rough estimate? https://example.com/plan.", false],
      ["Sure, we will visit first.", true],
    ]);
  });

  it("the homeowner writes with a photo and a PDF, then downloads both, privately; the designer gets them too", async () => {
    const w = await world();
    const r = await request(w);
    const sent = await post(
      r.requestId,
      w.cookies.homeowner,
      { intent: "message", leadId: r.leadId, body: "Our room" },
      [file(await phonePhoto(), "IMG_0001.jpg", "image/jpeg"), file(PDF, "floor plan.pdf", "application/pdf")],
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/quotes/${r.requestId}#thread-${r.leadId}`);
    expect(sent.headers.get("set-cookie")).toContain("nv_flash=");

    const shown = (await page(r.requestId, w.cookies.homeowner)).threads.find((thread) => thread.leadId === r.leadId);
    const [message] = await threadMessages(db, r.homeowner);
    expect(shownMessageItems(shown?.messages ?? { list: [] })).toEqual([
      { id: message?.id, mine: true, text: expect.stringMatching(/ Our room floor plan\.pdf PDF, 1 KB$/) },
    ]);
    // Files sent together share their time; their order among themselves is not kept.
    const files = [...(message?.attachments ?? [])].sort((a, b) => a.kind.localeCompare(b.kind));
    expect(files.map((a) => [a.kind, a.fileName])).toEqual([
      ["image", "IMG_0001.jpg"],
      ["pdf", "floor plan.pdf"],
    ]);
    const [photo, pdf] = files;
    if (!photo || !pdf) throw new Error("attachments missing");
    const markup = shown && "island" in shown.messages ? shown.messages.island.html : "";
    for (const stored of files) expect(markup).toContain(`href="/quotes/${r.requestId}/attachments/${stored.id}"`);

    const image = await download(r.requestId, photo.id, w.cookies.homeowner);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect(image.headers.get("content-security-policy")).toBe("sandbox");
    const pixels = Buffer.from(await image.arrayBuffer());
    expect((await sharp(pixels).metadata()).exif).toBeUndefined();
    expect(pixels.includes("nivasa-secret-home")).toBe(false);

    const document = await download(r.requestId, pdf.id, w.cookies.homeowner);
    expect(document.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(PDF);

    const [designerCopy] = await threadMessages(db, r.brand);
    expect(designerCopy?.attachments.map((a) => a.id).sort()).toEqual([photo.id, pdf.id].sort());
    // The file of one request is not reachable under another request's address, even the homeowner's own.
    const another = await request(w);
    expect((await download(another.requestId, photo.id, w.cookies.homeowner)).status).toBe(404);
  });

  it("refuses other files, a sixth file and a 5,001-character message with a message, storing nothing", async () => {
    const w = await world();
    const r = await request(w);
    const before = {
      messages: await messageCount(),
      attachments: await db.$count(leadMessageAttachments),
      files: (await storedMessageFiles()).length,
    };
    const photo = file(await phonePhoto(), "room.jpg", "image/jpeg");
    const message = { intent: "message", leadId: r.leadId, body: "Files" };

    const cases: [Record<string, string>, File[], string][] = [
      [
        message,
        [photo, file(new TextEncoder().encode("<svg onload=alert(1)>"), "x.pdf", "application/pdf")],
        `x.pdf: ${UPLOAD_MESSAGES.notAttachment}`,
      ],
      [
        message,
        [photo, file(new TextEncoder().encode("PK\u0003\u0004zip"), "plan.docx", "application/msword")],
        `plan.docx: ${UPLOAD_MESSAGES.notAttachment}`,
      ],
      [message, Array.from({ length: 6 }, () => photo), THREAD_MESSAGES.tooManyFiles],
      [{ ...message, body: "a".repeat(MESSAGE_MAX + 1) }, [], THREAD_MESSAGES.tooLong],
      [{ ...message, body: "   " }, [], THREAD_MESSAGES.empty],
    ];
    for (const [fields, files, error] of cases) {
      const refused = await post(r.requestId, w.cookies.homeowner, fields, files);
      expect(refused.status, error).toBe(400);
      expect(await refused.json()).toEqual({
        intent: "message",
        leadId: r.leadId,
        error,
      } satisfies QuoteRequestActionError);
    }
    expect(await messageCount()).toBe(before.messages);
    expect(await db.$count(leadMessageAttachments)).toBe(before.attachments);
    expect((await storedMessageFiles()).length).toBe(before.files);

    // Exactly 5,000 characters are taken.
    const longest = await post(r.requestId, w.cookies.homeowner, { ...message, body: "a".repeat(MESSAGE_MAX) });
    expect(longest.status).toBe(302);
  });

  it("stores a PDF of several MB as sent; refuses one over 15 MB while it streams, keeping no file of either", async () => {
    const w = await world();
    const r = await request(w);
    const message = { intent: "message", leadId: r.leadId, body: "Drawings" };
    const large = new Uint8Array(6 * 1024 * 1024).fill(32);
    large.set(PDF);

    const sent = await post(r.requestId, w.cookies.homeowner, message, [
      file(large, "drawings.pdf", "application/pdf"),
    ]);
    expect(sent.status).toBe(302);
    const [stored] = (await threadMessages(db, r.brand)).at(-1)?.attachments ?? [];
    const document = await download(r.requestId, stored?.id ?? "", w.cookies.homeowner);
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(large)).toBe(true);

    const files = (await storedMessageFiles()).length;
    const tooLarge = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    tooLarge.set(PDF);
    const refused = await post(r.requestId, w.cookies.homeowner, message, [
      file(tooLarge, "big.pdf", "application/pdf"),
    ]);
    expect(refused.status).toBe(400);
    // Refused before the form's fields are known, the message is shown above the threads.
    expect(await refused.json()).toEqual({
      intent: null,
      leadId: null,
      error: UPLOAD_MESSAGES.tooLarge,
    } satisfies QuoteRequestActionError);
    expect((await storedMessageFiles()).length).toBe(files);
    expect(await readdir(uploadTempRoot())).toEqual([]);
  });

  it("closing takes a reason, hides the composers and stops both sides writing; files sent then are not kept", async () => {
    const w = await world();
    const r = await request(w);
    const noReason = await post(r.requestId, w.cookies.homeowner, { intent: "close" });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ intent: "close", error: THREAD_MESSAGES.closeReason });
    const badReason = await post(r.requestId, w.cookies.homeowner, { intent: "close", reason: "bored" });
    expect(badReason.status).toBe(400);
    // Only Nivasa closes a request for lack of answers.
    const notTheirs = await post(r.requestId, w.cookies.homeowner, { intent: "close", reason: "no_answers" });
    expect(notTheirs.status).toBe(400);

    const closed = await post(r.requestId, w.cookies.homeowner, { intent: "close", reason: "found_designer" });
    expect(closed.status).toBe(302);
    expect(closed.headers.get("location")).toBe(`/quotes/${r.requestId}`);
    expect((await page(r.requestId, w.cookies.homeowner)).closed).toMatchObject({ reason: "I found a designer" });
    expect((await myRequests(w.cookies.homeowner))[0]?.closed).toBe(true);

    const filesBefore = (await storedMessageFiles()).length;
    const late = await post(
      r.requestId,
      w.cookies.homeowner,
      { intent: "message", leadId: r.leadId, body: "One more" },
      [file(await phonePhoto(), "room.jpg", "image/jpeg")],
    );
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: THREAD_MESSAGES.closed });
    expect((await storedMessageFiles()).length).toBe(filesBefore);
    expect(await postMessage(db, r.brand, { body: "Still there?", attachments: [] })).toEqual({
      ok: false,
      error: THREAD_MESSAGES.closed,
    });
    const again = await post(r.requestId, w.cookies.homeowner, { intent: "close", reason: "no_longer_needed" });
    expect(await again.json()).toMatchObject({ intent: "close", error: THREAD_MESSAGES.alreadyClosed });
  });

  it("asks a signed-out visitor to sign in and come back, for any id, revealing nothing; their posts change nothing", async () => {
    const w = await world();
    const r = await request(w);
    const other = "0b4a9f6e-0a7c-4c6e-9d0f-2f6d8c1b7e11";
    for (const requestId of [r.requestId, other, "not-a-uuid"]) {
      const params = { requestId, attachmentId: other, offerId: other };
      const opened: [string, (request: Request) => Promise<Response>][] = [
        [`/quotes/${requestId}`, (request) => respond(requestLoader, request, params)],
        [`/quotes/${requestId}/compare`, (request) => respond(compareLoader, request, params)],
        [`/quotes/${requestId}/attachments/${other}`, (request) => respond(attachmentLoader, request, params)],
        [`/quotes/${requestId}/offers/${other}/pdf`, (request) => respond(offerPdfLoader, request, params)],
      ];
      for (const [pathname, open] of opened) {
        const answer = await open(pageRequest(pathname));
        expect([answer.status, answer.headers.get("location")], pathname).toEqual([
          302,
          `/auth?redirectTo=${encodeURIComponent(pathname)}`,
        ]);
      }
    }
    // Signed in, the homeowner gets the page; anyone else signed in is told it isn't here.
    expect((await openPage(r.requestId, w.cookies.homeowner)).status).toBe(200);
    expect((await openPage(r.requestId, w.cookies.stranger)).status).toBe(404);
    const messagesBefore = await messageCount();
    expect((await post(r.requestId, undefined, { intent: "message", leadId: r.leadId, body: "Hi" })).status).toBe(404);
    expect((await post(r.requestId, undefined, { intent: "close", reason: "found_designer" })).status).toBe(404);
    expect(await messageCount()).toBe(messagesBefore);
  });

  it("answers 404 to everyone signed in but the homeowner, for the page, its forms and its files, and changes nothing", async () => {
    const w = await world();
    const r = await request(w);
    await post(r.requestId, w.cookies.homeowner, { intent: "message", leadId: r.leadId, body: "Plan" }, [
      file(PDF, "plan.pdf", "application/pdf"),
    ]);
    const [sent] = await threadMessages(db, r.homeowner);
    const attachmentId = sent?.attachments[0]?.id ?? "";
    expect((await download(r.requestId, attachmentId, w.cookies.homeowner)).status).toBe(200);
    const messagesBefore = await messageCount();

    const callers: [string, string | undefined][] = [
      ["another homeowner", w.cookies.stranger],
      ["the designer", w.cookies.owner],
      ["another brand's owner", w.cookies.otherOwner],
      ["an admin", w.cookies.admin],
    ];
    for (const [who, cookie] of callers) {
      expect((await openPage(r.requestId, cookie)).status, who).toBe(404);
      const message = await post(r.requestId, cookie, { intent: "message", leadId: r.leadId, body: "Hi" });
      expect(message.status, who).toBe(404);
      expect((await post(r.requestId, cookie, { intent: "close", reason: "found_designer" })).status, who).toBe(404);
      expect((await download(r.requestId, attachmentId, cookie)).status, who).toBe(404);
    }
    // The homeowner can't write into a thread of another request through this one's page.
    const someoneElses = await createTestLead(db, w.people.owner.brandId, { userId: null });
    const foreignLead = await leadIdOf(db, someoneElses, w.people.owner.brandId);
    const own = await request(w);
    for (const leadId of [foreignLead, own.leadId]) {
      expect((await post(r.requestId, w.cookies.homeowner, { intent: "message", leadId, body: "Hi" })).status).toBe(
        404,
      );
    }
    expect((await openPage("not-a-uuid", w.cookies.homeowner)).status).toBe(404);
    expect((await download(r.requestId, "not-a-uuid", w.cookies.homeowner)).status).toBe(404);

    expect(await messageCount()).toBe(messagesBefore);
    expect((await page(r.requestId, w.cookies.homeowner)).closed).toBeNull();
  });
});
