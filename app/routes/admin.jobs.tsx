import { data } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { jobFilterSchema } from "~/features/jobs/job-filter";
import { listJobs, retryJob } from "~/features/jobs/jobs-admin.server";
import { AdminJobsPage } from "~/features/jobs/jobs-page";
import { pageTitle } from "~/lib/seo-title";
import { installedJobQueue } from "~/services/job-queue.server";
import type { Route } from "./+types/admin.jobs";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const filter = jobFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { jobs: await listJobs(db(), admin, filter), filter };
}

const retrySchema = z.object({ id: z.uuid(), queue: z.string().max(100) });

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const input = retrySchema.safeParse(Object.fromEntries(await request.formData()));
  const queue = installedJobQueue();
  if (!input.success || !queue) return data({ message: "That job can't be retried" }, 400);
  const retried = await retryJob(db(), queue, admin, input.data.queue, input.data.id);
  return retried ? { message: "The job will run again" } : data({ message: "That job is no longer failed" }, 409);
}

export function meta() {
  return [{ title: pageTitle("Jobs") }, { name: "robots", content: "noindex" }];
}

export default function AdminJobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminJobsPage data={loaderData.jobs} filter={loaderData.filter} message={actionData?.message} />;
}
