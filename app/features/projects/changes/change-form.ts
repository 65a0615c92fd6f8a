import { wholeNumber } from "~/features/brands";
import { parseOfferLines } from "~/features/offers";
import { PROJECT_MESSAGES as M, PROJECT_LIMITS } from "../project/project-rules";
import type { ChangeProposal } from "./change-orders.server";

/**
 * Reads the change order form: the line rows by the offer's rules (blank rows left out), the days added (blank: 0)
 * and the stage (blank: the next one not paid in full). Every problem is answered in one message.
 */
export function parseChangeForm(
  form: FormData,
  fields: { reason: string; days: string; milestoneId: string },
): { ok: true; change: ChangeProposal } | { ok: false; error: string } {
  const errors: string[] = [];
  const lines = parseOfferLines(form, errors);
  const days = wholeNumber(fields.days.trim() || "0", 0, PROJECT_LIMITS.changeDaysMax);
  if (days === null) errors.push(M.changeDays);
  if (errors.length > 0 || days === null) return { ok: false, error: errors.join(" ") };
  return { ok: true, change: { lines, days, reason: fields.reason, milestoneId: fields.milestoneId || null } };
}
