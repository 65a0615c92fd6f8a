/** 'Join as a Brand' tabs: two tabs, each with two sub-tabs; the open sub-tab lives in the URL (joinHref, lib/paths). */
import type { JoinTab } from "~/lib/paths";

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
