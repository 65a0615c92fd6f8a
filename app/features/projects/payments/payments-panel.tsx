import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/content/catalog";
import { formatRupees } from "~/features/offers";
import { formatDay } from "~/lib/dates";
import { IMAGE_ACCEPT } from "~/services/uploads/limits";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Input, Select, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I, PROJECT_LIMITS } from "../project/project-rules";
import {
  FORM_SUMMARY,
  Panel,
  ProjectForm,
  paymentReceiptPath,
  projectFilePath,
  StaticList,
  StepButton,
} from "../project/project-ui";
import type { OpenedProject, ProjectPageData } from "../project/project-view.server";

/** The ledger: every figure in whole paise, adding up (total = paid + outstanding, paid = confirmed + awaiting). */
export function LedgerPanel({ ledger }: { ledger: ProjectPageData["ledger"] }) {
  const rows: [string, number][] = [
    ["Contract total", ledger.contractTotalPaise],
    ["Approved changes", ledger.approvedChangesPaise],
    ["Total", ledger.totalPaise],
    ["Paid", ledger.paidPaise],
    ["Confirmed by the designer", ledger.confirmedPaise],
    ["Awaiting confirmation", ledger.awaitingPaise],
    ["Disputed", ledger.disputedPaise],
    ["Outstanding", ledger.outstandingPaise],
    ["Due now", ledger.duePaise],
  ];
  return (
    <Panel title="Money">
      <dl className="grid grid-cols-[1fr_max-content] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, paise]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
            <dd className="text-right tabular-nums">{formatRupees(paise)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        Payments are made directly to the designer and recorded here; Nivasa does not process them.
      </p>
    </Panel>
  );
}

const PAYMENT_STATES = {
  recorded: { tone: "brand", label: "Awaiting confirmation" },
  confirmed: { tone: "success", label: "Confirmed" },
  disputed: { tone: "danger", label: "Disputed" },
} as const;

export interface PaymentListProps {
  payments: OpenedProject["payments"];
  side: OpenedProject["side"];
  projectId: string;
  reportId: string | null;
  stages: [id: string, label: string][];
}

/** The payments recorded, with the designer's confirm and dispute forms on those waiting: the payments island. */
export function PaymentList({ payments, side, projectId, reportId, stages }: PaymentListProps) {
  const stageOf = new Map(stages);
  return (
    <ul className="flex flex-col gap-3">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{formatRupees(payment.amountPaise)}</span>
            <span>
              for "{stageOf.get(payment.milestoneId)}" on {formatDay(payment.paidOn)} ·{" "}
              {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.reference ? ` · ref. ${payment.reference}` : ""}
            </span>
            <Badge tone={PAYMENT_STATES[payment.state].tone}>{PAYMENT_STATES[payment.state].label}</Badge>
            {payment.receiptId ? (
              <a
                className="text-brand-700 hover:underline dark:text-brand-100"
                href={projectFilePath(projectId, payment.receiptId, reportId)}
              >
                Receipt
              </a>
            ) : null}
            {payment.state === "confirmed" ? (
              <a
                className="text-brand-700 hover:underline dark:text-brand-100"
                href={paymentReceiptPath(projectId, payment.id, reportId)}
                download
              >
                Receipt PDF
              </a>
            ) : null}
          </div>
          {payment.disputeReason ? <p>Disputed: {payment.disputeReason}</p> : null}
          {side === "brand" && payment.state === "recorded" ? (
            <div className="flex flex-wrap items-start gap-2">
              <StepButton intent={I.confirmPayment} name={F.paymentId} value={payment.id}>
                Confirm receiving {formatRupees(payment.amountPaise)}
              </StepButton>
              <details>
                <summary className="cursor-pointer font-medium">Dispute…</summary>
                <ProjectForm intent={I.disputePayment} className="mt-2 flex flex-col gap-2">
                  <input type="hidden" name={F.paymentId} value={payment.id} />
                  <Field id={`dispute-${payment.id}`} label="What is wrong with it">
                    <Textarea
                      id={`dispute-${payment.id}`}
                      name={F.reason}
                      rows={2}
                      maxLength={PROJECT_LIMITS.reasonMax}
                      required
                    />
                  </Field>
                  <Button type="submit" size="sm" variant="outline" className="self-start">
                    Dispute the payment
                  </Button>
                </ProjectForm>
              </details>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The payments recorded: a static island (projectPageData), rendered once per distinct list and side. */
export function PaymentsPanel({ data }: { data: ProjectPageData }) {
  return (
    <Panel title="Payments">
      {data.payments ? <StaticList island={data.payments} /> : <p className="text-sm">No payments recorded yet.</p>}
    </Panel>
  );
}

/** The homeowner records what they paid for a due stage; the key makes the same form sent twice one payment. */
export function RecordPaymentForm({
  stageId,
  leftPaise,
  today,
  formKey,
}: {
  stageId: string;
  leftPaise: number;
  today: string;
  formKey: string;
}) {
  const id = (field: string) => `pay-${stageId}-${field}`;
  return (
    <details>
      <summary className={FORM_SUMMARY}>Record a payment ({formatRupees(leftPaise)} left)</summary>
      <ProjectForm intent={I.recordPayment} files formKey={formKey} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name={F.milestoneId} value={stageId} />
        <Field id={id("amount")} label="Amount paid in ₹">
          <Input
            id={id("amount")}
            name={F.amount}
            inputMode="decimal"
            defaultValue={(leftPaise / 100).toFixed(2)}
            required
          />
        </Field>
        <Field id={id("method")} label="How you paid">
          <Select id={id("method")} name={F.method} required>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("reference")} label="Reference (UPI or cheque number)">
          <Input id={id("reference")} name={F.reference} maxLength={PROJECT_LIMITS.referenceMax} />
        </Field>
        <Field id={id("paid-on")} label="Paid on">
          <Input id={id("paid-on")} name={F.paidOn} type="date" max={today} defaultValue={today} required />
        </Field>
        <Field id={id("receipt")} label="Photo of the receipt (optional)">
          <Input id={id("receipt")} name={F.receipt} type="file" accept={IMAGE_ACCEPT} />
        </Field>
        <Button type="submit" className="self-end">
          Record the payment
        </Button>
      </ProjectForm>
    </details>
  );
}
