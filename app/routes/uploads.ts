import { servePublicUpload } from "~/services/storage/storage.server";
import type { Route } from "./+types/uploads";

/** /uploads/* — uploaded images kept on the local disk (see services/storage). */
export function loader({ request, params }: Route.LoaderArgs) {
  return servePublicUpload(request, params["*"] ?? "");
}
