// A worker process for the killed-worker test of alert delivery (app/features/alerts/delivery/
// send-alert-restart.server.test.ts): works the alert-send queue only, on the PostgreSQL database DATABASE_URL,
// through the real WhatsApp adapter (WHATSAPP_API_URL and a token: the fake Graph API), with the claim and the
// job's expiry cut to ALERT_TEST_LEASE_SECONDS so that a killed worker's alert is taken over within seconds.
// Run: node --import tsx app/testing/alert-worker.ts; it prints "[alert worker] ready" once it works.
import { installDatabase, openPostgres } from "~/db/client.server";
import { createAlertSendJob, defaultAlertSenders } from "~/features/alerts/delivery/send-alert.server";
import { installJobQueue, startJobQueue } from "~/services/job-queue.server";
import { alertTestQueue } from "./alerts.server";

const url = process.env.DATABASE_URL;
const leaseSeconds = Number(process.env.ALERT_TEST_LEASE_SECONDS);
if (!url || !(leaseSeconds > 0)) throw new Error("DATABASE_URL and ALERT_TEST_LEASE_SECONDS are needed");

const handle = await openPostgres(url, 4);
installDatabase(handle);
const job = createAlertSendJob({ ...defaultAlertSenders, leaseSeconds });
const queue = await startJobQueue(handle.db, [job], {
  queueOverrides: alertTestQueue(leaseSeconds),
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});
installJobQueue(queue);
console.log("[alert worker] ready");
process.once("SIGTERM", () => {
  void queue
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
