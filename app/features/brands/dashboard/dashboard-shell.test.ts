import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { BrandDashboardShell } from "./dashboard-shell";
import type { DashboardOverview } from "./overview.server";

const overview: DashboardOverview = {
  brand: { id: "b-1", slug: "studio-aura", brandName: "Studio Aura", city: "Mumbai", isVerified: true },
  welcomeName: "Priya Sharma",
  stats: null,
};

function Dashboard() {
  // biome-ignore lint/correctness/noChildrenProp: createElement's props type asks for the shell's children
  return createElement(BrandDashboardShell, { overview, children: null });
}

it("names the brand being managed in the dashboard's header, next to the welcome line", () => {
  const Stub = createRoutesStub([{ path: "/brand-dashboard", Component: Dashboard }]);
  const header = renderToString(createElement(Stub, { initialEntries: ["/brand-dashboard"] })).split("<nav")[0];
  const text = header?.replace(/<[^>]+>/g, "");
  expect(text).toContain("Brand Dashboard");
  expect(text).toContain("Studio Aura · Mumbai");
  expect(text).toContain("Welcome back, Priya Sharma.");
});
