import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ADMIN_ACCESS } from "~/content/admin";
import { LIMITS } from "~/content/limits";
import type { Db } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";
import {
  cookieFrom,
  createTestAuth,
  formRequest,
  pageRequest,
  TEST_ORIGIN,
  type TestAuth,
} from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { isAdmin, setRoleByEmail } from "./accounts/profile.server";
import { CLIENT_IP_HEADER } from "./auth.server";
import {
  ACCOUNT_MESSAGES,
  type AccountResult,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "./endpoints.server";
import { adminOrRedirect, loadViewer, viewerOrSignIn } from "./viewer.server";

async function profileOf(db: Db, email: string) {
  const [row] = await db
    .select({ fullName: profiles.fullName, role: profiles.role, emailVerified: users.emailVerified })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

/**
 * Follows the link in the newest mail to `email` the way a browser holding `cookie` would (a GET to our auth
 * handler). A verification link keeps the sign-up's password only in the browser that signed up (its cookie).
 */
async function followMailLink(t: TestAuth, email: string, subject: string, cookie = ""): Promise<Response> {
  const mail = await t.lastMailTo(email);
  expect(mail?.subject).toBe(subject);
  const link = mail?.links[0] ?? "";
  expect(link.startsWith(`${TEST_ORIGIN}/api/auth/`)).toBe(true);
  return t.auth.handler(new Request(link, { headers: cookie ? { cookie } : {} }));
}

/** The cookies a sign-up leaves in the browser that made it. */
function browserAfter(result: AccountResult): string {
  if (!result.ok) throw new Error(`sign-up failed: ${result.message}`);
  return cookieFrom(result.headers);
}

async function signUpAndVerify(t: TestAuth, fullName: string, email: string, password: string) {
  const browser = browserAfter(await signUp(t.auth, formRequest("/auth"), { fullName, email, password }));
  const verified = await followMailLink(t, email, "Verify your email for Nivasa", browser);
  expect(verified.status).toBe(302);
}

async function signedInCookie(t: TestAuth, email: string, password: string): Promise<string> {
  const result = await signIn(t.auth, formRequest("/auth"), { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}

function thrownResponse(fn: () => unknown): Response {
  try {
    fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response");
}

describeEachDatabase("accounts", (getDb) => {
  it("sign-up creates a profile with the full name and role user, and mails a verification link", async () => {
    const t = createTestAuth(getDb());
    const result = await signUp(t.auth, formRequest("/auth"), {
      fullName: "Priya Raman",
      email: "priya@example.in",
      password: "secret1",
    });
    expect(result.ok).toBe(true);
    expect(await profileOf(getDb(), "priya@example.in")).toEqual({
      fullName: "Priya Raman",
      role: "user",
      emailVerified: false,
    });
    const mail = await t.lastMailTo("priya@example.in");
    expect(mail?.subject).toBe("Verify your email for Nivasa");
    expect(mail?.html).toContain("Nivasa");
    expect(mail?.links[0]).toMatch(/\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fauth%3Fverified%3D1$/);
  });

  it("sign-in needs a verified email; the verification link verifies, signs in and lands on /auth?verified=1", async () => {
    const t = createTestAuth(getDb());
    const browser = browserAfter(
      await signUp(t.auth, formRequest("/auth"), {
        fullName: "Arjun Mehta",
        email: "arjun@example.in",
        password: "secret1",
      }),
    );

    const early = await signIn(t.auth, formRequest("/auth"), { email: "arjun@example.in", password: "secret1" });
    expect(early).toMatchObject({ ok: false, kind: "unverified", message: ACCOUNT_MESSAGES.unverified });

    const wrong = await signIn(t.auth, formRequest("/auth"), { email: "arjun@example.in", password: "nope-nope" });
    expect(wrong).toMatchObject({ ok: false, kind: "invalid", message: "Invalid email or password" });

    const landing = await followMailLink(t, "arjun@example.in", "Verify your email for Nivasa", browser);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/auth?verified=1");
    const autoSignedIn = await loadViewer(t.auth, getDb(), pageRequest("/", cookieFrom(landing.headers)));
    expect(autoSignedIn?.email).toBe("arjun@example.in");

    const cookie = await signedInCookie(t, "arjun@example.in", "secret1");
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).toEqual({
      userId: expect.any(String),
      email: "arjun@example.in",
      fullName: "Arjun Mehta",
      role: "user",
      emailVerified: true,
      phoneNumber: null,
    });
  });

  it("signing up again with a registered email reveals nothing and tells the owner by mail", async () => {
    const t = createTestAuth(getDb());
    await signUpAndVerify(t, "Meera Iyer", "meera@example.in", "secret1");
    const again = await signUp(t.auth, formRequest("/auth"), {
      fullName: "Someone Else",
      email: "meera@example.in",
      password: "other-pass",
    });
    expect(again.ok).toBe(true);
    expect((await t.lastMailTo("meera@example.in"))?.subject).toBe("You already have a Nivasa account");
    expect(await profileOf(getDb(), "meera@example.in")).toMatchObject({ fullName: "Meera Iyer", role: "user" });
  });

  it("role cannot be raised through sign-up or update-user payloads", async () => {
    const t = createTestAuth(getDb());
    const signUpResponse = await t.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({
          name: "Sneaky",
          email: "sneaky@example.in",
          password: "secret1",
          role: "admin",
          profile: { role: "admin" },
        }),
      }),
    );
    expect(signUpResponse.status).toBeLessThan(500);
    await followMailLink(t, "sneaky@example.in", "Verify your email for Nivasa", cookieFrom(signUpResponse.headers));
    expect((await profileOf(getDb(), "sneaky@example.in"))?.role).toBe("user");

    const cookie = await signedInCookie(t, "sneaky@example.in", "secret1");
    await t.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/update-user`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
        body: JSON.stringify({ name: "Sneaky Renamed", role: "admin" }),
      }),
    );
    const viewer = await loadViewer(t.auth, getDb(), pageRequest("/", cookie));
    expect(viewer?.role).toBe("user");
    expect(viewer?.fullName).toBe("Sneaky Renamed");
    expect(await isAdmin(getDb(), viewer?.userId ?? "")).toBe(false);
  });

  it("password reset: same answer for unknown emails, the mailed link sets a new password once", async () => {
    const t = createTestAuth(getDb());
    await signUpAndVerify(t, "Kavya Nair", "kavya@example.in", "old-pass");

    const unknown = await requestPasswordReset(t.auth, formRequest("/auth"), { email: "nobody@example.in" });
    expect(unknown.ok).toBe(true);
    expect(await t.lastMailTo("nobody@example.in")).toBeUndefined();

    expect((await requestPasswordReset(t.auth, formRequest("/auth"), { email: "kavya@example.in" })).ok).toBe(true);
    const landing = await followMailLink(t, "kavya@example.in", "Reset your Nivasa password");
    const location = new URL(landing.headers.get("location") ?? "", TEST_ORIGIN);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("tab")).toBe("reset");
    const token = location.searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    expect((await resetPassword(t.auth, formRequest("/auth"), { token, password: "new-pass" })).ok).toBe(true);
    expect(await resetPassword(t.auth, formRequest("/auth"), { token, password: "again-pass" })).toMatchObject({
      ok: false,
      kind: "invalid-token",
    });
    expect((await signIn(t.auth, formRequest("/auth"), { email: "kavya@example.in", password: "old-pass" })).ok).toBe(
      false,
    );
    expect((await signIn(t.auth, formRequest("/auth"), { email: "kavya@example.in", password: "new-pass" })).ok).toBe(
      true,
    );
  });

  it("sign-out ends the session on the server", async () => {
    const t = createTestAuth(getDb());
    await signUpAndVerify(t, "Rohan Das", "rohan@example.in", "secret1");
    const cookie = await signedInCookie(t, "rohan@example.in", "secret1");
    expect((await signOut(t.auth, formRequest("/sign-out", { cookie }))).ok).toBe(true);
    // The old cookie no longer works even if a browser kept it.
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).toBeNull();
  });

  it("guards: visitor → /auth with redirectTo, user → /, admin passes", async () => {
    const t = createTestAuth(getDb());
    const adminPage = pageRequest("/admin/seo?type=city_page");

    const visitor = await loadViewer(t.auth, getDb(), adminPage);
    expect(visitor).toBeNull();
    const toAuth = thrownResponse(() => adminOrRedirect(visitor, adminPage));
    expect(toAuth.status).toBe(302);
    expect(toAuth.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fseo%3Ftype%3Dcity_page");
    expect(thrownResponse(() => viewerOrSignIn(visitor, pageRequest("/profile"))).headers.get("location")).toBe(
      "/auth?redirectTo=%2Fprofile",
    );

    await signUpAndVerify(t, "Asha Pillai", "asha@example.in", "secret1");
    const cookie = await signedInCookie(t, "asha@example.in", "secret1");
    const user = await loadViewer(t.auth, getDb(), pageRequest("/admin", cookie));
    expect(viewerOrSignIn(user, adminPage).email).toBe("asha@example.in");
    expect(thrownResponse(() => adminOrRedirect(user, adminPage)).headers.get("location")).toBe("/");
    // A client-side navigation's data request: a visitor still comes back to the page (not its .data URL);
    // a non-admin gets a 403 the admin layout shows as 'Access denied. Redirecting...'.
    const dataRequest = pageRequest("/admin/seo.data?type=city_page&_routes=routes%2Fadmin.seo");
    expect(thrownResponse(() => adminOrRedirect(visitor, dataRequest)).headers.get("location")).toBe(
      "/auth?redirectTo=%2Fadmin%2Fseo%3Ftype%3Dcity_page",
    );
    expect(() => adminOrRedirect(user, dataRequest)).toThrow(
      expect.objectContaining({ init: expect.objectContaining({ status: ADMIN_ACCESS.deniedStatus }) }),
    );

    expect(await setRoleByEmail(getDb(), "asha@example.in", "admin")).toMatchObject({ ok: true, role: "admin" });
    const admin = await loadViewer(t.auth, getDb(), pageRequest("/admin", cookie));
    expect(adminOrRedirect(admin, adminPage).role).toBe("admin");
    expect(await isAdmin(getDb(), admin?.userId ?? "")).toBe(true);
  });

  it("the viewer is the account the session cookie signs in, whatever other session cookie rides along", async () => {
    const t = createTestAuth(getDb());
    await signUpAndVerify(t, "Tara Admin", "tara.admin@example.in", "secret1");
    await signUpAndVerify(t, "Ravi Kumar", "ravi@example.in", "secret1");
    expect(await setRoleByEmail(getDb(), "tara.admin@example.in", "admin")).toMatchObject({ ok: true });
    const admins = await signedInCookie(t, "tara.admin@example.in", "secret1");
    const ravis = await signedInCookie(t, "ravi@example.in", "secret1");
    // The admin's token under another cookie name, read first: it lends Ravi neither her name nor her role.
    const planted = `${admins.replaceAll(".session_token=", "-planted.session_token=")}; ${ravis}`;
    expect(await loadViewer(t.auth, getDb(), pageRequest("/admin", planted))).toMatchObject({
      email: "ravi@example.in",
      fullName: "Ravi Kumar",
      role: "user",
    });
    // Her token with a signature of its own making, alone or before Ravi's cookie (better-auth reads the first
    // cookie of its name): signed out, though the token names her session.
    const forged = admins.replace(/(\.session_token=[^.;]+)\.[^;]*/, "$1.forged");
    expect(forged).not.toBe(admins);
    expect(await loadViewer(t.auth, getDb(), pageRequest("/admin", forged))).toBeNull();
    expect(await loadViewer(t.auth, getDb(), pageRequest("/admin", `${forged}; ${ravis}`))).toBeNull();
    expect(await loadViewer(t.auth, getDb(), pageRequest("/admin", admins))).toMatchObject({
      fullName: "Tara Admin",
      role: "admin",
    });
  });

  it("a session due to be extended is extended and still signs in; an expired one signs out and is deleted", async () => {
    const t = createTestAuth(getDb());
    await signUpAndVerify(t, "Meera Joshi", "meera.joshi@example.in", "secret1");
    const cookie = await signedInCookie(t, "meera.joshi@example.in", "secret1");
    // The session this cookie signs in with (the verification link signed her in once before).
    const token = decodeURIComponent(cookie.split("=")[1].split(";")[0]).split(".")[0];
    const expiry = async () =>
      (await getDb().select({ at: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token)))[0]?.at;
    const setExpiry = (at: Date) => getDb().update(sessions).set({ expiresAt: at }).where(eq(sessions.token, token));
    const day = 24 * 60 * 60 * 1000;

    // Signed in two days ago (30-day sessions, extended once a day): extended by 28 days on this page view.
    await setExpiry(new Date(Date.now() + 28 * day));
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).toMatchObject({ fullName: "Meera Joshi" });
    expect((await expiry())?.getTime()).toBeGreaterThan(Date.now() + 29 * day);

    // Read again at once: not due, nothing written.
    const extended = await expiry();
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).toMatchObject({
      email: "meera.joshi@example.in",
    });
    expect(await expiry()).toEqual(extended);

    await setExpiry(new Date(Date.now() - 1000));
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).toBeNull();
    expect(await expiry()).toBeUndefined();
  });

  it("limits sign-in attempts per email address, and per network address only as a flood ceiling", async () => {
    const t = createTestAuth(getDb(), { rateLimit: true });
    const attempt = (email: string, ip: string) =>
      signIn(t.auth, formRequest("/auth", { ip }), { email, password: "whatever" });
    const carrier = "100.64.1.1";
    // Many people behind one carrier address sign in within a minute: none is turned away.
    for (let i = 0; i < 12; i++)
      expect(await attempt(`person${i}@example.in`, carrier)).toMatchObject({ kind: "invalid" });
    // One address guessed at from many networks stops at its own limit.
    for (let i = 0; i < LIMITS.signInPerEmail.max; i++) {
      expect(await attempt("target@example.in", `198.51.100.${i + 1}`)).toMatchObject({ kind: "invalid" });
    }
    expect(await attempt("target@example.in", "198.51.100.99")).toMatchObject({
      ok: false,
      kind: "rate-limited",
      message: ACCOUNT_MESSAGES.rateLimited,
      status: 429,
    });
    expect(await attempt("someone-else@example.in", "198.51.100.99")).toMatchObject({ kind: "invalid" });
    // A flood from one address meets the ceiling.
    const flood = "203.0.113.200";
    for (let i = 0; i < LIMITS.signInPerAddress.max; i++) await attempt(`flood${i}@example.in`, flood);
    expect(await attempt("one-more@example.in", flood)).toMatchObject({ kind: "rate-limited" });
  }, 240_000);

  it("form posts from another site are refused", async () => {
    const t = createTestAuth(getDb());
    await signUpAndVerify(t, "Vikram Rao", "vikram@example.in", "secret1");
    const cookie = await signedInCookie(t, "vikram@example.in", "secret1");
    const forged = new Request(`${TEST_ORIGIN}/sign-out`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie, [CLIENT_IP_HEADER]: "203.0.113.9" },
    });
    expect(await signOut(t.auth, forged)).toMatchObject({ ok: false });
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).not.toBeNull();
  });
});
