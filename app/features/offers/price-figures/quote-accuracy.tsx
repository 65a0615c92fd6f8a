/** A brand's quote accuracy as its profile shows it: the median gap between its quotes and the final bills. */
export interface QuoteAccuracy {
  medianPercent: number;
  records: number;
}

export function quoteAccuracyText({ medianPercent, records }: QuoteAccuracy): string {
  const over = `over ${records} projects`;
  if (medianPercent === 0) return `Final bills matched the quote (median) ${over}`;
  const percent = Math.abs(medianPercent).toLocaleString("en-IN", { maximumFractionDigits: 1 });
  return `Final bills were a median ${percent} % ${medianPercent > 0 ? "above" : "below"} the quote ${over}`;
}

/** Shown once the brand has enough hires with a recorded final cost (null below). */
export function QuoteAccuracyNote({ accuracy }: { accuracy: QuoteAccuracy | null }) {
  if (!accuracy) return null;
  return (
    <p className="mt-2 text-sm text-stone-700 dark:text-stone-300" data-testid="quote-accuracy">
      {quoteAccuracyText(accuracy)}, as recorded by homeowners who hired them on Nivasa.
    </p>
  );
}
