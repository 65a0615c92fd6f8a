import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { MESSAGE_REPORT_REASONS } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { leadMessages, messageReports } from "~/db/schema";
import type { ThreadAccess } from "../thread/thread-access.server";
import { otherSide } from "../thread/thread-rules";
import { REPORT_MESSAGE_FIELD, REPORT_MESSAGES } from "./report-rules";

export type ReportResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; error: string };

const reportSchema = z.object({
  messageId: z.coerce.number({ error: REPORT_MESSAGES.notFound }).int().positive(REPORT_MESSAGES.notFound),
  reason: z.enum(MESSAGE_REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
});

export type ReportInput = z.infer<typeof reportSchema>;

/**
 * Reports a message of the other side of the viewer's thread to the moderators, once per message and reporter.
 * An admin reading a reported thread, the viewer's own messages, Nivasa's messages, hidden messages and messages
 * of other threads can't be reported.
 */
export async function reportMessage(db: Executor, access: ThreadAccess, input: ReportInput): Promise<ReportResult> {
  if (access.side === "admin") return { ok: false, status: 404, error: REPORT_MESSAGES.notFound };
  const [message] = await db
    .select({ side: leadMessages.authorSide })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.id, input.messageId),
        eq(leadMessages.quoteRequestId, access.quoteRequestId),
        eq(leadMessages.brandId, access.brandId),
        isNull(leadMessages.hiddenAt),
      ),
    );
  if (!message) return { ok: false, status: 404, error: REPORT_MESSAGES.notFound };
  if (message.side !== otherSide(access.side)) return { ok: false, status: 400, error: REPORT_MESSAGES.notTheirs };
  const inserted = await db
    .insert(messageReports)
    .values({ messageId: input.messageId, reporterId: access.viewerId, reason: input.reason })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (inserted.length === 0) return { ok: false, status: 409, error: REPORT_MESSAGES.already };
  return { ok: true, message: REPORT_MESSAGES.reported };
}

/** The thread pages' "report" form post (intent REPORT_INTENT): bad input is a 400 with a message. */
export function reportMessageFromForm(db: Executor, access: ThreadAccess, form: FormData): Promise<ReportResult> {
  const parsed = reportSchema.safeParse({ messageId: form.get(REPORT_MESSAGE_FIELD), reason: form.get("reason") });
  if (!parsed.success) {
    return Promise.resolve({
      ok: false,
      status: 400,
      error: parsed.error.issues[0]?.message ?? REPORT_MESSAGES.reason,
    });
  }
  return reportMessage(db, access, parsed.data);
}
