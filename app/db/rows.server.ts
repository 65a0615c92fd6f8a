import type { SQL } from "drizzle-orm";
import type { Executor } from "./client.server";

/** Rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs raw SQL and answers its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
