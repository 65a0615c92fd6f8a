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
  /** Days a change order may add to the timeline (none taken away: a shorter timeline is a new handover date). */
  changeDaysMax: 365,
  /** Blank line rows on the change order form (more lines: another change order). */
  changeRows: 5,
  snagRoomMax: 80,
  snagMax: 1000,
  photosPerSnag: 5,
  /** Days without any step by the designer after which the homeowner may review the project before handover. */
  reviewAfterIdleDays: 60,
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
  proposeChange: "propose-change",
  approveChange: "approve-change",
  declineChange: "decline-change",
  withdrawChange: "withdraw-change",
  raiseClaim: "raise-claim",
  acknowledgeClaim: "acknowledge-claim",
  closeClaim: "close-claim",
  reopenClaim: "reopen-claim",
  reportSnag: "report-snag",
  fixSnag: "fix-snag",
  closeSnag: "close-snag",
  reopenSnag: "reopen-snag",
  review: "review",
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
  changeReason: "Please give the reason for the change (up to 1,000 characters).",
  changeDays: "The days added to the timeline must be a whole number from 0 to 365.",
  changeLines: "Please add from 1 to 40 lines, each with a description, a quantity and a rate.",
  changeTotal: "A change order's total must be from ₹100 to ₹100 crore. Please check the quantities and rates.",
  changeStagePaid:
    "That stage is already paid in full: a change adds to a stage still to be paid, so a settled stage stays settled.",
  changeAllPaid: "Every stage is paid in full, so there is no stage left for a change to add to.",
  changeGone: "That change order has already been approved, declined or withdrawn.",
  snagRoom: "Please say which room the snag is in (up to 80 characters).",
  snagText: "Please describe the snag (up to 1,000 characters).",
  snagNote: "The note can be up to 1,000 characters.",
  tooManySnagPhotos: "Up to 5 photos per snag.",
  snagsNotYet:
    "Snags are listed from the last stage: once every stage but the final one is done, and until the final stage is done.",
  snagNotOpen: "That snag is already marked fixed or closed.",
  snagNotFixed:
    "That snag is not waiting for your answer: it was closed or reopened, or the designer has not fixed it yet.",
  snagsOpen: (count: number) =>
    `The final stage can't be marked done while ${count === 1 ? "1 snag is" : `${count} snags are`} not closed: the homeowner closes each one once it is fixed.`,
  handedOver: "The project is handed over: its handover date and its price no longer change.",
  handedOverUpdates:
    "The project is handed over: site updates end at handover. Anything wrong now is a warranty claim.",
  handedOverSnags: "The project is handed over: a problem now is a warranty claim, not a snag.",
  allStagesDone: "Every stage is already done.",
  stagePaid: "This stage is paid in full: there is nothing left to record on it.",
  reviewNotYet:
    "You can review the project from the project page at handover, or once the designer has taken no step for 60 days.",
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
    changeProposed: "Change order sent to the homeowner for approval.",
    changeApproved: "Change order approved: the total and the stage include it now.",
    changeDeclined: "Change order declined.",
    changeWithdrawn: "Change order withdrawn.",
    snagReported: "Snag listed. The designer will mark it fixed.",
    snagFixed: "Snag marked fixed. The homeowner will close it or reopen it.",
    snagClosed: "Snag closed.",
    snagReopened: "Snag reopened.",
    handedOver: "Payment confirmed. The project is handed over and its warranty runs from today.",
  },
} as const;
