/** What other features may use of offers, in the browser and on the server. */

/** The money rules a project carries on: paise, rupee amounts as typed, stages split to the paisa. */
export { formatRupees, MAX_TOTAL_PAISE, parseHundredths, splitByPercent } from "./offer/money";
export type { PriceFigure, QuotedPrices } from "./price-figures/price-figures";
export { type QuoteAccuracy, QuoteAccuracyNote } from "./price-figures/quote-accuracy";
export { QuotedPricesPanel } from "./price-figures/quoted-prices";
