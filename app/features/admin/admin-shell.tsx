import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { NavTabs } from "~/ui/nav-tabs";

const ADMIN_SECTIONS = [
  { to: "/admin/claims", label: "Claims", end: true },
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/brands", label: "Brands" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/seo", label: "SEO Management" },
  { to: "/admin/data-scraper", label: "Data Scraper" },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/alerts", label: "Alerts" },
  { to: "/admin/audit", label: "Audit log" },
];

/** Every admin page: the section tabs above the page's own content. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <main className="flex-1 bg-stone-50 py-8 sm:py-10 dark:bg-stone-950">
      <Container>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
          <NavTabs label="Admin sections" tabs={ADMIN_SECTIONS} />
          {children}
        </div>
      </Container>
    </main>
  );
}
