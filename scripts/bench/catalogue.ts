// Growing the bench's catalogue fast: GIN indexes (trigram search over titles and descriptions, array
// filters) cost far more to maintain row by row than to build once, so a bulk load drops them and builds
// them again afterwards, exactly as they were defined.
import type pg from "pg";

export async function withoutGinIndexes<T>(pool: pg.Pool, tables: string[], load: () => Promise<T>): Promise<T> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    "SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) AND indexdef LIKE '% USING gin %'",
    [tables],
  );
  for (const index of rows) await pool.query(`DROP INDEX "${index.name}"`);
  try {
    return await load();
  } finally {
    await pool.query("SET maintenance_work_mem = '256MB'");
    for (const index of rows) await pool.query(index.definition);
  }
}
