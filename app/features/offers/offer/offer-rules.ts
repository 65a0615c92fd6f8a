import { QUALITY_TIERS } from "~/content/calculator";
import type { OFFER_GRADES, OFFER_UNITS } from "~/content/catalog";
import { TERMS_LIMITS, TERMS_MESSAGES } from "~/features/brands";
import { formatRupees, MIN_LINE_PAISE, MIN_TOTAL_PAISE } from "./money";

export type OfferUnit = (typeof OFFER_UNITS)[number];
export type OfferGrade = (typeof OFFER_GRADES)[number];

/** A material grade as pages and PDFs name it: the calculator's tier of the same key. */
export const gradeLabel = (grade: OfferGrade) => QUALITY_TIERS.find((tier) => tier.key === grade)?.label ?? grade;

export const OFFER_UNIT_LABELS: Record<OfferUnit, string> = {
  sq_ft: "sq ft",
  running_ft: "running ft",
  number: "number",
  lump_sum: "lump sum",
};

export const OFFER_LIMITS = {
  lines: 40,
  ...TERMS_LIMITS,
  descriptionMax: 200,
  termsMax: 2000,
  /** How far ahead an offer may be valid. */
  validDaysMax: 180,
  /** Offers a homeowner compares side by side. */
  compared: 5,
} as const;

export const OFFER_MESSAGES = {
  noLines: "Please add at least one line with a description, a quantity and a rate.",
  tooManyLines: `Please keep an offer to ${OFFER_LIMITS.lines} lines.`,
  description: (n: number) => `Line ${n}: please describe the work (up to ${OFFER_LIMITS.descriptionMax} characters).`,
  quantity: (n: number) => `Line ${n}: the quantity must be a number above 0 with at most two decimals.`,
  lumpSum: (n: number) => `Line ${n}: a lump sum has a quantity of 1.`,
  rate: (n: number) => `Line ${n}: the rate must be an amount in ₹ above 0 with at most two decimals.`,
  unit: (n: number) => `Line ${n}: please choose a unit.`,
  lineTooSmall: (n: number) =>
    `Line ${n}: the amount (quantity × rate) must be at least ${formatRupees(MIN_LINE_PAISE)}.`,
  tooSmall: `The offer's total must be at least ${formatRupees(MIN_TOTAL_PAISE)}. Please check the quantities and rates.`,
  tooBig: "The offer's total is beyond what Nivasa accepts (₹100 crore). Please check the quantities and rates.",
  grade: "Please choose the material grade.",
  terms: `Please keep what is included and excluded under ${OFFER_LIMITS.termsMax} characters each.`,
  ...TERMS_MESSAGES,
  validUntil: `"Valid until" must be a date from today up to ${OFFER_LIMITS.validDaysMax} days ahead.`,
  sent: (version: number) => (version === 1 ? "Offer sent." : `Offer v${version} sent.`),
  notFound: "That offer is not here.",
  expired: "This offer has expired and can no longer be accepted.",
  replaced: "A newer version of this offer replaced it: please look at the latest one.",
  alreadyHired: "You have already accepted an offer on this request.",
  closed: "This request is closed.",
  accepted: (brand: string) => `You accepted ${brand}'s offer. We have told the other designers.`,
  chosenAnother: "The homeowner chose another designer for this request. Thank you for your offer.",
  outcomeSaved: "Thank you: the final cost is recorded.",
  outcomeCost: "Please give the final cost in ₹.",
  outcomeDate: "Please give the handover date (not in the future).",
  notAccepted: "You can record the final cost only for the offer you accepted.",
} as const;
