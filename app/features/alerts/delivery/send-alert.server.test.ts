import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { type AlertKind, dltTemplateText } from "~/content/alerts";
import type { Db } from "~/db/client.server";
import { alerts, users } from "~/db/schema";
import { auth } from "~/features/auth/auth.server";
import { loadViewer } from "~/features/auth/viewer.server";
import { phoneOnlyEmail } from "~/lib/phone-only-email";
import { loader as alertLinkLoader } from "~/routes/alert-link";
import { enqueueJob, installJobQueue, startJobQueue } from "~/services/job-queue.server";
import type { SendSms, SmsMessage } from "~/services/sms/sms.server";
import { SmsError } from "~/services/sms/sms.server";
import { type SendWhatsApp, WhatsAppError, type WhatsAppMessage } from "~/services/whatsapp/whatsapp.server";
import { alertsOf, turnOnAlerts } from "~/testing/alerts.server";
import { pageRequest, TEST_ORIGIN } from "~/testing/auth.server";
import { openSecondInstance, queryRows } from "~/testing/database.server";
import { jobsOf, TEST_QUEUE_TUNING, useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, openSignInLink, respond } from "~/testing/routes.server";
import { setAlertChannel } from "../channels/alert-channels.server";
import { queueAlert } from "./queue-alert.server";
import {
  ALREADY_EMAILED,
  type AlertSenders,
  createAlertSendJob,
  defaultAlertSenders,
  deliverAlert,
} from "./send-alert.server";

/** A provider that records what it accepted, fails with the errors it is given first, or hangs when told. */
function fakeProvider<M>() {
  const accepted: M[] = [];
  const faults: (Error | "hang" | "slow")[] = [];
  const send = async (message: M) => {
    const fault = faults.shift();
    if (fault === "hang") return new Promise<never>(() => {});
    if (fault === "slow") await new Promise((resolve) => setTimeout(resolve, 400));
    else if (fault) throw fault;
    accepted.push(message);
    return { providerId: `id.${randomUUID()}` };
  };
  return { accepted, faults, send };
}

function fakeSenders() {
  const whatsApp = fakeProvider<WhatsAppMessage>();
  const sms = fakeProvider<SmsMessage>();
  const senders: AlertSenders = {
    ...defaultAlertSenders,
    whatsApp: whatsApp.send as SendWhatsApp,
    sms: sms.send as SendSms,
    leaseSeconds: 1,
  };
  return { whatsApp, sms, senders };
}

const NOT_ON_WHATSAPP = () => new WhatsAppError("Message undeliverable", false, "131026");
const GRAPH_DOWN = () => new WhatsAppError("Graph API answered 500", true, "500");

describeRoutesOnEachDatabase("sending alerts", (getDb) => {
  let db: Db;
  useTestJobQueue(() => getDb());
  beforeAll(() => {
    db = getDb();
  });

  async function queue(userId: string, kind: AlertKind = "new_lead", now = new Date()) {
    const parameters = { need: "Modular kitchen", place: "Adyar, Chennai", homeowner: "Meera", brand: "Kaveri" };
    const queued = await db.transaction((tx) =>
      queueAlert(tx, { kind, eventId: randomUUID(), userId, parameters, path: "/brand-dashboard/leads", now }),
    );
    if (!queued) throw new Error("no alert queued");
    return queued.id;
  }

  async function row(id: string) {
    const [found] = await db.select().from(alerts).where(eq(alerts.id, id));
    if (!found) throw new Error("alert gone");
    return found;
  }

  async function withWhatsApp() {
    const people = await createPersonas(db);
    const number = await turnOnAlerts(db, people.owner.userId, "whatsapp");
    return { people, number };
  }

  it("sends once, with the template's parameters in order and a link that signs its reader in to the page", async () => {
    const { people, number } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId);

    expect(await deliverAlert(db, id, senders)).toBe("sent");
    const [message] = whatsApp.accepted;
    expect(message).toMatchObject({ to: number, template: "nivasa_new_lead" });
    const [need, place, link] = message?.parameters ?? [];
    expect([need, place]).toEqual(["Modular kitchen", "Adyar, Chennai"]);
    expect(message?.text).toBe(
      `New lead on Nivasa: Modular kitchen in Adyar, Chennai. Open it and reply: ${link} - Nivasa`,
    );
    const { cookie, location } = await openSignInLink(link ?? "");
    expect(location.pathname).toBe("/brand-dashboard/leads");
    expect(await loadViewer(auth(), db, pageRequest("/", cookie))).toMatchObject({ userId: people.owner.userId });

    expect(await row(id)).toMatchObject({ state: "sent", attempts: 1, providerId: expect.stringMatching(/^id\./) });
    // A retry or a second job finds it sent: nothing goes out again, and the row keeps no sign-in link.
    expect(await deliverAlert(db, id, senders)).toBe("sent");
    expect(whatsApp.accepted).toHaveLength(1);
    expect((await row(id)).parameters.link).not.toContain("magic-link");
  });

  it("sends an SMS within DLT's 30 characters a variable, with a short link that signs in once, then opens the page", async () => {
    const people = await createPersonas(db);
    await turnOnAlerts(db, people.owner.userId, "sms");
    const { sms, senders } = fakeSenders();
    const path = "/brand-dashboard/leads?status=new";
    const queued = await db.transaction((tx) =>
      queueAlert(tx, {
        kind: "new_lead",
        eventId: randomUUID(),
        userId: people.owner.userId,
        parameters: { need: "Modular kitchen, two wardrobes and a study — with a loft", place: "Adyar, Chennai" },
        path,
      }),
    );
    if (!queued) throw new Error("no alert queued");
    sms.faults.push(new SmsError("MSG91 answered 503", true));
    await expect(deliverAlert(db, queued.id, senders)).rejects.toThrow(/not sent yet/);
    const { linkCode } = await row(queued.id);
    expect(await deliverAlert(db, queued.id, senders)).toBe("sent");

    // The text fills the DLT template, each variable within 30 characters and GSM's plain characters.
    const [message] = sms.accepted;
    const parts = dltTemplateText("new_lead")
      .split("{#var#}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const [need, place, link] = new RegExp(`^${parts.join("(.*)")}$`).exec(message?.text ?? "")?.slice(1) ?? [];
    expect([need, place]).toEqual(["Modular kitchen, two wardro...", "Adyar, Chennai"]);
    // A retry sends the link its first attempt made: TEST_ORIGIN/a/<10 characters> (30 with https://nivasa.in).
    expect(link).toBe(new URL(`/a/${linkCode}`, TEST_ORIGIN).toString());
    expect(linkCode).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(message?.text).toMatch(/^[\x20-\x7e]+$/);

    const visit = (code: string) => respond(alertLinkLoader, new Request(new URL(`/a/${code}`, TEST_ORIGIN)), { code });
    const first = await visit(linkCode ?? "");
    expect(first.status).toBe(302);
    const { cookie, location } = await openSignInLink(first.headers.get("location") ?? "");
    expect(`${location.pathname}${location.search}`).toBe(path);
    expect(await loadViewer(auth(), db, pageRequest("/", cookie))).toMatchObject({ userId: people.owner.userId });
    // Once only: later visits open the page, which asks a signed-out reader to sign in; so does a link over 7 days old.
    expect((await visit(linkCode ?? "")).headers.get("location")).toBe(path);
    await db
      .update(alerts)
      .set({ linkOpenedAt: null, sentAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(alerts.id, queued.id));
    expect((await visit(linkCode ?? "")).headers.get("location")).toBe(path);
    for (const code of ["ZZZZZZZZZZ", "x", "../../etc"]) expect((await visit(code)).status).toBe(404);
  });

  it("two workers racing for one alert: one sends it, the other leaves it", async () => {
    const { people } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId);
    whatsApp.faults.push("slow");

    const results = await Promise.allSettled([deliverAlert(db, id, senders), deliverAlert(db, id, senders)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((r) => r.status === "rejected")?.reason.message).toMatch(/being sent by another worker/);
    expect(whatsApp.accepted).toHaveLength(1);
    expect(await deliverAlert(db, id, senders)).toBe("sent");
    expect(whatsApp.accepted).toHaveLength(1);
  });

  it("a worker killed while sending: the alert waits out its claim, then the retry sends it once", async () => {
    const { people } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId);
    whatsApp.faults.push("hang"); // the first worker never comes back
    void deliverAlert(db, id, senders);
    await vi.waitFor(async () => expect((await row(id)).attempts).toBe(1));

    await expect(deliverAlert(db, id, senders)).rejects.toThrow(/being sent by another worker/);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await deliverAlert(db, id, senders)).toBe("sent");
    expect(whatsApp.accepted).toHaveLength(1);
    expect(await row(id)).toMatchObject({ state: "sent", attempts: 2, claimedUntil: null });
  });

  it("frees an alert that failed before anything was sent, for the next attempt at once", async () => {
    const { people } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId);
    const broken: AlertSenders = {
      ...senders,
      signInLink: async () => {
        throw new Error("the database is busy");
      },
    };
    await expect(deliverAlert(db, id, broken)).rejects.toThrow("the database is busy");
    expect(await row(id)).toMatchObject({ state: "queued", attempts: 1, claimedUntil: null });
    expect(await deliverAlert(db, id, senders)).toBe("sent");
    expect(whatsApp.accepted).toHaveLength(1);
  });

  it("keeps a retryable failure on the queued row for the job's retry, and sends on the next attempt", async () => {
    const { people } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId);
    whatsApp.faults.push(GRAPH_DOWN());

    await expect(deliverAlert(db, id, senders)).rejects.toThrow(/not sent yet \(500\)/);
    expect(await row(id)).toMatchObject({ state: "queued", attempts: 1, failureCode: "500", claimedUntil: null });
    expect(await deliverAlert(db, id, senders)).toBe("sent");
    expect(await row(id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("falls back WhatsApp → SMS → email on permanent refusals, each row naming the one it replaces", async () => {
    const { people } = await withWhatsApp();
    const smsNumber = await turnOnAlerts(db, people.owner.userId, "sms");
    const { whatsApp, sms, senders } = fakeSenders();
    const id = await queue(people.owner.userId, "offer_accepted");
    whatsApp.faults.push(NOT_ON_WHATSAPP());
    expect(await deliverAlert(db, id, senders)).toBe("failed");
    const [failed, onSms] = await alertsOf(db, people.owner.userId);
    expect(failed).toMatchObject({ channel: "whatsapp", state: "failed", failureCode: "131026" });
    expect(failed?.failureReason).toContain("undeliverable");
    expect(onSms).toMatchObject({ channel: "sms", state: "queued", fallbackFrom: id, recipient: smsNumber });

    sms.faults.push(new SmsError("MSG91 refused the SMS (400): template not approved", false));
    expect(await deliverAlert(db, onSms?.id ?? "", senders)).toBe("failed");
    const [, smsFailed, onEmail] = await alertsOf(db, people.owner.userId);
    expect(smsFailed).toMatchObject({ state: "failed", failureCode: "sms_refused" });
    expect(onEmail).toMatchObject({ channel: "email", state: "queued", fallbackFrom: onSms?.id });
    expect(onEmail?.recipient).toBe(people.owner.email);

    expect(await deliverAlert(db, onEmail?.id ?? "", senders)).toBe("sent");
    const mails = (await jobsOf(db, "mail")).filter((job) => job.data.to === people.owner.email);
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.data.text)).toContain("Meera accepted your offer for Modular kitchen");
    expect(String(mails[0]?.data.text)).toMatch(/magic-link\/verify/);
  });

  it("never emails an alert twice: kinds the lead and message emails send fall back to email as skipped", async () => {
    const { people } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId, "new_lead");
    whatsApp.faults.push(GRAPH_DOWN());
    // The job's last attempt: a retryable failure now fails over like a permanent one.
    expect(await deliverAlert(db, id, senders, { lastAttempt: true })).toBe("failed");
    const [, onEmail] = await alertsOf(db, people.owner.userId);
    expect(onEmail).toMatchObject({ channel: "email", state: "skipped", failureReason: ALREADY_EMAILED });
    const sendJobs = await queryRows(
      db,
      sql`select 1 from pgboss.job where name = 'alert-send' and data->>'alertId' = ${onEmail?.id ?? ""}`,
    );
    expect(sendJobs).toEqual([]);
  });

  it("skips an alert whose channel was turned off before it went out", async () => {
    const { people, number } = await withWhatsApp();
    const { whatsApp, senders } = fakeSenders();
    const id = await queue(people.owner.userId);
    await setAlertChannel(db, {
      userId: people.owner.userId,
      channel: "whatsapp",
      enabled: false,
      phoneNumber: number,
      page: "/profile",
      via: "settings",
    });
    expect(await deliverAlert(db, id, senders)).toBe("skipped");
    expect(await row(id)).toMatchObject({ state: "skipped", failureReason: "WhatsApp alerts were turned off" });
    expect(whatsApp.accepted).toEqual([]);
  });

  it("queues nothing for a person with WhatsApp and SMS off, and once per event and channel", async () => {
    const people: Personas = await createPersonas(db);
    const request = {
      kind: "new_lead" as const,
      eventId: randomUUID(),
      userId: people.owner.userId,
      parameters: { need: "Kitchen", place: "Pune" },
      path: "/brand-dashboard/leads",
    };
    expect(await db.transaction((tx) => queueAlert(tx, request))).toBeNull();
    await turnOnAlerts(db, people.owner.userId, "sms");
    expect(await db.transaction((tx) => queueAlert(tx, request))).toMatchObject({ channel: "sms" });
    expect(await db.transaction((tx) => queueAlert(tx, request))).toBeNull();
    expect(await alertsOf(db, people.owner.userId)).toHaveLength(1);
  });

  it("emails the kinds no other email sends to a person with WhatsApp and SMS off, as an alert row", async () => {
    const people = await createPersonas(db);
    const { senders } = fakeSenders();
    const id = await queue(people.owner.userId, "offer_accepted");
    expect(await row(id)).toMatchObject({ channel: "email", recipient: people.owner.email, fallbackFrom: null });
    expect(await deliverAlert(db, id, senders)).toBe("sent");
    const [mail, ...more] = (await jobsOf(db, "mail")).filter((job) => job.data.to === people.owner.email);
    expect(more).toEqual([]);
    expect(mail?.data).toMatchObject({ subject: "Your offer was accepted — Nivasa" });
    expect(String(mail?.data.text)).toContain("Meera accepted your offer for Modular kitchen");
    expect(String(mail?.data.text)).not.toContain("could not reach you");

    // Not with email alerts off, nor to a phone-only account's placeholder address.
    await setAlertChannel(db, {
      userId: people.otherOwner.userId,
      channel: "email",
      enabled: false,
      page: "/profile",
      via: "settings",
    });
    await db
      .update(users)
      .set({ email: phoneOnlyEmail("+919812345678") })
      .where(eq(users.id, people.homeowner.userId));
    await expect(queue(people.otherOwner.userId, "offer_accepted")).rejects.toThrow("no alert queued");
    await expect(queue(people.homeowner.userId, "request_closed")).rejects.toThrow("no alert queued");
  });

  it("holds an alert in quiet hours: its send job starts at 08:00 India time", async () => {
    const { people } = await withWhatsApp();
    const lateEvening = new Date("2026-11-26T23:50:00Z"); // 05:20 in India
    const id = await queue(people.owner.userId, "offer_accepted", lateEvening);
    expect((await row(id)).sendAfter).toEqual(new Date("2026-11-27T02:30:00Z"));
    const [job] = await queryRows<{ waitSeconds: number }>(
      db,
      sql`select extract(epoch from start_after - created_on)::int as "waitSeconds" from pgboss.job
          where name = 'alert-send' and data->>'alertId' = ${id}`,
    );
    expect(job?.waitSeconds).toBe(2 * 3600 + 40 * 60);
  });
});

describeRoutesOnEachDatabase("the alert job on a running queue", (getDb) => {
  const { whatsApp, senders } = fakeSenders();
  useTestJobQueue(() => getDb(), { workers: true, jobs: [createAlertSendJob(senders)] });

  it("retries a provider that is down with backoff, and sends exactly once when it is back", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    await turnOnAlerts(db, people.owner.userId, "whatsapp");
    whatsApp.faults.push(GRAPH_DOWN(), GRAPH_DOWN());
    const queued = await db.transaction((tx) =>
      queueAlert(tx, {
        kind: "new_lead",
        eventId: randomUUID(),
        userId: people.owner.userId,
        parameters: { need: "Kitchen", place: "Pune" },
        path: "/brand-dashboard/leads",
      }),
    );
    await vi.waitFor(async () => expect((await jobsOf(db, "alert-send"))[0]?.state).toBe("completed"), {
      timeout: 20_000,
      interval: 200,
    });
    expect(whatsApp.accepted).toHaveLength(1);
    const [sent] = await alertsOf(db, people.owner.userId);
    expect(sent).toMatchObject({ id: queued?.id, state: "sent", attempts: 3 });
    expect((await jobsOf(db, "alert-send"))[0]?.retryCount).toBe(2);
  });
});

describeRoutesOnEachDatabase("two instances sending alerts", (getDb, kind) => {
  it("sends each alert once although each has two send jobs worked by two queues at once", async () => {
    const db = getDb();
    const second = kind === "postgres" ? await openSecondInstance(db) : null;
    const { whatsApp, senders } = fakeSenders();
    // Slow enough that both queues' jobs for one alert overlap.
    const slow: AlertSenders = {
      ...senders,
      whatsApp: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return whatsApp.send(message);
      },
    };
    const options = { ...TEST_QUEUE_TUNING, workers: true };
    const queues = await Promise.all(
      [db, second?.db ?? db].map((instance) => startJobQueue(instance, [createAlertSendJob(slow)], options)),
    );
    installJobQueue(queues[0]);
    try {
      const people = await createPersonas(db);
      await turnOnAlerts(db, people.owner.userId, "whatsapp");
      const ids: string[] = [];
      for (let n = 0; n < 20; n++) {
        ids.push(
          await db.transaction(async (tx) => {
            const queued = await queueAlert(tx, {
              kind: "new_lead",
              eventId: randomUUID(),
              userId: people.owner.userId,
              parameters: { need: `Kitchen ${n}`, place: "Pune" },
              path: "/brand-dashboard/leads",
            });
            if (!queued) throw new Error("not queued");
            // A duplicate job for the same alert, as a job expired while still running would make.
            await enqueueJob(tx, createAlertSendJob(slow), { alertId: queued.id });
            return queued.id;
          }),
        );
      }
      await vi.waitFor(
        async () => expect((await jobsOf(db, "alert-send")).every((job) => job.state === "completed")).toBe(true),
        { timeout: 30_000, interval: 250 },
      );
      const rows = await alertsOf(db, people.owner.userId);
      expect(rows.map((r) => r.state)).toEqual(ids.map(() => "sent"));
      expect(whatsApp.accepted.map((m) => m.parameters[0]).sort()).toEqual(
        Array.from({ length: 20 }, (_, n) => `Kitchen ${n}`).sort(),
      );
    } finally {
      installJobQueue(undefined);
      await Promise.all(queues.map((queue) => queue.stop()));
      await second?.close();
    }
  });
});
