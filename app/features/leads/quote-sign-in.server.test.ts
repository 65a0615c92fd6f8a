import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { quoteRequests, users, verifications } from "~/db/schema";
import { MESSAGES } from "~/features/auth";
import { auth, signInLink } from "~/features/auth/auth.server";
import { SIGN_IN_LINK_FAILED } from "~/features/auth/auth-page.server";
import { loadViewer, type Viewer } from "~/features/auth/viewer.server";
import { homeownerThreads } from "~/features/conversations/thread-access.server";
import { action as apiAuthAction, loader as apiAuthLoader } from "~/routes/api.auth";
import { loader as authPageLoader } from "~/routes/auth";
import { action as quoteAction } from "~/routes/get-quote";
import { cookieFrom, formRequest, pageRequest, TEST_ORIGIN } from "~/testing/auth.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import {
  describeRoutesOnEachDatabase,
  openSignInLink,
  respond,
  sessionCookieOf,
  signInLinkIn,
} from "~/testing/routes.server";
import { QUOTE_MESSAGES } from "./quote-form";
import { sendQuoteConfirmation } from "./quote-requests.server";

let phoneSeq = 9100000000;

describeRoutesOnEachDatabase("quote requests and sign-in links", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(getDb);

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  /** Posts the Get Free Quote form to the owner's brand, as a browser would. */
  async function postQuote(fields: Record<string, string>, cookie?: string) {
    // A network of its own for each request: five an hour per network are allowed.
    const ip = `198.51.100.${phoneSeq % 250}`;
    const request = new Request(formRequest("/get-quote", { cookie, ip }), {
      body: new URLSearchParams({
        name: "Asha Rao",
        phone: String(phoneSeq++),
        location: "Indiranagar, Bangalore",
        requirement: "Modular kitchen and wardrobes",
        brandId: people.owner.brandId,
        ...fields,
      }),
    });
    const response = await respond(quoteAction, request);
    return { status: response.status, body: await response.json() };
  }

  async function requestsWith(email: string) {
    return db
      .select({ id: quoteRequests.id, userId: quoteRequests.userId, email: quoteRequests.email })
      .from(quoteRequests)
      .where(eq(quoteRequests.email, email))
      .orderBy(quoteRequests.createdAt);
  }

  async function sendAnonymousQuote(email: string): Promise<string> {
    const answer = await postQuote({ email });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [request] = (await requestsWith(email.trim().toLowerCase())).slice(-1);
    if (!request) throw new Error("request not stored");
    return request.id;
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

  it("signs a signed-out requester in with the link from their confirmation, creating a verified account", async () => {
    const email = "asha.rao@example.test";
    const requestId = await sendAnonymousQuote("  Asha.Rao@Example.TEST ");
    expect(await requestsWith(email)).toEqual([{ id: requestId, userId: null, email }]);
    const link = await confirmationLink(requestId, email);

    const opened = await openSignInLink(link);
    expect(opened.status).toBe(302);
    expect(opened.location.pathname).toBe(`/quotes/${requestId}`);
    expect(opened.cookie).toMatch(/nivasa\.session_token=/);
    const viewer = await viewerOf(opened.cookie);
    expect(viewer).toMatchObject({ email, emailVerified: true, fullName: "Asha Rao", role: "user" });
    expect(await requestsWith(email)).toEqual([{ id: requestId, userId: viewer?.userId, email }]);
    expect(await homeownerThreads(db, viewer, requestId)).toHaveLength(1);
  });

  it("refuses a used link and an expired one, sending the visitor to sign in with a message", async () => {
    const email = "used.link@example.test";
    const link = await confirmationLink(await sendAnonymousQuote(email), email);
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

  it("attaches a signed-out request made with an existing account's address to that account at once", async () => {
    const requestId = await sendAnonymousQuote(people.homeowner.email.toUpperCase());
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(row).toMatchObject({ userId: people.homeowner.userId, email: people.homeowner.email });
    const opened = await openSignInLink(await confirmationLink(requestId, people.homeowner.email));
    expect(opened.location.pathname).toBe(`/quotes/${requestId}`);
    expect((await viewerOf(opened.cookie))?.userId).toBe(people.homeowner.userId);
  });

  it("uses a signed-in requester's account address, whatever the form says", async () => {
    const cookie = await sessionCookieOf(db, people.otherOwner);
    const answer = await postQuote({ email: "someone.else@example.test" }, cookie);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await requestsWith("someone.else@example.test")).toEqual([]);
    const [mine] = (await requestsWith(people.otherOwner.email)).slice(-1);
    expect(mine?.userId).toBe(people.otherOwner.userId);
    expect(await postQuote({}, cookie)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("refuses a signed-out request without an email address or with an invalid one, storing nothing", async () => {
    const before = await db.$count(quoteRequests);
    expect(await postQuote({})).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { email: QUOTE_MESSAGES.email } },
    });
    expect(await postQuote({ email: "asha@" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { email: MESSAGES.emailInvalid }, values: { email: "asha@" } },
    });
    expect(await db.$count(quoteRequests)).toBe(before);
  });

  it("opens with one address's link only that address's account: never another person's request", async () => {
    const alice = "alice.link@example.test";
    const bob = "bob.link@example.test";
    const aliceRequest = await sendAnonymousQuote(alice);
    const bobRequest = await sendAnonymousQuote(bob);
    const bobLink = await confirmationLink(bobRequest, bob);
    expect(bobLink).not.toBe(await confirmationLink(aliceRequest, alice));

    const opened = await openSignInLink(bobLink);
    const viewer = await viewerOf(opened.cookie);
    expect(viewer?.email).toBe(bob);
    expect(await requestsWith(alice)).toEqual([{ id: aliceRequest, userId: null, email: alice }]);
    expect(await homeownerThreads(db, viewer, aliceRequest)).toEqual([]);
    expect(await homeownerThreads(db, viewer, bobRequest)).toHaveLength(1);
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

    it("doesn't get the requests the address's owner sends signed out", async () => {
      const email = "squatted.quote@example.test";
      await signUpWithPassword(email, password);
      const requestId = await sendAnonymousQuote(email);
      expect(await requestsWith(email)).toEqual([{ id: requestId, userId: null, email }]);
    });

    it("loses its password when the owner opens a sign-in link mailed to the address; the owner gets the request", async () => {
      const email = "squatted.link@example.test";
      await signUpWithPassword(email, password);
      const requestId = await sendAnonymousQuote(email);
      const opened = await openSignInLink(await confirmationLink(requestId, email));
      const owner = await viewerOf(opened.cookie);
      expect(owner).toMatchObject({ email, emailVerified: true });
      expect(await passwordSignIn(email, password)).toBe(401);
      expect(await requestsWith(email)).toEqual([{ id: requestId, userId: owner?.userId, email }]);
    });

    it("loses its password when the owner opens the sign-up's verification mail in another browser", async () => {
      const email = "squatted.verify@example.test";
      await signUpWithPassword(email, password);
      const requestId = await sendAnonymousQuote(email);
      const ownerCookie = await openVerificationLink(email);
      const owner = await viewerOf(ownerCookie);
      expect(owner).toMatchObject({ email, emailVerified: true });
      expect(await passwordSignIn(email, password)).toBe(401);
      expect(await requestsWith(email)).toEqual([{ id: requestId, userId: owner?.userId, email }]);
    });

    it("keeps the password of a sign-up verified in the browser that signed up", async () => {
      const email = "same.browser@example.test";
      const browser = await signUpWithPassword(email, password);
      expect(await openVerificationLink(email, browser)).toMatch(/nivasa\.session_token=/);
      expect(await passwordSignIn(email, password)).toBe(200);
    });
  });

  it("gives an account every earlier request made with its address when it first signs in", async () => {
    const email = "two.requests@example.test";
    const first = await sendAnonymousQuote(email);
    const second = await sendAnonymousQuote(email);
    const opened = await openSignInLink(await confirmationLink(first, email));
    const viewer = await viewerOf(opened.cookie);
    expect((await requestsWith(email)).map((r) => [r.id, r.userId])).toEqual([
      [first, viewer?.userId],
      [second, viewer?.userId],
    ]);
    const [account] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(account?.verified).toBe(true);
  });
});
