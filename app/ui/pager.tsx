import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { clampPage, pagerWindow } from "~/lib/pager";
import { CLIENT_LINKS } from "./client-link";
import { MaskIcon } from "./mask-icon";

/**
 * <Pager page={2} totalPages={9} hrefForPage={(p) => `?page=${p}`} />
 * Real links (works before JS, crawlable; plain anchors routed by ClientLinkNavigation). Renders nothing for a
 * single page.
 */
interface PagerProps {
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
  label?: string;
  className?: string;
}

export function Pager({ page, totalPages, hrefForPage, label = "Pagination", className }: PagerProps) {
  const items = pagerWindow(page, totalPages);
  if (items.length === 0) return null;
  const current = clampPage(page, totalPages);

  return (
    <nav aria-label={label} {...CLIENT_LINKS} className={cn("flex justify-center", className)}>
      <ul className="pager">
        <li>
          <Step target={current > 1 ? hrefForPage(current - 1) : null} rel="prev">
            <MaskIcon name="chevron-left" className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </Step>
        </li>
        {items.map((item) =>
          item.kind === "ellipsis" ? (
            <li key="ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefForPage(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? "page" : undefined}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          <Step target={current < totalPages ? hrefForPage(current + 1) : null} rel="next">
            <span className="max-sm:sr-only">Next</span>
            <MaskIcon name="chevron-right" className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous/next: a link, or a disabled button at either end. */
function Step({ target, rel, children }: { target: string | null; rel: "prev" | "next"; children: ReactNode }) {
  if (target === null) {
    return (
      <button type="button" disabled>
        {children}
      </button>
    );
  }
  return (
    <a href={target} rel={rel}>
      {children}
    </a>
  );
}
