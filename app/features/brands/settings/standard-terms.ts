import type { PaymentStage } from "~/db/schema";
import { fieldText, parsePaymentStages, TERMS_LIMITS, TERMS_MESSAGES, wholeNumber } from "./terms-rules";

/** A brand's standard terms: set once in Profile Settings, they prefill its offers and show on its pages. */
export interface StandardTerms {
  warrantyYears: number | null;
  typicalTimelineWeeks: number | null;
  paymentStages: PaymentStage[] | null;
  freeSiteVisit: boolean;
  freeDesign3d: boolean;
  emiAvailable: boolean;
}

export type StandardTermsResult = { ok: true; terms: StandardTerms } | { ok: false; errors: string[] };

export const NO_TERMS: StandardTerms = {
  warrantyYears: null,
  typicalTimelineWeeks: null,
  paymentStages: null,
  freeSiteVisit: false,
  freeDesign3d: false,
  emiAvailable: false,
};

/** How many stage rows the terms form offers. */
export const TERMS_STAGE_ROWS = 5;

/** A blank field is "not stated" (null); anything else must be a whole number within the bounds. */
function optionalWhole(
  form: FormData,
  name: string,
  bounds: { min: number; max: number },
  message: string,
  errors: string[],
) {
  const value = fieldText(form, name);
  if (!value) return null;
  const n = wholeNumber(value, bounds.min, bounds.max);
  if (n === null) errors.push(message);
  return n;
}

/**
 * Reads the standard terms form: warranty and timeline may be left blank, the payment stages too (every row
 * blank); stages given follow an offer's rules (whole percentages adding up to 100).
 */
export function parseStandardTerms(form: FormData): StandardTermsResult {
  const errors: string[] = [];
  const warrantyYears = optionalWhole(
    form,
    "warrantyYears",
    TERMS_LIMITS.warrantyYears,
    TERMS_MESSAGES.warranty,
    errors,
  );
  const typicalTimelineWeeks = optionalWhole(
    form,
    "typicalTimelineWeeks",
    TERMS_LIMITS.timelineWeeks,
    TERMS_MESSAGES.timeline,
    errors,
  );
  const anyStage = [...form.getAll("stageLabel"), ...form.getAll("stagePercent")].some(
    (v) => typeof v === "string" && v.trim() !== "",
  );
  const paymentStages = anyStage ? parsePaymentStages(form, errors) : null;
  if (errors.length > 0) return { ok: false, errors };
  const ticked = (name: string) => form.get(name) === "on";
  return {
    ok: true,
    terms: {
      warrantyYears,
      typicalTimelineWeeks,
      paymentStages,
      freeSiteVisit: ticked("freeSiteVisit"),
      freeDesign3d: ticked("freeDesign3d"),
      emiAvailable: ticked("emiAvailable"),
    },
  };
}

/** The terms as short phrases for cards and profiles ("5-year warranty", "Free site visit", …). */
export function termsHighlights(terms: Omit<StandardTerms, "paymentStages">): string[] {
  return [
    terms.freeSiteVisit ? "Free site visit" : null,
    terms.freeDesign3d ? "Free 3D design" : null,
    terms.emiAvailable ? "EMI available" : null,
    terms.warrantyYears ? `${terms.warrantyYears}-year warranty` : null,
    terms.typicalTimelineWeeks ? `Typically ${terms.typicalTimelineWeeks} weeks` : null,
  ].filter((phrase): phrase is string => phrase !== null);
}

/** "10 % Booking · 50 % Production · 40 % Handover" */
export function stagesSummary(stages: readonly PaymentStage[]): string {
  return stages.map((stage) => `${stage.percent} % ${stage.label}`).join(" · ");
}
