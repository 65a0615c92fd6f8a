import { and, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LIMITS, type Limit, type WindowedLimitName } from "~/content/limits";
import type { Executor } from "~/db/client.server";
import { actionCounts } from "~/db/schema";

/**
 * Limits on actions a script could repeat (reviews, likes, favourites, messages, sign-in attempts): generous for
 * a person, a wall for a loop. Their numbers are in content/limits.ts with every other limit. A limit holds over
 * any span of its window ("60 an hour" is 60 in any 60 minutes, not per clock hour): each attempt is counted in a
 * bucket of 1/60 of the window by one atomic upsert, and allowed while the buckets from one window before its own
 * up to now hold at most the limit; refused attempts count too. A calendar day's limit (views) counts in that
 * day instead. The current bucket's count comes from the atomic upsert, so parallel attempts on any number of
 * instances let exactly the limit through. The command itself counts (`limited`), so every route that reaches an
 * action shares its limit.
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

/** Buckets per window: an attempt is refused up to one bucket (a minute of an hour) sooner than an exact count would. */
const BUCKETS_PER_WINDOW = 60;
const LONGEST_WINDOW_MS = Math.max(
  ...Object.values(LIMITS as Record<string, Limit>).map((limit) => limit.windowMs ?? 0),
);

/** When this process last pruned old buckets: once an hour is enough. */
let prunedAt = 0;

/** The earlier buckets, read beside the one counted into. */
const done = alias(actionCounts, "done");

/**
 * Adds one to `key`'s count in the bucket starting at `bucket` and answers the new count, plus what `key` counted
 * in the buckets from `earlierFrom` up to `bucket` when given: one atomic upsert (the earlier buckets are done, so
 * reading them in the same statement sees what a statement of their own would).
 */
async function countOne(db: Executor, key: string, bucket: Date, now: Date, earlierFrom?: Date): Promise<number> {
  if (now.getTime() - prunedAt > HOUR) {
    prunedAt = now.getTime();
    await db.delete(actionCounts).where(lt(actionCounts.windowStart, new Date(now.getTime() - 2 * LONGEST_WINDOW_MS)));
  }
  const earlier = earlierFrom
    ? db
        .select({ total: sql<number>`coalesce(sum(${done.count}), 0)::int` })
        .from(done)
        .where(and(eq(done.key, key), gte(done.windowStart, earlierFrom), lt(done.windowStart, bucket)))
    : sql`0`;
  const [row] = await db
    .insert(actionCounts)
    .values({ key, windowStart: bucket, count: 1 })
    .onConflictDoUpdate({
      target: [actionCounts.key, actionCounts.windowStart],
      set: { count: sql`${actionCounts.count} + 1` },
    })
    .returning({ total: sql<number>`${actionCounts.count} + (${earlier})` });
  return row?.total ?? 1;
}

/**
 * Counts one event under `key` in the fixed window of `windowMs` that `now` falls in: the count so far in that
 * window (this one included) and when the window ends, for refusals that say when to try again.
 */
export async function countInWindow(
  db: Executor,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ count: number; resetAt: Date }> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { count: await countOne(db, key, windowStart, now), resetAt: new Date(windowStart.getTime() + windowMs) };
}

/**
 * Counts one `action` by `subject` (what its limit is keyed on: an account id, an email address) and says whether
 * it is within the limit (false: refuse it): over the sliding window that ends at `now`, or over the calendar day
 * starting at `dayStart`.
 */
export async function withinActionLimit(
  db: Executor,
  action: WindowedLimitName,
  subject: string,
  now = new Date(),
  dayStart?: Date,
): Promise<boolean> {
  const { max, windowMs } = LIMITS[action];
  const key = `${action}:${subject}`;
  const bucketMs = windowMs / BUCKETS_PER_WINDOW;
  const bucket = dayStart ?? new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
  // The current bucket's count comes from the atomic upsert, so parallel attempts (on any instance) each see a
  // different count and exactly the limit pass.
  const earlierFrom = dayStart ? undefined : new Date(bucket.getTime() - windowMs);
  return (await countOne(db, key, bucket, now, earlierFrom)) <= max;
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
