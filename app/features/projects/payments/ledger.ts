/**
 * A project's money in whole paise, from its stages and its recorded payments. Every figure adds up:
 * total = contract + approved changes; paid = confirmed + awaiting confirmation; outstanding = total − paid.
 * Disputed payments count as unpaid.
 */
import type { PAYMENT_STATES } from "~/content/catalog";

export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface LedgerStage {
  id: string;
  amountPaise: number;
  done: boolean;
}

export interface LedgerPayment {
  milestoneId: string;
  amountPaise: number;
  state: PaymentState;
}

/** upcoming: not done yet; due: done, not all paid; awaiting: paid, not all confirmed; paid: confirmed in full. */
export type StageMoneyState = "upcoming" | "due" | "awaiting" | "paid";

export interface StageMoney {
  paidPaise: number;
  confirmedPaise: number;
  /** What is left to record on the stage: its amount less what was paid and not disputed. */
  leftPaise: number;
  state: StageMoneyState;
}

export interface Ledger {
  contractTotalPaise: number;
  approvedChangesPaise: number;
  totalPaise: number;
  paidPaise: number;
  confirmedPaise: number;
  awaitingPaise: number;
  disputedPaise: number;
  outstandingPaise: number;
  /** What the stages marked done ask for and has not been paid. */
  duePaise: number;
  stages: Record<string, StageMoney>;
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

function stageMoney(stage: LedgerStage, payments: LedgerPayment[]): StageMoney {
  const own = payments.filter((payment) => payment.milestoneId === stage.id);
  const paidPaise = sum(own.filter((p) => p.state !== "disputed").map((p) => p.amountPaise));
  const confirmedPaise = sum(own.filter((p) => p.state === "confirmed").map((p) => p.amountPaise));
  const leftPaise = stage.amountPaise - paidPaise;
  const state: StageMoneyState =
    confirmedPaise === stage.amountPaise ? "paid" : leftPaise === 0 ? "awaiting" : stage.done ? "due" : "upcoming";
  return { paidPaise, confirmedPaise, leftPaise, state };
}

export function projectLedger(
  project: { contractTotalPaise: number; approvedChangesPaise: number },
  stages: LedgerStage[],
  payments: LedgerPayment[],
): Ledger {
  const byStage = Object.fromEntries(stages.map((stage) => [stage.id, stageMoney(stage, payments)]));
  const paidPaise = sum(payments.filter((p) => p.state !== "disputed").map((p) => p.amountPaise));
  const confirmedPaise = sum(payments.filter((p) => p.state === "confirmed").map((p) => p.amountPaise));
  const totalPaise = project.contractTotalPaise + project.approvedChangesPaise;
  return {
    contractTotalPaise: project.contractTotalPaise,
    approvedChangesPaise: project.approvedChangesPaise,
    totalPaise,
    paidPaise,
    confirmedPaise,
    awaitingPaise: paidPaise - confirmedPaise,
    disputedPaise: sum(payments.filter((p) => p.state === "disputed").map((p) => p.amountPaise)),
    outstandingPaise: totalPaise - paidPaise,
    duePaise: sum(stages.filter((stage) => stage.done).map((stage) => byStage[stage.id]?.leftPaise ?? 0)),
    stages: byStage,
  };
}
