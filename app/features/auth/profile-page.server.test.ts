import { expect, it } from "vitest";
import { cookieFrom, createTestAuth, formRequest, pageRequest } from "~/testing/auth.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPasswordAccount } from "./accounts.server";
import { signIn } from "./endpoints.server";
import { PROFILE_MESSAGES, profilePageAction } from "./profile-page.server";
import { loadViewer, type Viewer } from "./viewer.server";

function post(fields: Record<string, string>): Request {
  return new Request(formRequest("/profile"), { body: new URLSearchParams(fields) });
}

/** What the page receives from the action: the payload of data(), or the thrown redirect. */
async function outcome(action: Promise<unknown>): Promise<unknown> {
  try {
    return ((await action) as { data: unknown }).data;
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

describeEachDatabase("profile page", (getDb) => {
  it("refuses changes without a session: 'No user logged in'", async () => {
    const t = createTestAuth(getDb());
    expect(
      await outcome(profilePageAction(t.auth, getDb(), post({ intent: "update-name", fullName: "X" }), null)),
    ).toEqual({ intent: "update-name", formError: PROFILE_MESSAGES.noUser });
  });

  it("renames the signed-in user after validating the name; the header then shows the new name", async () => {
    const t = createTestAuth(getDb());
    const { userId } = await createPasswordAccount(getDb(), {
      email: "rename@example.in",
      password: "secret1",
      fullName: "Old Name",
    });
    const viewer: Viewer = {
      userId,
      email: "rename@example.in",
      fullName: "Old Name",
      role: "user",
      emailVerified: true,
    };
    const rename = (fullName: string) =>
      outcome(profilePageAction(t.auth, getDb(), post({ intent: "update-name", fullName }), viewer));

    expect(await rename("   ")).toEqual({
      intent: "update-name",
      fieldErrors: { fullName: "Please enter your full name" },
    });
    expect(await rename(" New Name ")).toEqual({ redirect: "/profile" });

    const signedIn = await signIn(t.auth, formRequest("/auth"), { email: "rename@example.in", password: "secret1" });
    if (!signedIn.ok) throw new Error(signedIn.message);
    const after = await loadViewer(t.auth, getDb(), pageRequest("/", cookieFrom(signedIn.headers)));
    expect(after?.fullName).toBe("New Name");
  });
});
