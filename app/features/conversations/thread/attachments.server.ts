import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { messageInLead } from "~/db/rows.server";
import { leadMessageAttachments, leadMessages, leads } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { privateDocumentResponse } from "~/services/uploads/documents.server";
import { adminThreadAccess, type ThreadAccess, threadAccess } from "./thread-access.server";

/** Where an attachment is asked for: a quote request's page (homeowner), or a lead's thread (designer, admin). */
export type AttachmentScope = { requestId: string } | { leadId: string };

const ids = z.object({ attachmentId: z.uuid(), scopeId: z.uuid() });

/**
 * A message's file as a private, sandboxed, uncached response for one of its thread's sides (threadAccess), or
 * for an admin while the thread has a report (adminThreadAccess: the read is audited), hidden messages' files
 * included for the admin only. Null (answer 404) for anyone else and for a file of another request or lead
 * than the address names.
 */
export async function attachmentResponse(
  db: Executor,
  documents: ObjectStorage,
  viewer: Viewer | null,
  reader: ThreadAccess["side"],
  scope: AttachmentScope,
  attachmentId: string,
): Promise<Response | null> {
  const scopeId = "requestId" in scope ? scope.requestId : scope.leadId;
  if (!viewer || !ids.safeParse({ attachmentId, scopeId }).success) return null;
  const [file] = await db
    .select({
      leadId: leads.id,
      quoteRequestId: leads.quoteRequestId,
      storageKey: leadMessageAttachments.storageKey,
      fileName: leadMessageAttachments.fileName,
      hiddenAt: leadMessages.hiddenAt,
    })
    .from(leadMessageAttachments)
    .innerJoin(leadMessages, eq(leadMessages.id, leadMessageAttachments.messageId))
    .innerJoin(leads, messageInLead)
    .where(eq(leadMessageAttachments.id, attachmentId));
  if (!file || scopeId !== ("requestId" in scope ? file.quoteRequestId : file.leadId)) return null;
  if (file.hiddenAt && reader !== "admin") return null;
  const access =
    reader === "admin"
      ? await adminThreadAccess(db, viewer, file.leadId, { attachmentId, fileName: file.fileName })
      : await threadAccess(db, viewer, file.leadId, reader);
  if (!access) return null;
  return privateDocumentResponse(documents, file.storageKey);
}
