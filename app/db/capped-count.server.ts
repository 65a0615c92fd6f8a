import { count } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { COUNT_CAP } from "~/lib/capped-count";
import type { Executor } from "./client.server";

/**
 * How many rows `matches` yields, visiting no more than COUNT_CAP + 1 of them (shown as "1,000+", see
 * lib/capped-count.ts). `matches` is a dynamic select (`.$dynamic()`); its ORDER BY, if any, picks the index the
 * count walks. Returned unawaited so the bench can EXPLAIN it.
 */
export function cappedCountQuery(db: Executor, matches: PgSelect) {
  return db.select({ total: count() }).from(matches.limit(COUNT_CAP + 1).as("capped"));
}
