import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "~/db/schema";
import { cookieFrom, createTestAuth, formRequest, TEST_ORIGIN, type TestAuth } from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { signIn, signUp } from "../endpoints.server";
import { MESSAGES } from "../forms";
import { AUTH_INPUT_MESSAGES } from "./auth-input.server";

/** A JSON call straight to better-auth's API, as a script (not our forms) would make it. */
function api(t: TestAuth, path: string, body: unknown, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json", origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return t.auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

async function message(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { message?: string }).message;
}

/** Our hook answers 400; better-auth's own origin check, where it catches a target first, 403. */
const REFUSED = [400, 403];

/** Open redirects better-auth 1.7.7 alone lets through or that every redirect helper must refuse. */
const HOSTILE_TARGETS = [
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "/.//evil.example",
  "/%2F%2Fevil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  // A trusted origin of the server (authSettingsFromConfig adds these): still not a path on this site.
  "http://127.0.0.1:3999/",
];

describeEachDatabase("auth API input rules", (getDb) => {
  const newAuth = () => createTestAuth(getDb(), { trustedOrigins: ["http://127.0.0.1:3999"] });

  it.each(HOSTILE_TARGETS)("sign-up refuses callbackURL %j and creates no account", async (target) => {
    const t = newAuth();
    const email = `cb${Math.random().toString(36).slice(2)}@example.in`;
    const response = await api(t, "/sign-up/email", { name: "Asha", email, password: "secret1", callbackURL: target });
    expect(REFUSED).toContain(response.status);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("the emailed verification link can't be re-pointed at another site", async () => {
    const t = newAuth();
    expect(
      (await signUp(t.auth, formRequest("/auth"), { fullName: "Ravi", email: "ravi@example.in", password: "secret1" }))
        .ok,
    ).toBe(true);
    const link = new URL((await t.lastMailTo("ravi@example.in"))?.links[0] ?? "");
    for (const target of HOSTILE_TARGETS) {
      link.searchParams.set("callbackURL", target);
      const response = await t.auth.handler(new Request(link));
      expect(REFUSED, target).toContain(response.status);
      expect(response.headers.get("location")).toBeNull();
    }
    link.searchParams.set("callbackURL", "/auth?verified=1");
    const verified = await t.auth.handler(new Request(link));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth?verified=1");
  });

  it("password reset requests and links only go to paths on this site", async () => {
    const t = newAuth();
    for (const target of HOSTILE_TARGETS) {
      const response = await api(t, "/request-password-reset", { email: "nobody@example.in", redirectTo: target });
      expect(REFUSED, target).toContain(response.status);
      const link = await t.auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth/reset-password/sometoken?callbackURL=${encodeURIComponent(target)}`),
      );
      expect(REFUSED, target).toContain(link.status);
      expect(link.headers.get("location")).toBeNull();
    }
  });

  it("sign-up through the API obeys the form's name and email limits", async () => {
    const t = newAuth();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "x".repeat(101), email: "long@example.in" }, MESSAGES.fullNameTooLong],
      [{ name: "   ", email: "blank@example.in" }, MESSAGES.fullNameRequired],
      [{ name: "Asha", email: `${"a".repeat(250)}@example.in` }, MESSAGES.emailInvalid],
      [{ name: "Asha", email: "pic@example.in", image: "https://evil.example/x.png" }, AUTH_INPUT_MESSAGES.image],
    ];
    for (const [fields, expected] of cases) {
      const response = await api(t, "/sign-up/email", { password: "secret1", ...fields });
      expect(response.status).toBe(400);
      expect(await message(response)).toBe(expected);
    }
    const emails = cases.map(([fields]) => String(fields.email));
    expect(await getDb().select({ id: users.id }).from(users).where(inArray(users.email, emails))).toEqual([]);
  });

  it("update-user through the API obeys the form's name limit", async () => {
    const t = newAuth();
    const signedUp = await signUp(t.auth, formRequest("/auth"), {
      fullName: "Nila",
      email: "nila@example.in",
      password: "secret1",
    });
    if (!signedUp.ok) throw new Error(signedUp.message);
    // Opened in the browser that signed up, the link keeps the sign-up's password.
    const link = (await t.lastMailTo("nila@example.in"))?.links[0] ?? "";
    await t.auth.handler(new Request(link, { headers: { cookie: cookieFrom(signedUp.headers) } }));
    const result = await signIn(t.auth, formRequest("/auth"), { email: "nila@example.in", password: "secret1" });
    if (!result.ok) throw new Error(result.message);
    const cookie = cookieFrom(result.headers);

    const tooLong = await api(t, "/update-user", { name: "y".repeat(8 * 1024) }, cookie);
    expect(tooLong.status).toBe(400);
    expect(await message(tooLong)).toBe(MESSAGES.fullNameTooLong);
    expect((await api(t, "/update-user", { image: "javascript:alert(1)" }, cookie)).status).toBe(400);
    const [row] = await getDb()
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.email, "nila@example.in"));
    expect(row).toEqual({ name: "Nila", image: null });

    expect((await api(t, "/update-user", { name: "  Nila Menon " }, cookie)).status).toBe(200);
  });
});
