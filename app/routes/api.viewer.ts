import { data } from "react-router";
import { db } from "~/db/client.server";
import { clearSessionHint, staleSessionHint } from "~/features/auth/session/session-hint.server";
import { getViewer } from "~/features/auth/viewer.server";
import { PRIVATE_NO_STORE } from "~/server/http/page-cache/cache-control";
import { loadViewerState, viewerStateQuery } from "~/server/viewer-state.server";
import type { Route } from "./+types/api.viewer";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

/** GET /api/viewer?brands=…&images=…&reviewsOf=… — this session's personal bits of the page being shown, as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = viewerStateQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ error: "Those ids could not be read" }, { status: 400, headers });
  const viewer = await getViewer(request);
  const answer = await loadViewerState(db(), viewer, query.data);
  if (!staleSessionHint(request, viewer !== null)) return data(answer, { headers });
  return data(answer, { headers: { ...headers, "Set-Cookie": clearSessionHint() } });
}
