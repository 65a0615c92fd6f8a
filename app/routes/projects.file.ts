import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { projectFileResponse } from "~/features/projects/projects.api.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/projects.file";

/** A project's photo, for its two sides (and a moderator through `?report=`, audited): a signed-out visitor signs in first; 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const reportId = new URL(request.url).searchParams.get("report");
  return (
    (await projectFileResponse(db(), storage(), viewer, params.projectId, params.fileId, reportId)) ?? privateNotFound()
  );
}
