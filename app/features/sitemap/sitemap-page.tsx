import { Link } from "react-router";
import { SITEMAP_PAGE } from "~/content/sitemap";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Container } from "~/ui/container";
import type { sitemapPageData } from "./sitemap-page.server";

export type SitemapPageData = Awaited<ReturnType<typeof sitemapPageData>>;

export function SitemapPage({ data }: { data: SitemapPageData }) {
  return (
    <main className="flex-1 bg-stone-50 pb-16 dark:bg-stone-950">
      <div className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900/60">
        <Container className="py-10 sm:py-14">
          <Breadcrumbs items={[...SITEMAP_PAGE.breadcrumb, { label: SITEMAP_PAGE.title }]} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-50">
            {SITEMAP_PAGE.title}
          </h1>
          <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-300">{SITEMAP_PAGE.description}</p>
        </Container>
      </div>
      <Container className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.groups.map((group, index) => (
          <section
            key={group.title}
            aria-labelledby={`sitemap-group-${index}`}
            className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
          >
            <h2 id={`sitemap-group-${index}`} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
              {group.title}
            </h2>
            <ul className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="text-sm text-stone-700 underline-offset-4 hover:text-brand-700 hover:underline dark:text-stone-300 dark:hover:text-brand-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </main>
  );
}
