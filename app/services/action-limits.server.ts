import { lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { actionCounts } from "~/db/schema";

/**
 * Per-account limits on actions a script could repeat (reviews, likes, favourites): generous for a person,
 * a wall for a loop. Counted in fixed windows by one atomic upsert, so they hold on any number of instances.
 * The command itself counts (`limited`), so every route that reaches an action shares its limit.
 */

const HOUR = 60 * 60 * 1000;

export const ACTION_LIMITS = {
  /** Reviews and owner replies written or edited. */
  review: { max: 20, windowMs: 24 * HOUR },
  /** Likes and unlikes. */
  like: { max: 200, windowMs: HOUR },
  /** Favourites saved or removed (a sign-in's merge counts once). */
  favourite: { max: 200, windowMs: HOUR },
  /** Messages written in quote threads. */
  message: { max: 60, windowMs: HOUR },
  /** Threads an account writes the first message of its side in. */
  thread: { max: 10, windowMs: 60 * 1000 },
} as const;

export type LimitedAction = keyof typeof ACTION_LIMITS;

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
 * Counts one event under `key` in the fixed window of `windowMs` that `now` falls in: the count so far in that
 * window (this one included) and when the window ends. One atomic upsert, so it holds on any number of instances.
 */
export async function countInWindow(
  db: Executor,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ count: number; resetAt: Date }> {
  if (now.getTime() - prunedAt > HOUR) {
    prunedAt = now.getTime();
    await db.delete(actionCounts).where(lt(actionCounts.windowStart, new Date(now.getTime() - 24 * HOUR)));
  }
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(actionCounts)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [actionCounts.key, actionCounts.windowStart],
      set: { count: sql`${actionCounts.count} + 1` },
    })
    .returning({ count: actionCounts.count });
  return { count: row.count, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/** Counts one `action` by `userId` and says whether it is within the limit (false: refuse it). */
export async function withinActionLimit(
  db: Executor,
  action: LimitedAction,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const { max, windowMs } = ACTION_LIMITS[action];
  const { count } = await countInWindow(db, `${action}:${userId}`, windowMs, now);
  return count <= max;
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
