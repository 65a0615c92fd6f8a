import type { Executor } from "./client.server";

const names = new Set<string>();

/**
 * A query built once per database or transaction (a drizzle prepared statement; on PostgreSQL a named statement,
 * parsed once per connection) instead of on every call, for the queries every uncached public page runs: drizzle
 * building a select's SQL from its tree cost ~1 % of an uncached render per query. `build` prepares the query
 * under the `name` it is given (unique: PostgreSQL refuses one name for two statements).
 */
export function preparedQuery<Query>(
  name: string,
  build: (db: Executor, name: string) => Query,
): (db: Executor) => Query {
  if (names.has(name)) throw new Error(`Two prepared queries are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<Executor, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db, name);
      byDatabase.set(db, query);
    }
    return query;
  };
}
