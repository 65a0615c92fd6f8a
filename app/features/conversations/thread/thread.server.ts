import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { outerColumn } from "~/db/rows.server";
import { brands, leadMessageAttachments, leadMessages, leads, quoteRequests } from "~/db/schema";
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

/** Who wrote a thread's messages and how far each side has read it: a lead row with its request and brand. */
export interface ThreadSides {
  homeownerReadId: number;
  brandReadId: number;
  /** The homeowner's name as they gave it (null after they deleted their account). */
  homeowner: string | null;
  brandName: string;
}

/** ThreadSides' columns, for a query of leads joined with quote_requests and brands. */
export const threadSideColumns = {
  homeownerReadId: leads.homeownerReadId,
  brandReadId: leads.brandReadId,
  homeowner: quoteRequests.name,
  brandName: brands.brandName,
};

function selectMessages(db: Executor) {
  return db
    .select({
      id: leadMessages.id,
      brandId: leadMessages.brandId,
      side: leadMessages.authorSide,
      body: leadMessages.body,
      createdAt: leadMessages.createdAt,
      hiddenAt: leadMessages.hiddenAt,
      attachments: sql<ThreadAttachment[]>`coalesce((select json_agg(json_build_object('id', a.id, 'kind', a.kind,
          'fileName', a.file_name, 'byteSize', a.byte_size) order by a.position)
        from ${leadMessageAttachments} a where a.message_id = ${outerColumn(leadMessages.id)}), '[]'::json)`,
    })
    .from(leadMessages);
}

const ofRequest = eq(leadMessages.quoteRequestId, sql.placeholder("quoteRequestId"));
const ofBrand = eq(leadMessages.brandId, sql.placeholder("brandId"));

/** The thread pages' two reads, prepared: one brand's thread, or every thread of a request; no hidden messages. */
const visibleMessages = {
  thread: preparedQuery("thread_messages", (db, name) =>
    selectMessages(db)
      .where(and(ofRequest, ofBrand, isNull(leadMessages.hiddenAt)))
      .orderBy(asc(leadMessages.id))
      .prepare(name),
  ),
  request: preparedQuery("request_messages", (db, name) =>
    selectMessages(db)
      .where(and(ofRequest, isNull(leadMessages.hiddenAt)))
      .orderBy(asc(leadMessages.id))
      .prepare(name),
  ),
};

/**
 * The messages of a request's threads (one brand's, or all of them), oldest first, with their files in one
 * query. Hidden messages are left out unless `withHidden`.
 */
export function messageRows(
  db: Executor,
  thread: { quoteRequestId: string; brandId?: string },
  options: { withHidden?: boolean } = {},
) {
  const { quoteRequestId, brandId } = thread;
  if (options.withHidden) {
    return selectMessages(db)
      .where(
        and(
          eq(leadMessages.quoteRequestId, quoteRequestId),
          brandId === undefined ? undefined : eq(leadMessages.brandId, brandId),
        ),
      )
      .orderBy(asc(leadMessages.id));
  }
  return brandId === undefined
    ? visibleMessages.request(db).execute({ quoteRequestId })
    : visibleMessages.thread(db).execute({ quoteRequestId, brandId });
}

export type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

/** Message rows as `viewerSide` sees them: author names, their own marked, "Seen" from the other side's read mark. */
export function toThreadMessages(
  rows: MessageRow[],
  sides: ThreadSides,
  viewerSide: ThreadAccess["side"],
): ThreadMessage[] {
  const names = { homeowner: homeownerName(sides.homeowner), brand: sides.brandName, system: SYSTEM_AUTHOR };
  return rows.map((row) => {
    const mine = row.side === viewerSide;
    const otherReadId = row.side === "homeowner" ? sides.brandReadId : sides.homeownerReadId;
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

/**
 * The thread's messages, oldest first, with their files and "Seen" marks. Hidden messages are left out, except
 * for an admin reading a reported thread.
 */
export async function threadMessages(db: Executor, access: ThreadAccess): Promise<ThreadMessage[]> {
  const [[sides], rows] = await Promise.all([
    db
      .select(threadSideColumns)
      .from(leads)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .innerJoin(brands, eq(brands.id, leads.brandId))
      .where(eq(leads.id, access.leadId)),
    messageRows(db, access, { withHidden: access.side === "admin" }),
  ]);
  return sides ? toThreadMessages(rows, sides, access.side) : [];
}
