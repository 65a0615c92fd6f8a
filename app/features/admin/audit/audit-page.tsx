import { FilterIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { cellClass, DataTable } from "~/ui/data-table";
import { Field, Input, Select } from "~/ui/field";
import { AdminHeading, ListResults } from "../admin-list";
import type { Paged } from "../list-query";
import type { AuditQuery, AuditRow } from "./audit-log.server";

const AUDIT_COLUMNS = ["When", "Actor", "Action", "Record", "Changes"];

export interface AuditPageData {
  list: Paged<AuditRow>;
  query: Omit<AuditQuery, "page">;
  actions: readonly string[];
  recordTypes: readonly string[];
}

export function AdminAuditPage({ list, query, actions, recordTypes }: AuditPageData) {
  return (
    <div className="flex flex-col gap-6">
      <AdminHeading title="Audit log">
        Every admin action, who took it and what it changed. Entries are never edited or removed.
      </AdminHeading>
      <Card className="p-4">
        <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="audit-action" label="Action">
            <Select id="audit-action" name="action" defaultValue={query.action ?? ""}>
              <option value="">All actions</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="audit-actor" label="Actor (email)">
            <Input id="audit-actor" name="actor" type="search" maxLength={100} defaultValue={query.actor} />
          </Field>
          <Field id="audit-type" label="Record">
            <Select id="audit-type" name="type" defaultValue={query.type ?? ""}>
              <option value="">All records</option>
              {recordTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="audit-record" label="Record id">
            <Input id="audit-record" name="record" maxLength={100} defaultValue={query.record} />
          </Field>
          <Field id="audit-from" label="From">
            <Input id="audit-from" name="from" type="date" defaultValue={query.from} />
          </Field>
          <Field id="audit-to" label="To">
            <Input id="audit-to" name="to" type="date" defaultValue={query.to} />
          </Field>
          <div className="flex items-end gap-2 sm:col-span-2">
            <Button type="submit" variant="outline">
              <FilterIcon className="size-4" aria-hidden="true" />
              Filter
            </Button>
            <Link to="/admin/audit" className="px-2 text-sm text-stone-600 underline-offset-2 hover:underline">
              Clear filters
            </Link>
          </div>
        </Form>
      </Card>
      <ListResults
        list={list}
        noun={["entry", "entries"]}
        empty={"No audit entries match."}
        pagerLabel="Audit log pages"
      >
        <DataTable caption="Audit log entries" columns={AUDIT_COLUMNS} className="min-w-[52rem]">
          {list.rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className={cn(cellClass, "whitespace-nowrap")}>
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </td>
              <td className={cn(cellClass, "break-all")}>{row.actorEmail}</td>
              <td className={cn(cellClass, "font-mono text-xs whitespace-nowrap")}>{row.action}</td>
              <td className={cellClass}>
                <Link
                  to={`/admin/audit?type=${encodeURIComponent(row.targetType)}&record=${encodeURIComponent(row.targetId)}`}
                  title={`${row.targetType} ${row.targetId}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {row.targetName}
                </Link>
              </td>
              <td className={cellClass}>
                <Changes before={row.before} after={row.after} />
              </td>
            </tr>
          ))}
        </DataTable>
      </ListResults>
    </div>
  );
}

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** Each changed field as "field: before → after". */
function Changes({ before, after }: { before: AuditRow["before"]; after: AuditRow["after"] }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <dl className="flex flex-col gap-1">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          <dt className="font-medium">{key}:</dt>
          <dd className="break-all text-stone-700 dark:text-stone-300">
            {before ? <span className="text-red-700 line-through dark:text-red-400">{shown(before[key])}</span> : null}
            {before && after ? " → " : null}
            {after ? <span className="text-emerald-800 dark:text-emerald-300">{shown(after[key])}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
