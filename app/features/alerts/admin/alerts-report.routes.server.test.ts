import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { loader } from "~/routes/admin.alerts";
import { WhatsAppError } from "~/services/whatsapp/whatsapp.server";
import { turnOnAlerts } from "~/testing/alerts.server";
import { pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { queueAlert } from "../delivery/queue-alert.server";
import { type AlertSenders, defaultAlertSenders, deliverAlert } from "../delivery/send-alert.server";
import type { AlertsReport } from "./alerts-report";

const NEED = "Pooja room in teak";

describeRouteSuite("/admin/alerts", (world, getDb) => {
  useTestJobQueue(() => getDb());

  /** One new-lead alert for the owner that WhatsApp refuses, falling back to SMS; returns the numbers. */
  async function failedAlert() {
    const { db, people } = world;
    const whatsAppNumber = await turnOnAlerts(db, people.owner.userId, "whatsapp");
    await turnOnAlerts(db, people.owner.userId, "sms");
    const queued = await db.transaction((tx) =>
      queueAlert(tx, {
        kind: "new_lead",
        eventId: randomUUID(),
        userId: people.owner.userId,
        parameters: { need: NEED, place: "Adyar, Chennai" },
        path: "/brand-dashboard/leads",
      }),
    );
    const refusing: AlertSenders = {
      ...defaultAlertSenders,
      whatsApp: async () => {
        throw new WhatsAppError("Message undeliverable", false, "131026");
      },
    };
    await deliverAlert(db, queued?.id ?? "", refusing);
    return whatsAppNumber;
  }

  it("shows an admin the week by channel and kind, the commonest codes and the latest failures, masked", async () => {
    const number = await failedAlert();
    const answer = await respond(loader, pageRequest("/admin/alerts", world.cookies.admin));
    expect(answer.status).toBe(200);
    const { report } = (await answer.json()) as { report: AlertsReport };
    expect(report.totals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: "whatsapp",
          kind: "new_lead",
          counts: expect.objectContaining({ failed: 1 }),
        }),
        expect.objectContaining({ channel: "sms", kind: "new_lead", counts: expect.objectContaining({ queued: 1 }) }),
      ]),
    );
    expect(report.commonFailures).toEqual([{ channel: "whatsapp", code: "131026", count: 1 }]);
    expect(report.latestFailures).toEqual([
      expect.objectContaining({
        channel: "whatsapp",
        kind: "new_lead",
        code: "131026",
        reason: "Message undeliverable",
        recipient: `+91••••••••${number.slice(-2)}`,
        fellBackTo: "sms",
      }),
    ]);
    const shown = JSON.stringify(report);
    expect(shown).not.toContain(number);
    expect(shown).not.toContain(NEED);
  });

  it("refuses everyone but an admin: signed out to sign-in, others away (403 to a data request)", async () => {
    const signedOut = await respond(loader, pageRequest("/admin/alerts"));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\?/);
    for (const cookie of [world.cookies.homeowner, world.cookies.owner, world.cookies.otherOwner]) {
      const page = await respond(loader, pageRequest("/admin/alerts", cookie));
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/");
      const data = await respond(loader, pageRequest("/admin/alerts.data", cookie));
      expect(data.status).toBe(403);
    }
  });
});
