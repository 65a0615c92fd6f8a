import { ArrowRightIcon, DatabaseIcon, SearchCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.fullName || admin.email };
}

export function meta() {
  return [{ title: pageTitle("Admin Dashboard") }, { name: "robots", content: "noindex" }];
}

const TOOLS = [
  {
    href: "/admin/seo",
    title: "SEO Management",
    text: "Titles, descriptions, social cards and structured data for every page.",
    Icon: SearchCheckIcon,
  },
  {
    href: "/admin/data-scraper",
    title: "Data Scraper",
    text: "Import interior designer listings for cities from web directories.",
    Icon: DatabaseIcon,
  },
] as const;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto w-full max-w-5xl flex flex-col gap-8">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
            <p className="mt-2 text-stone-600 dark:text-stone-300">
              Signed in as {loaderData.adminName}. Manage claims, page metadata and designer imports.
            </p>
          </div>
          <nav aria-label="Admin tools" className="grid gap-4 sm:grid-cols-2">
            {TOOLS.map(({ href, title, text, Icon }) => (
              <Link
                key={href}
                to={href}
                className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Card className="flex h-full items-start gap-4 p-5 transition-shadow group-hover:shadow-md">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="flex items-center gap-1.5 font-semibold text-stone-900 dark:text-white">
                      {title}
                      <ArrowRightIcon
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="text-sm text-stone-600 dark:text-stone-300">{text}</span>
                  </span>
                </Card>
              </Link>
            ))}
          </nav>
        </div>
      </Container>
    </main>
  );
}
