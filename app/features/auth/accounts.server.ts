import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Executor } from "~/db/client.server";
import { accounts, profiles, users } from "~/db/schema";
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
