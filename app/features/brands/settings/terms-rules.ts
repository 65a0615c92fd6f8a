import type { PaymentStage } from "~/db/schema";

/** Bounds of the terms a brand states once and its offers state again: warranty, timeline, payment stages. */
export const TERMS_LIMITS = {
  stages: 8,
  stageLabelMax: 80,
  timelineWeeks: { min: 1, max: 104 },
  warrantyYears: { min: 0, max: 50 },
} as const;

export const TERMS_MESSAGES = {
  timeline: `The timeline must be between ${TERMS_LIMITS.timelineWeeks.min} and ${TERMS_LIMITS.timelineWeeks.max} weeks.`,
  warranty: `The warranty must be between ${TERMS_LIMITS.warrantyYears.min} and ${TERMS_LIMITS.warrantyYears.max} years.`,
  stages: "Please give the payment schedule: each stage with a name and a whole percentage.",
  stagesSum: (sum: number) => `The payment stages add up to ${sum} %: they must add up to 100 %.`,
} as const;

/** Every value of a form field, files read as "". */
export const fieldTexts = (form: FormData, name: string) =>
  form.getAll(name).map((v) => (typeof v === "string" ? v : ""));

/** A form field's first value, trimmed ("" when absent or a file). */
export const fieldText = (form: FormData, name: string) => fieldTexts(form, name)[0]?.trim() ?? "";

/** A whole number typed in a form, within [min, max]; null otherwise. */
export function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * The payment stages filled in (stageLabel/stagePercent rows, blank rows skipped); their whole percentages must
 * add up to exactly 100. An offer's schedule and a brand's standard terms read them alike.
 */
export function parsePaymentStages(form: FormData, errors: string[]): PaymentStage[] {
  const labels = fieldTexts(form, "stageLabel");
  const percents = fieldTexts(form, "stagePercent");
  const stages: PaymentStage[] = [];
  let malformed = false;
  labels.forEach((raw, i) => {
    const label = raw.trim();
    const percentText = percents[i]?.trim() ?? "";
    if (!label && !percentText) return;
    const percent = wholeNumber(percentText, 1, 100);
    if (!label || label.length > TERMS_LIMITS.stageLabelMax || percent === null) malformed = true;
    else stages.push({ label, percent });
  });
  if (malformed || stages.length === 0 || stages.length > TERMS_LIMITS.stages) errors.push(TERMS_MESSAGES.stages);
  else {
    const sum = stages.reduce((total, stage) => total + stage.percent, 0);
    if (sum !== 100) errors.push(TERMS_MESSAGES.stagesSum(sum));
  }
  return stages;
}
