/** The field names of the project page's forms, shared by the page and the action. */
export const PROJECT_FIELDS = {
  intent: "intent",
  day: "day",
  reason: "reason",
  proposalId: "proposalId",
  answer: "answer",
  milestoneId: "milestoneId",
  body: "body",
  photos: "photos",
  amount: "amount",
  method: "method",
  reference: "reference",
  paidOn: "paidOn",
  clientKey: "clientKey",
  receipt: "receipt",
  paymentId: "paymentId",
  changeId: "changeId",
  days: "days",
  claimId: "claimId",
  note: "note",
  /** A change order's line rows, named as the offer form's so the offer's line rules read them. */
  lineDescription: "lineDescription",
  lineQuantity: "lineQuantity",
  lineUnit: "lineUnit",
  lineRate: "lineRate",
} as const;

/** What a refused project form answers (400): which form, and why. */
export interface ProjectActionError {
  intent: string | null;
  error: string;
}
