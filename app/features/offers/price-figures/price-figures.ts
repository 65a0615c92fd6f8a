import type { OfferGrade } from "../offer/offer-rules";

/** A figure is shown only when it rests on at least this many offers from at least this many brands. */
export const PRICE_FIGURE_MIN = { offers: 5, brands: 3 } as const;

/** A price figure as pages show it (amounts in paise per sq ft). */
export interface PriceFigure {
  grade: OfferGrade;
  offerCount: number;
  brandCount: number;
  medianPaisePerSqft: number;
  lowerQuartilePaisePerSqft: number;
  upperQuartilePaisePerSqft: number;
  firstOfferAt: string;
  lastOfferAt: string;
}

/** What a page shows of the offers sent in a place: its figures (empty when too few offers) and its name. */
export interface QuotedPrices {
  placeName: string;
  figures: PriceFigure[];
}
