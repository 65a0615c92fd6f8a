import { EyeIcon, SettingsIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "~/ui/button";
import { NavTabs } from "~/ui/nav-tabs";
import type { DashboardOverview } from "./overview.server";

const DASHBOARD_TABS = [
  { to: "/brand-dashboard", label: "Portfolio", end: true },
  { to: "/brand-dashboard/listings", label: "My Listings" },
  { to: "/brand-dashboard/leads", label: "Leads" },
  { to: "/brand-dashboard/reviews", label: "Reviews" },
  { to: "/brand-dashboard/settings", label: "Profile Settings" },
  { to: "/brand-dashboard/analytics", label: "Analytics" },
];

/** A brand owner's dashboard: welcome line, the brand's buttons, the tabs, then the open tab. */
export function BrandDashboardShell({ overview, children }: { overview: DashboardOverview; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Brand Dashboard</h1>
          <p className="mt-2 text-stone-600 dark:text-stone-300">Welcome back, {overview.welcomeName}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={`/brand/${overview.brand.slug}`} variant="outline" size="sm">
            <EyeIcon className="size-4" aria-hidden="true" />
            View Public Profile
          </LinkButton>
          <LinkButton to="/brand-dashboard/settings" variant="outline" size="sm">
            <SettingsIcon className="size-4" aria-hidden="true" />
            Settings
          </LinkButton>
        </div>
      </div>
      <NavTabs label="Dashboard sections" tabs={DASHBOARD_TABS} />
      {children}
    </div>
  );
}
