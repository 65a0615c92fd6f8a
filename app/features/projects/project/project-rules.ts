/** The rules and words of a project both sides share (the page, the actions and the tests read them here). */
import type { PROJECT_SIDES } from "~/content/catalog";

export type ProjectSide = (typeof PROJECT_SIDES)[number];

export const PROJECT_LIMITS = {
  /** A start date no further ahead than this. */
  startDaysAhead: 365,
  /** A new planned handover no later than this after the start. */
  handoverDaysAfterStart: 3 * 365,
  updateMax: 2000,
  reasonMax: 1000,
  referenceMax: 100,
  photosPerUpdate: 5,
} as const;

/** Every form on a project page, by its intent. */
export const PROJECT_INTENTS = {
  proposeStart: "propose-start",
  proposeHandover: "propose-handover",
  answerProposal: "answer-proposal",
  markDone: "mark-done",
  postUpdate: "post-update",
  recordPayment: "record-payment",
  confirmPayment: "confirm-payment",
  disputePayment: "dispute-payment",
} as const;

export type ProjectIntent = (typeof PROJECT_INTENTS)[keyof typeof PROJECT_INTENTS];

export const PROJECT_MESSAGES = {
  unknownForm: "This form could not be read. Please reload the page and try again.",
  notYourStep: "This step is the other side's to take.",
  day: "Please give a real date.",
  startDay: (today: string, last: string) => `Please choose a start date from ${today} to ${last}.`,
  startAgreed: "The start date is already agreed.",
  startFirst: "Agree the start date first.",
  proposalOpen: "A proposed date is waiting for an answer: it can be accepted or declined first.",
  proposalGone: "That proposal has already been answered.",
  handoverDay: "The new handover date must be from today and on or after the start date, within three years.",
  reason: "Please give the reason for the new date (up to 1,000 characters).",
  notNextStage: "Stages are done in order: this is not the next one.",
  stageUnknown: "That stage is not one of this project's.",
  updateText: "Please describe the progress (up to 2,000 characters).",
  updateDay: "The update's date must be a real day, not in the future.",
  tooManyPhotos: "Up to 5 photos per update.",
  notDue: "This stage is not due yet: the designer marks it done first.",
  amount: "Please give the amount paid in ₹ (more than 0, at most two decimals).",
  overpaid: (left: string) => `That is more than is left to pay on this stage (${left}).`,
  method: "Please choose how you paid: UPI, bank transfer, cheque or cash.",
  reference: "The reference can be up to 100 characters.",
  paidOn: "The payment date must be a real day, not in the future.",
  paymentGone: "That payment has already been confirmed or disputed.",
  disputeReason: "Please say what is wrong with this payment (up to 1,000 characters).",
  done: {
    startProposed: "Start date proposed. The other side will accept it or answer.",
    handoverProposed: "New handover date proposed to the homeowner.",
    accepted: "Accepted.",
    declined: "Declined.",
    markedDone: "Stage marked done: its payment is now due.",
    updatePosted: "Site update posted.",
    paymentRecorded: "Payment recorded. The designer will confirm receiving it.",
    paymentConfirmed: "Payment confirmed.",
    paymentDisputed: "Payment disputed.",
  },
} as const;
