import { z } from "zod";

/** Rows per page on every admin list. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 100;

/** Search text: trimmed, cut to ADMIN_SEARCH_MAX, absent when blank (whitespace alone is no search). */
export const searchField = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => v?.trim().slice(0, ADMIN_SEARCH_MAX) || undefined)
  .optional();

/** A page number from the URL; anything odd is page 1 (the list clamps it to its last page). */
export const pageField = z.coerce.number().int().min(1).max(100_000).catch(1);

/** One value of `values`, or undefined for anything else ('all' included). */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}

/** The URL's query as a plain object for a list schema (first value of each parameter). */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  totalPages: number;
}

/** The page to read (clamped to the last one) and its offset. */
export function pageWindow(page: number, total: number): { page: number; offset: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  return { page: current, offset: (current - 1) * ADMIN_PAGE_SIZE, totalPages };
}

/**
 * One page of a list of `total` rows: `read` fetches that page's rows (`limit` of them from `offset`, in the
 * list's order); a page past the end reads the last one.
 */
export async function readPage<T>(
  page: number,
  total: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const window = pageWindow(page, total);
  return { rows: await read(ADMIN_PAGE_SIZE, window.offset), total, page: window.page, totalPages: window.totalPages };
}
