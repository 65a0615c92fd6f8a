import { OFFER_GRADES, OFFER_UNITS } from "~/content/catalog";
import type { OfferLine, PaymentStage } from "~/db/schema";
import { fieldText, fieldTexts, parsePaymentStages, wholeNumber } from "~/features/brands";
import { addDays, calendarDay } from "~/lib/dates";
import {
  lineAmountPaise,
  MAX_QUANTITY_HUNDREDTHS,
  MAX_RATE_PAISE,
  MAX_TOTAL_PAISE,
  MIN_LINE_PAISE,
  MIN_TOTAL_PAISE,
  type OfferTotals,
  offerTotals,
  parseHundredths,
} from "./money";
import { OFFER_LIMITS, OFFER_MESSAGES, type OfferGrade, type OfferUnit } from "./offer-rules";

export { addDays, calendarDay };

/** An offer as the designer filled it in, checked and priced (amounts in paise). */
export interface OfferDraft extends OfferTotals {
  grade: OfferGrade;
  lines: OfferLine[];
  included: string;
  excluded: string;
  timelineWeeks: number;
  paymentStages: PaymentStage[];
  warrantyYears: number;
  /** YYYY-MM-DD */
  validUntil: string;
}

export type OfferFormResult = { ok: true; draft: OfferDraft } | { ok: false; errors: string[] };

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * The lines filled in (multi-row fields lineDescription/lineQuantity/lineUnit/lineRate; blank rows are skipped),
 * each checked and priced; every problem is pushed to `errors`. Offers and a project's change orders read them.
 */
export function parseOfferLines(form: FormData, errors: string[]): OfferLine[] {
  const descriptions = fieldTexts(form, "lineDescription");
  const quantities = fieldTexts(form, "lineQuantity");
  const units = fieldTexts(form, "lineUnit");
  const rates = fieldTexts(form, "lineRate");
  const lines: OfferLine[] = [];
  descriptions.forEach((raw, i) => {
    const description = raw.trim();
    const quantityText = quantities[i]?.trim() ?? "";
    const rateText = rates[i]?.trim() ?? "";
    if (!description && !quantityText && !rateText) return;
    const n = i + 1;
    const unit = units[i] ?? "";
    const quantity = parseHundredths(quantityText);
    const rate = parseHundredths(rateText);
    if (!description || description.length > OFFER_LIMITS.descriptionMax) errors.push(OFFER_MESSAGES.description(n));
    if (!isOneOf(OFFER_UNITS, unit)) errors.push(OFFER_MESSAGES.unit(n));
    if (quantity === null || quantity <= 0 || quantity > MAX_QUANTITY_HUNDREDTHS)
      errors.push(OFFER_MESSAGES.quantity(n));
    else if (unit === "lump_sum" && quantity !== 100) errors.push(OFFER_MESSAGES.lumpSum(n));
    if (rate === null || rate <= 0 || rate > MAX_RATE_PAISE) errors.push(OFFER_MESSAGES.rate(n));
    if (quantity && rate && isOneOf(OFFER_UNITS, unit)) {
      const amountPaise = lineAmountPaise(quantity, rate);
      if (amountPaise < MIN_LINE_PAISE) errors.push(OFFER_MESSAGES.lineTooSmall(n));
      lines.push({ description, unit: unit as OfferUnit, quantityHundredths: quantity, ratePaise: rate, amountPaise });
    }
  });
  if (descriptions.every((d) => !d.trim()) && errors.length === 0) errors.push(OFFER_MESSAGES.noLines);
  if (lines.length > OFFER_LIMITS.lines) errors.push(OFFER_MESSAGES.tooManyLines);
  return lines;
}

/** A real calendar date from `today` up to the furthest validity allowed. */
function parseValidUntil(value: string, today: string): string | null {
  const day = calendarDay(value);
  return day && day >= today && day <= addDays(today, OFFER_LIMITS.validDaysMax) ? day : null;
}

/**
 * Reads an offer form (multi-row fields: lineDescription/lineQuantity/lineUnit/lineRate, stageLabel/stagePercent)
 * into a priced draft, or every problem as a message. `today` is the date in India (YYYY-MM-DD).
 */
export function parseOfferForm(form: FormData, today: string): OfferFormResult {
  const errors: string[] = [];
  const lines = parseOfferLines(form, errors);
  const grade = fieldText(form, "grade");
  if (!isOneOf(OFFER_GRADES, grade)) errors.push(OFFER_MESSAGES.grade);
  const included = fieldText(form, "included");
  const excluded = fieldText(form, "excluded");
  if (included.length > OFFER_LIMITS.termsMax || excluded.length > OFFER_LIMITS.termsMax) {
    errors.push(OFFER_MESSAGES.terms);
  }
  const { timelineWeeks: weeks, warrantyYears: years } = OFFER_LIMITS;
  const timelineWeeks = wholeNumber(fieldText(form, "timelineWeeks"), weeks.min, weeks.max);
  if (timelineWeeks === null) errors.push(OFFER_MESSAGES.timeline);
  const warrantyYears = wholeNumber(fieldText(form, "warrantyYears"), years.min, years.max);
  if (warrantyYears === null) errors.push(OFFER_MESSAGES.warranty);
  const paymentStages = parsePaymentStages(form, errors);
  const validUntil = parseValidUntil(fieldText(form, "validUntil"), today);
  if (validUntil === null) errors.push(OFFER_MESSAGES.validUntil);
  const totals = offerTotals(lines.map((line) => line.amountPaise));
  if (totals.totalPaise > MAX_TOTAL_PAISE) errors.push(OFFER_MESSAGES.tooBig);
  if (lines.length > 0 && totals.totalPaise < MIN_TOTAL_PAISE) errors.push(OFFER_MESSAGES.tooSmall);
  if (errors.length > 0 || timelineWeeks === null || warrantyYears === null || validUntil === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    draft: {
      grade: grade as OfferGrade,
      lines,
      included,
      excluded,
      timelineWeeks,
      paymentStages,
      warrantyYears,
      validUntil,
      ...totals,
    },
  };
}
