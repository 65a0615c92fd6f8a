export const BRAND_TABS = ["portfolio", "about", "reviews"] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

/** ?tab= picks the open tab, so each tab is a link that works without JS; anything else opens the portfolio. */
export function brandTabFrom(param: string | null): BrandTab {
  return BRAND_TABS.find((tab) => tab === param) ?? "portfolio";
}
