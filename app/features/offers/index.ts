/** What other features may use of offers, in the browser and on the server. */

export type { PriceFigure, QuotedPrices } from "./price-figures";
export { type QuoteAccuracy, QuoteAccuracyNote } from "./quote-accuracy";
export { QuotedPricesPanel } from "./quoted-prices";
