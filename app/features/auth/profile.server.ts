import { and, eq, ne, sql } from "drizzle-orm";
import { USER_ROLES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { profiles, users } from "~/db/schema";

export type Role = (typeof USER_ROLES)[number];

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

/** The server-side admin check (replaces the spec's is_admin RPC). */
export async function isAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.role === "admin";
}

export type SetRoleResult =
  | { ok: true; email: string; previousRole: Role; role: Role }
  | { ok: false; error: "unknown-role" | "unknown-email"; message: string };

/** Sets the role of the account with `email` (operator tool: npm run user:role). */
export async function setRoleByEmail(db: Executor, email: string, role: string): Promise<SetRoleResult> {
  if (!isRole(role)) {
    return {
      ok: false,
      error: "unknown-role",
      message: `Unknown role "${role}". Use one of: ${USER_ROLES.join(", ")}.`,
    };
  }
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, role: profiles.role })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, normalized))
      .limit(1);
    if (!user) return { ok: false, error: "unknown-email", message: `No account with the email "${normalized}".` };
    await tx
      .insert(profiles)
      .values({ userId: user.id, fullName: user.name, role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role, updatedAt: sql`now()` } });
    return { ok: true, email: normalized, previousRole: user.role ?? "user", role };
  });
}
