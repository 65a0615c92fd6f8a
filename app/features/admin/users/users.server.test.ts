import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, profiles } from "~/db/schema";
import { ROLE_RULES, setRoleByEmail } from "~/features/auth/accounts/profile.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPerson, createPersonas, type Personas } from "~/testing/personas.server";
import { listUsers, setUserRole } from "./users.server";

describeEachDatabase("admin: users and roles", (getDb) => {
  let db: Db;
  let people: Personas;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  const roleOf = async (userId: string) =>
    (await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)))[0]?.role;
  const auditFor = (userId: string) =>
    db
      .select({ action: auditLog.action, actor: auditLog.actorId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, userId));

  it("finds users by email or name, with role, verified email and owned brand", async () => {
    const byEmail = await listUsers(db, { q: people.owner.email.toUpperCase(), page: 1 });
    expect(byEmail.rows).toEqual([
      expect.objectContaining({
        id: people.owner.userId,
        role: "brand",
        emailVerified: true,
        brand: expect.objectContaining({ name: "Owner Person's Studio" }),
      }),
    ]);
    const byName = await listUsers(db, { q: "Homeowner Pers", page: 1 });
    expect(byName.rows.map((r) => r.id)).toEqual([people.homeowner.userId]);
    expect(byName.rows[0]?.brand).toBeNull();
    // LIKE wildcards are literal: '%' matches nobody's name.
    expect((await listUsers(db, { q: "%", page: 1 })).total).toBe(0);
    const all = await listUsers(db, { page: 99 });
    expect(all.page).toBe(all.totalPages);
  });

  it("sets a role with an audit row of before and after, in one transaction", async () => {
    const person = await createPerson(db, "member", "user");
    const result = await setUserRole(db, people.admin, { userId: person.userId, role: "brand" });
    expect(result).toMatchObject({ ok: true, previousRole: "user", role: "brand" });
    expect(await roleOf(person.userId)).toBe("brand");
    expect(await auditFor(person.userId)).toEqual([
      { action: "user.role", actor: people.admin.userId, before: { role: "user" }, after: { role: "brand" } },
    ]);
    // Setting the same role again changes nothing and writes no audit row.
    expect(await setUserRole(db, people.admin, { userId: person.userId, role: "brand" })).toMatchObject({ ok: true });
    expect(await auditFor(person.userId)).toHaveLength(1);
  });

  it("an admin can't remove their own admin role; an unknown user is a 404", async () => {
    expect(await setUserRole(db, people.admin, { userId: people.admin.userId, role: "user" })).toEqual({
      ok: false,
      status: 409,
      message: ROLE_RULES.ownAdmin,
    });
    expect(await roleOf(people.admin.userId)).toBe("admin");
    expect(await auditFor(people.admin.userId)).toEqual([]);
    expect(await setUserRole(db, people.admin, { userId: "nobody", role: "user" })).toMatchObject({ status: 404 });
  });

  it("the last admin can't be demoted, however it is asked (page or npm run user:role)", async () => {
    // Only people.admin is an admin so far (createPersonas): the command line can't demote them.
    expect(await setRoleByEmail(db, people.admin.email, "user")).toMatchObject({ ok: false, error: "last-admin" });
    const second = await createPerson(db, "second", "admin");
    expect(await setUserRole(db, second, { userId: people.admin.userId, role: "brand" })).toMatchObject({ ok: true });
    // Now `second` is the only admin: people.admin (no longer an admin) is refused outright.
    expect(
      await setUserRole(db, { ...people.admin, role: "brand" }, { userId: second.userId, role: "user" }),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    await setRoleByEmail(db, people.admin.email, "admin");
  });

  it("two admins demoting each other at once: one wins, one admin is left", async () => {
    const a = await createPerson(db, "rival-a", "admin");
    const b = await createPerson(db, "rival-b", "admin");
    await db.update(profiles).set({ role: "user" }).where(eq(profiles.userId, people.admin.userId));
    try {
      const results = await Promise.all([
        setUserRole(db, a, { userId: b.userId, role: "user" }),
        setUserRole(db, b, { userId: a.userId, role: "user" }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      // The loser was demoted first: it is no longer an admin.
      expect(results.find((r) => !r.ok)).toMatchObject({ status: 403, message: "Only admins can change roles." });
      const roles = [await roleOf(a.userId), await roleOf(b.userId)];
      expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    } finally {
      await db.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, people.admin.userId));
    }
  });
});
