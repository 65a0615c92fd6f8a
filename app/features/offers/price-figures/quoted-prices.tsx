import { formatDate } from "~/lib/dates";
import { Card } from "~/ui/card";
import { formatRupees } from "../offer/money";
import { gradeLabel } from "../offer/offer-rules";
import { PRICE_FIGURE_MIN, type QuotedPrices } from "./price-figures";

const perSqft = (paise: number) => formatRupees(Math.round(paise / 100) * 100);

/**
 * "What homeowners in Mumbai were quoted on Nivasa": per grade, the median and middle half of ₹ per sq ft of the
 * offers designers sent here, with how many offers and when. With too few offers it says so instead.
 */
export function QuotedPricesPanel({ quoted, className }: { quoted: QuotedPrices; className?: string }) {
  const headingId = "quoted-prices-heading";
  return (
    <Card className={className ? `p-6 ${className}` : "p-6"}>
      <section aria-labelledby={headingId} data-quoted-prices>
        <h2 id={headingId} className="text-lg font-semibold">
          What homeowners in {quoted.placeName} were quoted on Nivasa
        </h2>
        {quoted.figures.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            Too few offers have been sent on Nivasa in {quoted.placeName} yet to say. A grade's figures show once it has{" "}
            {PRICE_FIGURE_MIN.offers} offers from {PRICE_FIGURE_MIN.brands} designers; until then, go by the estimate.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Per sq ft before GST, from the offers designers sent homeowners here in the last year.
            </p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {quoted.figures.map((figure) => (
                <div key={figure.grade} className="flex flex-col gap-1">
                  <dt className="text-sm font-medium text-stone-600 dark:text-stone-400">{gradeLabel(figure.grade)}</dt>
                  <dd className="flex flex-col gap-0.5">
                    <span className="text-2xl font-bold">{perSqft(figure.medianPaisePerSqft)}</span>
                    <span className="text-sm">
                      median; the middle half {perSqft(figure.lowerQuartilePaisePerSqft)}–
                      {perSqft(figure.upperQuartilePaisePerSqft)}
                    </span>
                    <span className="text-xs text-stone-600 dark:text-stone-400">
                      {figure.offerCount} offers from {figure.brandCount} designers, {formatDate(figure.firstOfferAt)} –{" "}
                      {formatDate(figure.lastOfferAt)}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
    </Card>
  );
}
