/** What other features may use of offers, in the browser and on the server. */

/** The money rules a project carries on: paise, rupee amounts as typed, stages split to the paisa. */
export {
  formatQuantity,
  formatRupees,
  GST_PERCENT,
  MAX_TOTAL_PAISE,
  MIN_TOTAL_PAISE,
  offerTotals,
  parseHundredths,
  splitByPercent,
} from "./offer/money";
export { parseOfferLines } from "./offer/offer-form";
export { OFFER_LIMITS, OFFER_UNIT_LABELS } from "./offer/offer-rules";
export type { PriceFigure, QuotedPrices } from "./price-figures/price-figures";
export { type QuoteAccuracy, QuoteAccuracyNote } from "./price-figures/quote-accuracy";
export { QuotedPricesPanel } from "./price-figures/quoted-prices";
