import { sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { cities } from "../schema";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  return (row?.n ?? 0) > 0;
}

/** Placeholder until the demo data generator lands. */
export async function seedDemoData(_db: Db): Promise<Record<string, number>> {
  return {};
}
