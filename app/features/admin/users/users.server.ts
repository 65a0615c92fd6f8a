import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { USER_ROLES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { brands, profiles, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { displayName, type Role, setRoleIn } from "~/features/auth/auth.api.server";
import { containsPattern } from "~/lib/like";
import { recordAudit } from "~/services/audit.server";
import { type AdminResult, adminActor, NOT_ADMIN, refused } from "../admin-access.server";
import { type Paged, pageField, readPage, searchField } from "../list-query";

export const userListQuerySchema = z.object({ q: searchField, page: pageField });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const setRoleSchema = z.object({
  userId: z.string({ error: "Choose a user." }).trim().min(1, "Choose a user.").max(100, "Choose a user."),
  role: z.enum(USER_ROLES, { error: `Choose one of: ${USER_ROLES.join(", ")}.` }),
});

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
  brand: { name: string; slug: string } | null;
}

/** Users matching the search (email or name), newest first, with their role and the brand they own. */
export async function listUsers(db: Executor, query: UserListQuery): Promise<Paged<AdminUserRow>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(profiles.fullName, pattern))
    : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  return readPage(query.page, count?.n ?? 0, async (limit, offset) => {
    const rows = await db
      .select({
        id: users.id,
        name: displayName,
        email: users.email,
        role: sql<Role>`coalesce(${profiles.role}, 'user')`,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        brandName: brands.brandName,
        brandSlug: brands.slug,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(brands, eq(brands.claimedBy, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ brandName, brandSlug, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      brand: brandName && brandSlug ? { name: brandName, slug: brandSlug } : null,
    }));
  });
}

const ROLE_REFUSALS = {
  "unknown-role": 400,
  "unknown-user": 404,
  "not-admin": 403,
  "own-admin": 409,
  "last-admin": 409,
} as const;

/**
 * An admin sets a user's role (user / brand / admin) with the shared rules (not their own admin role, never
 * the last admin); the change and its audit row commit together.
 */
export async function setUserRole(
  db: Executor,
  viewer: Viewer | null,
  input: z.infer<typeof setRoleSchema>,
): Promise<AdminResult<{ email: string; previousRole: Role; role: Role }>> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  return db.transaction(async (tx) => {
    const result = await setRoleIn(tx, { userId: input.userId }, input.role, actor.userId);
    if (!result.ok) return refused(ROLE_REFUSALS[result.error], result.message);
    if (result.previousRole !== result.role) {
      await recordAudit(tx, {
        actor,
        action: "user.role",
        targetType: "user",
        targetId: result.userId,
        before: { role: result.previousRole },
        after: { role: result.role },
      });
    }
    const message =
      result.previousRole === result.role
        ? `${result.email} was already ${result.role}.`
        : `${result.email} is now ${result.role} (was ${result.previousRole}).`;
    return { ok: true, message, email: result.email, previousRole: result.previousRole, role: result.role };
  });
}
