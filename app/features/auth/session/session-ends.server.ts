/**
 * Sessions end by signing out, by an admin suspending the account (its sessions are deleted) or with the account:
 * the database announces each deleted session on SESSION_CHANNEL (a trigger on `sessions`, migration 0014), so
 * every instance hears of it and ends what it still serves that session (live event streams).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { subscribeNotifications } from "~/services/db-notifications.server";

export const SESSION_CHANNEL = "nivasa_sessions";

/** The callbacks waiting for sessions of one database to end, fed by its one LISTEN. */
interface Watching {
  byId: Map<string, Set<() => void>>;
  unsubscribe: () => void;
}

const watching = new WeakMap<Db, Watching>();

function endSession(byId: Map<string, Set<() => void>>, sessionId: string): void {
  const ended = byId.get(sessionId);
  byId.delete(sessionId);
  for (const callback of [...(ended ?? [])]) callback();
}

/** After a lost LISTEN connection: ends the watched sessions that are gone (their announcement may be lost). */
async function endVanished(db: Db, byId: Map<string, Set<() => void>>): Promise<void> {
  const ids = [...byId.keys()];
  if (ids.length === 0) return;
  const rows = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
  const live = new Set(rows.map((row) => row.id));
  for (const id of ids) if (!live.has(id)) endSession(byId, id);
}

function startWatching(db: Db): Watching {
  const byId = new Map<string, Set<() => void>>();
  const unsubscribe = subscribeNotifications(db, SESSION_CHANNEL, {
    notified: (sessionId) => endSession(byId, sessionId),
    missed: () =>
      void endVanished(db, byId).catch((error: unknown) =>
        logger().warn({ err: error }, "checking for ended sessions failed"),
      ),
  });
  return { byId, unsubscribe };
}

/** Calls `ended` once session `sessionId` ends (on any instance); returns the function that stops waiting. */
export function onSessionEnd(db: Db, sessionId: string, ended: () => void): () => void {
  const current = watching.get(db) ?? startWatching(db);
  watching.set(db, current);
  const { byId } = current;
  const callbacks = byId.get(sessionId) ?? new Set<() => void>();
  byId.set(sessionId, callbacks);
  callbacks.add(ended);
  return () => {
    callbacks.delete(ended);
    if (callbacks.size === 0 && byId.get(sessionId) === callbacks) byId.delete(sessionId);
    if (byId.size > 0 || watching.get(db) !== current) return;
    current.unsubscribe();
    watching.delete(db);
  };
}
