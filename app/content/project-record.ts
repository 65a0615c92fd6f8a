/** Copy for a brand's project record: the public numbers its handed-over projects earn (brand page and card). */

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;
const decimal = (n: number) => n.toLocaleString("en-IN", { maximumFractionDigits: 1 });

export const PROJECT_RECORD_COPY = {
  heading: "Project record on Nivasa",
  intro: "From the projects homeowners hired this designer for on Nivasa and recorded as handed over.",
  waiting: (minimum: number, handovers: number) =>
    `Project record shows after ${minimum} handovers on Nivasa (${handovers === 0 ? "none" : handovers} so far).`,
  onTimeLabel: "Handed over on time",
  onTime: (onTime: number, handovers: number) => `${onTime} of ${count(handovers, "handover", "handovers")}`,
  onTimeNote: (lateDays: number) => `within ${lateDays} days of the planned date, after approved changes`,
  delayLabel: "Delay",
  delay: (days: number) =>
    days === 0 ? "None (median)" : `${decimal(days)} ${days === 1 ? "day" : "days"} late (median)`,
  changesLabel: "Approved changes",
  changes: (percent: number) => (percent === 0 ? "None (median)" : `${decimal(percent)} % of the offer (median)`),
  snagsLabel: "Snags fixed",
  snags: (days: number) =>
    days < 1 ? "in under a day (median)" : `in a median ${decimal(days)} ${days === 1 ? "day" : "days"}`,
  snagsNone: "None reported and fixed",
  snagsBasis: (closed: number) => count(closed, "snag fixed", "snags fixed"),
  claimsLabel: "Warranty claims answered in 72 hours",
  claims: (inTime: number, claims: number) => `${inTime} of ${count(claims, "claim", "claims")}`,
  claimsNone: "None raised",
  handoversBasis: (handovers: number) => count(handovers, "handover", "handovers"),
  card: (onTime: number, handovers: number) => `On time: ${onTime} of ${count(handovers, "handover", "handovers")}`,
  cardWaiting: (minimum: number, handovers: number) =>
    `Project record after ${minimum} handovers (${handovers} so far)`,
} as const;
