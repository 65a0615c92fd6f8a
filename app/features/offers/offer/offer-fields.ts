import { OFFER_UNITS } from "~/content/catalog";
import { parsePaymentStages, type StandardTerms } from "~/features/brands";
import { leadThreadPath, quoteRequestPath } from "~/lib/paths";
import { addDays } from "./offer-form";
import { OFFER_MESSAGES } from "./offer-rules";
import type { OfferView } from "./offers.server";

/** The forms offers add to the thread pages (their `intent` values). */
export const OFFER_INTENT = "offer";
export const ACCEPT_INTENT = "accept";
export const OUTCOME_INTENT = "outcome";

/** Rows the offer form offers; blank rows are ignored, so it works without JavaScript. */
export const OFFER_LINE_ROWS = 8;
export const OFFER_STAGE_ROWS = 5;
/** A new offer is valid for a month unless the designer says otherwise. */
const DEFAULT_VALID_DAYS = 30;

export interface OfferFormValues {
  lines: { description: string; quantity: string; unit: string; rate: string }[];
  grade: string;
  included: string;
  excluded: string;
  timelineWeeks: string;
  warrantyYears: string;
  stages: { label: string; percent: string }[];
  validUntil: string;
}

/** Where each refusal of the offer form is shown: beside its field, or over the list it concerns. */
export type OfferFormErrors = Partial<
  Record<"lines" | "grade" | "terms" | "timeline" | "warranty" | "stages" | "validUntil", string[]>
>;

export function comparePath(requestId: string): string {
  return `${quoteRequestPath(requestId)}/compare`;
}

/** An offer's PDF, from the side of the thread that asks for it. */
export function offerPdfPath(offer: Pick<OfferView, "id" | "leadId">, side: "homeowner" | "brand", requestId: string) {
  const scope = side === "homeowner" ? quoteRequestPath(requestId) : leadThreadPath(offer.leadId);
  return `${scope}/offers/${offer.id}/pdf`;
}

function padded<T>(rows: T[], count: number, blank: T): T[] {
  return [...rows, ...Array.from({ length: Math.max(0, count - rows.length) }, () => blank)];
}

const BLANK_LINE = { description: "", quantity: "", unit: OFFER_UNITS[0], rate: "" };
const BLANK_STAGE = { label: "", percent: "" };

/** The form as it was sent, to show again with its refusals. */
export function offerFormValuesFrom(form: FormData): OfferFormValues {
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const one = (name: string) => all(name)[0] ?? "";
  const quantities = all("lineQuantity");
  const units = all("lineUnit");
  const rates = all("lineRate");
  const percents = all("stagePercent");
  return {
    lines: padded(
      all("lineDescription").map((description, i) => ({
        description,
        quantity: quantities[i] ?? "",
        unit: units[i] ?? OFFER_UNITS[0],
        rate: rates[i] ?? "",
      })),
      OFFER_LINE_ROWS,
      BLANK_LINE,
    ),
    grade: one("grade"),
    included: one("included"),
    excluded: one("excluded"),
    timelineWeeks: one("timelineWeeks"),
    warrantyYears: one("warrantyYears"),
    stages: padded(
      all("stageLabel").map((label, i) => ({ label, percent: percents[i] ?? "" })),
      OFFER_STAGE_ROWS,
      BLANK_STAGE,
    ),
    validUntil: one("validUntil"),
  };
}

const decimalText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/**
 * What the form starts with: a revision starts from the current version (with a fresh validity), a first
 * offer from the brand's standard terms.
 */
export function offerFormDefaults(terms: StandardTerms, latest: OfferView | null, today: string): OfferFormValues {
  const validUntil = addDays(today, DEFAULT_VALID_DAYS);
  if (latest) {
    return {
      lines: padded(
        latest.lines.map((line) => ({
          description: line.description,
          quantity: decimalText(line.quantityHundredths),
          unit: line.unit,
          rate: decimalText(line.ratePaise),
        })),
        OFFER_LINE_ROWS,
        BLANK_LINE,
      ),
      grade: latest.grade,
      included: latest.included,
      excluded: latest.excluded,
      timelineWeeks: String(latest.timelineWeeks),
      warrantyYears: String(latest.warrantyYears),
      stages: padded(
        latest.paymentStages.map((stage) => ({ label: stage.label, percent: String(stage.percent) })),
        OFFER_STAGE_ROWS,
        BLANK_STAGE,
      ),
      validUntil: latest.validUntil >= today ? latest.validUntil : validUntil,
    };
  }
  return {
    lines: padded([], OFFER_LINE_ROWS, BLANK_LINE),
    grade: "",
    included: "",
    excluded: "",
    timelineWeeks: terms.typicalTimelineWeeks === null ? "" : String(terms.typicalTimelineWeeks),
    warrantyYears: terms.warrantyYears === null ? "" : String(terms.warrantyYears),
    stages: padded(
      (terms.paymentStages ?? []).map((stage) => ({ label: stage.label, percent: String(stage.percent) })),
      OFFER_STAGE_ROWS,
      BLANK_STAGE,
    ),
    validUntil,
  };
}

/** Sorts the form's refusals (parseOfferForm's messages) by the field or list they concern. */
export function offerFormErrors(form: FormData, errors: string[]): OfferFormErrors {
  const stageErrors: string[] = [];
  parsePaymentStages(form, stageErrors);
  const fields: [keyof OfferFormErrors, (message: string) => boolean][] = [
    ["grade", (m) => m === OFFER_MESSAGES.grade],
    ["terms", (m) => m === OFFER_MESSAGES.terms],
    ["timeline", (m) => m === OFFER_MESSAGES.timeline],
    ["warranty", (m) => m === OFFER_MESSAGES.warranty],
    ["validUntil", (m) => m === OFFER_MESSAGES.validUntil],
    ["stages", (m) => stageErrors.includes(m)],
  ];
  const sorted: OfferFormErrors = {};
  for (const message of errors) {
    const field = fields.find(([, matches]) => matches(message))?.[0] ?? "lines";
    sorted[field] = [...(sorted[field] ?? []), message];
  }
  return sorted;
}
