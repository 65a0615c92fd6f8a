import type { GenericEndpointContext } from "better-auth";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { SUPPORT_EMAIL } from "~/content/pages";
import type { Executor } from "~/db/client.server";
import { users } from "~/db/schema";

export const SUSPENDED_SIGN_IN = `This account has been suspended after a report. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`;

/** Where an emailed link (sign-in or verification) of a suspended account lands: the sign-in page, which says why. */
export const SUSPENDED_LANDING = "/auth?account=suspended";

/**
 * Refuses a new session for a suspended account, whichever way it signs in: a form post gets 403 with
 * SUSPENDED_SIGN_IN (the sign-in form shows it), an opened link is sent to SUSPENDED_LANDING.
 */
export async function refuseSuspendedSession(
  db: Executor,
  userId: string,
  context: GenericEndpointContext | null,
): Promise<void> {
  const [user] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (!user?.suspendedAt) return;
  if (context?.request?.method === "GET") throw context.redirect(SUSPENDED_LANDING);
  throw new APIError("FORBIDDEN", { message: SUSPENDED_SIGN_IN, code: "ACCOUNT_SUSPENDED" });
}
