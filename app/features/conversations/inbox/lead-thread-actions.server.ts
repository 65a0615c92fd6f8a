import { data, redirect } from "react-router";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { leadThreadPath } from "~/lib/paths";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { withUploadForm } from "~/services/uploads/upload-form.server";
import { REPORT_INTENT } from "../reports/report-rules";
import { reportMessageFromForm } from "../reports/reports.server";
import { MESSAGE_FIELDS, MESSAGE_INTENT } from "../thread/message-fields";
import { sendMessage } from "../thread/message-form.server";
import type { ThreadAccess } from "../thread/thread-access.server";
import { ATTACHMENTS_PER_MESSAGE, THREAD_MESSAGES } from "../thread/thread-rules";
import { LEAD_MESSAGES, LEAD_UPDATE_INTENT } from "./inbox-rules";
import { leadUpdateSchema } from "./inbox-schema";
import { brandThreadAccess, updateLead } from "./lead-thread.server";

/** What the thread page's action answers when it refuses a form: shown beside that form. */
export interface LeadThreadError {
  intent: typeof MESSAGE_INTENT | typeof LEAD_UPDATE_INTENT | typeof REPORT_INTENT;
  error: string;
}

function refused(intent: LeadThreadError["intent"], error: string) {
  return data<LeadThreadError>({ intent, error }, { status: 400 });
}

/**
 * Forms a later feature adds to the thread (an offer), by intent: given the thread as its designer opens it,
 * done with a message, or refused with the reason and whatever its form shows again.
 */
export type ThreadFormHandlers<Refusal extends { ok: false; error: string }> = Record<
  string,
  (thread: ThreadAccess, form: FormData) => Promise<{ ok: true; message: string } | Refusal>
>;

/**
 * The forms of a lead's thread page: a message to the homeowner (text and files), a report of the homeowner's
 * message, the lead's status and private note, or one of `handlers`. Null (answer 404) for anyone but the owner of the brand the lead went to. Done, it redirects
 * back to the thread with a message; refused, it answers 400 with the reason.
 */
export async function leadThreadAction<Refusal extends { ok: false; error: string }>(
  db: Executor,
  documents: ObjectStorage,
  viewer: Viewer | null,
  leadId: string | undefined,
  request: Request,
  handlers: ThreadFormHandlers<Refusal> = {},
) {
  const access = await brandThreadAccess(db, viewer, leadId);
  if (!access) return null;
  return withUploadForm(request, ATTACHMENTS_PER_MESSAGE, async (read) => {
    if ("refused" in read) return refused(MESSAGE_INTENT, read.refused);
    const intent = read.form.get(MESSAGE_FIELDS.intent);
    const done = (message: string) =>
      redirect(leadThreadPath(access.leadId), flashToast(undefined, { type: "success", title: message }));
    if (typeof intent === "string" && Object.hasOwn(handlers, intent)) {
      const handled = await handlers[intent](access, read.form);
      return handled.ok ? done(handled.message) : data({ ...handled, intent }, { status: 400 });
    }
    let result: { ok: true; message: string } | { ok: false; error: string };
    if (intent === LEAD_UPDATE_INTENT) {
      const parsed = leadUpdateSchema.safeParse(Object.fromEntries(read.form));
      if (!parsed.success) return refused(intent, parsed.error.issues[0]?.message ?? LEAD_MESSAGES.status);
      result = await updateLead(db, access, parsed.data);
    } else if (intent === REPORT_INTENT) {
      result = await reportMessageFromForm(db, access, read.form);
    } else if (intent === MESSAGE_INTENT) {
      const sent = await sendMessage(db, documents, access, read.form);
      result = sent.ok ? { ok: true, message: THREAD_MESSAGES.sent } : sent;
    } else {
      return refused(MESSAGE_INTENT, LEAD_MESSAGES.intent);
    }
    return result.ok ? done(result.message) : refused(intent, result.error);
  });
}
