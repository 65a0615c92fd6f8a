import { data, redirect } from "react-router";
import { z } from "zod";
import { HOMEOWNER_CLOSE_REASONS } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { quoteRequestPath } from "~/lib/paths";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { withUploadForm } from "~/services/uploads/upload-form.server";
import { REPORT_INTENT } from "../reports/report-rules";
import { reportMessageFromForm } from "../reports/reports.server";
import { MESSAGE_FIELDS, MESSAGE_INTENT } from "../thread/message-fields";
import { sendMessage } from "../thread/message-form.server";
import { threadAccess } from "../thread/thread-access.server";
import { ATTACHMENTS_PER_MESSAGE, THREAD_MESSAGES } from "../thread/thread-rules";
import { closeQuoteRequest } from "./close-request.server";
import { ownQuoteRequest } from "./homeowner-quotes.server";
import { CLOSE_INTENT, CLOSE_REASON_FIELD, type QuoteRequestActionError } from "./quote-request-forms";

const UNKNOWN_FORM = "This form could not be read. Please reload the page and try again.";

const actionForm = z.discriminatedUnion(MESSAGE_FIELDS.intent, [
  z.object({ intent: z.literal(MESSAGE_INTENT), [MESSAGE_FIELDS.leadId]: z.uuid() }),
  z.object({ intent: z.literal(CLOSE_INTENT), [CLOSE_REASON_FIELD]: z.enum(HOMEOWNER_CLOSE_REASONS).optional() }),
  z.object({ intent: z.literal(REPORT_INTENT), [MESSAGE_FIELDS.leadId]: z.uuid() }),
]);

/**
 * Forms a later feature adds to the request's page (accepting an offer), by intent: done with a message,
 * refused with the reason, or null (answer 404).
 */
export type RequestFormHandlers = Record<
  string,
  (form: FormData) => Promise<{ ok: true; message: string } | { ok: false; error: string } | null>
>;

function refused(error: string, intent: QuoteRequestActionError["intent"] = null, leadId: string | null = null) {
  return data<QuoteRequestActionError>({ intent, leadId, error }, { status: 400 });
}

function done(requestId: string, title: string, anchor = "") {
  return redirect(`${quoteRequestPath(requestId)}${anchor}`, flashToast(undefined, { type: "success", title }));
}

/**
 * The forms of /quotes/:requestId: a message in one of its threads or a report of the designer's message (the
 * lead must be this request's and the viewer its homeowner: threadAccess), closing the request, or one of
 * `handlers`. Null (answer 404) for anyone but the homeowner.
 * Done, it redirects back to the page with a message; refused, it answers 400 with the reason.
 */
export async function quoteRequestAction(
  db: Executor,
  documents: ObjectStorage,
  viewer: Viewer | null,
  requestId: string,
  request: Request,
  handlers: RequestFormHandlers = {},
) {
  if (!(await ownQuoteRequest(db, viewer, requestId))) return null;
  return withUploadForm(request, ATTACHMENTS_PER_MESSAGE, async (read) => {
    if ("refused" in read) return refused(read.refused);
    const intent = read.form.get(MESSAGE_FIELDS.intent);
    if (typeof intent === "string" && Object.hasOwn(handlers, intent)) {
      const handled = await handlers[intent](read.form);
      const leadId = read.form.get(MESSAGE_FIELDS.leadId);
      const anchor = typeof leadId === "string" && z.uuid().safeParse(leadId).success ? leadId : null;
      if (!handled) return null;
      return handled.ok
        ? done(requestId, handled.message, anchor ? `#thread-${anchor}` : "")
        : refused(handled.error, intent, anchor);
    }
    const parsed = actionForm.safeParse(Object.fromEntries(read.form));
    if (!parsed.success) return refused(UNKNOWN_FORM);
    if (parsed.data.intent === CLOSE_INTENT) {
      const reason = parsed.data[CLOSE_REASON_FIELD];
      if (!reason) return refused(THREAD_MESSAGES.closeReason, CLOSE_INTENT);
      const closed = await closeQuoteRequest(db, viewer, requestId, reason);
      if (!closed) return null;
      return closed.ok ? done(requestId, closed.message) : refused(closed.error, CLOSE_INTENT);
    }
    const leadId = parsed.data[MESSAGE_FIELDS.leadId];
    const access = await threadAccess(db, viewer, leadId, "homeowner");
    if (access?.quoteRequestId !== requestId) return null;
    if (parsed.data.intent === REPORT_INTENT) {
      const reported = await reportMessageFromForm(db, access, read.form);
      return reported.ok
        ? done(requestId, reported.message, `#thread-${leadId}`)
        : refused(reported.error, null, leadId);
    }
    const sent = await sendMessage(db, documents, access, read.form);
    return sent.ok
      ? done(requestId, THREAD_MESSAGES.sent, `#thread-${leadId}`)
      : refused(sent.error, MESSAGE_INTENT, leadId);
  });
}
