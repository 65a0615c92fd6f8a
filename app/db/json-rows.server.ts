import { Column, is, type SQL, sql } from "drizzle-orm";

type Field = Column | SQL;

/** What each field reads as: a column as drizzle decodes it, an SQL expression as its declared type. */
export type JsonRow<F extends Record<string, Field>> = {
  [K in keyof F]: F[K] extends Column
    ? F[K]["_"]["notNull"] extends true
      ? F[K]["_"]["data"]
      : F[K]["_"]["data"] | null
    : F[K] extends SQL<infer T>
      ? T
      : never;
};

/**
 * The rows of one table's query as a single JSON value, for a field of a larger select: the lists a page reads by
 * the same key all come in the statement that reads its own row, one round trip instead of one each. `fields` are
 * a select's; `from` is the rest of the subquery (`from … where …`, correlated with the outer row), `orderBy` its
 * order. Each column is decoded as drizzle decodes it from the driver (a timestamp to a Date, a bigint to a number).
 */
export function jsonRows<F extends Record<string, Field>>(fields: F, from: SQL, orderBy: SQL): SQL<JsonRow<F>[]> {
  const entries = Object.entries(fields);
  const values = sql.join(
    entries.map(([, field]) => field),
    sql`, `,
  );
  const decode = (rows: unknown[][]) =>
    rows.map(
      (row) =>
        Object.fromEntries(
          entries.map(([key, field], i) => {
            const value = row[i] ?? null;
            return [key, value !== null && is(field, Column) ? field.mapFromDriverValue(value) : value];
          }),
        ) as JsonRow<F>,
    );
  return sql`(select coalesce(json_agg(json_build_array(${values}) order by ${orderBy}), '[]'::json) ${from})`.mapWith(
    decode,
  );
}
