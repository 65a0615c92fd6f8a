import { Link } from "react-router";
import { formatRupees } from "~/features/offers";
import { projectPath } from "~/lib/paths";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import type { ProjectListItem } from "./project-view.server";

/**
 * A side's projects, newest first: the homeowner's at /projects, the brand's in its dashboard. Each shows who
 * with, where, the total, the stages done and the delay clock.
 */
export function ProjectList({ projects, side }: { projects: ProjectListItem[]; side: "homeowner" | "brand" }) {
  if (projects.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="font-medium">No projects yet</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {side === "homeowner"
            ? "A project starts when you accept a designer's offer on one of your quote requests."
            : "A project starts when a homeowner accepts one of your offers."}
        </p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {projects.map((project) => (
        <li key={project.id}>
          <Card className="flex flex-col gap-1 p-4">
            <Link
              to={projectPath(project.id)}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
            >
              {project.location} · {side === "homeowner" ? project.brandName : project.homeowner}
            </Link>
            <p className="text-sm">
              {formatRupees(project.totalPaise)} · {project.stagesDone} of {project.stages} stages done
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">{project.clock}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /projects: the homeowner's projects. */
export function HomeownerProjectsPage({ projects }: { projects: ProjectListItem[] }) {
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My projects</h1>
          <ProjectList projects={projects} side="homeowner" />
        </div>
      </Container>
    </main>
  );
}

/** A link to the project a request or lead led to (on the request's and the lead's pages). */
export function ProjectLink({ projectId }: { projectId: string | null }) {
  if (!projectId) return null;
  return (
    <p>
      <Link to={projectPath(projectId)} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
        Open the project: dates, stages, payments and site updates
      </Link>
    </p>
  );
}
