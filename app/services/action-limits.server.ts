import { lt, sql } from "drizzle-orm";
import { LIMITS, type Limit, type WindowedLimitName } from "~/content/limits";
import type { Executor } from "~/db/client.server";
import { actionCounts } from "~/db/schema";

/**
 * Limits on actions a script could repeat (reviews, likes, favourites, messages, sign-in attempts): generous for
 * a person, a wall for a loop. Their numbers are in content/limits.ts with every other limit. Counted in fixed
 * windows by one atomic upsert, so they hold on any number of instances. The command itself counts (`limited`),
 * so every route that reaches an action shares its limit.
 */

const HOUR = 60 * 60 * 1000;

/** The per-account limits of the features' commands (LIMITS has their numbers). */
export type LimitedAction = "review" | "like" | "favourite" | "message" | "thread";

export const ACTION_LIMITS = {
  review: LIMITS.review,
  like: LIMITS.like,
  favourite: LIMITS.favourite,
  message: LIMITS.message,
  thread: LIMITS.thread,
} satisfies Record<LimitedAction, Limit>;

export const ACTION_LIMIT_MESSAGES: Record<LimitedAction, string> = {
  review: "You have written many reviews today. Please try again tomorrow.",
  like: "You have liked a lot of designs in the last hour. Please try again later.",
  favourite: "You have saved a lot of designers in the last hour. Please try again later.",
  message: "You have sent a lot of messages in the last hour. Please try again later.",
  thread: "You have started a lot of conversations in the last minute. Please try again shortly.",
};

/** When this process last pruned old windows: once an hour is enough. */
let prunedAt = 0;

/**
 * Counts one `action` by `subject` (what its limit is keyed on: an account id, an email address) and says whether
 * it is within the limit (false: refuse it). The window is the fixed slice of time `now` falls in, or the one
 * starting at `windowStart` (a calendar day's limit).
 */
export async function withinActionLimit(
  db: Executor,
  action: WindowedLimitName,
  subject: string,
  now = new Date(),
  windowStart = new Date(Math.floor(now.getTime() / LIMITS[action].windowMs) * LIMITS[action].windowMs),
): Promise<boolean> {
  if (now.getTime() - prunedAt > HOUR) {
    prunedAt = now.getTime();
    await db.delete(actionCounts).where(lt(actionCounts.windowStart, new Date(now.getTime() - 24 * HOUR)));
  }
  const [row] = await db
    .insert(actionCounts)
    .values({ key: `${action}:${subject}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [actionCounts.key, actionCounts.windowStart],
      set: { count: sql`${actionCounts.count} + 1` },
    })
    .returning({ count: actionCounts.count });
  return row.count <= LIMITS[action].max;
}

/** What a limited command answers instead of acting once its account has used up the action's limit. */
export const LIMIT_REACHED = "limit-reached";
export type LimitReached = typeof LIMIT_REACHED;

/** Counts one `action` by `userId` and runs `act` within the limit; past it, answers LIMIT_REACHED and does nothing. */
export async function limited<T>(
  db: Executor,
  action: LimitedAction,
  userId: string,
  act: () => Promise<T>,
): Promise<T | LimitReached> {
  return (await withinActionLimit(db, action, userId)) ? act() : LIMIT_REACHED;
}
