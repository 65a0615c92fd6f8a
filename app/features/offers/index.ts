/** What other features may use of offers, in the browser and on the server. */

export type { PriceFigure, QuotedPrices } from "./price-figures/price-figures";
export { type QuoteAccuracy, QuoteAccuracyNote } from "./price-figures/quote-accuracy";
export { QuotedPricesPanel } from "./price-figures/quoted-prices";
