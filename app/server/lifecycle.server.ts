import { config } from "~/config.server";
import { installDatabase, installedDatabase, openDatabase } from "~/db/client.server";
import { resolveAuthSecret } from "~/features/auth/auth.server";
import { logger } from "~/lib/logger.server";
import { isSeeded, seedDemoData } from "~/server/seed/seed.server";
import { closeNotificationListeners } from "~/services/db-notifications.server";
import { installedJobQueue, installJobQueue, startJobQueue } from "~/services/job-queue.server";
import { storage } from "~/services/storage/storage.server";
import { JOBS } from "./jobs.server";
import { markStopping, markUp } from "./readiness.server";

/**
 * Opens the database, applies migrations, seeds demo data on a fresh embedded database, starts the job
 * queue with its workers (and its schedules, such as the response-time refresh) in this process.
 */
export async function startup(): Promise<void> {
  if (installedDatabase()) return;
  const cfg = config();
  resolveAuthSecret(cfg); // fails fast: production on PostgreSQL needs BETTER_AUTH_SECRET
  const handle = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
  markUp("database");
  await handle.migrate();
  markUp("migrations");
  if (cfg.embedded && !(await isSeeded(handle.db))) {
    const started = Date.now();
    const summary = await seedDemoData(handle.db, storage());
    logger().info({ summary, durationMs: Date.now() - started }, "demo data loaded");
  }
  installJobQueue(await startJobQueue(handle.db, JOBS, { heartbeatSeconds: cfg.JOB_HEARTBEAT_SECONDS }));
  installDatabase(handle);
  markUp("jobs");
}

/** Stops the workers (running jobs get up to 10 s to reach a checkpoint) and LISTEN, then closes the database. */
export async function shutdown(): Promise<void> {
  markStopping();
  await installedJobQueue()?.stop();
  installJobQueue(undefined);
  await closeNotificationListeners();
  await installedDatabase()?.close();
}
