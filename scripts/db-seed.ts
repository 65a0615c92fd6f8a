// npm run db:seed — the demo data: catalogue, demo accounts, reviews, claims, SEO pages.
import { readCommandLine } from "./lib/command-line.mjs";

readCommandLine(`Usage: npm run db:seed

Migrates, then loads the demo data unless the database already has it: DATABASE_URL (PostgreSQL 15+),
or the embedded database in DATA_DIR when DATABASE_URL is unset (stop the app first).`);

// The app is imported once the command line is read: --help answers without loading it.
const [
  { migrateAndReport, runDatabaseCommand },
  { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemoData },
  { storage },
] = await Promise.all([
  import("../app/server/seed/cli.server"),
  import("../app/server/seed/seed.server"),
  import("../app/services/storage/storage.server"),
]);

await runDatabaseCommand(async (handle, log) => {
  await migrateAndReport(handle, log);
  if (await isSeeded(handle.db)) {
    log("The database already has data (cities are present): nothing seeded.");
    return;
  }
  const started = Date.now();
  const summary = await seedDemoData(handle.db, storage());
  const counts = Object.entries(summary)
    .map(([name, n]) => `${n} ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`)
    .join(", ");
  log(`Seeded the demo data in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}.`);
  log(
    `Demo accounts (password "${DEMO_PASSWORD}"): ${Object.values(DEMO_ACCOUNTS)
      .map((a) => `${a.email} (${a.role})`)
      .join(", ")}.`,
  );
});
