/** What other features and the server may use of offers. */

export { acceptFromForm } from "./offer/offer-actions.server";
export { alertExpiringOffers, offerExpiryAlertJob } from "./offer/offer-alerts.server";
export { offerAnnouncement, quoteAccuracy } from "./offer/offers.server";
export {
  type PdfDoc,
  pdfDownload,
  pdfFooter,
  pdfHeading,
  pdfPair,
  pdfPricedLines,
  pdfTitle,
  renderPdf,
} from "./offer/pdf-layout.server";
export {
  priceFiguresFor,
  priceFiguresJob,
  quotedPricesIn,
  rebuildPriceFigures,
} from "./price-figures/price-figures.server";
