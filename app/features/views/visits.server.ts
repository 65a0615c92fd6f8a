import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { config } from "~/config.server";
import type { Executor } from "~/db/client.server";
import { pageVisits } from "~/db/schema";
import { CLIENT_IP_HEADER, resolveAuthSecret } from "~/features/auth/auth.api.server";
import { indiaDay } from "~/lib/dates";

/**
 * Views count a visitor once per page per day, so a loop of requests can't inflate a brand's statistics.
 * A visitor is a keyed hash of the day with their account (signed in) or their address as the trusted-proxy
 * logic resolved it (anonymous): nothing the request's own headers say, so no header can make a new visitor.
 * People behind one shared address (a home, a carrier's NAT) count once between them. No address is stored,
 * and the same visitor can't be followed from one day to the next.
 */

/** The day in India ("2025-03-14"), the unit views are counted in. */
export function visitDay(at: Date): string {
  return indiaDay(at);
}

export interface Visitor {
  key: string;
  day: string;
}

let visitSecret: string | undefined;

/** A key of its own for visitor hashes, derived from the auth secret (shared by every instance). */
function defaultSecret(): string {
  visitSecret ??= createHmac("sha256", resolveAuthSecret(config())).update("page-visits").digest("base64url");
  return visitSecret;
}

/** Who is viewing, for counting; null for crawlers and link previews, which never count. */
export function visitorOf(
  request: Request,
  viewerId: string | null | undefined,
  { secret = defaultSecret(), at = new Date() }: { secret?: string; at?: Date } = {},
): Visitor | null {
  const agent = request.headers.get("user-agent") ?? "";
  if (isbot(agent)) return null;
  const day = visitDay(at);
  const who = viewerId ? `user:${viewerId}` : `address:${request.headers.get(CLIENT_IP_HEADER) ?? ""}`;
  return { key: createHmac("sha256", secret).update(`${day}\n${who}`).digest("base64url"), day };
}

/** What a view beacon answers, counted or not (it tells the visitor nothing). */
export function viewBeaconAnswer(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

/**
 * True the first time `visitor` is seen on `page` today (the row is kept), false afterwards. Inside the
 * caller's transaction, so the view is counted with it or not at all; the primary key settles a race.
 */
export async function isFirstVisitToday(tx: Executor, page: string, visitor: Visitor): Promise<boolean> {
  if (prunedBefore !== visitor.day) {
    prunedBefore = visitor.day;
    await pruneVisits(tx, visitor.day);
  }
  const inserted = await tx
    .insert(pageVisits)
    .values({ page, visitor: visitor.key, day: visitor.day })
    .onConflictDoNothing()
    .returning({ page: pageVisits.page });
  return inserted.length > 0;
}

/** The day this process last pruned old visits: once a day is enough. */
let prunedBefore: string | undefined;

/** Forgets visits of days before `day`'s yesterday: they can't stop a count any more. */
export async function pruneVisits(db: Executor, day: string): Promise<number> {
  const removed = await db
    .delete(pageVisits)
    .where(lt(pageVisits.day, sql`${day}::date - 1`))
    .returning({ day: pageVisits.day });
  return removed.length;
}
