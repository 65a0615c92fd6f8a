import { db } from "~/db/client.server";
import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import { ProjectList } from "~/features/projects/project/project-list-page";
import { brandProjects } from "~/features/projects/projects.api.server";
import type { Route } from "./+types/brand-dashboard.projects";

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireOwnedBrand(request);
  return { projects: await brandProjects(db(), viewer) };
}

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
  return <ProjectList projects={loaderData.projects} side="brand" />;
}
