import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { SUPPORT_EMAIL } from "~/content/pages";
import type { Executor } from "~/db/client.server";
import { users } from "~/db/schema";

export const SUSPENDED_SIGN_IN = `This account has been suspended after a report. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`;

/**
 * Refuses a new session for a suspended account, whichever way it signs in (password, an emailed link, a
 * verification): better-auth answers 403 with SUSPENDED_SIGN_IN, which the sign-in form shows.
 */
export async function refuseSuspendedSession(db: Executor, userId: string): Promise<void> {
  const [user] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (user?.suspendedAt) throw new APIError("FORBIDDEN", { message: SUSPENDED_SIGN_IN, code: "ACCOUNT_SUSPENDED" });
}
