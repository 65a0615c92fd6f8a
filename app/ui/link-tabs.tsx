import type { KeyboardEvent, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

export interface LinkTab {
  id: string;
  label: ReactNode;
  href: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Arrow keys, Home and End move focus between the tabs; Enter follows the focused one (manual activation). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  tabs[next(index, tabs.length)]?.focus();
}

/**
 * ARIA tabs whose tabs are links: the open tab lives in the URL, so each tab works without JavaScript, can be
 * bookmarked and renders on the server. Only the selected tab's panel exists. With JavaScript, the tab row is
 * one Tab stop and the arrow keys move along it (WAI-ARIA tabs pattern).
 */
export function LinkTabs({
  idPrefix,
  label,
  tabs,
  selected,
  variant = "pills",
  children,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly LinkTab[];
  selected: string;
  variant?: "pills" | "underline";
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={moveFocus}
        className={cn(
          "flex overflow-x-auto",
          variant === "pills"
            ? "gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800"
            : "gap-1 border-b border-stone-200 dark:border-stone-800",
        )}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <Link
              key={tab.id}
              id={tabId(tab.id)}
              role="tab"
              to={tab.href}
              preventScrollReset
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={hydrated && !active ? -1 : undefined}
              className={cn(
                "inline-flex shrink-0 items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                variant === "pills"
                  ? cn(
                      "h-10 flex-1 rounded-md px-3",
                      active
                        ? "bg-white text-stone-900 shadow-sm dark:bg-stone-950 dark:text-white"
                        : "text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
                    )
                  : cn(
                      "-mb-px h-10 border-b-2 px-3",
                      active
                        ? "border-brand-600 text-stone-900 dark:border-brand-400 dark:text-white"
                        : "border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
                    ),
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="flex flex-col gap-6">
        {children}
      </div>
    </div>
  );
}
