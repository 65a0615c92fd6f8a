import path from "node:path";
import { config } from "~/config.server";
import { serveMedia } from "~/features/media/serve.server";
import type { Route } from "./+types/media";

/** /media/* — generated art (and later uploads) in the allowed widths, cached on disk. */
export function loader({ request, params }: Route.LoaderArgs) {
  return serveMedia(request, params["*"] ?? "", { cacheDir: path.join(config().dataDir, "media-cache") });
}
