import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";

export interface NavTab {
  to: string;
  label: ReactNode;
  /** Match the path exactly (for a section's index page). */
  end?: boolean;
  /** Whether this tab is open, for tabs that differ by query rather than path (else the path decides). */
  active?: boolean;
}

const tabClasses = (isActive: boolean) =>
  cn(
    "-mb-px inline-flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive
      ? "border-brand-600 text-stone-900 dark:border-brand-400 dark:text-white"
      : "border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
  );

/**
 * Sections that are pages of their own, shown as a row of tabs: plain links (they work without JavaScript)
 * with aria-current on the open one.
 */
export function NavTabs({ label, tabs, className }: { label: string; tabs: NavTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn("overflow-x-auto", className)}>
      <ul className="flex w-max min-w-full gap-1 border-b border-stone-200 dark:border-stone-800">
        {tabs.map((tab) => (
          <li key={tab.to}>
            {tab.active === undefined ? (
              <NavLink to={tab.to} end={tab.end} prefetch="intent" className={({ isActive }) => tabClasses(isActive)}>
                {tab.label}
              </NavLink>
            ) : (
              <Link
                to={tab.to}
                prefetch="intent"
                aria-current={tab.active ? "page" : undefined}
                className={tabClasses(tab.active)}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
