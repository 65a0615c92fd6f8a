import { sql } from "drizzle-orm";
import type { Executor } from "./client.server";

/**
 * Holds a transaction-scoped lock on each key until the transaction ends, so a limit checked and written
 * under it can't be passed by parallel requests, on any number of app instances (the lock is PostgreSQL's).
 * Every caller locks its keys in one order (sorted, in one statement), so two transactions that share keys
 * never wait on each other in a cycle. Null keys (e.g. no known address) are skipped.
 */
export async function lockLimitedKeys(tx: Executor, keys: readonly (string | null)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((key): key is string => key !== null))].sort();
  if (wanted.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(key)) from unnest(${sql.param(wanted)}::text[]) with ordinality as k(key, n) order by n`,
  );
}
