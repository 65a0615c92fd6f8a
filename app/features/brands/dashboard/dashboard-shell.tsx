import { EyeIcon, HeartIcon, ImageIcon, type LucideIcon, MessageSquareIcon, SettingsIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DASHBOARD_COPY } from "~/content/brand-dashboard";
import { useLeadsUnread } from "~/features/shell";
import { brandPath } from "~/lib/paths";
import { Alert } from "~/ui/alert";
import { LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { NavTabs } from "~/ui/nav-tabs";
import type { DashboardOverview, DashboardStats } from "./overview.server";

function dashboardTabs(leadsUnread: number | undefined) {
  return [
    { to: "/brand-dashboard", label: "Portfolio", end: true },
    { to: "/brand-dashboard/listings", label: "My Listings" },
    { to: "/brand-dashboard/leads", label: <LeadsTabLabel unread={leadsUnread} /> },
    { to: "/brand-dashboard/projects", label: "Projects" },
    { to: "/brand-dashboard/reviews", label: "Reviews" },
    { to: "/brand-dashboard/settings", label: "Profile Settings" },
    { to: "/brand-dashboard/analytics", label: "Analytics" },
  ];
}

/** "Leads", with the count of unread messages once the viewer's state is known (viewer-state.tsx). */
function LeadsTabLabel({ unread }: { unread: number | undefined }) {
  return (
    <>
      Leads
      {unread ? (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </>
  );
}

/** The /brand-dashboard page's frame around its content: the dashboard, or Join as a Brand for an account without one. */
export function BrandDashboardFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">{children}</div>
      </Container>
    </main>
  );
}

/** A brand owner's dashboard: the brand it manages, welcome line, the brand's buttons, the tabs, then the open tab. */
export function BrandDashboardShell({ overview, children }: { overview: DashboardOverview; children: ReactNode }) {
  const { brand } = overview;
  const leadsUnread = useLeadsUnread();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Brand Dashboard</h1>
          <p className="mt-2 text-lg font-semibold">
            {brand.brandName}
            {brand.city ? (
              <span className="font-normal text-stone-600 dark:text-stone-300"> · {brand.city}</span>
            ) : null}
          </p>
          <p className="mt-1 text-stone-600 dark:text-stone-300">Welcome back, {overview.welcomeName}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={brandPath(brand.slug)} variant="outline" size="sm">
            <EyeIcon className="size-4" aria-hidden="true" />
            View Public Profile
          </LinkButton>
          <LinkButton to="/brand-dashboard/settings" variant="outline" size="sm">
            <SettingsIcon className="size-4" aria-hidden="true" />
            Settings
          </LinkButton>
        </div>
      </div>
      {overview.stats ? <StatCards stats={overview.stats} /> : <Alert tone="error">{DASHBOARD_COPY.loadFailed}</Alert>}
      <NavTabs label="Dashboard sections" tabs={dashboardTabs(leadsUnread)} />
      {children}
    </div>
  );
}

const numberFormat = new Intl.NumberFormat("en-IN");

function StatCard({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  detail?: string;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-5">
      <div>
        <p className="text-sm font-medium text-stone-600 dark:text-stone-300">{label}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{numberFormat.format(value)}</p>
        {detail ? <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{detail}</p> : null}
      </div>
      <Icon className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
    </Card>
  );
}

/** "+12 from last month", "−3 from last month" or "Same as last month". */
export function changeFromLastMonth(thisMonth: number, lastMonth: number): string {
  const change = thisMonth - lastMonth;
  if (change === 0) return "Same as last month";
  return `${change > 0 ? "+" : "−"}${numberFormat.format(Math.abs(change))} from last month`;
}

function StatCards({ stats }: { stats: DashboardStats }) {
  const { profileViews, quoteRequests, portfolioImages } = stats;
  return (
    <section aria-label="Your brand at a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={EyeIcon}
        label="Profile Views"
        value={profileViews.thisMonth}
        detail={`This month · ${changeFromLastMonth(profileViews.thisMonth, profileViews.lastMonth)}`}
      />
      <StatCard
        icon={MessageSquareIcon}
        label="Quote Requests"
        value={quoteRequests.thisMonth}
        detail={`This month · ${numberFormat.format(quoteRequests.allTime)} all time`}
      />
      <StatCard
        icon={ImageIcon}
        label="Portfolio Images"
        value={portfolioImages.total}
        detail={
          portfolioImages.pending > 0
            ? `${numberFormat.format(portfolioImages.pending)} awaiting approval`
            : "None awaiting approval"
        }
      />
      <StatCard icon={HeartIcon} label="Total Likes" value={stats.totalLikes} />
    </section>
  );
}
