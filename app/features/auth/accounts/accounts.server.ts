import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, like, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { violatedUniqueConstraint } from "~/db/errors.server";
import { accounts, profiles, users } from "~/db/schema";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { PHONE_ONLY_DOMAIN, phoneOnlyEmail } from "~/lib/phone-only-email";
import type { Role } from "./profile.server";

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  role?: Role;
  emailVerified?: boolean;
}

/**
 * Creates a ready-to-use email + password account without going through sign-up (no mail,
 * no rate limit): for demo data and tests. Passwords are hashed the way better-auth signs in.
 */
export async function createPasswordAccount(db: Executor, account: NewAccount): Promise<{ userId: string }> {
  const userId = randomUUID();
  const email = account.email.trim().toLowerCase();
  const hash = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      name: account.fullName,
      email,
      emailVerified: account.emailVerified ?? true,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hash,
    });
    await tx.insert(profiles).values({ userId, fullName: account.fullName, role: account.role ?? "user" });
  });
  return { userId };
}

/**
 * Gives an account made by a phone sign-in the email address its owner typed (a quote form's), unverified, when
 * it has none yet and no other account has that address: the first sign-in link mailed there then proves it.
 * An address another account holds is never taken over: true only when the address is now this account's.
 */
export async function addEmailToPhoneAccount(db: Executor, userId: string, email: string): Promise<boolean> {
  try {
    const updated = await db
      .update(users)
      .set({ email, emailVerified: false, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), like(users.email, `%@${PHONE_ONLY_DOMAIN}`)))
      .returning({ id: users.id });
    return updated.length === 1;
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) return false;
    throw error;
  }
}

/**
 * Names an account a phone sign-in just made (it carries its number as its name) with the name its owner typed
 * in the form that asked for the code (a quote form's). An account with a name of its own keeps it.
 */
export async function nameNewPhoneAccount(
  db: Executor,
  userId: string,
  phone: string,
  fullName: string,
): Promise<void> {
  const name = fullName.trim();
  await db.transaction(async (tx) => {
    const renamed = await tx
      .update(users)
      .set({ name, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.name, formatIndianMobile(phone))))
      .returning({ id: users.id });
    if (renamed.length === 1) {
      await tx.update(profiles).set({ fullName: name, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
    }
  });
}

/**
 * After a code verified `phone` for `userId`: an account without an email keeps the stand-in address of the number
 * it has now, so that its old number, free again, can make a new account (whose stand-in would clash otherwise).
 */
export async function followNumberChange(db: Executor, userId: string, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ email: phoneOnlyEmail(phone), updatedAt: sql`now()` })
    .where(
      and(eq(users.id, userId), like(users.email, `%@${PHONE_ONLY_DOMAIN}`), ne(users.email, phoneOnlyEmail(phone))),
    );
}

/** Whether an account other than `userId` holds `email` (verified or not) or `phone`. */
export async function otherHolder(
  db: Executor,
  userId: string,
  held: { email: string } | { phone: string },
): Promise<boolean> {
  const where = "email" in held ? eq(users.email, held.email) : eq(users.phoneNumber, held.phone);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(where, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}
