// npm run jobs:worker — the background jobs (mail, lead notifications, listing imports) in a process of their own.
// `npm start` already works them; this is a separate worker, e.g. the one
// app/features/scraper/import-restart.server.test.ts kills mid-run.
import { readCommandLine } from "./lib/command-line.mjs";

readCommandLine(`Usage: npm run jobs:worker

Works the background jobs without the web server, on DATABASE_URL (or the embedded database in DATA_DIR),
with the server's settings (JOB_HEARTBEAT_SECONDS, FIRECRAWL_API_URL, BETTER_AUTH_SECRET…).`);

// The app is imported once the command line is read: --help answers without loading it.
const { shutdown, startup } = await import("../app/server/lifecycle.server");

await startup();
console.log("[jobs] worker ready");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void shutdown().then(() => process.exit(0));
  });
}
