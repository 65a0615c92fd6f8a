import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { HomeownerProjectsPage } from "~/features/projects/project/project-list-page";
import { homeownerProjects } from "~/features/projects/projects.api.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/projects";

export async function loader({ request }: Route.LoaderArgs) {
  return { projects: await homeownerProjects(db(), await requireViewer(request)) };
}

export function meta() {
  return [{ title: pageTitle("My projects") }, { name: "robots", content: "noindex" }];
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <HomeownerProjectsPage projects={loaderData.projects} />;
}
