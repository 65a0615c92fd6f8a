export const JOIN_TABS = ["claim-brand", "claim-listing", "create-brand", "create-listing"] as const;
export type JoinTab = (typeof JOIN_TABS)[number];

/** The URL of a tab, with a search, a page or a chosen brand/listing. */
export function joinHref(tab: JoinTab, params: { q?: string; page?: number; id?: string } = {}): string {
  const search = new URLSearchParams();
  if (tab !== "claim-brand") search.set("tab", tab);
  if (params.q) search.set("q", params.q);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  if (params.id) search.set("id", params.id);
  const query = search.toString();
  return query ? `/brand-dashboard?${query}` : "/brand-dashboard";
}
