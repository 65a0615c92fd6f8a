import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { auth } from "~/features/auth/auth.server";
import { MESSAGE_EMAILS_INVALID, type MessageEmails } from "~/features/auth/forms";
import { PROFILE_MESSAGES } from "~/features/auth/profile/profile-page.server";
import { loadViewer } from "~/features/auth/viewer.server";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { queryRows } from "~/testing/database.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import {
  describeRoutesOnEachDatabase,
  openSignInLink,
  respond,
  sessionCookieOf,
  signInLinkIn,
} from "~/testing/routes.server";
import { createTestThread, testThreadSide } from "~/testing/threads.server";
import { markThreadSeen, postMessage, writeSystemMessage } from "../thread/messages.server";
import { ALERT_DELAY_SECONDS, ALERT_INTERVAL_MINUTES } from "../thread/thread-rules";
import { sendMessageAlert } from "./message-alerts.server";
import { sendMessageDigests } from "./message-digest.server";

const text = (body: string) => ({ body, attachments: [] });

describeRoutesOnEachDatabase("message emails", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());

  beforeAll(() => {
    db = getDb();
  });

  /** Fresh people (so preferences don't leak between tests) and a thread between the homeowner and the owner. */
  async function newThread() {
    const people = await createPersonas(db);
    return { people, ...(await createTestThread(db, people.homeowner, people.owner)) };
  }

  /** The alert jobs waiting for `side` of a lead, with how long after being queued each may run (seconds). */
  async function alertsFor(leadId: string, side: "homeowner" | "brand") {
    return queryRows<{ waitSeconds: number }>(
      db,
      sql`select extract(epoch from start_after - created_on)::int as "waitSeconds" from pgboss.job
          where name = 'message-alert' and state = 'created' and data->>'leadId' = ${leadId} and data->>'side' = ${side} order by created_on`,
    );
  }

  async function mailsTo(email: string) {
    return (await jobsOf(db, "mail")).filter((job) => job.data.to === email).map((job) => String(job.data.text));
  }

  /** Opens the sign-in link in a mail: who it signed in, and where it went. */
  async function open(mail: string | undefined) {
    const { cookie, location } = await openSignInLink(signInLinkIn(mail));
    const viewer = cookie ? await loadViewer(auth(), db, pageRequest("/", cookie)) : null;
    return { viewer, path: location.pathname };
  }

  async function setPreference(userId: string, choice: MessageEmails) {
    await db.update(users).set({ messageEmails: choice }).where(eq(users.id, userId));
  }

  it("emails the designer once per thread while unread, with the messages and a sign-in link to the lead", async () => {
    const { people, leadId, homeowner } = await newThread();
    await postMessage(db, homeowner, text("Can the kitchen be done in six weeks?"));
    await postMessage(db, homeowner, text("Also two wardrobes."));
    expect(await alertsFor(leadId, "brand")).toEqual([{ waitSeconds: ALERT_DELAY_SECONDS }]);

    expect(await sendMessageAlert(db, leadId, "brand")).toBe("sent");
    const [mail] = await mailsTo(people.owner.email);
    expect(mail).toContain("Can the kitchen be done in six weeks?");
    expect(mail).toContain("Also two wardrobes.");
    const opened = await open(mail);
    expect(opened).toMatchObject({ path: `/brand-dashboard/leads/${leadId}`, viewer: { userId: people.owner.userId } });

    // Still unread after the email: the next message waits out the rest of the interval, and later ones join it.
    // (The first job stays listed: the test ran its handler itself.)
    await postMessage(db, homeowner, text("And the living room?"));
    await postMessage(db, homeowner, text("Hello?"));
    const [, next, ...more] = await alertsFor(leadId, "brand");
    expect(next?.waitSeconds).toBeGreaterThan(ALERT_INTERVAL_MINUTES * 60 - 10);
    expect(more).toEqual([]);
    expect(await mailsTo(people.owner.email)).toHaveLength(1);
  });

  it("emails the homeowner a link that opens their request as them, never as the designer", async () => {
    const { people, requestId, leadId, brand } = await newThread();
    await postMessage(db, brand, text("We can visit on Saturday."));
    expect(await sendMessageAlert(db, leadId, "homeowner")).toBe("sent");
    const [mail] = await mailsTo(people.homeowner.email);
    expect(mail).toContain("We can visit on Saturday.");
    expect(await open(mail)).toMatchObject({
      path: `/quotes/${requestId}`,
      viewer: { userId: people.homeowner.userId, email: people.homeowner.email },
    });
    expect(await mailsTo(people.owner.email)).toEqual([]);
  });

  it("does not email a message read before its email was due", async () => {
    const { people, leadId, homeowner, brand } = await newThread();
    await postMessage(db, homeowner, text("Are you free this week?"));
    await markThreadSeen(db, brand);
    expect(await sendMessageAlert(db, leadId, "brand")).toBe("read");
    expect(await mailsTo(people.owner.email)).toEqual([]);
  });

  it("sends no message emails to someone who turned them off", async () => {
    const { people, leadId, homeowner } = await newThread();
    await setPreference(people.owner.userId, "off");
    await postMessage(db, homeowner, text("Anyone there?"));
    expect(await sendMessageAlert(db, leadId, "brand")).toBe("not-wanted");
    await sendMessageDigests(db);
    expect(await mailsTo(people.owner.email)).toEqual([]);
  });

  it("sends a designer who chose a daily digest one email listing the unread threads, and nothing once read", async () => {
    const first = await newThread();
    const { people } = first;
    const secondRequest = await createTestLead(db, people.owner.brandId, { name: "Ravi Menon" });
    const second = await testThreadSide(
      db,
      people.owner,
      await leadIdOf(db, secondRequest, people.owner.brandId),
      "brand",
    );
    await setPreference(people.owner.userId, "daily");
    await setPreference(people.homeowner.userId, "daily");
    await postMessage(db, first.homeowner, text("One"));
    await postMessage(db, first.homeowner, text("Two"));
    expect(await sendMessageAlert(db, first.leadId, "brand")).toBe("not-wanted");
    await db.transaction((tx) =>
      writeSystemMessage(tx, second, "brand", "A homeowner asked about timing.", new Date()),
    );

    await sendMessageDigests(db);
    const digests = await mailsTo(people.owner.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain("Priya Sharma: 2 unread messages");
    expect(digests[0]).toContain("Ravi Menon: 1 unread message");
    expect(await open(digests[0])).toMatchObject({
      path: "/brand-dashboard/leads",
      viewer: { userId: people.owner.userId },
    });
    // The homeowner chose a digest too but has nothing unread.
    expect(await mailsTo(people.homeowner.email)).toEqual([]);

    await markThreadSeen(db, first.brand);
    await markThreadSeen(db, second);
    await sendMessageDigests(db);
    expect(await mailsTo(people.owner.email)).toHaveLength(1);
  });

  const postPreference = (cookie: string | undefined, fields: Record<string, string>) =>
    respond(
      profileAction,
      new Request(formRequest("/profile", { cookie }), {
        body: new URLSearchParams({ intent: "message-emails", ...fields }),
      }),
    );
  const preferenceOf = async (userId: string) =>
    (await db.select({ choice: users.messageEmails }).from(users).where(eq(users.id, userId)))[0]?.choice;

  it("lets each user turn message emails off on /profile (on by default); a digest is for brand owners only", async () => {
    const people: Personas = await createPersonas(db);
    const homeowner = await sessionCookieOf(people.homeowner);
    const owner = await sessionCookieOf(people.owner);
    const page = async (cookie: string) =>
      (await (await respond(profileLoader, pageRequest("/profile", cookie))).json()).alerts.messageEmails;
    expect(await page(homeowner)).toBe("each");

    const off = await postPreference(homeowner, { messageEmails: "off" });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/profile");
    expect(await page(homeowner)).toBe("off");

    expect(await (await postPreference(homeowner, { messageEmails: "daily" })).json()).toMatchObject({
      formError: MESSAGE_EMAILS_INVALID,
    });
    expect(await preferenceOf(people.homeowner.userId)).toBe("off");
    expect((await postPreference(owner, { messageEmails: "daily" })).status).toBe(302);
    expect(await preferenceOf(people.owner.userId)).toBe("daily");
    expect((await postPreference(owner, { messageEmails: "weekly" })).status).toBe(400);
    expect(await preferenceOf(people.owner.userId)).toBe("daily");
  });

  it("refuses to change message emails for a signed-out visitor", async () => {
    const answer = await postPreference(undefined, { messageEmails: "off" });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ formError: PROFILE_MESSAGES.noUser });
  });
});
