/**
 * The URLs of pages that more than one feature links to, built here and nowhere else (app/routes.ts serves
 * them). A URL only its own feature uses (a form's action, an event stream, a tab) is built in that feature,
 * from these where it extends one of them.
 */

/** A brand's public profile. */
export function brandPath(brandSlug: string): string {
  return `/brand/${brandSlug}`;
}

/** The reviews tab of a brand's profile. */
export function brandReviewsPath(brandSlug: string): string {
  return `${brandPath(brandSlug)}?tab=reviews`;
}

/** The designers listing of a city, or of one of its localities. */
export function designersPath(citySlug: string, localitySlug?: string): string {
  return localitySlug ? `/interior-designers/${citySlug}/${localitySlug}` : `/interior-designers/${citySlug}`;
}

/** A city's overview page. */
export function cityPath(citySlug: string): string {
  return `/city/${citySlug}`;
}

/** A locality's overview page. */
export function localityPath(citySlug: string, localitySlug: string): string {
  return `/locality/${citySlug}/${localitySlug}`;
}

/** The design ideas of one room (its slug: living-room), or of one style of it. */
export function roomIdeasPath(roomSlug: string, style?: string): string {
  return style ? `/design-ideas/${roomSlug}/${style}` : `/design-ideas/${roomSlug}`;
}

/** One photo of the design-ideas gallery. */
export function photoPath(imageId: string): string {
  return `/design-ideas/photo/${imageId}`;
}

/** The designer's page of one lead: its thread in the brand dashboard. */
export function leadThreadPath(leadId: string): string {
  return `/brand-dashboard/leads/${leadId}`;
}

/** The homeowner's page of one request (where sign-in links in their emails land). */
export function quoteRequestPath(requestId: string): string {
  return `/quotes/${requestId}`;
}

/** Where a claim's business-proof document is served (to its claimant and to admins only). */
export function claimProofPath(claimId: string): string {
  return `/claims/${claimId}/proof`;
}

export const JOIN_TABS = ["claim-brand", "claim-listing", "create-brand", "create-listing"] as const;
export type JoinTab = (typeof JOIN_TABS)[number];

/** A tab of 'Join as a Brand' in the brand dashboard, with a search, a page or a chosen brand/listing. */
export function joinHref(tab: JoinTab, params: { q?: string; page?: number; id?: string } = {}): string {
  const search = new URLSearchParams();
  if (tab !== "claim-brand") search.set("tab", tab);
  if (params.q) search.set("q", params.q);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  if (params.id) search.set("id", params.id);
  const query = search.toString();
  return query ? `/brand-dashboard?${query}` : "/brand-dashboard";
}

/** A project's page, the same for the homeowner and the hired brand's owner. */
export function projectPath(projectId: string): string {
  return `/projects/${projectId}`;
}

/** A project's page as an admin opens it, read-only and audited, from an open report on its thread. */
export function moderatedProjectPath(projectId: string, reportId: string): string {
  return `${projectPath(projectId)}?report=${reportId}`;
}

/** A reported thread as an admin reads it (audited). */
export function reportedThreadPath(leadId: string): string {
  return `/admin/moderation/threads/${leadId}`;
}
