import { and, desc, eq, gte, ilike, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { addDays, indiaMidnight } from "~/lib/dates";
import { containsPattern } from "~/lib/like";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "~/services/audit.server";
import { choiceField, type Paged, pageField, readPage, searchField } from "../list-query";
import { nameAuditTargets } from "./audit-targets.server";

/** The kinds of record admin actions touch, as the rows' target_type (what the Record filter matches). */
export const AUDIT_RECORD_TYPES = AUDIT_TARGET_TYPES;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(v)))
  .optional()
  .catch(undefined);

/** /admin/audit's filters: action, actor (email), record (type and id), a date range (days in India time). */
export const auditQuerySchema = z.object({
  action: choiceField(AUDIT_ACTIONS),
  actor: searchField,
  type: choiceField(AUDIT_RECORD_TYPES),
  record: searchField,
  from: day,
  to: day,
  page: pageField,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditRow {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The record as a person names it ("Claim by Priya Sharma for Studio Aura"), or "deleted claim". */
  targetName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit log, newest first, filtered. Read-only: the app has no path that changes or removes a row. */
export async function listAuditLog(db: Executor, query: AuditQuery): Promise<Paged<AuditRow>> {
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor ? ilike(auditLog.actorEmail, containsPattern(query.actor)) : undefined,
    query.type ? eq(auditLog.targetType, query.type) : undefined,
    query.record ? eq(auditLog.targetId, query.record) : undefined,
    query.from ? gte(auditLog.createdAt, indiaMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, indiaMidnight(addDays(query.to, 1))) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return readPage(query.page, count?.n ?? 0, async (limit, offset) => {
    const rows = await db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    const entries = rows.map(({ createdAt, before, after, ...row }) => ({
      ...row,
      at: createdAt.toISOString(),
      before: asFields(before),
      after: asFields(after),
    }));
    const names = await nameAuditTargets(db, entries);
    return entries.map((entry, i) => ({ ...entry, targetName: names[i] ?? entry.targetId }));
  });
}

function asFields(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
