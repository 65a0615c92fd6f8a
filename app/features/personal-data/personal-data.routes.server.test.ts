import { and, eq, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leadMessages, profiles, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { action as deleteAction, loader as deletePageLoader } from "~/routes/profile.delete";
import { loader as exportLoader } from "~/routes/profile.export";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { createTestLead } from "~/testing/leads.server";
import { createPerson, createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookieOf } from "~/testing/routes.server";
import { DELETE_ACCOUNT_MESSAGES } from "./delete-account-form";
import type { PersonalDataExport } from "./export.server";

describeRoutesOnEachDatabase("/profile/export and /profile/delete", (getDb) => {
  let db: Db;
  beforeAll(() => {
    db = getDb();
  });

  async function signedIn(label: string, role: Viewer["role"] = "user") {
    const person = await createPerson(db, label, role);
    return { person, cookie: await sessionCookieOf(person) };
  }

  function postDelete(cookie: string | undefined, confirmEmail: string) {
    const request = formRequest("/profile/delete", { cookie });
    return respond(deleteAction, new Request(request, { body: new URLSearchParams({ confirmEmail }) }));
  }

  const accountExists = async (userId: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;

  it("sends a signed-out visitor to sign in instead of exporting or deleting anything", async () => {
    const { person } = await signedIn("bystander");
    for (const response of [
      await respond(exportLoader, pageRequest("/profile/export")),
      await respond(deletePageLoader, pageRequest("/profile/delete")),
      await postDelete(undefined, person.email),
    ]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=%2Fprofile%2F(export|delete)$/);
    }
    expect(await accountExists(person.userId)).toBe(true);
  });

  it("downloads the viewer's own data as a dated JSON attachment that is never cached", async () => {
    const mine = await signedIn("exporter");
    const theirs = await signedIn("neighbour");
    const response = await respond(exportLoader, pageRequest("/profile/export", mine.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="nivasa-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    expect((JSON.parse(text) as PersonalDataExport).account?.email).toBe(mine.person.email);
    expect(text).not.toContain(theirs.person.email);
  });

  it("gives a brand owner the messages they wrote for their brand, and nobody else", async () => {
    const { homeowner, owner, otherOwner, admin } = await createPersonas(db);
    const requester = await createPerson(db, "requester", "user");
    const requestId = await createTestLead(db, owner.brandId, { userId: requester.userId });
    const body = `Our quote follows tomorrow ${owner.userId.slice(0, 8)}`;
    await db
      .insert(leadMessages)
      .values({ quoteRequestId: requestId, brandId: owner.brandId, authorSide: "brand", authorId: owner.userId, body });
    const download = async (viewer: Viewer) =>
      respond(exportLoader, pageRequest("/profile/export", await sessionCookieOf(viewer)));

    const mine = (await (await download(owner)).json()) as PersonalDataExport;
    expect(mine.messagesAsBrand.map((thread) => thread.messages.map((m) => m.body))).toEqual([[body]]);
    for (const other of [homeowner, otherOwner, admin]) {
      const response = await download(other);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(body);
    }
  });

  it("refuses another user typing someone else's email: nobody is deleted", async () => {
    const target = await signedIn("target");
    const intruder = await signedIn("intruder");
    const response = await postDelete(intruder.cookie, target.person.email);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ formError: DELETE_ACCOUNT_MESSAGES.emailMismatch });
    expect(await accountExists(target.person.userId)).toBe(true);
    expect(await accountExists(intruder.person.userId)).toBe(true);
  });

  it("refuses a mistyped confirmation with a message, then deletes and signs out on the right one", async () => {
    const { person, cookie } = await signedIn("leaver");
    const wrong = await postDelete(cookie, "leaver@example.test");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ formError: DELETE_ACCOUNT_MESSAGES.emailMismatch });
    expect(await accountExists(person.userId)).toBe(true);

    const done = await postDelete(cookie, person.email);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    const cleared = done.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/session_token=;|Max-Age=0/);
    expect(await accountExists(person.userId)).toBe(false);

    const afterwards = await respond(exportLoader, pageRequest("/profile/export", cookie));
    expect(afterwards.status).toBe(302);
  });

  it("tells the last admin why they can't delete their account, and refuses the post", async () => {
    const { person, cookie } = await signedIn("onlyadmin", "admin");
    await db
      .update(profiles)
      .set({ role: "user" })
      .where(and(eq(profiles.role, "admin"), ne(profiles.userId, person.userId)));
    const page = await respond(deletePageLoader, pageRequest("/profile/delete", cookie));
    expect(await page.json()).toEqual({ email: person.email, blocked: DELETE_ACCOUNT_MESSAGES.lastAdmin });
    const response = await postDelete(cookie, person.email);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ formError: DELETE_ACCOUNT_MESSAGES.lastAdmin });
    expect(await accountExists(person.userId)).toBe(true);
  });
});
