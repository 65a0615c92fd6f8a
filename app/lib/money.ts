/** Rupee formatting (brand costs and prices), pure so server and client render the same text. */

/**
 * 12,34,567: the last three digits, then pairs. Done by hand rather than with Intl.NumberFormat("en-IN"),
 * whose construction costs the browser ~20 ms of locale loading on every page that shows a price.
 */
function groupIndian(whole: number): string {
  const digits = Math.abs(whole).toString();
  const sign = whole < 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}${pairs},${digits.slice(-3)}`;
}

/** ₹1,50,000 — whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${groupIndian(Math.round(amount))}`;
}

/** One decimal, dropping a trailing ".0" (8.0 → "8", 8.5 → "8.5"). */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/**
 * Compact amounts: 1e7 and above as crore with one decimal, 1e5 and above as lakh, else thousands,
 * with the rupee sign. Amounts under a thousand are shown whole.
 */
export function formatCompactRupees(amount: number): string {
  if (amount >= 1e7) return `₹${(amount / 1e7).toFixed(1)} Cr`;
  if (amount >= 1e5) return `₹${oneDecimal(amount / 1e5)} Lakh`;
  if (amount >= 1e3) return `₹${oneDecimal(amount / 1e3)}K`;
  return formatRupees(amount);
}

/** "₹800 - ₹2,500" for a per-sq-ft range; one side missing shows "From"/"Up to"; none → null. */
export function formatRupeeRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min != null && max != null)
    return min === max ? formatRupees(min) : `${formatRupees(min)} - ${formatRupees(max)}`;
  if (min != null) return `From ${formatRupees(min)}`;
  if (max != null) return `Up to ${formatRupees(max)}`;
  return null;
}
