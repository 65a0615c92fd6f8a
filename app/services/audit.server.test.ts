import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { changedFields, recordAudit } from "./audit.server";

const actor = { userId: "admin-1", email: "admin@example.test" };

it("changedFields keeps only the fields whose values changed, dates compared by instant", () => {
  const at = new Date("2026-01-01T00:00:00Z");
  expect(
    changedFields(
      { name: "Old", verified: false, tags: ["a"], at, untouched: 1 },
      { name: "New", verified: false, tags: ["a", "b"], at: new Date(at), untouched: 1 },
    ),
  ).toEqual({ before: { name: "Old", tags: ["a"] }, after: { name: "New", tags: ["a", "b"] } });
  expect(changedFields({}, { note: "x" })).toEqual({ before: { note: null }, after: { note: "x" } });
});

describeEachDatabase("audit log", (getDb) => {
  it("commits an entry with the transaction it records and rolls it back with it", async () => {
    const db = getDb();
    await db.transaction((tx) =>
      recordAudit(tx, {
        actor,
        action: "brand.verify",
        targetType: "brand",
        targetId: "b-1",
        before: { isVerified: false },
        after: { isVerified: true },
      }),
    );
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: "brand.unverify", targetType: "brand", targetId: "b-2" });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const rows = await db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: "admin-1",
      actorEmail: "admin@example.test",
      action: "brand.verify",
      targetId: "b-1",
      before: { isVerified: false },
      after: { isVerified: true },
    });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const db = getDb();
    await expect(
      db.update(auditLog).set({ action: "user.role" }).where(eq(auditLog.targetId, "b-1")),
    ).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });
});
