import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { PHONE_MESSAGES } from "~/content/phone";
import type { Db } from "~/db/client.server";
import { actionCounts, profiles, users, verifications } from "~/db/schema";
import { cookieFrom, createTestAuth, formRequest, TEST_AUTH_SECRET, type TestAuth } from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { sendPhoneCode, signIn, signUp, verifyPhoneCode } from "../endpoints.server";
import { hashPhoneCode, PHONE_CODE_MESSAGES, PHONE_CODE_SENDS } from "./phone.server";

async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}

async function sessionUser(t: TestAuth, cookie: string) {
  const session = await t.auth.api.getSession({ headers: new Headers({ cookie }) });
  return session?.user as { id: string; email: string; phoneNumber?: string | null } | undefined;
}

async function sendAndRead(t: TestAuth, typed: string, phone: string, ip?: string): Promise<string> {
  const sent = await sendPhoneCode(t.auth, formRequest("/auth", { ip }), { phoneNumber: typed });
  if (!sent.ok) throw new Error(`send failed: ${sent.message}`);
  const code = await t.lastCodeTo(phone);
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

describeEachDatabase("sign-in with a mobile number and a code", (getDb) => {
  it("texts a 6-digit code to the canonical number, keeps only its hash, and a first code makes the account", async () => {
    const t = createTestAuth(getDb());
    const code = await sendAndRead(t, "098765 43210", "+919876543210");
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await t.outbox();
    expect(sms).toMatchObject({ channel: "sms", to: "+919876543210", template: "otp" });

    const [row] = await getDb().select().from(verifications).where(eq(verifications.identifier, "+919876543210"));
    expect(row.value).toBe(`${hashPhoneCode(TEST_AUTH_SECRET, "+919876543210", code)}:0`);
    expect(row.value).not.toContain(code);
    const minutesValid = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(4.9);
    expect(minutesValid).toBeLessThanOrEqual(5);

    const before = await userCount(getDb());
    const verified = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "+91 98765 43210", code });
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    const user = await sessionUser(t, cookieFrom(verified.headers));
    expect(user).toMatchObject({ phoneNumber: "+919876543210", phoneNumberVerified: true, emailVerified: false });
    expect(await userCount(getDb())).toBe(before + 1);
    const [profile] = await getDb()
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ""));
    expect(profile.fullName).toBe("+91 98765 43210");

    // The code worked once: used again it finds nothing, and signs nobody in.
    const reused = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9876543210", code });
    expect(reused).toMatchObject({ ok: false, status: 400, message: PHONE_CODE_MESSAGES.missing });

    // A second sign-in with a new code reaches the same account.
    const again = await sendAndRead(t, "9876543210", "+919876543210");
    const second = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9876543210", code: again });
    expect(second.ok && (await sessionUser(t, cookieFrom(second.headers)))?.id).toBe(user?.id);
    expect(await userCount(getDb())).toBe(before + 1);
  });

  it("three wrong tries end a code, an expired code and another number's code are refused, and nothing is created", async () => {
    const t = createTestAuth(getDb());
    const before = await userCount(getDb());
    const code = await sendAndRead(t, "9811111111", "+919811111111");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) {
      const tried = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9811111111", code: wrong });
      expect(tried).toMatchObject({ ok: false, status: 400, message: PHONE_CODE_MESSAGES.wrong });
    }
    const late = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9811111111", code });
    expect(late).toMatchObject({ ok: false, status: 403, message: PHONE_CODE_MESSAGES.tooManyTries });

    const other = await sendAndRead(t, "9822222222", "+919822222222");
    const elsewhere = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9833333333", code: other });
    expect(elsewhere).toMatchObject({ ok: false, status: 400, message: PHONE_CODE_MESSAGES.missing });

    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, "+919822222222"));
    const expired = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9822222222", code: other });
    expect(expired).toMatchObject({ ok: false, status: 400, message: PHONE_CODE_MESSAGES.expired });

    for (const code of ["12345", "abcdef", "1234567"]) {
      const malformed = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9822222222", code });
      expect(malformed).toMatchObject({ ok: false, status: 400, message: PHONE_CODE_MESSAGES.codeFormat });
    }
    expect(await userCount(getDb())).toBe(before);
  });

  it("a resend replaces the earlier code", async () => {
    const t = createTestAuth(getDb());
    const first = await sendAndRead(t, "9844444444", "+919844444444");
    let second = await sendAndRead(t, "9844444444", "+919844444444");
    // Codes are random: in the rare case they match, ask once more.
    if (second === first) second = await sendAndRead(t, "9844444444", "+919844444444");
    const old = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9844444444", code: first });
    expect(old).toMatchObject({ ok: false, message: PHONE_CODE_MESSAGES.wrong });
    const current = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9844444444", code: second });
    expect(current.ok).toBe(true);
  });

  it("a verify racing a resend either signs in once or is refused, never making two accounts", async () => {
    const t = createTestAuth(getDb());
    const before = await userCount(getDb());
    const code = await sendAndRead(t, "9855555555", "+919855555555");
    const [verified] = await Promise.all([
      verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9855555555", code }),
      sendPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9855555555" }),
    ]);
    expect(verified.ok || verified.status === 400).toBe(true);
    expect(await userCount(getDb())).toBe(verified.ok ? before + 1 : before);
  });

  it("refuses numbers that are not Indian mobiles with the form's message, sending nothing", async () => {
    const t = createTestAuth(getDb());
    const codesBefore = (await getDb().select().from(verifications)).length;
    for (const typed of [
      "98765abcde",
      "5876543210",
      "1234567890",
      "022 2345 6789",
      "011-2345-6789",
      "+92 300 1234567",
      "+1 415 555 0100",
      "98765",
    ]) {
      const sent = await sendPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: typed });
      expect(sent, typed).toMatchObject({ ok: false, status: 400, message: PHONE_MESSAGES.invalid });
    }
    expect(await t.outbox()).toEqual([]);
    expect((await getDb().select().from(verifications)).length).toBe(codesBefore);
  });

  it("sends at most 3 codes a number in 15 minutes and 10 a day, and has a ceiling per network address", async () => {
    const t = createTestAuth(getDb());
    for (let i = 0; i < 3; i++) await sendAndRead(t, "9866666666", "+919866666666");
    const fourth = await sendPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9866666666" });
    expect(fourth).toMatchObject({ ok: false, status: 429, kind: "rate-limited" });
    if (!fourth.ok)
      expect(fourth.message).toMatch(
        /^3 codes have been sent to this number in 15 minutes\. Please try again in \d+ minutes?\.$/,
      );
    expect((await t.outbox()).length).toBe(3);

    // The day's count: as if 10 had gone out today already.
    const day = PHONE_CODE_SENDS.perNumber[1].windowMs;
    const windowStart = new Date(Math.floor(Date.now() / day) * day);
    await getDb()
      .insert(actionCounts)
      .values({ key: `phone-code:${day}:+919877777777`, windowStart, count: 10 });
    const eleventh = await sendPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9877777777" });
    expect(eleventh.ok || eleventh.message).toMatch(
      /^10 codes have been sent to this number today\. Please try again in \d+ (minutes?|hours)\.$/,
    );

    // Another number from a flooding address.
    const hour = PHONE_CODE_SENDS.perAddress.windowMs;
    await getDb()
      .insert(actionCounts)
      .values({
        key: "phone-code-ip:198.51.100.9",
        windowStart: new Date(Math.floor(Date.now() / hour) * hour),
        count: PHONE_CODE_SENDS.perAddress.max,
      });
    const flooded = await sendPhoneCode(t.auth, formRequest("/auth", { ip: "198.51.100.9" }), {
      phoneNumber: "9888888888",
    });
    expect(flooded.ok || flooded.message).toMatch(
      /^Too many codes were asked for from your network\. Please try again in \d+ minutes?\.$/,
    );
    // Other addresses are not held back by it.
    expect(
      (await sendPhoneCode(t.auth, formRequest("/auth", { ip: "198.51.100.10" }), { phoneNumber: "9888888888" })).ok,
    ).toBe(true);
  });

  it("an email account adds a verified number, which then signs in to the same account; a number another account has is refused", async () => {
    const t = createTestAuth(getDb());
    const signedUp = await signUp(t.auth, formRequest("/auth"), {
      fullName: "Kavya Rao",
      email: "kavya@example.in",
      password: "secret1",
    });
    if (!signedUp.ok) throw new Error(signedUp.message);
    // Verified in the browser that signed up, so the sign-up's password stays (sign-up-proof.server.ts).
    const link = (await t.lastMailTo("kavya@example.in"))?.links[0] ?? "";
    await t.auth.handler(new Request(link, { headers: { cookie: cookieFrom(signedUp.headers) } }));
    const signedIn = await signIn(t.auth, formRequest("/auth"), { email: "kavya@example.in", password: "secret1" });
    if (!signedIn.ok) throw new Error(signedIn.message);
    const cookie = cookieFrom(signedIn.headers);
    const me = await sessionUser(t, cookie);

    // Signed out, addToAccount has no account to add to.
    const code0 = await sendAndRead(t, "9899999999", "+919899999999");
    const anonymous = await verifyPhoneCode(t.auth, formRequest("/profile"), {
      phoneNumber: "9899999999",
      code: code0,
      addToAccount: true,
    });
    expect(anonymous).toMatchObject({ ok: false, status: 401 });

    const code = await sendAndRead(t, "9899999999", "+919899999999");
    const added = await verifyPhoneCode(t.auth, formRequest("/profile", { cookie }), {
      phoneNumber: "9899999999",
      code,
      addToAccount: true,
    });
    expect(added.ok).toBe(true);
    const [row] = await getDb()
      .select()
      .from(users)
      .where(eq(users.id, me?.id ?? ""));
    expect(row).toMatchObject({ email: "kavya@example.in", phoneNumber: "+919899999999", phoneNumberVerified: true });

    const byPhone = await sendAndRead(t, "9899999999", "+919899999999");
    const phoneSignIn = await verifyPhoneCode(t.auth, formRequest("/auth"), {
      phoneNumber: "9899999999",
      code: byPhone,
    });
    expect(phoneSignIn.ok && (await sessionUser(t, cookieFrom(phoneSignIn.headers)))?.id).toBe(me?.id);

    // A phone-only account exists for another number: Kavya cannot take it.
    const stranger = await sendAndRead(t, "9700000000", "+919700000000");
    await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: "9700000000", code: stranger });
    const taken = await sendAndRead(t, "9700000000", "+919700000000");
    const refused = await verifyPhoneCode(t.auth, formRequest("/profile", { cookie }), {
      phoneNumber: "9700000000",
      code: taken,
      addToAccount: true,
    });
    expect(refused).toMatchObject({ ok: false, status: 400, message: PHONE_CODE_MESSAGES.numberTaken });
  });

  it("the plugin's password paths for phone numbers are not offered", async () => {
    const t = createTestAuth(getDb());
    for (const path of ["/sign-in/phone-number", "/phone-number/request-password-reset"]) {
      const response = await t.auth.handler(
        new Request(`http://localhost:3999/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3999" },
          body: JSON.stringify({ phoneNumber: "+919876543210", password: "secret1" }),
        }),
      );
      expect(response.status, path).toBe(404);
    }
  });
});
