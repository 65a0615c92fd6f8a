import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { ScraperCitySlug } from "~/content/scraper";
import { auditLog, importRunCities, importRuns, importSources, interiorListings } from "~/db/schema";
import { ensurePlaces } from "~/server/seed/catalog.server";
import { type JobQueue, startJobQueue } from "~/services/job-queue.server";
import { describeEachDatabase } from "~/testing/database.server";
import { TEST_QUEUE_TUNING, useTestJobQueue } from "~/testing/job-queue.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { type FakeFirecrawl, startFakeFirecrawl } from "../../../scripts/lib/fake-firecrawl";
import { FIXTURE_SOURCES } from "../../../scripts/lib/fake-firecrawl-fixtures";
import { createImportJob, type ImportJobSettings, performImportRun } from "./import-job.server";
import { cancelImportRun, recentImportRuns, startImportRun, testScraperKey } from "./import-runs.server";
import { keyCheckToken } from "./key-vault.server";
import type { ResolveHost } from "./page-address.server";
import { addSource } from "./sources.server";

const KEY = "fc-test-key-0001";
const SECRET = "test-secret-test-secret-test-secret-0123";

let fake: FakeFirecrawl;
beforeAll(async () => {
  fake = await startFakeFirecrawl();
});
afterAll(() => fake.stop());
beforeEach(() => fake.clearFaults());

/** A DNS stand-in (no test looks a name up on the network): the hosts of the fake's sources are public. */
const dns = new Map<string, string[]>(Object.keys(FIXTURE_SOURCES).map((host) => [host, ["192.0.2.10"]]));
const resolveHost: ResolveHost = async (hostname) => {
  const addresses = dns.get(hostname);
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return addresses;
};

const settings = (): ImportJobSettings => ({
  apiUrl: fake.url,
  secret: SECRET,
  pauseMs: 0,
  policy: { timeoutMs: 1500, backoffMs: 20, maxWaitMs: 1500, attempts: 2 },
  resolveHost,
});

const running = () => ({ signal: new AbortController().signal, lastAttempt: false });

/** The scrape requests the fake got for a city's pages. */
const requestsFor = (slug: string) => fake.requests.filter((r) => r.url.toLowerCase().includes(`/${slug}`)).length;

describeEachDatabase("listing import", (getDb, kind) => {
  let people: Personas;
  useTestJobQueue(getDb);
  beforeAll(async () => {
    await ensurePlaces(getDb());
    people = await createPersonas(getDb());
  });

  async function start(cities: ScraperCitySlug[], apiKey = KEY) {
    const result = await startImportRun(
      getDb(),
      people.admin,
      { apiKey, keyCheck: keyCheckToken({ kind: "typed", apiKey }, SECRET), cities },
      settings(),
    );
    if (!result.ok) throw new Error(result.error);
    return result.runId;
  }

  const listingsOf = (runId: string) =>
    getDb()
      .select({ name: interiorListings.name, phone: interiorListings.phone, status: interiorListings.status })
      .from(interiorListings)
      .where(eq(interiorListings.importRunId, runId));

  it("imports each city's new designers: validated, normalised, de-duplicated, at most 15, with the run's audit row", async () => {
    const runId = await start(["pune", "jaipur"]);
    const [sealed] = await getDb()
      .select({ key: importRuns.sealedKey })
      .from(importRuns)
      .where(eq(importRuns.id, runId));
    expect(sealed?.key).toBeTruthy();
    expect(sealed?.key).not.toContain(KEY);

    await expect(performImportRun(getDb(), runId, settings(), running())).resolves.toEqual({ status: "completed" });

    const [run] = await recentImportRuns(getDb(), 1);
    expect(run).toMatchObject({ id: runId, status: "completed", progress: 100, designersAdded: 30, error: null });
    // 25 records per city: 2 invalid (a rating of 7.8, no name), 6 repeats across sources, 17 distinct, 15 kept.
    expect(run?.cities).toEqual([
      expect.objectContaining({
        city: "Pune",
        status: "imported",
        found: 25,
        invalid: 2,
        duplicates: 6,
        capped: 2,
        designersAdded: 15,
      }),
      expect.objectContaining({
        city: "Jaipur",
        status: "imported",
        found: 25,
        invalid: 2,
        duplicates: 6,
        capped: 2,
        designersAdded: 15,
      }),
    ]);
    const listings = await listingsOf(runId);
    expect(listings).toHaveLength(30);
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(["unclaimed"]));
    for (const { phone } of listings) if (phone) expect(phone).toMatch(/^\+91 \d{5} \d{5}$|^\+91 \d{10}$/);
    for (const { name } of listings) expect(name).toBe(name.trim());
    const [erased] = await getDb()
      .select({ key: importRuns.sealedKey })
      .from(importRuns)
      .where(eq(importRuns.id, runId));
    expect(erased?.key).toBeNull();
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.targetId, runId));
    expect(audit).toEqual([expect.objectContaining({ action: "import.start", actorId: people.admin.userId })]);
    expect(JSON.stringify(audit)).not.toContain(KEY);

    // A second run finds the 15 already on Nivasa and adds only the two the cap left out.
    const again = await start(["pune"]);
    await performImportRun(getDb(), again, settings(), running());
    expect(await listingsOf(again)).toHaveLength(2);
    const [second] = await recentImportRuns(getDb(), 1);
    expect(second?.cities[0]).toMatchObject({ status: "imported", designersAdded: 2, duplicates: 21, capped: 0 });
  });

  it("resumes a run killed after city 3 of 5 from its checkpoints: no city is scraped or imported twice", async () => {
    const slugs: ScraperCitySlug[] = ["mumbai", "delhi", "bangalore", "chennai", "hyderabad"];
    const runId = await start(slugs);
    fake.addFault({ kind: "hang", match: "/hyderabad", times: 10 });
    fake.addFault({ kind: "hang", match: "chennai", times: 10 });
    const before = fake.requests.length;
    const worker = new AbortController();
    const first = performImportRun(getDb(), runId, settings(), { signal: worker.signal, lastAttempt: false });
    await vi.waitFor(
      async () => {
        const scraped = await getDb()
          .select({ n: count() })
          .from(importRunCities)
          .where(and(eq(importRunCities.importRunId, runId), eq(importRunCities.status, "scraped")));
        expect(scraped[0]?.n).toBe(3);
        expect(fake.requests.slice(before).some((r) => r.answered === "hang")).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    worker.abort(new Error("the worker was killed"));
    await expect(first).rejects.toThrow();
    const [halfway] = await recentImportRuns(getDb(), 1);
    expect(halfway).toMatchObject({ status: "running", progress: 30, designersAdded: 0 });

    fake.clearFaults();
    const scrapesBefore = slugs.map(requestsFor);
    await expect(performImportRun(getDb(), runId, settings(), running())).resolves.toEqual({ status: "completed" });
    // The three scraped cities were not scraped again; the other two were.
    expect(slugs.map(requestsFor).map((n, i) => n - (scrapesBefore[i] ?? 0))).toEqual([0, 0, 0, 3, 3]);
    const [run] = await recentImportRuns(getDb(), 1);
    expect(run?.cities.map((c) => [c.status, c.designersAdded])).toEqual(slugs.map(() => ["imported", 15]));
    expect(await listingsOf(runId)).toHaveLength(75);
    // Running the finished job again (a duplicate delivery) changes nothing.
    await performImportRun(getDb(), runId, settings(), running());
    expect(await listingsOf(runId)).toHaveLength(75);
  });

  it("waits out a 429, gives up on a city whose pages keep failing, and stops at once on a refused key", async () => {
    fake.addFault({ kind: 429, match: "kolkata", times: 1, retryAfterSeconds: 1 });
    fake.addFault({ kind: 500, match: "ahmedabad", times: 5 });
    const runId = await start(["kolkata", "ahmedabad"]);
    const started = Date.now();
    await performImportRun(getDb(), runId, settings(), running());
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const [run] = await recentImportRuns(getDb(), 1);
    expect(run).toMatchObject({ status: "completed", designersAdded: 15 });
    expect(run?.cities[0]).toMatchObject({ city: "Kolkata", status: "imported", designersAdded: 15 });
    expect(run?.cities[1]).toMatchObject({ city: "Ahmedabad", status: "failed", designersAdded: 0 });
    expect(run?.cities[1]?.error).toMatch(/Firecrawl error 500/);
    expect(run?.error).toMatch(/^Ahmedabad: /);

    const refused = await start(["lucknow"], "fc-test-revoked");
    fake.addFault({ kind: 401, times: 1 });
    await expect(performImportRun(getDb(), refused, settings(), running())).resolves.toEqual({ status: "failed" });
    const [failed] = await recentImportRuns(getDb(), 1);
    expect(failed).toMatchObject({ status: "failed", error: "Invalid API Key" });
    const [erased] = await getDb()
      .select({ key: importRuns.sealedKey })
      .from(importRuns)
      .where(eq(importRuns.id, refused));
    expect(erased?.key).toBeNull();
  });

  it("refuses, before anything is sent to Firecrawl, a source whose host resolves to a private address at run time", async () => {
    dns.set("www.designers-directory.in", ["104.16.132.230"]);
    const source = await addSource(getDb(), {
      name: "Designers Directory",
      urlTemplate: "https://www.designers-directory.in/{city}",
      enabled: true,
    });
    try {
      // Saved while public; by the run the name points inside the network (DNS rebinding, or a changed record).
      dns.set("www.designers-directory.in", ["169.254.169.254"]);
      const runId = await start(["lucknow"]);
      const before = fake.requests.length;
      await expect(performImportRun(getDb(), runId, settings(), running())).resolves.toEqual({ status: "failed" });
      expect(fake.requests.slice(before)).toEqual([]);
      const [run] = await recentImportRuns(getDb(), 1);
      const reason =
        "Designers Directory: www.designers-directory.in points to a private or local address (169.254.169.254): only public websites can be scraped";
      expect(run).toMatchObject({ status: "failed", error: reason, designersAdded: 0 });
      expect(run?.cities).toEqual([expect.objectContaining({ city: "Lucknow", status: "failed", error: reason })]);
    } finally {
      await getDb().delete(importSources).where(eq(importSources.id, source.id));
      dns.delete("www.designers-directory.in");
    }
  });

  it("tests keys with their messages, and refuses Start Scraping without a tested key or during a run", async () => {
    expect(await testScraperKey(people.admin, "", settings())).toMatchObject({ ok: false, title: "API Key Required" });
    expect(await testScraperKey(people.admin, "wrong-key", settings())).toMatchObject({
      ok: false,
      title: "Invalid API Key",
      description: "Please check your scraping key and try again",
    });
    fake.addFault({ kind: 500, times: 1 });
    expect(await testScraperKey(people.admin, KEY, settings())).toMatchObject({
      ok: false,
      title: "Error Testing API Key",
    });
    const tested = await testScraperKey(people.admin, KEY, settings());
    expect(tested.ok).toBe(true);
    expect(JSON.stringify(tested)).not.toContain(KEY);

    const db = getDb();
    const attempt = (keyCheck: string, apiKey = KEY) =>
      startImportRun(db, people.admin, { apiKey, keyCheck, cities: ["indore"] }, settings());
    expect(await attempt("")).toEqual({ ok: false, error: "Please test and validate your API key first" });
    // A proof for one key does not vouch for another.
    expect(await attempt(tested.ok ? tested.keyCheck : "", "fc-test-other")).toMatchObject({ ok: false });
    const first = await attempt(tested.ok ? tested.keyCheck : "");
    expect(first.ok).toBe(true);
    expect(await attempt(tested.ok ? tested.keyCheck : "")).toEqual({
      ok: false,
      error: "A scraping run is already going: wait for it to finish or cancel it",
    });
    if (!first.ok) return;
    expect(await cancelImportRun(db, people.admin, first.runId)).toBe(true);
    expect(await cancelImportRun(db, people.admin, first.runId)).toBe(false);
    const [cancelled] = await recentImportRuns(db, 1);
    expect(cancelled).toMatchObject({ status: "cancelled" });
    await expect(performImportRun(db, first.runId, settings(), running())).resolves.toEqual({ status: "cancelled" });
  });

  it.each<Caller>(["anonymous", "homeowner", "owner", "otherOwner"])(
    "refuses the scraper's actions to %s",
    async (caller) => {
      const viewer = viewerFor(people, caller);
      const db = getDb();
      const [anyRun] = await recentImportRuns(db, 1);
      const keyCheck = keyCheckToken({ kind: "typed", apiKey: KEY }, SECRET);
      await expect(testScraperKey(viewer, KEY, settings())).rejects.toMatchObject({ status: 403 });
      await expect(
        startImportRun(db, viewer, { apiKey: KEY, keyCheck, cities: ["pune"] }, settings()),
      ).rejects.toMatchObject({
        status: 403,
      });
      await expect(cancelImportRun(db, viewer, anyRun?.id ?? "")).rejects.toMatchObject({ status: 403 });
    },
  );

  it(`runs on the job queue${kind === "postgres" ? ", once, with two instances sharing it" : ""}`, async () => {
    const importJob = createImportJob(settings);
    const workers: JobQueue[] = [];
    for (let i = 0; i < (kind === "postgres" ? 2 : 1); i++) {
      workers.push(await startJobQueue(getDb(), [importJob], { ...TEST_QUEUE_TUNING, workers: true }));
    }
    try {
      const before = requestsFor("kochi");
      const runId = await start(["kochi"]);
      await vi.waitFor(
        async () => {
          const [run] = await recentImportRuns(getDb(), 1);
          expect(run?.status).toBe("completed");
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(requestsFor("kochi") - before).toBe(3);
      expect(await listingsOf(runId)).toHaveLength(15);
    } finally {
      for (const worker of workers) await worker.stop();
    }
  });
});
