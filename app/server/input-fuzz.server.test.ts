/**
 * Hostile input against every route, the way the server runs them: React Router's request handler over the real
 * route modules (loaded through Vite, as `react-router dev` does), root middleware and entry.server included.
 * fast-check generates requests (a route from app/routes.ts, a role, query parameters and form fields named as
 * the routes read them, with huge numbers, impossible dates, non-UUIDs, repeated names, empty strings, markup and
 * unicode as values); no answer may be a 5xx, and a refused request (4xx) must leave every table as it was.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from "vitest";
import type { Db, Executor } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { generateCatalog } from "~/server/seed/catalog.server";
import { loadAppBuild } from "~/testing/app-build.server";
import { TEST_ORIGIN } from "~/testing/auth.server";
import { queryRows } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { TEST_QUEUE_TUNING } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { createPersonas } from "~/testing/personas.server";
import { createTestProject } from "~/testing/projects.server";
import { describeRoutesOnEachDatabase, sessionCookieOf } from "~/testing/routes.server";

vi.stubEnv("PUBLIC_URL", TEST_ORIGIN);
const dataDir = mkdtempSync(path.join(tmpdir(), "nivasa-fuzz-"));
vi.stubEnv("DATA_DIR", dataDir);

/** Requests per database: 8 s on this idle 2-core machine, ~55 s at its busiest (seed and number fixed: the same requests every run). */
const RUNS = 500;
const SEED = 29;

/** Names separated by spaces. */
const words = (text: string): string[] => text.split(" ").filter(Boolean);

/** The query parameters and form fields the routes read (their loaders, actions and the schemas they parse with). */
const FIELD_NAMES: readonly string[] = [
  // ids, cursors, pages, sorts and filters
  ...words(
    "cursor page sort status tab view q search edit id imageId brandId brandSlug cityId localityId " +
      "listingId claimId reviewId requestId city area roomType style size color layout budget element " +
      "featured verified type tier rooms_for property part w token notice error add returnPage redirectTo " +
      "back ",
  ),
  // actions
  ...words(
    "intent decision liked favourite rating comment reply note isActive warned kind theme email password " +
      "fullName name phone mobile location requirement timeline title description designStyle colorPalette " +
      "spaceSize layoutType projectCostRange projectLocation designElements brandName businessName " +
      "businessEmail contactEmail contactPerson websiteUrl yearsExperience teamSize priceTier " +
      "styleSpecialties about messageToAdmin pageType identifier metaTitle metaDescription h1 url apiKey " +
      "sourceId ",
  ),
  // admin lists
  ...words("role actor record action from to reason slug userId brandIds imageIds "),
];

const GALLERY = words("cursor sort search view style roomType color size layout element budget featured page");
const ADMIN = words(
  "q page status role view edit featured verified from to actor record type action intent id userId brandIds imageIds reason decision claimId review",
);
const LISTING = words("q city area page sort verified budget style tab cursor");

/** What each route reads, where it reads more than the shared names above pick often enough. */
const ROUTE_FIELDS: Record<string, readonly string[]> = {
  "routes/design-ideas": GALLERY,
  "routes/design-ideas.room": GALLERY,
  "routes/design-gallery": GALLERY,
  "routes/api.design-images": GALLERY,
  "routes/brand-dashboard.leads": ["status", "cursor"],
  "routes/brand-dashboard.lead": ["intent", "status", "note", "body", "files"],
  "routes/brand-dashboard._index": ["page", "intent", "imageId", "returnPage", "title", "roomType", "description"],
  "routes/brand-dashboard.reviews": ["reviewId", "reply", "intent", "page"],
  "routes/brand-dashboard.listings": words("add edit listingId isActive intent warned name city area"),
  "routes/get-quote": words(
    "brandId brandSlug imageId cityId localityId name phone email location requirement budget timeline",
  ),
  "routes/brand.reviews": ["rating", "comment", "reviewId", "intent", "reply"],
  "routes/brand": ["tab", "page", "sort", "cursor"],
  "routes/favourites": ["brandId", "favourite", "redirectTo", "brandIds"],
  "routes/api.image-like": ["liked", "redirectTo"],
  "routes/interior-designers": LISTING,
  "routes/interior-designers.city": LISTING,
  "routes/interior-designers.locality": LISTING,
  "routes/price-calculator": ["property", "rooms_for", "tier", "area", "city"],
  "routes/admin.claims": ADMIN,
  "routes/admin.moderation": ADMIN,
  "routes/admin.brands": ADMIN,
  "routes/admin.leads": ADMIN,
  "routes/admin.users": ADMIN,
  "routes/admin.audit": ADMIN,
  "routes/admin.jobs": ADMIN,
  "routes/admin.seo": ["q", "page", "type", "pageType", "identifier", "intent"],
  "routes/projects.project": words(
    "intent day reason proposalId answer milestoneId body amount method reference paidOn clientKey paymentId",
  ),
};

const INTENTS = words(
  "update delete reply approve reject feature merge toggle upload signin signup create-city-pages create-locality-pages popular claim create save cancel",
);

const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const SOME_UUID = "0b4a9f6e-0a7c-4c6e-9d0f-2f6d8c1b7e11";

/** Values a hostile or broken client sends. */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1.5",
    "2147483648",
    "-2147483649",
    "9223372036854775808",
    "1e308",
    "NaN",
    "Infinity",
    "0x1F",
    "99999999999999999999999999",
  ),
  fc.bigInt().map(String),
  fc.constantFrom(
    "2025-02-30",
    "0000-01-01T00:00:00.000Z",
    "-271821-04-20T00:00:00.000Z",
    "+275760-09-13T00:00:00.000Z",
    "2025-13-45T25:61:61Z",
    `-271821-04-20T00:00:00.000Z_${SOME_UUID}`,
    `2026-01-01T00:00:00.000Z_${"-".repeat(36)}`,
  ),
  fc.constantFrom(
    token({ s: "popular", k: 2 ** 31, id: SOME_UUID }),
    token({ s: "latest", k: "0000-01-01T00:00:00.000000Z", id: SOME_UUID }),
    token({ s: "oldest", k: "2025-02-30T00:00:00.000000Z", id: "x" }),
    token({ s: "popular", k: 1e308, id: SOME_UUID }),
  ),
  fc.uuid().map(String),
  fc.constantFrom("-".repeat(36), "f".repeat(36), "00000000-0000-0000-0000-00000000000g", "not-a-uuid", "1 OR 1=1"),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "</script><!--",
    "{{7*7}}",
    "%00",
    "../../etc/passwd",
    "javascript:alert(1)",
    "//evil.example",
    "\u0000",
    "x".repeat(3000),
  ),
  fc.constantFrom(...INTENTS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

type Role = "anonymous" | "homeowner" | "owner" | "admin";
const ROLES: Role[] = ["anonymous", "homeowner", "owner", "admin"];

interface Target {
  id: string;
  /** Path segments; ":name" and "*" are filled per request. */
  segments: string[];
  hasLoader: boolean;
  hasAction: boolean;
  isPage: boolean;
}

/** Every route of app/routes.ts that answers requests, with its full path. */
function targetsOf(build: ServerBuild): Target[] {
  const segmentsOf = (id: string): string[] => {
    const route = build.routes[id];
    if (!route) return [];
    return [...(route.parentId ? segmentsOf(route.parentId) : []), ...(route.path ?? "").split("/").filter(Boolean)];
  };
  return Object.entries(build.routes).flatMap(([id, route]) => {
    if (!route || id === "root" || (!route.module.loader && !route.module.action)) return [];
    // Signing out ends the role's session for the requests after it; it reads no input.
    if (id === "routes/sign-out") return [];
    return [
      {
        id,
        segments: segmentsOf(id),
        hasLoader: Boolean(route.module.loader),
        hasAction: Boolean(route.module.action),
        isPage: Boolean(route.module.default),
      },
    ];
  });
}

interface Known {
  params: Record<string, string[]>;
  cookies: Record<Role, string>;
}

interface Generated {
  target: Target;
  role: Role;
  post: boolean;
  data: boolean;
  params: Array<{ known: boolean; value: string }>;
  query: Array<[string, string]>;
  form: Array<[string, string]>;
}

/** Repeated names included (a parameter given twice arrives as an array). */
function pairsFor(target: Target): fc.Arbitrary<Array<[string, string]>> {
  const own = ROUTE_FIELDS[target.id];
  const name = own
    ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, fc.constantFrom(...FIELD_NAMES))
    : fc.constantFrom(...FIELD_NAMES);
  return fc.array(fc.tuple(name, hostileValue), { maxLength: 6 });
}

function requestArbitrary(targets: Target[]): fc.Arbitrary<Generated> {
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      role: fc.constantFrom(...ROLES),
      post: fc.boolean(),
      data: fc.boolean(),
      params: fc.array(fc.record({ known: fc.boolean(), value: hostileValue }), { minLength: 3, maxLength: 3 }),
      query: pairsFor(target),
      form: pairsFor(target),
    }),
  );
}

/** The path for a generated request: each parameter a real value of its kind, or a hostile one. */
function pathOf(generated: Generated, known: Known): string {
  let dynamic = 0;
  const segments = generated.target.segments.flatMap((segment) => {
    if (!segment.startsWith(":") && segment !== "*") return [segment];
    const choice = generated.params[dynamic++ % generated.params.length];
    const name = segment.replace(/^:|\?$/g, "");
    const real = known.params[name];
    if (segment.endsWith("?") && choice?.value === "") return [];
    if (choice?.known && real?.length) return [real[choice.value.length % real.length]];
    return [encodeURIComponent(choice?.value || "x")];
  });
  const path = `/${segments.join("/")}`;
  if (!generated.data || !generated.target.isPage) return path;
  return path === "/" ? "/_.data" : `${path}.data`;
}

function requestOf(generated: Generated, known: Known): Request {
  const { target, role } = generated;
  const method = target.hasAction && (generated.post || !target.hasLoader) ? "POST" : "GET";
  const url = new URL(pathOf(generated, known), TEST_ORIGIN);
  for (const [name, value] of generated.query) url.searchParams.append(name, value);
  if (target.id.endsWith("_index")) url.searchParams.append("index", "");
  const headers = new Headers({ [CLIENT_IP_HEADER]: "203.0.113.29" });
  if (known.cookies[role]) headers.set("cookie", known.cookies[role]);
  if (method === "GET") return new Request(url, { headers });
  headers.set("origin", TEST_ORIGIN);
  return new Request(url, { method, headers, body: new URLSearchParams(generated.form) });
}

/** A fingerprint of every row of every table in the public schema. */
async function fingerprint(db: Executor): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows = await queryRows<Record<string, string>>(
    db,
    sql.raw(
      `select ${tables
        .map(
          ({ name }) =>
            `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t) as "${name}"`,
        )
        .join(", ")}`,
    ),
  );
  return rows[0] ?? {};
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

let vite: ViteDevServer;
let build: ServerBuild;
let handle: (request: Request) => Promise<Response>;
let targets: Target[];
type AppClient = typeof import("~/db/client.server");
type AppQueue = typeof import("~/services/job-queue.server");
type AppJobs = typeof import("./jobs.server");
let appClient: AppClient;
let appQueue: AppQueue;
let appJobs: AppJobs;

beforeAll(async () => {
  const app = await loadAppBuild();
  vite = app.vite;
  build = app.build;
  appClient = await app.load<AppClient>("/app/db/client.server.ts");
  appQueue = await app.load<AppQueue>("/app/services/job-queue.server.ts");
  appJobs = await app.load<AppJobs>("/app/server/jobs.server.ts");
  handle = createRequestHandler(build, "production");
  targets = targetsOf(build);
}, 180_000);

afterAll(async () => {
  await vite?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function seed(db: Db): Promise<Known> {
  const catalog = await generateCatalog(db, { brands: 8, listings: 4, approvedImages: 24, pendingImages: 4, seed: 29 });
  const people = await createPersonas(db);
  const image = await createTestImage(db, people.owner.brandId);
  const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
  const places = await queryRows<{ city: string; locality: string }>(
    db,
    sql`select c.slug as city, l.slug as locality from localities l join cities c on c.id = l.city_id limit 5`,
  );
  const imageIds = await queryRows<{ id: string }>(db, sql`select id from portfolio_images limit 5`);
  return {
    params: {
      citySlug: places.map((p) => p.city),
      localitySlug: places.map((p) => p.locality),
      brandSlug: catalog.brands.slice(0, 3).map((b) => b.slug),
      imageId: [image.id, ...imageIds.map((row) => row.id)],
      roomType: ["kitchen", "bedroom", "living-room"],
      style: ["modern", "minimalist"],
      size: ["small", "large"],
      seoPageId: [SOME_UUID],
      claimId: [SOME_UUID],
      leadId: [await leadIdOf(db, requestId, people.owner.brandId)],
      projectId: [(await createTestProject(db, people.homeowner, people.owner)).projectId],
      fileId: [SOME_UUID],
      paymentId: [SOME_UUID],
      changeId: [SOME_UUID],
    },
    cookies: {
      anonymous: "",
      homeowner: await sessionCookieOf(people.homeowner),
      owner: await sessionCookieOf(people.owner),
      admin: await sessionCookieOf(people.admin),
    },
  };
}

/** A response's text; an event stream stays open by design, so only its status and headers are read. */
async function bodyOf(response: Response): Promise<string> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) return response.text();
  await response.body?.cancel();
  return "";
}

describeRoutesOnEachDatabase("hostile input on every route", (getDb, kind) => {
  it("never answers 5xx, and a refused request changes no table", async () => {
    const db = getDb();
    appClient.installDatabase({ db, kind, migrate: async () => {}, close: async () => {} });
    // As at start-up: writes that enqueue work (a quote's emails) need the queue, /admin/jobs its tables.
    const queue = await appQueue.startJobQueue(db, appJobs.JOBS, { workers: false, ...TEST_QUEUE_TUNING });
    appQueue.installJobQueue(queue);
    onTestFinished(async () => {
      appQueue.installJobQueue(undefined);
      await queue.stop();
    });
    const known = await seed(db);
    const started = Date.now();
    const failures: string[] = [];
    let before = await fingerprint(db);
    for (const generated of fc.sample(requestArbitrary(targets), { seed: SEED, numRuns: RUNS })) {
      const request = requestOf(generated, known);
      const described = `${generated.role} ${request.method} ${request.url} ${generated.form.length ? JSON.stringify(generated.form) : ""}`;
      const response = await handle(request.clone()).catch(
        (error: unknown) => new Response(String(error), { status: 599 }),
      );
      const body = await bodyOf(response);
      const after = await fingerprint(db);
      if (response.status >= 500) failures.push(`${response.status} ${described}\n  ${body.slice(0, 300)}`);
      else if (response.status >= 400) {
        const changed = changedTables(before, after);
        if (changed.length > 0) failures.push(`${response.status} changed ${changed.join(", ")}: ${described}`);
      }
      before = after;
    }
    console.log(`[fuzz ${kind}] ${RUNS} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures).toEqual([]);
  }, 180_000);
});

/** Sends `head` (a request line and headers) as raw bytes, the way a broken client or a scanner does; the status. */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (part) => {
      answer += part;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(Buffer.from(head, "latin1"));
  });
}

const hex = "0123456789abcdefABCDEFgz%";
/** Percent signs followed by anything: valid escapes, half escapes, bytes that are no UTF-8, a lone %. */
const percentMess: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "%",
        "%f",
        "%ff",
        "%c0%af",
        "%e0%a4",
        "%ed%a0%80",
        "%00",
        "%zz",
        "%%",
        "%2",
        "%25",
        "a",
        "/",
        ".",
      ),
      fc.tuple(fc.constantFrom(...hex), fc.constantFrom(...hex)).map(([a, b]) => `%${a}${b}`),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""));

describeRoutesOnEachDatabase("malformed request targets through the whole server", (getDb, kind) => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    appClient.installDatabase({ db: getDb(), kind, migrate: async () => {}, close: async () => {} });
    const buildDir = mkdtempSync(path.join(dataDir, "build-"));
    mkdirSync(path.join(buildDir, "client"));
    const entry = build.entry.module as unknown as typeof import("~/entry.server");
    const readiness = await vite.ssrLoadModule("/app/server/readiness.server.ts");
    for (const part of readiness.READINESS_PARTS) readiness.markUp(part);
    server = entry.createApp(build, buildDir).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const get = (target: string, headers = "Host: nivasa.test\r\n", version = "1.1") =>
    rawStatus(port, `GET ${target} HTTP/${version}\r\n${headers}Connection: close\r\n\r\n`);

  it("answers a path that decodes to no text, or a request without a Host, with 400", async () => {
    const answers: Record<string, number> = {};
    for (const target of [
      "/quotes/%ff",
      "/quotes/%",
      "/quotes/%e0%a4",
      "/brand-dashboard/leads/%c0%af",
      "/%ff",
      "/quotes/%ff?x=1",
    ]) {
      answers[target] = await get(target);
    }
    answers["no Host (HTTP/1.0)"] = await get("/quotes/x", "", "1.0");
    answers["no Host (HTTP/1.1)"] = await get("/quotes/x", "");
    answers["empty Host"] = await get("/about", "Host: \r\n", "1.0");
    answers["raw NUL in the path"] = await get("/quotes/a\u0000b");
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, 400])));
  });

  it("never answers 5xx to bad escapes in the path or the query, NULs, or very long paths", async () => {
    const targets = [
      `/${"a".repeat(8000)}`,
      `/quotes/${"a/".repeat(3000)}`,
      `/interior-designers/${"%2e%2e/".repeat(1000)}`,
      "/quotes/%00",
      "/interior-designers?q=%00",
      "/api/auth/get-session?%ff=%ff",
      ...fc
        .sample(
          fc.tuple(
            fc.constantFrom(
              "/",
              "/quotes/",
              "/interior-designers/",
              "/design-ideas?q=",
              "/get-quote?",
              "/brand/x?tab=",
            ),
            percentMess,
          ),
          { seed: SEED, numRuns: 60 },
        )
        .map(([prefix, mess]) => `${prefix}${mess}`),
    ];
    const failures: string[] = [];
    for (const target of targets) {
      const status = await get(target);
      if (status >= 500 || status === 0) failures.push(`${status} ${target.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
