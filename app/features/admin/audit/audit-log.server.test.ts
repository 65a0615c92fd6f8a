import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { listAuditLog } from "./audit-log.server";

describeEachDatabase("admin: audit log list", (getDb) => {
  let db: Db;

  beforeAll(async () => {
    db = getDb();
    // Triggers allow INSERT; rows are written as recordAudit would, with chosen times.
    await db
      .insert(auditLog)
      .values([
        row("asha@nivasa.test", "image.approve", "image", "img-1", "2026-03-01T10:00:00+05:30"),
        row("asha@nivasa.test", "brand.verify", "brand", "brand-1", "2026-03-02T23:30:00+05:30"),
        row("ravi@nivasa.test", "user.role", "user", "user-1", "2026-03-03T00:15:00+05:30"),
      ]);
  });

  function row(actorEmail: string, action: string, targetType: string, targetId: string, at: string) {
    return { actorId: actorEmail, actorEmail, action, targetType, targetId, createdAt: new Date(at) };
  }
  const ids = async (query: Parameters<typeof listAuditLog>[1]) =>
    (await listAuditLog(db, query)).rows.map((r) => r.targetId);

  it("lists newest first", async () => {
    expect(await ids({ page: 1 })).toEqual(["user-1", "brand-1", "img-1"]);
  });

  it("filters by action, actor, record type and id, and days in India time", async () => {
    expect(await ids({ page: 1, action: "brand.verify" })).toEqual(["brand-1"]);
    expect(await ids({ page: 1, actor: "RAVI" })).toEqual(["user-1"]);
    expect(await ids({ page: 1, type: "image" })).toEqual(["img-1"]);
    expect(await ids({ page: 1, record: "brand-1" })).toEqual(["brand-1"]);
    expect(await ids({ page: 1, from: "2026-03-02", to: "2026-03-02" })).toEqual(["brand-1"]);
    expect(await ids({ page: 1, from: "2026-03-03" })).toEqual(["user-1"]);
    expect(await ids({ page: 1, actor: "%" })).toEqual([]);
  });
});
