// npm run jobs:worker — works the background jobs (mail, lead notifications, listing imports) without the web
// server, on DATABASE_URL (or the embedded database in DATA_DIR, if no server holds it). `npm start` already
// works them; this runs a separate worker process, e.g. the one app/features/scraper/import-restart.server.test.ts
// kills mid-run. Settings as for the server (JOB_HEARTBEAT_SECONDS, FIRECRAWL_API_URL, BETTER_AUTH_SECRET…).
import { shutdown, startup } from "../app/server/lifecycle.server";

await startup();
console.log("[jobs] worker ready");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void shutdown().then(() => process.exit(0));
  });
}
