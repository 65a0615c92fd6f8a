import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { quoteRequests, users, verifications } from "~/db/schema";
import { MESSAGES } from "~/features/auth";
import { auth, signInLink } from "~/features/auth/auth.server";
import { PHONE_CODE_MESSAGES } from "~/features/auth/rules/phone.server";
import { SIGN_IN_LINK_FAILED } from "~/features/auth/sign-in/auth-page.server";
import { loadViewer, type Viewer } from "~/features/auth/viewer.server";
import { homeownerThreads } from "~/features/conversations/thread/thread-access.server";
import { action as apiAuthAction, loader as apiAuthLoader } from "~/routes/api.auth";
import { loader as authPageLoader } from "~/routes/auth";
import { action as quoteAction } from "~/routes/get-quote";
import { cookieFrom, formRequest, pageRequest, TEST_ORIGIN } from "~/testing/auth.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import {
  describeRoutesOnEachDatabase,
  lastCodeSentTo,
  openSignInLink,
  respond,
  sessionCookieOf,
  signInLinkIn,
} from "~/testing/routes.server";
import { sendQuoteConfirmation } from "../requests/quote-requests.server";

let phoneSeq = 9100000000;

describeRoutesOnEachDatabase("quote requests from a verified mobile number, and sign-in links", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(getDb);

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  interface Answer {
    status: number;
    body: Record<string, unknown> | null;
    location: string | null;
    cookie: string;
  }

  /** Posts the Get Free Quote form to the owner's brand from `phone`, as a browser would. */
  async function postQuote(phone: string, fields: Record<string, string>, cookie?: string): Promise<Answer> {
    // A network of its own for each number: five requests an hour per network are allowed.
    const ip = `198.51.100.${Number(phone.replace(/\D/g, "")) % 250}`;
    const request = new Request(formRequest("/get-quote", { cookie, ip }), {
      body: new URLSearchParams({
        name: "Asha Rao",
        phone,
        location: "Indiranagar, Bangalore",
        requirement: "Modular kitchen and wardrobes",
        brandId: people.owner.brandId,
        ...fields,
      }),
    });
    const response = await respond(quoteAction, request);
    const body = response.status === 302 ? null : ((await response.json()) as Record<string, unknown>);
    return {
      status: response.status,
      body,
      location: response.headers.get("location"),
      cookie: cookieFrom(response.headers),
    };
  }

  /** The whole form, then the code texted to the number: the request's id and the session it signed in. */
  async function quoteWithCode(fields: Record<string, string>, cookie?: string, phone = String(phoneSeq++)) {
    const asked = await postQuote(phone, fields, cookie);
    expect(asked).toMatchObject({ status: 200, body: { ok: false, codeFor: `+91${phone}` } });
    const sent = await postQuote(phone, { ...fields, code: await lastCodeSentTo(`+91${phone}`) }, cookie);
    expect(sent.status).toBe(302);
    const requestId = sent.location?.match(/^\/quotes\/([0-9a-f-]{36})$/)?.[1];
    if (!requestId) throw new Error(`expected the request's page, got ${sent.location}`);
    return { requestId, cookie: sent.cookie, phone: `+91${phone}` };
  }

  async function requestRow(id: string) {
    const [row] = await db
      .select({ userId: quoteRequests.userId, email: quoteRequests.email, phoneVerified: quoteRequests.phoneVerified })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, id));
    return row;
  }

  /** Runs the queued confirmation job of `requestId` and reads the sign-in link out of the email it sent. */
  async function confirmationLink(requestId: string, to: string): Promise<string> {
    const queued = (await jobsOf(db, "quote-confirmation")).filter((job) => job.data.requestId === requestId);
    expect(queued).toHaveLength(1);
    expect(await sendQuoteConfirmation(db, requestId)).toBe("sent");
    const mail = (await jobsOf(db, "mail")).filter((job) => job.data.to === to).at(-1);
    return signInLinkIn(String(mail?.data.text));
  }

  async function viewerOf(cookie: string): Promise<Viewer | null> {
    return loadViewer(auth(), db, pageRequest("/", cookie));
  }

  it("a signed-out visitor confirms the number with a code, is signed in on a new account and lands on the request", async () => {
    const before = await db.$count(quoteRequests);
    const { requestId, cookie, phone } = await quoteWithCode({ email: "  Asha.Rao@Example.TEST " });
    expect(await db.$count(quoteRequests)).toBe(before + 1);
    const viewer = await viewerOf(cookie);
    expect(viewer).toMatchObject({
      phoneNumber: phone,
      fullName: "Asha Rao",
      email: "asha.rao@example.test",
      emailVerified: false,
    });
    expect(await requestRow(requestId)).toEqual({
      userId: viewer?.userId,
      email: "asha.rao@example.test",
      phoneVerified: true,
    });
    expect(await homeownerThreads(db, viewer, requestId)).toHaveLength(1);

    // The confirmation's link proves the address: it opens the same account, now with a verified email.
    const opened = await openSignInLink(await confirmationLink(requestId, "asha.rao@example.test"));
    expect(opened.location.pathname).toBe(`/quotes/${requestId}`);
    expect(await viewerOf(opened.cookie)).toMatchObject({ userId: viewer?.userId, emailVerified: true });
  });

  it("stores nothing before the code is right: a wrong or malformed code keeps the code step, with its message", async () => {
    const phone = String(phoneSeq++);
    const before = await db.$count(quoteRequests);
    await postQuote(phone, {});
    const code = await lastCodeSentTo(`+91${phone}`);
    const wrong = await postQuote(phone, { code: code === "000000" ? "000001" : "000000" });
    expect(wrong).toMatchObject({
      status: 400,
      body: { codeFor: `+91${phone}`, formError: PHONE_CODE_MESSAGES.wrong },
    });
    const malformed = await postQuote(phone, { code: "12 34" });
    expect(malformed).toMatchObject({ status: 400, body: { codeFor: `+91${phone}` } });
    // A code for another number does not work for this one.
    const other = String(phoneSeq++);
    await postQuote(other, {});
    const elsewhere = await postQuote(phone, { code: await lastCodeSentTo(`+91${other}`) });
    expect(elsewhere.status).toBe(400);
    expect(await db.$count(quoteRequests)).toBe(before);
    expect((await postQuote(phone, { code })).status).toBe(302);
  });

  it("refuses a number that is not an Indian mobile before sending any code", async () => {
    for (const phone of ["+92 300 1234567", "+1 415 555 0100", "5876543210", "98765abcde", "022 2345 6789"]) {
      expect(await postQuote(phone, {}), phone).toMatchObject({
        status: 400,
        body: { fieldErrors: { phone: expect.any(String) } },
      });
    }
  });

  it("takes the email as optional, refusing only an invalid one", async () => {
    const { requestId, cookie } = await quoteWithCode({});
    expect(await requestRow(requestId)).toMatchObject({ email: null, phoneVerified: true });
    expect((await viewerOf(cookie))?.email).toBe("");
    const phone = String(phoneSeq++);
    expect(await postQuote(phone, { email: "asha@" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { email: MESSAGES.emailInvalid }, values: { email: "asha@" } },
    });
  });

  it("never gives a phone account an address another account has: the request stays with the verified number", async () => {
    const { requestId, cookie } = await quoteWithCode({ email: people.homeowner.email.toUpperCase() });
    const viewer = await viewerOf(cookie);
    expect(viewer?.userId).not.toBe(people.homeowner.userId);
    expect(await requestRow(requestId)).toEqual({ userId: viewer?.userId, email: null, phoneVerified: true });
    const [homeowner] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, people.homeowner.userId));
    expect(homeowner?.email).toBe(people.homeowner.email);
  });

  it("asks an email-only account to verify a number once, then sends from it without the step", async () => {
    const cookie = await sessionCookieOf(people.otherOwner);
    const { requestId, phone } = await quoteWithCode({ email: "someone.else@example.test" }, cookie);
    expect(await requestRow(requestId)).toEqual({
      userId: people.otherOwner.userId,
      email: people.otherOwner.email,
      phoneVerified: true,
    });
    expect((await viewerOf(cookie))?.phoneNumber).toBe(phone);
    // To be matched this time: the same brand again so soon would be a duplicate.
    const direct = await postQuote(phone.slice(3), { brandId: "" }, cookie);
    expect(direct).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("a number another account signs in with cannot be added to this one", async () => {
    const taken = await quoteWithCode({});
    const cookie = await sessionCookieOf(people.homeowner);
    const phone = taken.phone.slice(3);
    await postQuote(phone, {}, cookie);
    const refused = await postQuote(phone, { code: await lastCodeSentTo(taken.phone) }, cookie);
    expect(refused).toMatchObject({ status: 400, body: { formError: PHONE_CODE_MESSAGES.numberTaken } });
  });

  it("a second request from the same number, signed out again, lands on the same account", async () => {
    const first = await quoteWithCode({});
    const second = await quoteWithCode({ brandId: "" }, undefined, first.phone.slice(3));
    expect((await viewerOf(second.cookie))?.userId).toBe((await viewerOf(first.cookie))?.userId);
    expect((await requestRow(second.requestId))?.userId).toBe((await viewerOf(first.cookie))?.userId);
  });

  it("refuses a used sign-in link and an expired one, sending the visitor to sign in with a message", async () => {
    const email = "used.link@example.test";
    const { requestId } = await quoteWithCode({ email });
    const link = await confirmationLink(requestId, email);
    expect((await openSignInLink(link)).cookie).not.toBe("");

    const again = await openSignInLink(link);
    expect(again.status).toBe(302);
    expect(again.cookie).toBe("");
    expect(again.location.pathname).toBe("/auth");
    const page = await respond(authPageLoader, pageRequest(`${again.location.pathname}${again.location.search}`));
    expect(await page.json()).toMatchObject({ tab: "signin", error: SIGN_IN_LINK_FAILED });

    const stale = await signInLink(email, "/quotes");
    await db.update(verifications).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await openSignInLink(stale);
    expect(expired.cookie).toBe("");
    expect(expired.location.pathname).toBe("/auth");
  });

  it("keeps links working for days, stores only their hash, and makes no links for callers over HTTP", async () => {
    const link = await signInLink("days@example.test", "/quotes");
    const token = new URL(link).searchParams.get("token") ?? "";
    const [stored] = await db
      .select({ identifier: verifications.identifier, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(sql`${verifications.value} like '%days@example.test%'`);
    expect(stored?.identifier).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    const request = new Request(formRequest("/api/auth/sign-in/magic-link"), {
      body: JSON.stringify({ email: people.homeowner.email, callbackURL: "/quotes" }),
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    });
    expect((await respond(apiAuthAction, request)).status).toBe(404);
  });
  /** A JSON post to better-auth's HTTP endpoint `path`, from a browser holding `cookie`. */
  async function authPost(path: string, body: Record<string, unknown>, cookie?: string): Promise<Response> {
    const headers = new Headers(formRequest(path, { cookie }).headers);
    headers.set("content-type", "application/json");
    return respond(
      apiAuthAction,
      new Request(new URL(path, TEST_ORIGIN), { method: "POST", headers, body: JSON.stringify(body) }),
    );
  }

  /** Signs up with a password, as a browser would; the browser's cookies after it. */
  async function signUpWithPassword(email: string, password: string): Promise<string> {
    const response = await authPost("/api/auth/sign-up/email", { name: "Someone", email, password });
    expect(response.status).toBe(200);
    return cookieFrom(response.headers);
  }

  const passwordSignIn = async (email: string, password: string) =>
    (await authPost("/api/auth/sign-in/email", { email, password })).status;

  /** Opens the newest verification link mailed to `email` in a browser holding `cookie`; the cookie it gets. */
  async function openVerificationLink(email: string, cookie = ""): Promise<string> {
    const mail = (await jobsOf(db, "mail")).filter((job) => job.data.to === email).at(-1);
    expect(mail?.data.subject).toBe("Verify your email for Nivasa");
    const link = String(mail?.data.text).match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0] ?? "";
    const response = await respond(apiAuthLoader, new Request(link, { headers: cookie ? { cookie } : {} }));
    expect(response.status).toBe(302);
    return cookieFrom(response.headers);
  }

  describe("an address a stranger registered first, with a password, without verifying it", () => {
    const password = "strangers-password-1";

    it("loses its password when the owner opens the sign-up's verification mail in another browser", async () => {
      const email = "squatted.verify@example.test";
      await signUpWithPassword(email, password);
      const owner = await viewerOf(await openVerificationLink(email));
      expect(owner).toMatchObject({ email, emailVerified: true });
      expect(await passwordSignIn(email, password)).toBe(401);
    });

    it("keeps the password of a sign-up verified in the browser that signed up", async () => {
      const email = "same.browser@example.test";
      const browser = await signUpWithPassword(email, password);
      expect(await openVerificationLink(email, browser)).toMatch(/nivasa\.session_token=/);
      expect(await passwordSignIn(email, password)).toBe(200);
    });
  });
});
