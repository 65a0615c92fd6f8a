/**
 * Views through the whole app (createApp: the page cache in front, the real route modules loaded through Vite),
 * on each database, as browsers behind one mobile carrier's address send them: the brand page comes from the
 * cache without a cookie, and the page's view beacon gives each browser its visitor id and counts it once a day.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "~/content/limits";
import { type DatabaseHandle, installDatabase } from "~/db/client.server";
import { brandStats, brands } from "~/db/schema";
import { DEFERRED_MODULE_TYPE } from "~/lib/deferred-scripts";
import { loadAppBuild } from "~/testing/app-build.server";
import { createTestDatabase, testDatabaseKinds } from "~/testing/database.server";
import { createPersonas } from "~/testing/personas.server";
import { sessionCookieOf } from "~/testing/routes.server";

Object.assign(process.env, {
  TRUST_PROXY: "loopback",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "nivasa-views-")),
});

type Client = typeof import("~/db/client.server");
type Entry = typeof import("~/entry.server");
type Readiness = typeof import("~/server/readiness.server");

const CARRIER = "100.64.12.34";

let vite: ViteDevServer;
let build: ServerBuild;
let entry: Entry;
let client: Client;

beforeAll(async () => {
  const loaded = await loadAppBuild();
  vite = loaded.vite;
  build = loaded.build;
  entry = build.entry.module as unknown as Entry;
  client = await loaded.load<Client>("/app/db/client.server.ts");
  const readiness = await loaded.load<Readiness>("/app/server/readiness.server.ts");
  for (const part of readiness.READINESS_PARTS) readiness.markUp(part);
}, 120_000);

afterAll(async () => {
  await vite?.close();
});

/** A browser: the cookies it keeps from the answers it gets. */
interface Browser {
  cookie: string;
}

for (const kind of testDatabaseKinds()) {
  describe(`views through the app [${kind}]`, () => {
    let database: DatabaseHandle;
    let server: Server;
    let url: string;
    let slug: string;
    let brandId: string;
    let sessionCookie: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      client.installDatabase(database);
      installDatabase(database);
      const people = await createPersonas(database.db);
      brandId = people.owner.brandId;
      const [brand] = await database.db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, brandId));
      slug = brand?.slug ?? "";
      sessionCookie = await sessionCookieOf(people.homeowner);
      const buildDir = mkdtempSync(path.join(tmpdir(), "nivasa-views-build-"));
      mkdirSync(path.join(buildDir, "client"));
      server = entry.createApp(build, buildDir).listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, 60_000);

    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await database?.close();
    });

    async function profileViews(): Promise<number> {
      const [row] = await database.db
        .select({ views: sql<number>`coalesce(sum(${brandStats.profileViews}), 0)::int` })
        .from(brandStats)
        .where(eq(brandStats.brandId, brandId));
      return row?.views ?? 0;
    }

    /** The brand page's beacon from `browser` at `ip`, keeping the visitor id its answer sets. */
    async function beacon(browser: Browser, ip = CARRIER): Promise<Response> {
      const headers: Record<string, string> = {
        origin: url,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": ip,
        "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile",
      };
      if (browser.cookie) headers.cookie = browser.cookie;
      const answer = await fetch(`${url}/brand/${slug}/view`, { method: "POST", headers, body: new URLSearchParams() });
      expect(answer.status).toBe(204);
      const id = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("nv_vid="));
      if (id) browser.cookie = [browser.cookie, id.split(";")[0]].filter(Boolean).join("; ");
      return answer;
    }

    const newBrowsers = (count: number): Browser[] => Array.from({ length: count }, () => ({ cookie: "" }));

    it("serves the brand page from the cache without a cookie, and its beacon gives the browser its id", async () => {
      const first = await fetch(`${url}/brand/${slug}`, { headers: { "x-forwarded-for": CARRIER } });
      const cached = await fetch(`${url}/brand/${slug}`, { headers: { "x-forwarded-for": CARRIER } });
      expect([first.status, cached.status, cached.headers.get("x-cache")]).toEqual([200, 200, "HIT"]);
      expect(await cached.text()).toContain(`/brand/${slug}`);
      expect([...first.headers.getSetCookie(), ...cached.headers.getSetCookie()]).toEqual([]);

      const browser: Browser = { cookie: "" };
      const answer = await beacon(browser);
      expect(answer.headers.get("set-cookie")).toMatch(
        /^nv_vid=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
      );
      expect((await beacon(browser)).headers.get("set-cookie")).toBeNull();
      // The page cache doesn't vary on the visitor id: the browser still gets the shared copy.
      const again = await fetch(`${url}/brand/${slug}`, { headers: { cookie: browser.cookie } });
      expect(again.headers.get("x-cache")).toBe("HIT");
    });

    it("renders a page it stores whole, the same document as a visitor's own page streams", async () => {
      const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, "");
      const own = await fetch(`${url}/brand/${slug}`, { headers: { cookie: "nv_own=1" } });
      const stored = await fetch(`${url}/brand/${slug}`, { headers: { "cache-control": "no-cache" } });
      expect([own.headers.get("x-cache"), stored.headers.get("x-cache")]).toEqual([null, "BYPASS"]);
      const page = await stored.text();
      expect(page).toContain(`type="${DEFERRED_MODULE_TYPE}"`);
      expect(withoutNonces(page)).toBe(withoutNonces(await own.text()));
    });

    it("counts 5 new browsers on one address as 5 views, 30 more up to the ceiling, a browser or an account once", async () => {
      const start = await profileViews();
      const five = newBrowsers(5);
      for (const browser of five) await beacon(browser);
      const afterFive = await profileViews();
      for (const browser of five) await beacon(browser);
      const afterSameAgain = await profileViews();
      for (const browser of newBrowsers(30)) await beacon(browser);
      const afterThirty = await profileViews();
      for (const ip of ["198.51.100.1", "198.51.100.2", CARRIER]) await beacon({ cookie: sessionCookie }, ip);
      const afterAccount = await profileViews();

      // The first test's browser was the address's first new one today.
      const ceiling = LIMITS.newViewersPerAddress.max;
      expect({ start, afterFive, afterSameAgain, afterThirty, afterAccount }).toEqual({
        start: 1,
        afterFive: 6,
        afterSameAgain: 6,
        afterThirty: ceiling,
        afterAccount: ceiling + 1,
      });
    });
  });
}
