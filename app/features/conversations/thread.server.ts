import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
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
  const [lead] = await db
    .select({
      homeownerReadId: quoteRecipients.homeownerReadId,
      brandReadId: quoteRecipients.brandReadId,
      homeowner: quoteRequests.name,
      brandName: brands.brandName,
    })
    .from(quoteRecipients)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRecipients.quoteRequestId))
    .innerJoin(brands, eq(brands.id, quoteRecipients.brandId))
    .where(eq(quoteRecipients.id, access.leadId));
  if (!lead) return [];
  const rows = await db
    .select({
      id: leadMessages.id,
      side: leadMessages.authorSide,
      body: leadMessages.body,
      createdAt: leadMessages.createdAt,
      hiddenAt: leadMessages.hiddenAt,
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
    .orderBy(asc(leadMessages.id));
  const files = rows.length
    ? await db
        .select({
          messageId: leadMessageAttachments.messageId,
          id: leadMessageAttachments.id,
          kind: leadMessageAttachments.kind,
          fileName: leadMessageAttachments.fileName,
          byteSize: leadMessageAttachments.byteSize,
        })
        .from(leadMessageAttachments)
        .where(
          inArray(
            leadMessageAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(leadMessageAttachments.messageId), asc(leadMessageAttachments.position))
    : [];
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
      attachments: files.filter((f) => f.messageId === row.id).map(({ messageId: _, ...file }) => file),
    };
  });
}
