import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/ui/admin-page-header";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Label, Select } from "~/ui/field";
import { Pager } from "~/ui/pager";
import { JOB_STATES, JOBS_PAGE_SIZE, type JobFilter } from "./job-filter";
import type { JobsPage } from "./jobs-admin.server";

const TONES = {
  created: "neutral",
  retry: "warning",
  active: "brand",
  completed: "success",
  cancelled: "neutral",
  failed: "danger",
} as const;

const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" })
    : "—";

function hrefFor(filter: JobFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.state) params.set("state", filter.state);
  if (filter.queue) params.set("queue", filter.queue);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export function AdminJobsPage({ data, filter, message }: { data: JobsPage; filter: JobFilter; message?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Jobs">
        Background work on the job queue: outgoing mail, lead notifications and listing imports, with their attempts and
        last error.
      </AdminPageHeader>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="job-state">State</Label>
          <Select id="job-state" name="state" defaultValue={filter.state ?? ""}>
            <option value="">All states</option>
            {JOB_STATES.map((state) => (
              <option key={state} value={state}>
                {state} ({data.counts[state] ?? 0})
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="job-queue">Queue</Label>
          <Select id="job-queue" name="queue" defaultValue={filter.queue ?? ""}>
            <option value="">All queues</option>
            {data.queues.map((queue) => (
              <option key={queue} value={queue}>
                {queue}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {filter.state || filter.queue ? (
          <Link to="?" className="text-sm underline">
            Clear
          </Link>
        ) : null}
      </Form>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
      <p className="text-sm text-stone-600 dark:text-stone-400">{data.total} jobs</p>
      {data.jobs.length === 0 ? (
        <p>No jobs match these filters.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Jobs</caption>
            <thead className="text-stone-600 dark:text-stone-400">
              <tr>
                <th className="py-2 pr-4 font-medium">Queue</th>
                <th className="py-2 pr-4 font-medium">State</th>
                <th className="py-2 pr-4 font-medium">Attempts</th>
                <th className="py-2 pr-4 font-medium">Created</th>
                <th className="py-2 pr-4 font-medium">Finished</th>
                <th className="py-2 pr-4 font-medium">Last error</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((job) => (
                <tr key={job.id} className="border-t border-stone-200 align-top dark:border-stone-800">
                  <td className="py-2 pr-4 font-medium">{job.queue}</td>
                  <td className="py-2 pr-4">
                    <Badge tone={TONES[job.state]}>{job.state}</Badge>
                  </td>
                  <td className="py-2 pr-4">
                    {job.attempts} of {job.maxAttempts}
                  </td>
                  <td className="py-2 pr-4">{formatDate(job.createdOn)}</td>
                  <td className="py-2 pr-4">{formatDate(job.completedOn)}</td>
                  <td className="max-w-md py-2 pr-4 break-words text-stone-700 dark:text-stone-300">
                    {job.lastError ?? "—"}
                  </td>
                  <td className="py-2">
                    {job.state === "failed" ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={job.id} />
                        <input type="hidden" name="queue" value={job.queue} />
                        <Button type="submit" size="sm" variant="outline">
                          Retry
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={filter.page}
        totalPages={Math.ceil(data.total / JOBS_PAGE_SIZE)}
        hrefForPage={(page) => hrefFor(filter, page)}
        label="Job pages"
      />
    </div>
  );
}
