import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import appRoutes from "~/routes";
import {
  brandPath,
  brandReviewsPath,
  cityPath,
  claimProofPath,
  designersPath,
  joinHref,
  leadThreadPath,
  localityPath,
  photoPath,
  projectPath,
  quoteRequestPath,
  roomIdeasPath,
} from "./paths";

/** The route table (app/routes.ts) as React Router matches it, each route named by its module. */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.file,
    path: entry.path,
    index: entry.index,
    children: entry.children ? routeObjects(entry.children) : undefined,
  })) as RouteObject[];
}

const routes = routeObjects(appRoutes);

/** The module of the page React Router serves at `href`. */
function pageAt(href: string): string | undefined {
  const url = new URL(href, "http://localhost");
  return matchRoutes(routes, url.pathname)?.at(-1)?.route.id;
}

describe("paths (the one place cross-feature URLs are built)", () => {
  const id = "4f1c7a3e-9b1d-4c2e-8f00-123456789abc";

  it.each([
    [brandPath("studio-one"), "/brand/studio-one", "routes/brand.tsx"],
    [brandReviewsPath("studio-one"), "/brand/studio-one?tab=reviews", "routes/brand.tsx"],
    [designersPath("mumbai"), "/interior-designers/mumbai", "routes/interior-designers.city.tsx"],
    [designersPath("mumbai", "bandra"), "/interior-designers/mumbai/bandra", "routes/interior-designers.locality.tsx"],
    [cityPath("mumbai"), "/city/mumbai", "routes/city.tsx"],
    [localityPath("mumbai", "bandra"), "/locality/mumbai/bandra", "routes/locality.tsx"],
    [roomIdeasPath("living-room"), "/design-ideas/living-room", "routes/design-ideas.room.tsx"],
    [roomIdeasPath("living-room", "modern"), "/design-ideas/living-room/modern", "routes/design-ideas.room.tsx"],
    [photoPath(id), `/design-ideas/photo/${id}`, "routes/design-ideas.photo.tsx"],
    [leadThreadPath(id), `/brand-dashboard/leads/${id}`, "routes/brand-dashboard.lead.tsx"],
    [quoteRequestPath(id), `/quotes/${id}`, "routes/quotes.request.tsx"],
    [projectPath(id), `/projects/${id}`, "routes/projects.project.tsx"],
    [claimProofPath(id), `/claims/${id}/proof`, "routes/claim-proof.ts"],
    [
      joinHref("create-listing", { q: "studio", page: 2 }),
      "/brand-dashboard?tab=create-listing&q=studio&page=2",
      "routes/brand-dashboard._index.tsx",
    ],
  ])("%s is the page its name says", (href, expected, page) => {
    expect(href).toBe(expected);
    expect(pageAt(href)).toBe(page);
  });

  it("leaves the default join tab and the first page out of the URL", () => {
    expect(joinHref("claim-brand")).toBe("/brand-dashboard");
    expect(joinHref("claim-brand", { page: 1, id })).toBe(`/brand-dashboard?id=${id}`);
  });
});
