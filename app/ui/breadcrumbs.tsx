import { cn } from "~/lib/cn";
import { CLIENT_LINKS } from "./client-link";
import { MaskIcon } from "./mask-icon";

export interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

/** <Breadcrumbs items={[{label:"Home",href:"/"},{label:"Chennai"}]} /> — the last item is the current page. */
export function Breadcrumbs({
  items,
  className,
  tone = "default",
}: {
  items: Crumb[];
  className?: string;
  tone?: "default" | "inverse";
}) {
  return (
    <nav aria-label="Breadcrumb" {...CLIENT_LINKS} className={cn("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
            {i > 0 ? (
              <MaskIcon
                name="chevron-right"
                className={cn("size-3.5", tone === "inverse" ? "text-white/60" : "text-stone-400")}
              />
            ) : null}
            {item.href ? (
              <a
                href={item.href}
                className={cn(
                  "underline-offset-4 hover:underline",
                  tone === "inverse"
                    ? "text-white/85 hover:text-white"
                    : "text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
                )}
              >
                {item.label}
              </a>
            ) : (
              <span
                aria-current="page"
                className={cn("font-medium", tone === "inverse" ? "text-white" : "text-stone-900 dark:text-stone-50")}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
