import { sql } from "drizzle-orm";
import { installedDatabase } from "~/db/client.server";

/** What start-up brings up, in order; the process is ready when all are up and the database answers. */
export const READINESS_PARTS = ["database", "migrations", "jobs"] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

export type Readiness =
  | { ready: true; status: "ready" }
  | { ready: false; status: "starting" | "failing" | "stopping"; failing: ReadinessPart | "shutdown" };

const PING_TIMEOUT_MS = 2_000;

const up = new Set<ReadinessPart>();
let stopping = false;

export function markUp(part: ReadinessPart): void {
  up.add(part);
}

/** From now on the process answers not ready, so load balancers send it nothing new. */
export function markStopping(): void {
  stopping = true;
}

export function isStopping(): boolean {
  return stopping;
}

/** Every part has started (the database may still fail to answer). */
export function hasStarted(): boolean {
  return READINESS_PARTS.every((part) => up.has(part));
}

/** Whether this process should get traffic: started, not stopping, and its database answers within 2 s. */
export async function readiness(): Promise<Readiness> {
  if (stopping) return { ready: false, status: "stopping", failing: "shutdown" };
  const pending = READINESS_PARTS.find((part) => !up.has(part));
  if (pending) return { ready: false, status: "starting", failing: pending };
  return (await databaseAnswers())
    ? { ready: true, status: "ready" }
    : { ready: false, status: "failing", failing: "database" };
}

async function databaseAnswers(): Promise<boolean> {
  const handle = installedDatabase();
  if (!handle) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const ping = handle.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
