import { and, eq, ne, sql } from "drizzle-orm";
import { USER_ROLES } from "~/content/catalog";
import type { Executor, Tx } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { type MessageEmails, messageEmailChoices } from "../forms";

export type Role = (typeof USER_ROLES)[number];

/** A person's name as pages show it: their profile's full name, else their account's name (join both tables). */
export const displayName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`;

export function isRole(value: string): value is Role {
  return (USER_ROLES as readonly string[]).includes(value);
}

/** Creates the profile that goes with a new account: always role 'user'. */
export async function createProfile(db: Executor, userId: string, fullName: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, fullName: fullName.trim(), role: "user" })
    .onConflictDoNothing({ target: profiles.userId });
}

/** Copies the auth user's name onto the profile when it changed. */
export async function syncProfileName(db: Executor, userId: string, fullName: string): Promise<void> {
  const name = fullName.trim();
  await db
    .update(profiles)
    .set({ fullName: name, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), ne(profiles.fullName, name)));
}

/** Renames the signed-in user (profile full_name, mirrored on the auth user's name). */
export async function updateFullName(db: Executor, userId: string, fullName: string): Promise<void> {
  const name = fullName.trim();
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, fullName: name })
      .onConflictDoUpdate({ target: profiles.userId, set: { fullName: name, updatedAt: sql`now()` } });
    await tx.update(users).set({ name, updatedAt: sql`now()` }).where(eq(users.id, userId));
  });
}

export async function messageEmailsOf(db: Executor, userId: string): Promise<MessageEmails> {
  const [row] = await db.select({ choice: users.messageEmails }).from(users).where(eq(users.id, userId));
  return row?.choice ?? "each";
}

/** Sets how `userId` hears about new messages; false when the choice is not one `role` has. */
export async function setMessageEmails(db: Executor, userId: string, role: Role, choice: MessageEmails) {
  if (!messageEmailChoices(role).includes(choice)) return false;
  await db.update(users).set({ messageEmails: choice, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return true;
}

/** The server-side admin check (no is_admin call from the browser). */
export async function isAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.role === "admin";
}

/** The rules every role change follows, from /admin/users and from `npm run user:role` alike. */
export const ROLE_RULES = {
  ownAdmin: "You cannot remove your own admin role.",
  lastAdmin: "The last admin cannot be demoted.",
} as const;

export type SetRoleResult =
  | { ok: true; userId: string; email: string; previousRole: Role; role: Role }
  | {
      ok: false;
      error: "unknown-role" | "unknown-user" | "not-admin" | "own-admin" | "last-admin";
      message: string;
    };

/** Whose role to set: by account email (the command line) or by user id (the admin page). */
export type RoleTarget = { email: string } | { userId: string };

/**
 * Sets a user's role inside `tx`. `actingUserId` (an admin at /admin/users) can't remove their own admin role,
 * and nobody demotes the last admin. Role changes take one lock, so two admins demoting each other at once
 * can't leave the site without one.
 */
export async function setRoleIn(
  tx: Tx,
  target: RoleTarget,
  role: string,
  actingUserId?: string,
): Promise<SetRoleResult> {
  if (!isRole(role)) {
    return {
      ok: false,
      error: "unknown-role",
      message: `Unknown role "${role}". Use one of: ${USER_ROLES.join(", ")}.`,
    };
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('profiles.role'))`);
  // Under the lock: an admin demoted a moment ago by another admin can no longer change roles.
  if (actingUserId !== undefined && !(await isAdmin(tx, actingUserId))) {
    return { ok: false, error: "not-admin", message: "Only admins can change roles." };
  }
  const where = "email" in target ? eq(users.email, target.email.trim().toLowerCase()) : eq(users.id, target.userId);
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(1);
  if (!user) {
    const message =
      "email" in target ? `No account with the email "${target.email.trim().toLowerCase()}".` : "No such user.";
    return { ok: false, error: "unknown-user", message };
  }
  const previousRole = user.role ?? "user";
  if (previousRole === "admin" && role !== "admin") {
    if (user.id === actingUserId) return { ok: false, error: "own-admin", message: ROLE_RULES.ownAdmin };
    const [admins] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.role, "admin"));
    if ((admins?.n ?? 0) <= 1) return { ok: false, error: "last-admin", message: ROLE_RULES.lastAdmin };
  }
  await tx
    .insert(profiles)
    .values({ userId: user.id, fullName: user.name, role })
    .onConflictDoUpdate({ target: profiles.userId, set: { role, updatedAt: sql`now()` } });
  return { ok: true, userId: user.id, email: user.email, previousRole, role };
}

/** Sets the role of the account with `email` (operator tool: npm run user:role). */
export function setRoleByEmail(db: Executor, email: string, role: string): Promise<SetRoleResult> {
  return db.transaction((tx) => setRoleIn(tx, { email }, role));
}
