/**
 * Money in offers: whole paise (integers) from input to storage, never floating point. Rupee amounts and
 * quantities are parsed from their decimal text, products and GST are rounded half up to the paisa.
 */
import { lazily } from "~/lib/lazy";

export const GST_PERCENT = 18;
/** Bounds that keep every amount a safe integer and refuse absurd figures with a message. */
export const MAX_RATE_PAISE = 1_00_00_000_00; // ₹1 crore per unit
export const MAX_QUANTITY_HUNDREDTHS = 10_00_000_00; // 10 lakh units
export const MAX_TOTAL_PAISE = 100_00_00_000_00; // ₹100 crore
/** The smallest amounts an offer may name: a line below ₹1 or an offer below ₹100 is a slip, never a price. */
export const MIN_LINE_PAISE = 1_00; // ₹1
export const MIN_TOTAL_PAISE = 100_00; // ₹100

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** "1,25,000.5" → 12500050; null when it is not a plain non-negative amount with at most two decimals. */
export function parseHundredths(text: string): number | null {
  const plain = text.trim().replaceAll(",", "").replace(/^₹\s*/, "");
  if (!DECIMAL.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** round(a × b / divisor), half up, exact for any safe integers. */
function mulDivRound(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((product * 2n + d) / (d * 2n));
}

/** A line's amount: quantity (hundredths of a unit) × rate (paise per unit), rounded to the paisa. */
export function lineAmountPaise(quantityHundredths: number, ratePaise: number): number {
  return mulDivRound(quantityHundredths, ratePaise, 100);
}

export function gstPaise(subtotalPaise: number): number {
  return mulDivRound(subtotalPaise, GST_PERCENT, 100);
}

export interface OfferTotals {
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
}

export function offerTotals(lineAmounts: number[]): OfferTotals {
  const subtotalPaise = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const gst = gstPaise(subtotalPaise);
  return { subtotalPaise, gstPaise: gst, totalPaise: subtotalPaise + gst };
}

/** Paise per square foot of `areaSqft`, rounded to the paisa. */
export function paisePerSqft(amountPaise: number, areaSqft: number): number {
  return mulDivRound(amountPaise, 1, areaSqft);
}

const rupees = lazily(
  () => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 }),
);
const wholeRupees = lazily(
  () => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);

/** "₹1,23,456.50" (Indian grouping); whole rupees without decimals. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? wholeRupees().format(paise / 100) : rupees().format(paise / 100);
}

const quantity = lazily(() => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }));

/** A quantity in hundredths as people write it: 120.5, 3, 0.25. */
export function formatQuantity(hundredths: number): string {
  return quantity().format(hundredths / 100);
}

/**
 * A total split into stages by whole percentages adding up to 100: each stage is the rounded running total up to
 * it less the rounded running total before it, so every stage is within a paisa of its exact share and the
 * stages add up to the total exactly.
 */
export function splitByPercent(totalPaise: number, percents: readonly number[]): number[] {
  let before = 0;
  let cumulativePercent = 0;
  return percents.map((percent) => {
    cumulativePercent += percent;
    const upTo = mulDivRound(totalPaise, cumulativePercent, 100);
    const stage = upTo - before;
    before = upTo;
    return stage;
  });
}
