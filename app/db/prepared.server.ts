import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "./client.server";
import { brands } from "./schema";

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

/** The id of the brand with this slug, as an SQL expression: queries by id need not wait for the brand's row. */
function brandIdOfSlug(slug: SQLWrapper): SQL {
  return sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${slug})`;
}

/** One brand, by its id or by its slug. */
export type BrandKey = { id: string } | { slug: string };

/**
 * A query about one brand (`build` given an expression of the brand's id), prepared once for a brand given by
 * id and once for one given by slug (brandIdOfSlug: it need not wait for the brand's row).
 */
export function preparedForBrand<Query extends { execute(values: BrandKey): unknown }>(
  name: string,
  build: (db: Executor, brandId: SQLWrapper) => { prepare(name: string): Query },
): (db: Executor, brand: BrandKey) => ReturnType<Query["execute"]> {
  const byId = preparedQuery(`${name}_by_id`, (db, prepared) => build(db, sql.placeholder("id")).prepare(prepared));
  const bySlug = preparedQuery(`${name}_by_slug`, (db, prepared) =>
    build(db, brandIdOfSlug(sql.placeholder("slug"))).prepare(prepared),
  );
  return (db, brand) =>
    ("id" in brand ? byId(db).execute({ id: brand.id }) : bySlug(db).execute({ slug: brand.slug })) as ReturnType<
      Query["execute"]
    >;
}
