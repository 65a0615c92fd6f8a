import { DownloadIcon } from "lucide-react";
import { Form } from "react-router";
import { formatDate } from "~/lib/dates";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Input } from "~/ui/field";
import { formatQuantity, formatRupees, GST_PERCENT, splitByPercent } from "./money";
import { ACCEPT_INTENT, OUTCOME_INTENT, offerPdfPath } from "./offer-fields";
import { gradeLabel, OFFER_UNIT_LABELS } from "./offer-rules";
import type { OfferView } from "./offers.server";

const STATE_BADGES = {
  current: { tone: "brand", label: "Open" },
  accepted: { tone: "success", label: "Accepted" },
  expired: { tone: "warning", label: "Expired" },
  replaced: { tone: "neutral", label: "Replaced" },
} as const;

/** Where the offers are shown: the designer's thread, or the homeowner's request (who may accept). */
export interface OfferSide {
  side: "homeowner" | "brand";
  requestId: string;
  /** The refusal of an accept or outcome form on this thread, shown beside it. */
  error?: string;
}

/**
 * The versions of the offer in one thread, newest first: the latest open, older ones folded and marked
 * "Replaced by vN". The homeowner may accept an open one (after a confirmation) and, once hired, record the
 * final cost.
 */
export function OfferVersions({ offers, ...side }: { offers: OfferView[] } & OfferSide) {
  if (offers.length === 0) return null;
  const [latest, ...older] = offers;
  const hired = offers.some((offer) => offer.state === "accepted");
  return (
    <section aria-label="Offers" className="flex flex-col gap-3">
      {side.error ? <Alert tone="error">{side.error}</Alert> : null}
      {latest ? <OfferDetails offer={latest} {...side} acceptable={!hired} /> : null}
      {older.map((offer) => (
        <details key={offer.id} className="rounded-lg border border-stone-200 p-3 dark:border-stone-800">
          <summary className="cursor-pointer text-sm font-medium">
            Offer v{offer.version} · {formatRupees(offer.totalPaise)} ·{" "}
            {offer.replacedBy ? `Replaced by v${offer.replacedBy}` : STATE_BADGES[offer.state].label}
          </summary>
          <div className="mt-3">
            <OfferDetails offer={offer} {...side} acceptable={false} />
          </div>
        </details>
      ))}
    </section>
  );
}

function OfferDetails({ offer, acceptable, ...side }: { offer: OfferView; acceptable: boolean } & OfferSide) {
  const badge = STATE_BADGES[offer.state];
  const stageAmounts = splitByPercent(
    offer.totalPaise,
    offer.paymentStages.map((stage) => stage.percent),
  );
  return (
    <article
      aria-label={`Offer v${offer.version} from ${offer.brandName}`}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">
          Offer v{offer.version} from {offer.brandName}
        </h4>
        <Badge tone={badge.tone}>{offer.replacedBy ? `Replaced by v${offer.replacedBy}` : badge.label}</Badge>
        <a
          href={offerPdfPath(offer, side.side, side.requestId)}
          download
          className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          PDF
        </a>
      </header>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Lines of offer v{offer.version}</caption>
          <thead>
            <tr className="text-left text-stone-600 dark:text-stone-400">
              <th className="py-1 pr-3 font-medium">Work</th>
              <th className="py-1 pr-3 font-medium">Quantity</th>
              <th className="py-1 pr-3 font-medium">Rate</th>
              <th className="py-1 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((line, i) => (
              <tr key={i} className="border-t border-stone-100 dark:border-stone-800">
                <td className="py-1 pr-3">{line.description}</td>
                <td className="py-1 pr-3">
                  {formatQuantity(line.quantityHundredths)} {OFFER_UNIT_LABELS[line.unit]}
                </td>
                <td className="py-1 pr-3">{formatRupees(line.ratePaise)}</td>
                <td className="py-1 text-right">{formatRupees(line.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <Total label="Subtotal" paise={offer.subtotalPaise} />
            <Total label={`GST ${GST_PERCENT} %`} paise={offer.gstPaise} />
            <Total label="Total including GST" paise={offer.totalPaise} strong />
          </tfoot>
        </table>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {offer.perSqftPaise !== null ? (
          <Term label="Per sq ft (before GST)">{formatRupees(offer.perSqftPaise)}</Term>
        ) : null}
        <Term label="Material grade">{gradeLabel(offer.grade)}</Term>
        <Term label="Timeline">{offer.timelineWeeks} weeks</Term>
        <Term label="Warranty">{offer.warrantyYears === 0 ? "None" : `${offer.warrantyYears} years`}</Term>
        <Term label="Valid until">
          <time dateTime={offer.validUntil}>{formatDate(offer.validUntil)}</time>
          {offer.state === "expired" ? " (expired: it can no longer be accepted)" : null}
        </Term>
        <Term label="Included">{offer.included || "Not stated"}</Term>
        <Term label="Excluded">{offer.excluded || "Not stated"}</Term>
      </dl>
      <div>
        <p className="text-sm font-medium">Payment schedule</p>
        <ul className="mt-1 text-sm">
          {offer.paymentStages.map((stage, i) => (
            <li key={stage.label}>
              {stage.label}: {stage.percent} % · {formatRupees(stageAmounts[i] ?? 0)}
            </li>
          ))}
        </ul>
      </div>
      {side.side === "homeowner" && acceptable && offer.state === "current" ? <AcceptOffer offer={offer} /> : null}
      {side.side === "homeowner" && offer.state === "accepted" ? <OutcomeForm offer={offer} /> : null}
      {side.side === "brand" && offer.finalCostPaise !== null ? (
        <p className="text-sm">
          Final cost recorded by the homeowner: {formatRupees(offer.finalCostPaise)}
          {offer.handedOverOn ? `, handed over on ${formatDate(offer.handedOverOn)}` : ""}.
        </p>
      ) : null}
    </article>
  );
}

function Total({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <tr className={strong ? "font-semibold" : undefined}>
      <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal">
        {label}
      </th>
      <td className="py-1 text-right">{formatRupees(paise)}</td>
    </tr>
  );
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </>
  );
}

/** Accepting takes two steps without JavaScript: open the confirmation, then confirm. */
export function AcceptOffer({ offer, action }: { offer: OfferView; action?: string }) {
  return (
    <details className="rounded-lg bg-stone-50 p-3 dark:bg-stone-950">
      <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">Accept this offer</summary>
      <Form method="post" action={action} className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value={ACCEPT_INTENT} />
        <input type="hidden" name="offerId" value={offer.id} />
        <input type="hidden" name="leadId" value={offer.leadId} />
        <p className="text-sm">
          You hire {offer.brandName} for {formatRupees(offer.totalPaise)} including GST. The other designers are told
          that you chose another designer, and this can't be undone here.
        </p>
        <Button type="submit" className="self-start">
          Yes, accept {offer.brandName}'s offer
        </Button>
      </Form>
    </details>
  );
}

function OutcomeForm({ offer }: { offer: OfferView }) {
  const prefix = `outcome-${offer.id}`;
  return (
    <Form method="post" className="flex flex-col gap-3 border-t border-stone-200 pt-3 dark:border-stone-800">
      <input type="hidden" name="intent" value={OUTCOME_INTENT} />
      <input type="hidden" name="leadId" value={offer.leadId} />
      <p className="text-sm font-medium">When the work is done: what did it finally cost?</p>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        It helps other homeowners see how close each designer's quotes come to the final bill.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${prefix}-cost`} label="Final cost in ₹ (including GST)">
          <Input
            id={`${prefix}-cost`}
            name="finalCost"
            inputMode="decimal"
            defaultValue={offer.finalCostPaise === null ? "" : String(offer.finalCostPaise / 100)}
            required
          />
        </Field>
        <Field id={`${prefix}-date`} label="Handed over on">
          <Input
            id={`${prefix}-date`}
            name="handedOverOn"
            type="date"
            defaultValue={offer.handedOverOn ?? ""}
            required
          />
        </Field>
      </div>
      <Button type="submit" variant="outline" size="sm" className="self-start">
        {offer.finalCostPaise === null ? "Record the final cost" : "Update the final cost"}
      </Button>
    </Form>
  );
}
