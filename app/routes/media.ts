import { appMediaServer } from "~/features/media/serve.server";
import type { Route } from "./+types/media";

/** /media/* — generated art of the images in the database, in the allowed widths, cached on disk. */
export function loader({ request, params }: Route.LoaderArgs) {
  return appMediaServer().serve(request, params["*"] ?? "");
}
