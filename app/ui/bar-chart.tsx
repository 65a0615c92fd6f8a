import { cn } from "~/lib/cn";

export interface BarChartPoint {
  /** Axis label (short). */
  label: string;
  /** Full label for the table, e.g. "Mar 2026". */
  name: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const TOP = 18;
const BOTTOM = 24;

/**
 * A bar chart drawn as server-rendered SVG (no chart library, no script), with the same figures as a table
 * behind it for screen readers and anyone who wants the numbers. The SVG is one image with a summary label.
 */
export function BarChart({
  title,
  points,
  valueLabel,
  className,
}: {
  title: string;
  points: BarChartPoint[];
  /** Column heading of the table, e.g. "Profile views". */
  valueLabel: string;
  className?: string;
}) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const slot = WIDTH / Math.max(1, points.length);
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const first = points[0]?.name;
  const last = points.at(-1)?.name;
  const summary = `${title}: ${total.toLocaleString("en-IN")} in all from ${first} to ${last}, at most ${max.toLocaleString("en-IN")} in a month.`;

  return (
    <figure className={cn("flex flex-col gap-3", className)}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {total.toLocaleString("en-IN")} in {points.length} months
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-stone-300 dark:stroke-stone-700"
        />
        {points.map((point, i) => {
          const height = (point.value / max) * plotHeight;
          const x = i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={point.name}>
              <rect x={x} y={y} width={barWidth} height={height} rx={3} className="fill-brand-500" />
              {point.value > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={y - 4}
                  textAnchor="middle"
                  className="fill-stone-700 text-[11px] dark:fill-stone-300"
                >
                  {point.value}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-stone-600 text-[11px] dark:fill-stone-400"
              >
                {point.label}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline dark:text-brand-100">
          Show as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-stone-200 dark:border-stone-800">
              <th scope="col" className="py-1.5 font-medium">
                Month
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.name} className="border-b border-stone-100 dark:border-stone-800/60">
                <th scope="row" className="py-1.5 font-normal">
                  {point.name}
                </th>
                <td className="py-1.5 text-right tabular-nums">{point.value.toLocaleString("en-IN")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
