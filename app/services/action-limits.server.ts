import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { actionCounts } from "~/db/schema";

/**
 * Per-account limits on actions a script could repeat (reviews, likes, favourites, messages): generous for a
 * person, a wall for a loop. A limit holds over any span of its window ("60 an hour" is 60 in any 60 minutes, not
 * per clock hour): each attempt is counted in a bucket of 1/60 of the window by one atomic upsert, and allowed
 * while the buckets from one window before its own up to now hold at most the limit. Those buckets cover at least
 * the window, so no span of it ever holds more than the limit; refused attempts count too. The current bucket is
 * counted by the atomic upsert, so parallel attempts on any number of instances let exactly the limit through. The command itself counts (`limited`), so every route
 * that reaches an action shares its limit.
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

/** Buckets per window: an attempt is refused up to one bucket (a minute of an hour) sooner than an exact count would. */
const BUCKETS_PER_WINDOW = 60;
const LONGEST_WINDOW_MS = Math.max(...Object.values(ACTION_LIMITS).map((limit) => limit.windowMs));

/** When this process last pruned old buckets: once an hour is enough. */
let prunedAt = 0;

/** Counts one `action` by `userId` and says whether it is within the limit (false: refuse it). */
export async function withinActionLimit(
  db: Executor,
  action: LimitedAction,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const { max, windowMs } = ACTION_LIMITS[action];
  if (now.getTime() - prunedAt > HOUR) {
    prunedAt = now.getTime();
    await db.delete(actionCounts).where(lt(actionCounts.windowStart, new Date(now.getTime() - 2 * LONGEST_WINDOW_MS)));
  }
  const key = `${action}:${userId}`;
  const bucketMs = windowMs / BUCKETS_PER_WINDOW;
  const bucket = new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
  // The earlier buckets of the span are done; the current one's count comes from the atomic upsert, so
  // parallel attempts (on any instance) each see a different count and exactly the limit pass.
  const [earlier] = await db
    .select({ total: sql<number>`coalesce(sum(${actionCounts.count}), 0)::int` })
    .from(actionCounts)
    .where(
      and(
        eq(actionCounts.key, key),
        gte(actionCounts.windowStart, new Date(bucket.getTime() - windowMs)),
        lt(actionCounts.windowStart, bucket),
      ),
    );
  const [current] = await db
    .insert(actionCounts)
    .values({ key, windowStart: bucket, count: 1 })
    .onConflictDoUpdate({
      target: [actionCounts.key, actionCounts.windowStart],
      set: { count: sql`${actionCounts.count} + 1` },
    })
    .returning({ count: actionCounts.count });
  return (earlier?.total ?? 0) + (current?.count ?? 1) <= max;
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
