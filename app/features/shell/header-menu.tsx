import { type ReactNode, useRef } from "react";
import { cn } from "~/lib/cn";
import { MaskIcon } from "~/ui/mask-icon";
import { useDetailsMenu } from "./use-details-menu";

/** All header menus share one <details name>, so opening one closes the others. */
const MENU_GROUP = "site-header-menu";

/**
 * A header disclosure: a <details> whose <summary> is the toggle. Opens by click, Enter or Space
 * before JS loads; once hydrated it also closes on outside click, Escape and navigation.
 */
export function HeaderMenu({
  toggle,
  toggleClassName,
  chevron = true,
  className,
  panelClassName,
  children,
}: {
  toggle: ReactNode;
  toggleClassName?: string;
  chevron?: boolean;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);
  return (
    <details ref={ref} name={MENU_GROUP} className={cn("group/menu", className)}>
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium transition-colors select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
          toggleClassName,
        )}
      >
        {toggle}
        {chevron ? (
          <MaskIcon
            name="chevron-down"
            className="size-4 text-stone-500 transition-transform duration-200 group-open/menu:rotate-180 dark:text-stone-400"
          />
        ) : null}
      </summary>
      <div
        className={cn(
          "absolute top-full z-50 mt-2 rounded-2xl border border-stone-200 bg-white text-stone-900 shadow-xl shadow-stone-900/10 motion-safe:animate-[nv-pop-in_140ms_ease-out] dark:border-stone-800 dark:bg-stone-900 dark:text-stone-100 dark:shadow-black/40",
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** The look of a top-level header item (links and menu toggles alike). */
export const headerItemClasses =
  "rounded-md px-3 py-2 text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white";
