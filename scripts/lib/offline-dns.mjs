// For a server under test whose scraped pages the fake Firecrawl serves, on a machine without a network: the
// scraper looks up each page's host before asking Firecrawl for it and refuses names it cannot find, so the seeded
// directory sources' hosts (app/db/migrations/0003_scraper_runs.sql) are answered here with a documentation
// address (TEST-NET-1, public but never routed). Every other name still goes to the system's resolver.
// Load it first: `node --import ./scripts/lib/offline-dns.mjs …`, or import it before the app.
import dns from "node:dns";

const SEEDED_SOURCE_HOSTS = new Set(["www.sulekha.com", "www.justdial.com", "www.houzz.in"]);
const ANSWER = { address: "192.0.2.10", family: 4 };

const systemLookup = dns.promises.lookup;
dns.promises.lookup = async (hostname, options) => {
  if (!SEEDED_SOURCE_HOSTS.has(hostname)) return systemLookup(hostname, options);
  return options?.all ? [ANSWER] : ANSWER;
};
