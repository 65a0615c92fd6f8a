import type { Tx } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** Who did it: an admin (or the system acting for one), as the audit log keeps them. */
export interface AuditActor {
  userId: string;
  email: string;
}

/**
 * What admins do, as `<record>.<verb>`. Add a verb here when an admin action is built; /admin/audit filters on
 * these.
 */
export const AUDIT_ACTIONS = [
  "claim.approve",
  "claim.reject",
  "image.approve",
  "image.reject",
  "image.feature",
  "image.unfeature",
  "brand.verify",
  "brand.unverify",
  "brand.edit",
  "lead.route",
  "user.role",
  "seo.create",
  "seo.update",
  "seo.delete",
  "seo.activate",
  "seo.deactivate",
  "seo.bulk_create",
  "import.start",
  "import.cancel",
  "thread.read",
  "project.read",
  "message.hide",
  "message.dismiss",
  "user.suspend",
  "account.delete",
  "review.remove",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit row points at (its target_type); /admin/audit names each kind its own way. */
export const AUDIT_TARGET_TYPES = [
  "claim",
  "image",
  "brand",
  "quote_request",
  "user",
  "seo_page",
  "import_run",
  "lead",
  "message",
  "review",
  "project",
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

type Fields = Record<string, unknown>;

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The changed fields before and after (see changedFields); null for a creation or a deletion. */
  before?: Fields | null;
  after?: Fields | null;
}

/**
 * Writes one audit row. Takes a transaction, never the bare database: the row commits or rolls back with the
 * action it records.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value);

/** The fields of `after` whose values differ from `before`, as a before/after pair for the audit log. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter((key) => comparable(before[key]) !== comparable(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
