/**
 * /webhooks/whatsapp as Meta calls it (the route module over the real configuration), on both databases: the
 * handshake, signatures, delivery statuses, STOP, the automatic reply, replays, unknown numbers and ids, broken
 * bodies, and a huge body through the node handler.
 */
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import express from "express";
import { beforeAll, expect, it, onTestFinished, vi } from "vitest";
import { config, readConfig } from "~/config.server";
import type { Db } from "~/db/client.server";
import { alertConsents, alerts, users, whatsappAutoReplies, whatsappInboundMessages } from "~/db/schema";
import { action, loader } from "~/routes/webhooks.whatsapp";
import { nodeHandlerFor } from "~/server/http/node-handler.server";
import { readOutbox } from "~/services/outbox.server";
import { createCloudApiSender } from "~/services/whatsapp/cloud-api.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { post } from "~/testing/large-posts.server";
import { createPerson, createPersonas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond } from "~/testing/routes.server";
import { captureLogLines } from "~/testing/test-log.server";
import { createTestThread } from "~/testing/threads.server";
import {
  FAKE_WHATSAPP_TOKEN_PREFIX,
  inboundTextEvent,
  startFakeWhatsApp,
  statusEvent,
  webhookSignature,
} from "../../../../scripts/lib/fake-whatsapp";
import { setAlertChannel } from "../channels/alert-channels.server";
import { receiveWhatsAppMessage, whatsAppAutoReplyJob } from "./inbound.server";
import { whatsAppWebhookSecrets } from "./whatsapp-webhook.server";

const APP_SECRET = "meta-app-secret-for-tests";
const VERIFY_TOKEN = "verify-token-for-tests";
vi.stubEnv("WHATSAPP_APP_SECRET", APP_SECRET);
vi.stubEnv("WHATSAPP_VERIFY_TOKEN", VERIFY_TOKEN);

const ORIGIN = "https://graph.example";
let numbers = 9_300_000_000;
const nextNumber = () => `+91${numbers++}`;

function signedPost(payload: unknown, options: { secret?: string; signature?: string | null; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(payload);
  const signature =
    options.signature === undefined ? webhookSignature(raw, options.secret ?? APP_SECRET) : options.signature;
  return new Request(`${ORIGIN}/webhooks/whatsapp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { "x-hub-signature-256": signature }),
    },
    body: raw,
  });
}

const deliver = async (payload: unknown, options?: Parameters<typeof signedPost>[1]) => {
  const response = await respond(action, signedPost(payload, options));
  return { status: response.status, text: await response.text() };
};

describeRoutesOnEachDatabase("WhatsApp webhooks", (getDb) => {
  let db: Db;
  useTestJobQueue(getDb);
  beforeAll(() => {
    db = getDb();
  });

  /** A WhatsApp alert the provider took, to `number`: its row id and wamid. */
  async function sentAlert(number = nextNumber(), state: "sent" | "queued" = "sent") {
    const person = await createPerson(db, "designer", "brand");
    const providerId = `wamid.${randomUUID()}`;
    const [row] = await db
      .insert(alerts)
      .values({
        eventKey: `new_lead:${randomUUID()}`,
        userId: person.userId,
        channel: "whatsapp",
        kind: "new_lead",
        template: "nivasa_new_lead",
        parameters: { need: "Kitchen", place: "Pune", link: "https://nivasa.test/l" },
        recipient: number,
        providerId,
        state,
        attempts: 1,
      })
      .returning({ id: alerts.id });
    return { id: row.id, providerId, number };
  }

  const rowOf = async (id: string) => (await db.select().from(alerts).where(eq(alerts.id, id)))[0];
  const autoReplies = async () => (await jobsOf(db, whatsAppAutoReplyJob.name)).map((job) => job.data);

  it("answers Meta's handshake with the challenge only for the verify token, and 404 until it is set up", async () => {
    const handshake = (query: string) => respond(loader, new Request(`${ORIGIN}/webhooks/whatsapp?${query}`));
    const ok = await handshake(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect([ok.status, ok.headers.get("content-type"), await ok.text()]).toEqual([
      200,
      "text/plain; charset=utf-8",
      "1158201444",
    ]);
    for (const query of [
      "hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1",
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
      "",
    ]) {
      expect((await handshake(query)).status, query).toBe(403);
    }
    expect(whatsAppWebhookSecrets(readConfig({ WHATSAPP_APP_SECRET: APP_SECRET }))).toBeNull();
  });

  it("refuses a body without Meta's signature with 401 and applies none of it", async () => {
    const alert = await sentAlert();
    const payload = statusEvent(alert.providerId, "delivered", alert.number);
    const raw = JSON.stringify(payload);
    const log = captureLogLines();
    try {
      expect((await deliver(payload, { signature: null })).status).toBe(401);
      expect((await deliver(payload, { secret: "another app's secret" })).status).toBe(401);
      expect((await deliver(payload, { signature: `sha256=${"0".repeat(64)}` })).status).toBe(401);
      expect((await deliver(payload, { signature: webhookSignature(raw, APP_SECRET).slice(7) })).status).toBe(401);
      const altered = raw.replace("delivered", "read");
      expect((await deliver(null, { raw: altered, signature: webhookSignature(raw, APP_SECRET) })).status).toBe(401);
    } finally {
      log.stop();
    }
    expect(await rowOf(alert.id)).toMatchObject({ state: "sent", deliveredAt: null });
    expect(log.lines.filter((line) => line.msg === "[whatsapp webhook] refused")).toHaveLength(5);
    expect(JSON.stringify(log.lines)).not.toContain(alert.providerId);

    expect(await deliver(payload)).toEqual({ status: 200, text: "OK" });
    expect((await rowOf(alert.id)).state).toBe("delivered");
  });

  it("answers a signed body that isn't JSON, or isn't a notification, with 400", async () => {
    expect((await deliver(null, { raw: '{"entry": [' })).status).toBe(400);
    expect((await deliver(null, { raw: "\xff\xfe" })).status).toBe(400);
    expect((await deliver({ hello: "world" })).status).toBe(400);
    expect((await deliver({ entry: [{ changes: [{ field: "account_update", value: { event: "x" } }] }] })).status).toBe(
      200,
    );
  });

  it("dates each step of a delivery whatever order the statuses arrive in, and never takes the state back", async () => {
    const alert = await sentAlert();
    const at = (seconds: number, payload: ReturnType<typeof statusEvent>) => {
      payload.entry[0].changes[0].value.statuses[0].timestamp = String(seconds);
      return payload;
    };
    expect((await deliver(at(1_795_000_300, statusEvent(alert.providerId, "read", alert.number)))).status).toBe(200);
    expect((await deliver(at(1_795_000_010, statusEvent(alert.providerId, "delivered", alert.number)))).status).toBe(
      200,
    );
    expect((await deliver(at(1_795_000_001, statusEvent(alert.providerId, "sent", alert.number)))).status).toBe(200);
    expect(await rowOf(alert.id)).toMatchObject({
      state: "read",
      sentAt: new Date(1_795_000_001_000),
      deliveredAt: new Date(1_795_000_010_000),
      readAt: new Date(1_795_000_300_000),
    });
  });

  it("records a failure with Meta's code, once; a failure after delivery changes nothing", async () => {
    const alert = await sentAlert();
    const failed = statusEvent(alert.providerId, "failed", alert.number, 131026);
    expect((await deliver(failed)).status).toBe(200);
    const row = await rowOf(alert.id);
    expect(row).toMatchObject({ state: "failed", failureCode: "131026", failureReason: "Message undeliverable" });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect((await deliver(failed)).status).toBe(200);
    expect((await rowOf(alert.id)).failedAt).toEqual(row.failedAt);

    const delivered = await sentAlert();
    await deliver(statusEvent(delivered.providerId, "delivered", delivered.number));
    await deliver(statusEvent(delivered.providerId, "failed", delivered.number, 131000));
    expect(await rowOf(delivered.id)).toMatchObject({ state: "delivered", failureCode: null });
  });

  it("takes statuses of messages it never sent with 200, logging no id or number", async () => {
    const log = captureLogLines();
    try {
      expect((await deliver(statusEvent("wamid.unknown-to-us", "read", "+919811111111"))).status).toBe(200);
      const odd = statusEvent("wamid.unknown-to-us", "read", "+919811111111");
      Object.assign(odd.entry[0].changes[0].value.statuses[0], { status: "deleted" });
      expect((await deliver(odd)).status).toBe(200);
    } finally {
      log.stop();
    }
    const written = JSON.stringify(log.lines);
    expect(written).toContain("status unknown");
    expect(written).toContain('"skipped":1');
    expect(written).not.toContain("wamid.unknown-to-us");
    expect(written).not.toContain("9811111111");
  });

  it("a STOP (any case, spaces, common variants) turns WhatsApp alerts off for that number, recorded, with no reply", async () => {
    for (const text of ["STOP", "  stop ", "Stop alerts!", "unsubscribe"]) {
      const number = nextNumber();
      const person = await createPerson(db, "homeowner", "user");
      await db.transaction((tx) =>
        setAlertChannel(tx, {
          userId: person.userId,
          channel: "whatsapp",
          enabled: true,
          phoneNumber: number,
          page: "/profile",
          via: "settings",
        }),
      );
      const before = (await autoReplies()).length;
      expect((await deliver(inboundTextEvent(number, text))).status, text).toBe(200);
      const [latest] = await db
        .select()
        .from(alertConsents)
        .where(and(eq(alertConsents.userId, person.userId), eq(alertConsents.via, "whatsapp_stop")));
      expect(latest, text).toMatchObject({ enabled: false, phoneNumber: number, page: "/webhooks/whatsapp" });
      expect(await autoReplies()).toHaveLength(before);
    }
  });

  it("answers anything else once per number per 24 hours, with the person's latest thread or the site", async () => {
    const { homeowner, owner } = await createPersonas(db);
    const ownerNumber = nextNumber();
    await db
      .update(users)
      .set({ phoneNumber: ownerNumber, phoneNumberVerified: true })
      .where(eq(users.id, owner.userId));
    const thread = await createTestThread(db, homeowner, owner);
    const stranger = nextNumber();

    expect((await deliver(inboundTextEvent(ownerNumber, "Is the client still interested?"))).status).toBe(200);
    expect((await deliver(inboundTextEvent(ownerNumber, "Hello?"))).status).toBe(200);
    expect((await deliver(inboundTextEvent(stranger, "stop sending the old offer"))).status).toBe(200);
    const site = config().PUBLIC_URL;
    const replies = (await autoReplies()).filter((reply) => [ownerNumber, stranger].includes(String(reply.to)));
    expect(replies).toEqual([
      { to: ownerNumber, text: expect.stringContaining(`${site}/brand-dashboard/leads/${thread.leadId}`) },
      { to: stranger, text: expect.stringContaining(`${site}/ `) },
    ]);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    const again = { id: `wamid.${randomUUID()}`, from: ownerNumber, text: "Still there?" };
    expect(await db.transaction((tx) => receiveWhatsAppMessage(tx, again, tomorrow))).toBe("auto-replied");
    const kept = await db.select().from(whatsappAutoReplies).where(eq(whatsappAutoReplies.phoneNumber, stranger));
    expect(kept).toEqual([]);
  });

  it("sends the automatic reply by its job: to the outbox without a Cloud API token", async () => {
    const to = nextNumber();
    const context = { db, jobId: randomUUID(), attempt: 0, lastAttempt: true, signal: new AbortController().signal };
    await whatsAppAutoReplyJob.handler({ to, text: "Write on Nivasa: https://nivasa.test/" }, context);
    const stored = (await readOutbox(config().dataDir)).filter((message) => message.to === to);
    expect(stored).toMatchObject([{ channel: "whatsapp", text: "Write on Nivasa: https://nivasa.test/" }]);
  });

  it("a body delivered twice changes nothing the second time and replies once", async () => {
    const alert = await sentAlert();
    const number = nextNumber();
    const id = `wamid.${randomUUID()}`;
    const body = inboundTextEvent(number, "Hi", id);
    body.entry[0].changes[0].value = {
      ...body.entry[0].changes[0].value,
      ...statusEvent(alert.providerId, "delivered", alert.number).entry[0].changes[0].value,
    };
    expect((await deliver(body)).status).toBe(200);
    const first = await rowOf(alert.id);
    expect(first.state).toBe("delivered");
    expect((await deliver(body)).status).toBe(200);
    expect(await rowOf(alert.id)).toEqual(first);
    expect((await autoReplies()).filter((reply) => reply.to === number)).toHaveLength(1);
    expect(
      await db.select().from(whatsappInboundMessages).where(eq(whatsappInboundMessages.messageId, id)),
    ).toHaveLength(1);
  });

  /** The route behind the node handler (its body-size limit), as the server serves it, on a port of its own. */
  async function startWebhookServer() {
    const calls = { handled: 0 };
    const app = express().all(
      "*",
      nodeHandlerFor(async (request) => {
        calls.handled += 1;
        return respond(action, request);
      }),
    );
    const server: Server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    return { port, url: `http://127.0.0.1:${port}/webhooks/whatsapp`, calls };
  }

  it("refuses a body over the size limit with 413 before the route reads it", async () => {
    const { port, calls } = await startWebhookServer();
    const headers = { "content-type": "application/json", "x-hub-signature-256": "sha256=00" };
    for (const mode of ["length", "chunked"] as const) {
      const sent = await post(port, "/webhooks/whatsapp", 8 * 1024 * 1024, mode, headers);
      expect(sent.status, mode).toBe(413);
    }
    expect(calls.handled).toBe(0);
  });

  it("end to end with the fake Graph API: an alert sent, its receipts and a STOP posted back signed", async () => {
    const webhook = await startWebhookServer();
    const fake = await startFakeWhatsApp({ webhook: { url: webhook.url, appSecret: APP_SECRET } });
    onTestFinished(() => fake.stop());
    const send = createCloudApiSender({
      apiUrl: fake.url,
      version: "v21.0",
      phoneNumberId: "106540352242922",
      accessToken: `${FAKE_WHATSAPP_TOKEN_PREFIX}token`,
    });
    const alert = await sentAlert(nextNumber(), "queued");
    const { providerId } = await send({
      to: alert.number,
      template: "nivasa_new_lead",
      parameters: ["Kitchen", "Pune", "https://nivasa.test/l"],
      text: "…",
    });
    await db.update(alerts).set({ providerId, state: "sent" }).where(eq(alerts.id, alert.id));

    expect((await fake.sendStatus(providerId, "delivered")).status).toBe(200);
    expect((await fake.sendStatus(providerId, "read")).status).toBe(200);
    expect((await rowOf(alert.id)).state).toBe("read");
    expect((await fake.sendInbound(alert.number, "STOP")).status).toBe(200);
    expect(webhook.calls.handled).toBe(3);
  });
});
