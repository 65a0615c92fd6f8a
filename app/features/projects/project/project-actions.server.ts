import { data, redirect } from "react-router";
import { z } from "zod";
import { PAYMENT_METHODS } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { parseHundredths } from "~/features/offers";
import { reviewFormSchema } from "~/features/reviews/reviews.api.server";
import { calendarDay } from "~/lib/dates";
import { projectPath } from "~/lib/paths";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { withUploadForm } from "~/services/uploads/upload-form.server";
import { parseChangeForm } from "../changes/change-form";
import { decideChange, proposeChange } from "../changes/change-orders.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { reviewProject } from "../handover/handover.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { answerPayment, recordPayment } from "../payments/payments.server";
import { answerSnag, markSnagFixed, reportSnag } from "../snags/snags.server";
import { postSiteUpdate } from "../updates/site-updates.server";
import { moveClaim, raiseClaim } from "../warranty/warranty-claims.server";
import { WARRANTY_MESSAGES as W, WARRANTY_LIMITS } from "../warranty/warranty-rules";
import { type ProjectAccess, projectAccess } from "./project-access.server";
import { PROJECT_FIELDS as F, type ProjectActionError } from "./project-fields";
import { withStoredPhotos } from "./project-files.server";
import { type ProjectResult, refused } from "./project-result";
import { PROJECT_INTENTS as I, PROJECT_MESSAGES as M, PROJECT_LIMITS } from "./project-rules";

const text = z.string().catch("");
const day = (message: string) => z.string(message).refine((value) => calendarDay(value) !== null, message);
const id = z.uuid(M.unknownForm);

const forms = z.discriminatedUnion(F.intent, [
  z.object({ intent: z.literal(I.proposeStart), day: day(M.day) }),
  z.object({ intent: z.literal(I.proposeHandover), day: day(M.handoverDay), reason: text }),
  z.object({
    intent: z.literal(I.answerProposal),
    proposalId: id,
    answer: z.enum(["accept", "decline"], M.unknownForm),
  }),
  z.object({ intent: z.literal(I.markDone), milestoneId: id }),
  z.object({ intent: z.literal(I.postUpdate), milestoneId: id, body: text, day: day(M.updateDay), clientKey: id }),
  z.object({
    intent: z.literal(I.recordPayment),
    milestoneId: id,
    amount: text,
    method: z.enum(PAYMENT_METHODS, M.method),
    reference: text,
    paidOn: day(M.paidOn),
    clientKey: id,
  }),
  z.object({ intent: z.literal(I.confirmPayment), paymentId: id }),
  z.object({ intent: z.literal(I.disputePayment), paymentId: id, reason: text }),
  z.object({
    intent: z.literal(I.proposeChange),
    milestoneId: z
      .string()
      .default("")
      .refine((value) => value === "" || z.uuid().safeParse(value).success, M.stageUnknown),
    reason: text,
    days: text,
  }),
  z.object({ intent: z.literal(I.approveChange), changeId: id }),
  z.object({ intent: z.literal(I.declineChange), changeId: id }),
  z.object({ intent: z.literal(I.withdrawChange), changeId: id }),
  z.object({ intent: z.literal(I.raiseClaim), body: text, clientKey: id }),
  z.object({ intent: z.literal(I.acknowledgeClaim), claimId: id }),
  z.object({ intent: z.literal(I.closeClaim), claimId: id, note: text }),
  z.object({ intent: z.literal(I.reopenClaim), claimId: id }),
  z.object({ intent: z.literal(I.reportSnag), room: text, body: text, clientKey: id }),
  z.object({ intent: z.literal(I.fixSnag), snagId: id, note: text }),
  z.object({ intent: z.literal(I.closeSnag), snagId: id, note: text }),
  z.object({ intent: z.literal(I.reopenSnag), snagId: id, note: text }),
  reviewFormSchema.extend({ intent: z.literal(I.review) }),
]);

type ProjectForm = z.infer<typeof forms>;

/** The text fields of a posted form (files are read by the step that takes them). */
function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Runs the step a parsed form asks for, as the viewer's side. */
function runStep(db: Executor, documents: ObjectStorage, access: ProjectAccess, form: ProjectForm, raw: FormData) {
  switch (form.intent) {
    case I.proposeStart:
      return proposeDate(db, access, { kind: "start", day: form.day });
    case I.proposeHandover:
      return proposeDate(db, access, { kind: "handover", day: form.day, reason: form.reason });
    case I.answerProposal:
      return answerProposal(db, access, { proposalId: form.proposalId, accept: form.answer === "accept" });
    case I.markDone:
      return markMilestoneDone(db, access, form.milestoneId);
    case I.postUpdate:
      if (access.side !== "brand") return Promise.resolve(refused(M.notYourStep));
      return withStoredPhotos(documents, raw, F.photos, PROJECT_LIMITS.photosPerUpdate, M.tooManyPhotos, (photos) =>
        postSiteUpdate(db, access, {
          milestoneId: form.milestoneId,
          body: form.body,
          onDay: form.day,
          clientKey: form.clientKey,
          photos,
        }),
      );
    case I.recordPayment: {
      if (access.side !== "homeowner") return Promise.resolve(refused(M.notYourStep));
      const amountPaise = parseHundredths(form.amount);
      if (amountPaise === null || amountPaise <= 0) return Promise.resolve(refused(M.amount));
      return withStoredPhotos(documents, raw, F.receipt, 1, M.tooManyPhotos, ([receipt]) =>
        recordPayment(db, access, { ...form, amountPaise, receipt: receipt ?? null }),
      );
    }
    case I.confirmPayment:
      return answerPayment(db, access, { paymentId: form.paymentId, confirm: true });
    case I.disputePayment:
      return answerPayment(db, access, { paymentId: form.paymentId, confirm: false, reason: form.reason });
    case I.proposeChange: {
      if (access.side !== "brand") return Promise.resolve(refused(M.notYourStep));
      const parsed = parseChangeForm(raw, form);
      return parsed.ok ? proposeChange(db, access, parsed.change) : Promise.resolve(refused(parsed.error));
    }
    case I.approveChange:
      return decideChange(db, access, { changeId: form.changeId, outcome: "approved" });
    case I.declineChange:
      return decideChange(db, access, { changeId: form.changeId, outcome: "declined" });
    case I.withdrawChange:
      return decideChange(db, access, { changeId: form.changeId, outcome: "withdrawn" });
    case I.raiseClaim:
      if (access.side !== "homeowner") return Promise.resolve(refused(M.notYourStep));
      return withStoredPhotos(documents, raw, F.photos, WARRANTY_LIMITS.photosPerClaim, W.tooManyPhotos, (photos) =>
        raiseClaim(db, access, { body: form.body, clientKey: form.clientKey, photos }),
      );
    case I.acknowledgeClaim:
      return moveClaim(db, access, { claimId: form.claimId, step: "acknowledge" });
    case I.closeClaim:
      return moveClaim(db, access, { claimId: form.claimId, step: "close", note: form.note });
    case I.reopenClaim:
      return moveClaim(db, access, { claimId: form.claimId, step: "reopen" });
    case I.reportSnag:
      if (access.side !== "homeowner") return Promise.resolve(refused(M.notYourStep));
      return withStoredPhotos(documents, raw, F.photos, PROJECT_LIMITS.photosPerSnag, M.tooManySnagPhotos, (photos) =>
        reportSnag(db, access, { room: form.room, body: form.body, clientKey: form.clientKey, photos }),
      );
    case I.fixSnag:
      if (access.side !== "brand") return Promise.resolve(refused(M.notYourStep));
      return withStoredPhotos(documents, raw, F.photos, PROJECT_LIMITS.photosPerSnag, M.tooManySnagPhotos, (photos) =>
        markSnagFixed(db, access, { snagId: form.snagId, note: form.note, photos }),
      );
    case I.closeSnag:
    case I.reopenSnag:
      return answerSnag(db, access, { snagId: form.snagId, close: form.intent === I.closeSnag, note: form.note });
    case I.review:
      return reviewProject(db, access, { rating: form.rating, body: form.body });
  }
}

function refusal(intent: string | null, error: string) {
  return data<ProjectActionError>({ intent, error }, { status: 400 });
}

/**
 * Every form of /projects/:projectId, for its two sides only (null: answer 404): the form is read (photos
 * streamed to disk), parsed with zod and handed to its one step. Done, it redirects back to the page with a
 * message; refused, it answers 400 with the reason, and nothing is written.
 */
export async function projectAction(
  db: Executor,
  documents: ObjectStorage,
  viewer: Viewer | null,
  projectId: string,
  request: Request,
) {
  const access = await projectAccess(db, viewer, projectId);
  if (!access) return null;
  return withUploadForm(
    request,
    Math.max(PROJECT_LIMITS.photosPerUpdate, PROJECT_LIMITS.photosPerSnag),
    async (read) => {
      if ("refused" in read) return refusal(null, read.refused);
      const intent = read.form.get(F.intent);
      const parsed = forms.safeParse(textFields(read.form));
      if (!parsed.success) {
        const known = Object.values(I).includes(intent as (typeof I)[keyof typeof I]);
        return refusal(
          known ? String(intent) : null,
          known ? (parsed.error.issues[0]?.message ?? M.unknownForm) : M.unknownForm,
        );
      }
      const result: ProjectResult = await runStep(db, documents, access, parsed.data, read.form);
      if (!result.ok) return refusal(parsed.data.intent, result.error);
      return redirect(projectPath(projectId), flashToast(undefined, { type: "success", title: result.message }));
    },
  );
}
