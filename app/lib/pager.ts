/** One slot of a pager: a page number or the ellipsis before the last page. */
export type PagerItem = { kind: "page"; page: number } | { kind: "ellipsis" };

/** The pager shows at most 5 page numbers around the current page. */
export const PAGER_WINDOW = 5;

/**
 * The slots a pager shows: up to 5 consecutive page numbers centred on `page`
 * where possible, then — when the last page falls outside them — an ellipsis (if pages are
 * skipped) and the last page. `page` is clamped into 1..total; fewer than 2 pages → [].
 */
export function pagerWindow(page: number, total: number): PagerItem[] {
  const pages = Number.isFinite(total) ? Math.trunc(total) : 0;
  if (pages < 2) return [];
  const current = clampPage(page, pages);
  const size = Math.min(PAGER_WINDOW, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  const end = start + size - 1;

  const items: PagerItem[] = [];
  for (let p = start; p <= end; p++) items.push({ kind: "page", page: p });
  if (end < pages) {
    if (end < pages - 1) items.push({ kind: "ellipsis" });
    items.push({ kind: "page", page: pages });
  }
  return items;
}

/** A page number from anywhere (URL, user) forced into 1..total. */
export function clampPage(page: number, total: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, total));
}
