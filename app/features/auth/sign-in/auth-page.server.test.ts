import { expect, it } from "vitest";
import { PHONE_MESSAGES } from "~/content/phone";
import { cookieFrom, createTestAuth, formRequest, pageRequest, type TestAuth } from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { PHONE_CODE_MESSAGES } from "../rules/phone.server";
import { loadViewer } from "../viewer.server";
import { authPageAction, authPageState } from "./auth-page.server";

function post(fields: Record<string, string>, cookie?: string): Request {
  return new Request(formRequest("/auth", { cookie }), { body: new URLSearchParams(fields) });
}

/** The action's answer: its data and status, or the redirect it threw with its cookies. */
async function outcome(t: TestAuth, fields: Record<string, string>, cookie?: string) {
  try {
    const answer = (await authPageAction(t.auth, post(fields, cookie))) as {
      data: unknown;
      init?: { status?: number };
    };
    return { data: answer.data as Record<string, unknown>, status: answer.init?.status ?? 200 };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { redirect: thrown.headers.get("location"), cookie: cookieFrom(thrown.headers) };
  }
}

describeEachDatabase("the /auth page's mobile-number sign-in (form posts, no JavaScript needed)", (getDb) => {
  it("number, then code, makes the account and asks its name, then goes where the visitor was going", async () => {
    const t = createTestAuth(getDb());
    const sent = await outcome(t, { intent: "phone-send", phoneNumber: "+91 91234 56789", redirectTo: "/quotes" });
    expect(sent).toMatchObject({ status: 200, data: { intent: "phone-send", phoneSent: "+919123456789" } });

    const code = (await t.lastCodeTo("+919123456789")) ?? "";
    const wrong = await outcome(t, {
      intent: "phone-verify",
      phoneNumber: "+919123456789",
      code: code === "999999" ? "999998" : "999999",
    });
    // The code step stays on screen with the message, for another try.
    expect(wrong).toMatchObject({
      status: 400,
      data: { formError: PHONE_CODE_MESSAGES.wrong, phoneSent: "+919123456789" },
    });

    const verified = await outcome(t, {
      intent: "phone-verify",
      phoneNumber: "+919123456789",
      code,
      redirectTo: "/quotes",
    });
    expect(verified).toMatchObject({ redirect: "/auth?tab=name&redirectTo=%2Fquotes" });
    const cookie = verified.cookie ?? "";
    const viewer = await loadViewer(t.auth, getDb(), pageRequest("/", cookie));
    expect(viewer).toMatchObject({ email: "", phoneNumber: "+919123456789", fullName: "+91 91234 56789" });
    // Signed in, the name step shows (not the redirect away from /auth every other tab gives).
    expect(authPageState(pageRequest("/auth?tab=name"), viewer).tab).toBe("name");

    const empty = await outcome(t, { intent: "phone-name", fullName: " " }, cookie);
    expect(empty).toMatchObject({ status: 400, data: { fieldErrors: { fullName: "Please enter your full name" } } });
    const named = await outcome(t, { intent: "phone-name", fullName: "Lakshmi Nair", redirectTo: "/quotes" }, cookie);
    expect(named).toMatchObject({ redirect: "/quotes" });
    expect(await loadViewer(t.auth, getDb(), pageRequest("/", cookie))).toMatchObject({ fullName: "Lakshmi Nair" });

    // Next time the name is known: straight through.
    await outcome(t, { intent: "phone-send", phoneNumber: "9123456789" });
    const again = await outcome(t, {
      intent: "phone-verify",
      phoneNumber: "9123456789",
      code: (await t.lastCodeTo("+919123456789")) ?? "",
    });
    expect(again).toMatchObject({ redirect: "/" });
  });

  it("refuses a landline or foreign number and a malformed code with the field's message", async () => {
    const t = createTestAuth(getDb());
    expect(await outcome(t, { intent: "phone-send", phoneNumber: "+1 415 555 0100" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { phoneNumber: PHONE_MESSAGES.invalid } },
    });
    expect(await outcome(t, { intent: "phone-verify", phoneNumber: "9123456780", code: "12ab" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { code: "Enter the 6-digit code from the SMS." }, phoneSent: "9123456780" },
    });
    expect(await t.outbox()).toEqual([]);
  });

  it("naming an account needs one: signed out, the name step is the phone step", async () => {
    const t = createTestAuth(getDb());
    expect(authPageState(pageRequest("/auth?tab=name"), null).tab).toBe("phone");
    expect(await outcome(t, { intent: "phone-name", fullName: "Nobody" })).toMatchObject({ status: 401 });
  });
});
