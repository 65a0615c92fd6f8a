import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { PHONE_MESSAGES } from "~/content/phone";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { phoneOnlyEmail } from "~/lib/phone-only-email";
import {
  cookieFrom,
  createTestAuth,
  formRequest,
  pageRequest,
  TEST_ORIGIN,
  type TestAuth,
} from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPasswordAccount } from "../accounts/accounts.server";
import { sendPhoneCode, signIn, signUp, verifyPhoneCode } from "../endpoints.server";
import { PHONE_CODE_MESSAGES } from "../rules/phone.server";
import { loadViewer, type Viewer } from "../viewer.server";
import { emailLinkNotice, emailLinkSent, PROFILE_MESSAGES, profilePageAction } from "./profile-page.server";

function post(fields: Record<string, string>, cookie?: string): Request {
  return new Request(formRequest("/profile", { cookie }), { body: new URLSearchParams(fields) });
}

/** What the page receives from the action: the payload of data() with its status, or the thrown redirect. */
async function outcome(action: Promise<unknown>): Promise<unknown> {
  try {
    const answer = (await action) as { data: unknown; init?: { status?: number } };
    return { ...(answer.data as object), status: answer.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}

async function userRow(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** A signed-in browser: its cookie and the viewer the route would pass. */
interface Browser {
  cookie: string;
  viewer: Viewer;
}

async function browserOf(t: TestAuth, db: Db, cookie: string): Promise<Browser> {
  const viewer = await loadViewer(t.auth, db, pageRequest("/profile", cookie));
  if (!viewer) throw new Error("not signed in");
  return { cookie, viewer };
}

async function emailAccount(t: TestAuth, db: Db, email: string): Promise<Browser> {
  await createPasswordAccount(db, { email, password: "secret1", fullName: "Email Person" });
  const signedIn = await signIn(t.auth, formRequest("/auth"), { email, password: "secret1" });
  if (!signedIn.ok) throw new Error(signedIn.message);
  return browserOf(t, db, cookieFrom(signedIn.headers));
}

async function phoneAccount(t: TestAuth, db: Db, phone: string): Promise<Browser> {
  await sendPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: phone });
  const code = (await t.lastCodeTo(phone)) ?? "";
  const verified = await verifyPhoneCode(t.auth, formRequest("/auth"), { phoneNumber: phone, code });
  if (!verified.ok) throw new Error(verified.message);
  return browserOf(t, db, cookieFrom(verified.headers));
}

function act(t: TestAuth, db: Db, who: Browser | null, fields: Record<string, string>) {
  const request = post(fields, who?.cookie);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return outcome(profilePageAction(t.auth, db, request, form, who?.viewer ?? null));
}

describeEachDatabase("profile page", (getDb) => {
  it("refuses every change without a session: 'No user logged in', and nothing is sent", async () => {
    const t = createTestAuth(getDb());
    const attempts: Record<string, string>[] = [
      { intent: "update-name", fullName: "X" },
      { intent: "phone-send", phoneNumber: "9876500001" },
      { intent: "phone-verify", phoneNumber: "9876500001", code: "123456" },
      { intent: "email-change", email: "new@example.in" },
    ];
    for (const fields of attempts) {
      expect(await act(t, getDb(), null, fields)).toEqual({
        intent: fields.intent,
        formError: PROFILE_MESSAGES.noUser,
        status: 401,
      });
    }
    expect(await t.outbox()).toEqual([]);
    expect(await t.mailbox()).toEqual([]);
  });

  it("renames the signed-in user after validating the name; the header then shows the new name", async () => {
    const t = createTestAuth(getDb());
    const me = await emailAccount(t, getDb(), "rename@example.in");
    expect(await act(t, getDb(), me, { intent: "update-name", fullName: "   " })).toEqual({
      intent: "update-name",
      fieldErrors: { fullName: "Please enter your full name" },
      status: 400,
    });
    expect(await act(t, getDb(), me, { intent: "update-name", fullName: " New Name " })).toEqual({
      redirect: "/profile",
    });
    const after = await loadViewer(t.auth, getDb(), pageRequest("/", me.cookie));
    expect(after?.fullName).toBe("New Name");
  });

  it("adds a mobile number with a code, refusing bad numbers, wrong codes, its own number and another account's", async () => {
    const t = createTestAuth(getDb());
    const me = await emailAccount(t, getDb(), "adds-phone@example.in");
    const other = await phoneAccount(t, getDb(), "+919876500002");
    const texts = (await t.outbox()).length;

    for (const bad of ["98765", "022 2345 6789", "+1 415 555 0100", "98765abcde", "9".repeat(5000)]) {
      expect(await act(t, getDb(), me, { intent: "phone-send", phoneNumber: bad })).toMatchObject({
        fieldErrors: { phoneNumber: PHONE_MESSAGES.invalid },
        status: 400,
      });
    }
    expect(await act(t, getDb(), me, { intent: "phone-send", phoneNumber: "98765 00002" })).toMatchObject({
      fieldErrors: { phoneNumber: PROFILE_MESSAGES.phoneTaken },
      status: 409,
    });
    expect((await t.outbox()).length).toBe(texts);

    expect(await act(t, getDb(), me, { intent: "phone-send", phoneNumber: "098765 00003" })).toMatchObject({
      phoneSent: "+919876500003",
      status: 200,
    });
    const code = (await t.lastCodeTo("+919876500003")) ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      await act(t, getDb(), me, { intent: "phone-verify", phoneNumber: "+919876500003", code: wrong }),
    ).toMatchObject({ formError: PHONE_CODE_MESSAGES.wrong, phoneSent: "+919876500003", status: 400 });
    expect(
      await act(t, getDb(), me, { intent: "phone-verify", phoneNumber: "+919876500003", code: "12" }),
    ).toMatchObject({ fieldErrors: { code: "Enter the 6-digit code from the SMS." }, status: 400 });
    // A field naming another account changes nothing: the action acts on the session's account.
    expect(
      await act(t, getDb(), me, {
        intent: "phone-verify",
        phoneNumber: "+919876500003",
        code,
        userId: other.viewer.userId,
      }),
    ).toEqual({ redirect: "/profile" });
    expect(await userRow(getDb(), me.viewer.userId)).toMatchObject({
      phoneNumber: "+919876500003",
      phoneNumberVerified: true,
      email: "adds-phone@example.in",
    });
    expect((await userRow(getDb(), other.viewer.userId)).phoneNumber).toBe("+919876500002");

    const again = await browserOf(t, getDb(), me.cookie);
    expect(await act(t, getDb(), again, { intent: "phone-send", phoneNumber: "9876500003" })).toMatchObject({
      fieldErrors: { phoneNumber: PROFILE_MESSAGES.phoneSame },
      status: 400,
    });
  });

  it("a phone account changes its number; the old number, free again, makes a new account of its own", async () => {
    const t = createTestAuth(getDb());
    const me = await phoneAccount(t, getDb(), "+919876500011");
    await act(t, getDb(), me, { intent: "phone-send", phoneNumber: "9876500012" });
    const code = (await t.lastCodeTo("+919876500012")) ?? "";
    expect(await act(t, getDb(), me, { intent: "phone-verify", phoneNumber: "9876500012", code })).toEqual({
      redirect: "/profile",
    });
    expect(await userRow(getDb(), me.viewer.userId)).toMatchObject({
      phoneNumber: "+919876500012",
      email: phoneOnlyEmail("+919876500012"),
    });

    const before = await userCount(getDb());
    const newcomer = await phoneAccount(t, getDb(), "+919876500011");
    expect(newcomer.viewer.userId).not.toBe(me.viewer.userId);
    expect(await userCount(getDb())).toBe(before + 1);
  });

  it("changes the email only once the link mailed to the new address is opened; bad and taken addresses are refused", async () => {
    const t = createTestAuth(getDb());
    const me = await emailAccount(t, getDb(), "old@example.in");
    await emailAccount(t, getDb(), "taken@example.in");

    for (const bad of ["not-an-email", "", `${"a".repeat(300)}@example.in`]) {
      expect(await act(t, getDb(), me, { intent: "email-change", email: bad })).toMatchObject({
        fieldErrors: { email: "Please enter a valid email address" },
        status: 400,
      });
    }
    expect(await act(t, getDb(), me, { intent: "email-change", email: "OLD@example.in" })).toMatchObject({
      fieldErrors: { email: PROFILE_MESSAGES.emailSame },
      status: 400,
    });
    expect(await act(t, getDb(), me, { intent: "email-change", email: "Taken@Example.in" })).toMatchObject({
      fieldErrors: { email: PROFILE_MESSAGES.emailTaken },
      status: 409,
    });
    expect(await t.lastMailTo("taken@example.in")).toBeUndefined();

    expect(await act(t, getDb(), me, { intent: "email-change", email: " New@Example.in " })).toEqual({
      intent: "email-change",
      notice: emailLinkSent("new@example.in"),
      status: 200,
    });
    expect((await userRow(getDb(), me.viewer.userId)).email).toBe("old@example.in");
    const mail = await t.lastMailTo("new@example.in");
    expect(mail?.subject).toBe("Confirm your new email for Nivasa");

    // Opened in another browser, signed out: the account's email changes, verified, and the page says so.
    const opened = await t.auth.handler(new Request(mail?.links[0] ?? ""));
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get("location") ?? "", TEST_ORIGIN);
    expect(emailLinkNotice(landing)).toEqual({ intent: "email-change", notice: PROFILE_MESSAGES.emailConfirmed });
    expect(await userRow(getDb(), me.viewer.userId)).toMatchObject({ email: "new@example.in", emailVerified: true });

    const reused = await t.auth.handler(new Request(mail?.links[0] ?? ""));
    const failed = new URL(reused.headers.get("location") ?? "", TEST_ORIGIN);
    expect(emailLinkNotice(failed)).toEqual({ intent: "email-change", formError: PROFILE_MESSAGES.emailLinkFailed });
  });

  it("a phone account adds an email: signing up with it later makes no second account, and the number still signs in", async () => {
    const t = createTestAuth(getDb());
    const me = await phoneAccount(t, getDb(), "+919876500021");
    expect(await act(t, getDb(), me, { intent: "email-change", email: "phone-first@example.in" })).toMatchObject({
      notice: emailLinkSent("phone-first@example.in"),
    });
    const link = (await t.lastMailTo("phone-first@example.in"))?.links[0] ?? "";
    await t.auth.handler(new Request(link, { headers: { cookie: me.cookie } }));
    expect(await userRow(getDb(), me.viewer.userId)).toMatchObject({
      email: "phone-first@example.in",
      emailVerified: true,
      phoneNumber: "+919876500021",
    });

    const before = await userCount(getDb());
    await signUp(t.auth, formRequest("/auth"), {
      fullName: "Someone",
      email: "phone-first@example.in",
      password: "secret12",
    });
    expect(await userCount(getDb())).toBe(before);
    expect((await t.lastMailTo("phone-first@example.in"))?.subject).toBe("You already have a Nivasa account");

    const byPhone = await phoneAccount(t, getDb(), "+919876500021");
    expect(byPhone.viewer).toMatchObject({ userId: me.viewer.userId, email: "phone-first@example.in" });
  });
});
