import { type AnyColumn, and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { Executor } from "./client.server";
import { leadMessages, leads } from "./schema";

/** Rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs raw SQL and answers its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * `"table"."column"`: how a correlated subquery must name its outer row's column. Drizzle writes a selected
 * column without its table when the query reads one table, and inside a subquery an unqualified name means
 * the subquery's own table when it has a column of that name.
 */
export function outerColumn(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A message and the lead (leads row) whose thread holds it: same request, same brand. */
export const messageInLead = and(
  eq(leads.quoteRequestId, leadMessages.quoteRequestId),
  eq(leads.brandId, leadMessages.brandId),
) as SQL;
