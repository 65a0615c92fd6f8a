import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { projectPdfResponse } from "~/features/projects/projects.api.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import type { Route } from "./+types/projects.change-pdf";

/** A change order as a PDF, for the project's two sides (and a moderator through `?report=`, audited): a signed-out visitor signs in first; 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const reportId = new URL(request.url).searchParams.get("report");
  const response = await projectPdfResponse(
    db(),
    viewer,
    params.projectId,
    {
      kind: "change",
      changeId: params.changeId,
    },
    { reportId },
  );
  return response ?? privateNotFound();
}
