import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { config } from "~/config.server";
import type { Executor } from "~/db/client.server";
import { pageVisits } from "~/db/schema";
import { CLIENT_IP_HEADER, resolveAuthSecret } from "~/features/auth/auth.api.server";
import { indiaDay, indiaMidnight } from "~/lib/dates";
import { newVisitorId, visitorIdOf } from "~/lib/visitor-cookies.server";
import { withinActionLimit } from "~/services/action-limits.server";

/**
 * A view is one person on one page on one day (India time): one account when signed in, else one browser (its
 * random visitor id, VISITOR_ID_COOKIE), so everyone behind a shared address (a home, an office, a mobile
 * carrier's NAT) counts. So that clearing cookies or changing headers can't inflate a count, at most
 * LIMITS.newViewersPerAddress.max new browsers from one network address count per page per day. Only keyed
 * hashes of the day with the visitor and with the address are kept (for two days); neither can be followed from
 * one day to the next.
 */

/** The day in India ("2025-03-14"), the unit views are counted in. */
export function visitDay(at: Date): string {
  return indiaDay(at);
}

export interface Visitor {
  key: string;
  day: string;
  /** An anonymous browser's network address (a keyed hash of it and the day), for the new-browser ceiling. */
  address: string | null;
}

let visitSecret: string | undefined;

/** A key of its own for visitor hashes, derived from the auth secret (shared by every instance). */
function defaultSecret(): string {
  visitSecret ??= createHmac("sha256", resolveAuthSecret(config())).update("page-visits").digest("base64url");
  return visitSecret;
}

export interface BeaconVisitor {
  /** Who is viewing, for counting; null for crawlers and link previews, which never count. */
  visitor: Visitor | null;
  /** The `Set-Cookie` giving a browser that came without a visitor id its new one; null otherwise. */
  setCookie: string | null;
}

/** Who sends this view beacon: the account signed in (`viewerId`), else the browser's visitor id, new if need be. */
export function visitorOf(
  request: Request,
  viewerId: string | null | undefined,
  { secret = defaultSecret(), at = new Date() }: { secret?: string; at?: Date } = {},
): BeaconVisitor {
  if (isbot(request.headers.get("user-agent") ?? "")) return { visitor: null, setCookie: null };
  const day = visitDay(at);
  const hash = (who: string) => createHmac("sha256", secret).update(`${day}\n${who}`).digest("base64url");
  if (viewerId) return { visitor: { key: hash(`user:${viewerId}`), day, address: null }, setCookie: null };
  const known = visitorIdOf(request.headers.get("cookie"));
  const fresh = known ? null : newVisitorId();
  const address = hash(`address:${request.headers.get(CLIENT_IP_HEADER) ?? ""}`);
  return {
    visitor: { key: hash(`browser:${known ?? fresh?.id}`), day, address },
    setCookie: fresh?.setCookie ?? null,
  };
}

/** What a view beacon answers, counted or not (it tells the visitor nothing but their visitor id). */
export function viewBeaconAnswer(setCookie: string | null): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return new Response(null, { status: 204, headers });
}

/**
 * True the first time `visitor` is seen on `page` today (the row is kept), false afterwards, and false for a new
 * browser past its address's ceiling today. Inside the caller's transaction, so the view is counted with it or
 * not at all; the primary key and the ceiling's atomic count settle races.
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
  if (inserted.length === 0) return false;
  if (visitor.address === null) return true;
  const dayStart = indiaMidnight(visitor.day);
  return withinActionLimit(tx, "newViewersPerAddress", `${page}:${visitor.address}`, new Date(), dayStart);
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
