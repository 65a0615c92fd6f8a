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
    <nav
      aria-label="Breadcrumb"
      {...CLIENT_LINKS}
      className={cn(tone === "inverse" ? "breadcrumbs breadcrumbs-inverse" : "breadcrumbs", className)}
    >
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {i > 0 ? <MaskIcon name="chevron-right" /> : null}
            {item.href ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
