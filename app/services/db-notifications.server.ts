/**
 * One LISTEN per database and channel for the whole process, fanned out to subscribers in-process. On
 * PostgreSQL it holds a connection of its own, outside the pool (a pooled connection goes back to others
 * between queries, and a transaction-mode pooler such as PgBouncer's drops LISTEN), and reconnects with a
 * growing delay when it is lost. On PGlite the database delivers notifications in-process. Either way a
 * notification sent inside a transaction arrives once it commits, never after a rollback.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

export interface NotificationSubscriber {
  notified(payload: string): void;
  /**
   * Notifications may have been missed: the channel has just started listening (subscribers that came
   * before it heard nothing yet) or is back after a lost connection. Read the current state again.
   */
  missed(): void;
}

interface Listener {
  subscribers: Set<NotificationSubscriber>;
  close(): Promise<void>;
}

const listeners = new Map<Db, Map<string, Listener>>();

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "nivasa-listen";

/** Starts hearing `channel` on `db` (its first subscriber starts the LISTEN); returns the unsubscribe. */
export function subscribeNotifications(db: Db, channel: string, subscriber: NotificationSubscriber): () => void {
  const channels = listeners.get(db) ?? new Map<string, Listener>();
  listeners.set(db, channels);
  const listener = channels.get(channel) ?? listen(db, channel);
  channels.set(channel, listener);
  const { subscribers } = listener;
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Stops every LISTEN of this process (at shutdown, before the database closes). */
export async function closeNotificationListeners(): Promise<void> {
  const all = [...listeners.values()].flatMap((channels) => [...channels.values()]);
  listeners.clear();
  await Promise.all(all.map((listener) => listener.close()));
}

function listen(db: Db, channel: string): Listener {
  const subscribers = new Set<NotificationSubscriber>();
  const fanOut = {
    notified: (payload: string) => {
      for (const subscriber of [...subscribers]) subscriber.notified(payload);
    },
    missed: () => {
      for (const subscriber of [...subscribers]) subscriber.missed();
    },
  };
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return { subscribers, close: listenOnPostgres(client, channel, fanOut) };
  if (client instanceof PGlite) return { subscribers, close: listenOnPglite(client, channel, fanOut) };
  throw new Error("LISTEN needs PostgreSQL or PGlite");
}

type FanOut = NotificationSubscriber;

function listenOnPglite(client: PGlite, channel: string, fanOut: FanOut): () => Promise<void> {
  const listening = client.listen(channel, fanOut.notified).then((unlisten) => {
    fanOut.missed();
    return unlisten;
  });
  listening.catch((error: unknown) =>
    logger().error({ err: error, channel }, "LISTEN failed on the embedded database"),
  );
  return async () => {
    const unlisten = await listening.catch(() => null);
    if (unlisten && !client.closed) await unlisten();
  };
}

/** A dedicated connection that LISTENs, reconnecting after a loss (the pool's settings, its own slot). */
function listenOnPostgres(pool: pg.Pool, channel: string, fanOut: FanOut): () => Promise<void> {
  let current: pg.Client | null = null;
  let closed = false;
  let delayMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = (client: pg.Client, error?: unknown) => {
    if (client !== current) return;
    current = null;
    client.end().catch(() => {});
    if (closed || pool.ended || pool.ending) return;
    logger().warn({ err: error, channel, retryInMs: delayMs }, "LISTEN connection lost: reconnecting");
    timer = setTimeout(connect, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === channel) fanOut.notified(message.payload ?? "");
    });
    client.on("error", (error) => retry(client, error));
    client.on("end", () => retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      return retry(client, error);
    }
    if (closed) return void client.end().catch(() => {});
    delayMs = RECONNECT_MIN_MS;
    fanOut.missed();
  };

  void connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
