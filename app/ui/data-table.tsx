import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Card } from "./card";

/**
 * A list as a table in a card that scrolls sideways on a narrow screen: a hidden caption, one header cell per
 * column and the rows as children (their cells use `cellClass`). `className` sets the table's minimum width.
 */
export function DataTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 text-stone-600 dark:border-stone-800 dark:text-stone-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn(cellClass, "font-medium")}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">{children}</tbody>
      </table>
    </Card>
  );
}

/** The padding of a DataTable's cells. */
export const cellClass = "px-4 py-3";
