// npm run fake-firecrawl: a local fake Firecrawl API for trying the data scraper by hand (see README).
import { readCommandLine } from "./lib/command-line.mjs";
import { FAKE_VALID_KEY_PREFIX, startFakeFirecrawl } from "./lib/fake-firecrawl";

readCommandLine(`Usage: npm run fake-firecrawl

A local fake Firecrawl API on FAKE_FIRECRAWL_PORT (default 3531): start Nivasa with
FIRECRAWL_API_URL=http://127.0.0.1:3531 and test any key starting with "${FAKE_VALID_KEY_PREFIX}".`);

const port = Number(process.env.FAKE_FIRECRAWL_PORT ?? 3531);
const fake = await startFakeFirecrawl({ port });
console.log(`[fake-firecrawl] listening on ${fake.url}`);
console.log(
  `[fake-firecrawl] start Nivasa with FIRECRAWL_API_URL=${fake.url}; keys starting with "${FAKE_VALID_KEY_PREFIX}" are valid`,
);
console.log(
  `[fake-firecrawl] faults: curl -X POST ${fake.url}/__fake/faults -d '{"kind":429,"times":2,"retryAfterSeconds":3}' (kinds 401 402 403 429 500 502 503 "hang"; optional "match": part of the page URL); clear with curl -X DELETE ${fake.url}/__fake/faults`,
);
const stop = async () => {
  await fake.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
