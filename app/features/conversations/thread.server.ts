import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { outerColumn } from "~/db/rows.server";
import { brands, leadMessageAttachments, leadMessages, quoteRecipients, quoteRequests } from "~/db/schema";
import type { ThreadAccess } from "./thread-access.server";
import type { AttachmentKind, MessageAuthorSide } from "./thread-rules";

export interface ThreadAttachment {
  id: string;
  kind: AttachmentKind;
  fileName: string;
  byteSize: number;
}

/** A message as either side of the thread sees it. */
export interface ThreadMessage {
  id: number;
  side: MessageAuthorSide;
  authorName: string;
  /** Written by the viewer's side. */
  mine: boolean;
  body: string;
  createdAt: string;
  /** The other side opened the thread after it (only for the viewer's own messages). */
  seen: boolean;
  hidden: boolean;
  attachments: ThreadAttachment[];
}

/** The system's own messages (e.g. the homeowner chose another designer) are signed by Nivasa. */
const SYSTEM_AUTHOR = "Nivasa";

/**
 * The thread's messages after `afterId` (all of them by default), oldest first, with their files and "Seen"
 * marks. Hidden messages are left out, except for an admin reading a reported thread.
 */
export async function threadMessages(db: Executor, access: ThreadAccess, afterId = 0): Promise<ThreadMessage[]> {
  const [[lead], rows] = await Promise.all([
    db
      .select({
        homeownerReadId: quoteRecipients.homeownerReadId,
        brandReadId: quoteRecipients.brandReadId,
        homeowner: quoteRequests.name,
        brandName: brands.brandName,
      })
      .from(quoteRecipients)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRecipients.quoteRequestId))
      .innerJoin(brands, eq(brands.id, quoteRecipients.brandId))
      .where(eq(quoteRecipients.id, access.leadId)),
    db
      .select({
        id: leadMessages.id,
        side: leadMessages.authorSide,
        body: leadMessages.body,
        createdAt: leadMessages.createdAt,
        hiddenAt: leadMessages.hiddenAt,
        attachments: sql<ThreadAttachment[]>`coalesce((select json_agg(json_build_object('id', a.id, 'kind', a.kind,
            'fileName', a.file_name, 'byteSize', a.byte_size) order by a.position)
          from ${leadMessageAttachments} a where a.message_id = ${outerColumn(leadMessages.id)}), '[]'::json)`,
      })
      .from(leadMessages)
      .where(
        and(
          eq(leadMessages.quoteRequestId, access.quoteRequestId),
          eq(leadMessages.brandId, access.brandId),
          gt(leadMessages.id, afterId),
          access.side === "admin" ? undefined : isNull(leadMessages.hiddenAt),
        ),
      )
      .orderBy(asc(leadMessages.id)),
  ]);
  if (!lead) return [];
  const names = { homeowner: homeownerName(lead.homeowner), brand: lead.brandName, system: SYSTEM_AUTHOR };
  return rows.map((row) => {
    const mine = row.side === access.side;
    const otherReadId = row.side === "homeowner" ? lead.brandReadId : lead.homeownerReadId;
    return {
      id: row.id,
      side: row.side,
      authorName: names[row.side],
      mine,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      seen: mine && otherReadId >= row.id,
      hidden: row.hiddenAt !== null,
      attachments: row.attachments,
    };
  });
}
