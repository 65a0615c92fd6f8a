/** 'Join as a Brand' tabs: two tabs, each with two sub-tabs; the open sub-tab lives in the URL. */
export const JOIN_TABS = ["claim-brand", "claim-listing", "create-brand", "create-listing"] as const;
export type JoinTab = (typeof JOIN_TABS)[number];

export const JOIN_SECTIONS = [
  { id: "claim", label: "Claim Existing Business", tabs: ["claim-brand", "claim-listing"] },
  { id: "create", label: "Create New Business", tabs: ["create-brand", "create-listing"] },
] as const satisfies readonly { id: string; label: string; tabs: readonly JoinTab[] }[];

export const JOIN_TAB_LABELS: Record<JoinTab, string> = {
  "claim-brand": "Claim Brand",
  "claim-listing": "Claim Listing",
  "create-brand": "Create Brand",
  "create-listing": "Create Listing",
};

export function sectionOf(tab: JoinTab) {
  return JOIN_SECTIONS.find((section) => (section.tabs as readonly JoinTab[]).includes(tab)) ?? JOIN_SECTIONS[0];
}

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
