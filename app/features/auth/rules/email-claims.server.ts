import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quoteRequests, users } from "~/db/schema";

/**
 * Gives a signed-in account the quote requests made with its (verified) address while no account had it, so
 * that a visitor who asked signed out finds them under their account. Runs on every new session: auth sits
 * below the features that own those rows, so the rule is kept here, on the table.
 */
export async function claimRequestsMadeWithEmail(db: Executor, userId: string): Promise<number> {
  const claimed = await db
    .update(quoteRequests)
    .set({ userId })
    .from(users)
    .where(
      sql`${users.id} = ${userId} and ${users.emailVerified} and ${quoteRequests.userId} is null and ${quoteRequests.email} = ${users.email}`,
    )
    .returning({ id: quoteRequests.id });
  return claimed.length;
}
