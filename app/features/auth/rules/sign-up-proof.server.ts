import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, sessions } from "~/db/schema";

/**
 * A verification link proves who reads the mailbox, not who chose the account's password: anyone can sign up
 * with someone else's address. So the password set at sign-up survives verification only when the link is
 * opened in the browser that signed up, which holds this cookie (made for that account, signed with the auth
 * secret, sent only to the auth endpoints, living as long as a verification link). Opened anywhere else, the
 * link still verifies the address and signs its owner in, but the account loses every password and session it
 * had before (as better-auth's sign-in links do for an unverified account): the owner chooses a password with
 * "Forgot password?".
 */
export const SIGN_UP_PROOF_COOKIE = "nivasa.sign-up";

const proofOf = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`sign-up:${userId}`).digest("base64url");

/** The cookie's value for the account `userId` just created. */
export function signUpProof(secret: string, userId: string): string {
  return `${userId}.${proofOf(secret, userId)}`;
}

/** Whether `request` comes from the browser that signed `userId` up. */
export function hasSignUpProof(secret: string, request: Request | undefined, userId: string): boolean {
  const cookies = request?.headers.get("cookie")?.split(";") ?? [];
  const sent = cookies.map((pair) => pair.trim()).find((pair) => pair.startsWith(`${SIGN_UP_PROOF_COOKIE}=`));
  const value = sent?.slice(SIGN_UP_PROOF_COOKIE.length + 1) ?? "";
  const expected = Buffer.from(signUpProof(secret, userId));
  const given = Buffer.from(decodeURIComponent(value));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Removes the passwords (and any other sign-in method) and sessions an account had before its address was proven. */
export async function revokeUnprovenAccess(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
