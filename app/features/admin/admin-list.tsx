import { SearchIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, useLocation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Input, Label } from "~/ui/field";
import { Pager } from "~/ui/pager";
import { showToast } from "~/ui/toaster";
import type { AdminActionData } from "./admin-access.server";
import type { Paged } from "./list-query";

/** A page heading with a line saying what the page is for. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="max-w-3xl text-stone-600 dark:text-stone-300">{children}</p> : null}
    </div>
  );
}

/**
 * The search box (and any filters passed as children) of an admin list: a GET form, so the query lives in the
 * URL and works without JavaScript. Submitting starts again at page 1.
 */
export function ListSearch({
  id,
  label,
  placeholder,
  defaultValue,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-60 flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} name="q" type="search" placeholder={placeholder} defaultValue={defaultValue} maxLength={100} />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <SearchIcon className="size-4" aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}

/** A pager whose links keep the list's current query and change only `page`. */
export function ListPager({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const { search } = useLocation();
  const hrefForPage = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params}`;
  };
  return <Pager page={page} totalPages={totalPages} hrefForPage={hrefForPage} label={label} />;
}

/**
 * A page of an admin list: how many rows match (and any `actions` beside that count), the rows (`children`) or
 * the `empty` message, and the pager.
 */
export function ListResults({
  list,
  noun,
  empty,
  pagerLabel,
  actions,
  children,
}: {
  list: Paged<unknown>;
  /** What one row is, singular and plural: ["user", "users"]. */
  noun: readonly [string, string];
  empty: ReactNode;
  pagerLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
          {countLabel(list.total, ...noun)}
        </p>
        {actions}
      </div>
      {list.rows.length === 0 ? (
        <Card className="p-8 text-center text-stone-600 dark:text-stone-300">{empty}</Card>
      ) : (
        children
      )}
      <ListPager page={list.page} totalPages={list.totalPages} label={pagerLabel} />
    </>
  );
}

/** The outcome of an admin form: a toast, and an alert in the page (what shows without JavaScript). */
export function ActionFeedback({ data, title }: { data: AdminActionData | undefined; title?: string }) {
  useEffect(() => {
    if (!data) return;
    if (data.ok) showToast("success", title ?? data.message, title ? { description: data.message } : undefined);
    else showToast("error", "Error", { description: data.message });
  }, [data, title]);
  if (!data) return null;
  return <Alert tone={data.ok ? "success" : "error"}>{data.message}</Alert>;
}

/** "12 users" / "1 user". */
export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
}
