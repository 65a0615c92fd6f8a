import {
  BuildingIcon,
  CircleCheckIcon,
  CircleOffIcon,
  ExternalLinkIcon,
  FileTextIcon,
  GaugeIcon,
  MapPinIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
} from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useFetcher, useNavigation, useSubmit } from "react-router";
import { toast } from "sonner";
import { SEO_PAGE_TYPES } from "~/content/catalog";
import { SEO_MESSAGES, SEO_PAGE_TYPE_INFO, SEO_SCORE_MAX } from "~/content/seo";
import { cn } from "~/lib/cn";
import { AdminPageHeader } from "~/ui/admin-page-header";
import { Alert } from "~/ui/alert";
import { Button, buttonClasses, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Input, Label, Select } from "~/ui/field";
import { Pager } from "~/ui/pager";
import { StatCard } from "~/ui/stat-card";
import { SEO_DASHBOARD_PATH, SEO_SEARCH_MAX, type SeoListQuery, seoListSearch } from "./list-query";
import { ScoreBadge } from "./score-badge";
import type { SeoPageList, SeoPageRow, SeoStats } from "./seo-page-queries.server";
import { OVER_LIST, useShowsOverList } from "./seo-panel";
import { publicPaths } from "./targets";

export interface SeoDashboardProps {
  stats: SeoStats;
  list: SeoPageList;
  query: SeoListQuery;
  loadError: string | null;
  /** The open child route (add/edit form, delete confirmation), if any. */
  child: ReactNode;
}

const DESCRIPTION =
  "Per-page titles, descriptions, social cards and structured data for city, locality, brand and gallery pages. Changes show on the public page at once.";

/** The admin's SEO dashboard: stats, the list and its filters. A child route shows over the list, or alone. */
export function SeoDashboard({ stats, list, query, loadError, child }: SeoDashboardProps) {
  const overList = useShowsOverList();
  useEffect(() => {
    if (loadError) toast.error(SEO_MESSAGES.loadError, { description: loadError });
  }, [loadError]);

  const header = <AdminPageHeader title="SEO Management">{DESCRIPTION}</AdminPageHeader>;
  if (child && !overList) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        {child}
      </div>
    );
  }
  const search = seoListSearch(query);
  return (
    <div className="flex flex-col gap-6">
      {header}
      <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
        <StatCard
          icon={<FileTextIcon aria-hidden="true" className="size-5" />}
          label="Total Pages"
          value={stats.total}
        />
        <StatCard
          icon={<CircleCheckIcon aria-hidden="true" className="size-5" />}
          label="Active Pages"
          value={stats.active}
        />
        <StatCard
          icon={<CircleOffIcon aria-hidden="true" className="size-5" />}
          label="Inactive Pages"
          value={stats.inactive}
        />
        <StatCard
          icon={<GaugeIcon aria-hidden="true" className="size-5" />}
          label="Avg SEO Score"
          value={stats.averageScore === null ? "–" : `${stats.averageScore.toFixed(1)}/${SEO_SCORE_MAX}`}
        />
      </dl>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`${SEO_DASHBOARD_PATH}/new${search}`} state={OVER_LIST} preventScrollReset>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add SEO Page
        </LinkButton>
        <BulkButton
          intent="create-city-pages"
          back={search}
          icon={<BuildingIcon className="size-4" aria-hidden="true" />}
        >
          Create City SEO Pages
        </BulkButton>
        <BulkButton
          intent="create-locality-pages"
          back={search}
          icon={<MapPinIcon className="size-4" aria-hidden="true" />}
        >
          Create Locality SEO Pages
        </BulkButton>
      </div>
      {loadError ? (
        <Alert tone="error" title={SEO_MESSAGES.loadError}>
          {loadError}
        </Alert>
      ) : null}
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <ListFilters query={query} />
        <SeoPagesTable rows={list.rows} search={search} />
        <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
          {list.total === 1 ? "1 SEO page" : `${list.total} SEO pages`}
        </p>
        <Pager
          page={list.page}
          totalPages={list.totalPages}
          hrefForPage={(page) => `${SEO_DASHBOARD_PATH}${seoListSearch({ ...query, page })}`}
          label="SEO pages"
        />
      </Card>
      {child}
    </div>
  );
}

function BulkButton({
  intent,
  back,
  icon,
  children,
}: {
  intent: string;
  back: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={SEO_DASHBOARD_PATH} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" variant="outline" disabled={busy}>
        {icon}
        {busy ? "Creating…" : children}
      </Button>
    </Form>
  );
}

/** Search and filters, in the URL (a GET form); with JavaScript they apply as the admin types (300 ms). */
function ListFilters({ query }: { query: SeoListQuery }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, delay);
  };
  return (
    <Form
      ref={form}
      method="get"
      action={SEO_DASHBOARD_PATH}
      role="search"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="seo-search">Search</Label>
        <Input
          id="seo-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={SEO_SEARCH_MAX}
          placeholder="Page type, identifier or title"
          onChange={() => apply(300)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="seo-type">Page type</Label>
        <Select id="seo-type" name="type" defaultValue={query.type} onChange={() => apply(0)}>
          <option value="all">All page types</option>
          {SEO_PAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SEO_PAGE_TYPE_INFO[type].label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="seo-status">Status</Label>
        <Select id="seo-status" name="status" defaultValue={query.status} onChange={() => apply(0)}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Select>
      </div>
      <Button type="submit" variant="secondary">
        <SearchIcon className="size-4" aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}

const COLUMNS = ["Page type", "Identifier", "Title", "SEO score", "Active", "Actions"] as const;

function SeoPagesTable({ rows, search }: { rows: SeoPageRow[]; search: string }) {
  if (rows.length === 0) {
    return (
      <p className="py-8 text-center text-stone-600 dark:text-stone-400">No SEO pages found matching your criteria.</p>
    );
  }
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase dark:border-stone-800 dark:text-stone-400">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn("px-3 py-2 font-medium", column === "Actions" && "text-right")}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {rows.map((row) => (
            <SeoPageTableRow key={row.id} row={row} search={search} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SeoPageTableRow({ row, search }: { row: SeoPageRow; search: string }) {
  const path = publicPaths(row.pageType, row.pageIdentifier)[0] ?? "/";
  const name = row.pageIdentifier || SEO_PAGE_TYPE_INFO[row.pageType].label;
  return (
    <tr className={cn("align-top", !row.isActive && "text-stone-500")}>
      <td className="px-3 py-3">
        <span className="font-medium text-stone-900 dark:text-stone-100">{SEO_PAGE_TYPE_INFO[row.pageType].label}</span>
        <span className="block font-mono text-xs text-stone-500">{row.pageType}</span>
      </td>
      <td className="px-3 py-3 font-mono text-xs">{row.pageIdentifier || "—"}</td>
      <td className="max-w-xs px-3 py-3">
        {row.metaTitle ? (
          <span className="line-clamp-2">{row.metaTitle}</span>
        ) : (
          <span className="italic text-stone-500">The page's own title</span>
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        <ScoreBadge score={row.score} />
      </td>
      <td className="px-3 py-3">
        <ActiveSwitch row={row} name={name} search={search} />
      </td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-1">
          <a
            href={path}
            target="_blank"
            rel="noopener"
            className={buttonClasses("ghost", "sm")}
            aria-label={`View the page of ${name} (new tab)`}
            title="View page"
          >
            <ExternalLinkIcon className="size-4" aria-hidden="true" />
          </a>
          <LinkButton
            to={`${SEO_DASHBOARD_PATH}/${row.id}${search}`}
            state={OVER_LIST}
            preventScrollReset
            variant="ghost"
            size="sm"
            aria-label={`Edit ${name}`}
          >
            <PencilIcon className="size-4" aria-hidden="true" />
            Edit
          </LinkButton>
          <LinkButton
            to={`${SEO_DASHBOARD_PATH}/${row.id}/delete${search}`}
            state={OVER_LIST}
            preventScrollReset
            variant="ghost"
            size="sm"
            className="text-red-700 dark:text-red-400"
            aria-label={`Delete ${name}`}
          >
            <Trash2Icon className="size-4" aria-hidden="true" />
            Delete
          </LinkButton>
        </div>
      </td>
    </tr>
  );
}

/** The row's on/off switch; shows the new state while the change is on its way. */
function ActiveSwitch({ row, name, search }: { row: SeoPageRow; name: string; search: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("isActive");
  const isActive = pending === undefined || pending === null ? row.isActive : pending === "true";
  return (
    <fetcher.Form method="post" action={SEO_DASHBOARD_PATH}>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="isActive" value={String(!isActive)} />
      <input type="hidden" name="back" value={search} />
      <button
        type="submit"
        role="switch"
        aria-checked={isActive}
        aria-label={`Active: ${name}`}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
          isActive ? "bg-brand-600" : "bg-stone-300 dark:bg-stone-700",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            isActive ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
    </fetcher.Form>
  );
}
