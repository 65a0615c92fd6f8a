/** What other features and the server may use of offers. */
export { quoteAccuracy } from "./offers.server";
export {
  type PriceFigure,
  priceFiguresFor,
  priceFiguresJob,
  quotedPricesIn,
  rebuildPriceFigures,
} from "./price-figures.server";
export { standardTermsColumns } from "./standard-terms.server";
