import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer, requireViewer } from "~/features/auth/viewer.server";
import { ProjectPage } from "~/features/projects/project/project-page";
import { openProject, projectAction, projectPageData } from "~/features/projects/projects.api.server";
import { pageTitle } from "~/lib/seo-title";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/projects.project";

const notFound = () => data(null, { status: 404 });

/**
 * For the homeowner and the hired brand's owner, and read-only for an admin through an open report on its thread
 * (`?report=`, audited): a signed-out visitor signs in first, anyone else gets 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reportId = new URL(request.url).searchParams.get("report");
  const project = await openProject(db(), await requireViewer(request), params.projectId, new Date(), { reportId });
  if (!project) throw notFound();
  // A fresh key per page render, sent by every create form: the same form sent twice makes one row.
  return { project: projectPageData(request, context, project), formKey: randomUUID() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await projectAction(db(), storage(), await getViewer(request), params.projectId, request);
  if (!answer) throw notFound();
  return answer;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Project: ${loaderData.project.project.location}` : "Project") },
    { name: "robots", content: "noindex" },
  ];
}

export default function Project({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectPage data={loaderData.project} formKey={loaderData.formKey} actionError={actionData ?? undefined} />;
}
