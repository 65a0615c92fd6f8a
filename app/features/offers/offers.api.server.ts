/** What other features and the server may use of offers. */
export { offerAnnouncement, quoteAccuracy } from "./offers.server";
export {
  priceFiguresFor,
  priceFiguresJob,
  quotedPricesIn,
  rebuildPriceFigures,
} from "./price-figures.server";
