import type { ReactNode } from "react";

/**
 * One figure of a row of stat cards; put the cards in a `<dl>` (they are its term/description pairs):
 * <dl className="grid grid-cols-3 gap-4"><StatCard icon={<UsersIcon />} label="Designers" value="42" /></dl>
 */
export function StatCard({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900">
      <dt className="flex items-center gap-2 text-xs font-medium text-stone-600 sm:text-sm dark:text-stone-400">
        <span className="hidden size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex dark:bg-stone-800 dark:text-brand-100">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold sm:mt-3 sm:text-3xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
