/**
 * Two production instances on one PostgreSQL 15 behind a real nginx, configured with ops/nginx/nivasa.conf, the
 * file docs/operations.md shows: pages, sign-in and uploads through the proxy; the client's address (TRUST_PROXY)
 * in limits and views; event streams without buffering, fed by the other instance; an instance killed with SIGKILL
 * during writes and streams; a rolling restart without a failed request. Each person connects from a loopback
 * address of their own (127.0.x.y), so nginx sees them as different clients.
 *
 * `npm test` runs it after the browser tests, on their production build (E2E_BUILD_DIR, `.tmp/e2e-build`); run
 * alone, it builds that folder when it is missing. It installs Debian's nginx when it is missing
 * (scripts/lib/ensure-nginx.mjs) and is skipped, saying why, only when nginx or PostgreSQL can't be had.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { hashPassword } from "better-auth/crypto";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "~/content/limits";
import { type DatabaseHandle, openPostgres } from "~/db/client.server";
import { accounts, brandStats, brands, leadMessages } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { cookieFrom } from "~/testing/auth.server";
import { queryRows } from "~/testing/database.server";
import { readEvents } from "~/testing/event-streams.server";
import { type BrandOwner, createPerson, createPersonas } from "~/testing/personas.server";
import { createTestS3Storage } from "~/testing/storage.server";
import { createTestThread, type TestThread } from "~/testing/threads.server";
import { type AppServer, buildApp, hasBuild, ROOT, startApp } from "../../scripts/bench/app-server";
import { ensureNginx, NGINX } from "../../scripts/lib/ensure-nginx.mjs";
import { anyFreePort, postgresAvailable, startPostgres } from "../../scripts/lib/postgres-server";

const SITE_CONFIG = path.join(ROOT, "ops/nginx/nivasa.conf");
const BUILD_DIR = path.resolve(ROOT, process.env.E2E_BUILD_DIR ?? ".tmp/e2e-build");
const PASSWORD = "proxy-test-password-1";
const SECRET = "proxy-test-secret-0123456789abcdefghij";
const METRICS_TOKEN = "proxy-test-metrics-token-0123456789";
const NGINX_WORKERS = 2;

const nginxProblem = ensureNginx();
const postgresProblem = postgresAvailable().reason ?? null;
const skipReason = nginxProblem ?? postgresProblem;
if (skipReason) console.log(`[proxy] skipped: ${skipReason}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (checked every 50 ms), or fails naming `what`. */
function until(condition: () => boolean | Promise<boolean>, what: string, timeout = 20_000): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`still waiting for ${what}`);
    },
    { timeout, interval: 50 },
  );
}

// ── nginx ────────────────────────────────────────────────────────────────────────────────────────────────────────

interface Upstream {
  port: number;
  down?: boolean;
}

/**
 * ops/nginx/nivasa.conf with only its addresses changed: the upstream's servers become `upstreams` (in order,
 * `down` where marked) and nginx listens on 127.0.0.1:`port`. Throws when the file no longer has what is replaced.
 */
function siteConfig(port: number, upstreams: Upstream[]): string {
  let servers = 0;
  let listens = 0;
  const text = readFileSync(SITE_CONFIG, "utf8")
    .replace(/^( *)server 127\.0\.0\.1:\d+;\n/gm, (_line, indent: string) => {
      servers += 1;
      if (servers > 1) return "";
      return upstreams.map((u) => `${indent}server 127.0.0.1:${u.port}${u.down ? " down" : ""};\n`).join("");
    })
    .replace(/^( *)listen 80;$/m, (_line, indent: string) => {
      listens += 1;
      return `${indent}listen 127.0.0.1:${port};`;
    });
  if (servers !== 2 || listens !== 1) throw new Error(`${SITE_CONFIG}: expected two upstream servers and listen 80`);
  return text;
}

interface Nginx {
  origin: string;
  /** Writes the site configuration and reloads (SIGHUP); resolves once the new workers run. */
  reload(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
}

/** nginx in the foreground on 127.0.0.1:`port`, everything in its own folder; the http block includes the site file. */
async function startNginx(port: number, upstreams: Upstream[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nivasa-nginx-"));
  chmodSync(dir, 0o755);
  const temp = path.join(dir, "temp");
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777); // workers run as `nobody` when nginx starts as root
  const site = path.join(dir, "nivasa.conf");
  const errorLog = path.join(dir, "error.log");
  const main = path.join(dir, "nginx.conf");
  writeFileSync(site, siteConfig(port, upstreams));
  writeFileSync(
    main,
    `daemon off;
worker_processes ${NGINX_WORKERS};
worker_shutdown_timeout 10s;
pid ${dir}/nginx.pid;
error_log ${errorLog} notice;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${site};
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-p", `${dir}/`, "-c", main, "-e", errorLog], { stdio: "ignore" });
  const workersStarted = () => {
    try {
      return readFileSync(errorLog, "utf8").match(/start worker process/g)?.length ?? 0;
    } catch {
      return 0;
    }
  };
  const fail = () => new Error(`nginx: ${readFileSync(errorLog, "utf8").slice(-2000)}`);
  await until(() => {
    if (child.exitCode !== null) throw fail();
    return workersStarted() >= NGINX_WORKERS;
  }, "nginx to start");
  return {
    origin: `http://127.0.0.1:${port}`,
    async reload(next) {
      const before = workersStarted();
      writeFileSync(site, siteConfig(port, next));
      child.kill("SIGHUP");
      await until(() => {
        if (child.exitCode !== null) throw fail();
        return workersStarted() >= before + NGINX_WORKERS;
      }, "nginx to reload");
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ── HTTP as people send it ───────────────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  /** A form: URL-encoded, or multipart when it holds a Blob. */
  form?: FormData | Record<string, string>;
  /** The loopback address the request comes from. */
  from?: string;
}

const keepAlive = new http.Agent({ keepAlive: true });

async function encodeForm(form: FormData | Record<string, string>): Promise<{ type: string; bytes: Buffer }> {
  const request = new Request("http://form.test/", {
    method: "POST",
    body: form instanceof FormData ? form : new URLSearchParams(form),
  });
  return { type: request.headers.get("content-type") ?? "", bytes: Buffer.from(await request.arrayBuffer()) };
}

/** Requests retried on a new connection after the kept-alive one closed unanswered (nginx's reload closes idle ones). */
let retriedOnNewConnection = 0;

/**
 * One request, as a browser on the site sends it (same-site Origin on posts), over a kept-alive connection. Like a
 * browser (and as Node's documentation advises), a request whose kept-alive connection closes before any answer
 * is sent again once on a new connection: nginx closes idle connections when it reloads, and the request never
 * reached it.
 */
async function send(origin: string, target: string, options: Sent = {}): Promise<Answer> {
  try {
    return await sendOnce(origin, target, options);
  } catch (error) {
    if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
    retriedOnNewConnection += 1;
    return sendOnce(origin, target, options);
  }
}

async function sendOnce(origin: string, target: string, options: Sent): Promise<Answer> {
  const encoded = options.form ? await encodeForm(options.form) : null;
  const headers: Record<string, string> = {
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    ...(encoded
      ? { "content-type": encoded.type, "content-length": String(encoded.bytes.length), origin: proxyOrigin }
      : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      `${origin}${target}`,
      {
        method: options.method ?? (encoded ? "POST" : "GET"),
        headers,
        agent: keepAlive,
        localAddress: options.from ?? "127.0.0.1",
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket && !answered })));
    request.end(encoded?.bytes);
  });
}

function cookieOf(answer: Answer): string {
  const headers = new Headers();
  for (const cookie of answer.headers["set-cookie"] ?? []) headers.append("set-cookie", cookie);
  return cookieFrom(headers);
}

// ── The deployment ───────────────────────────────────────────────────────────────────────────────────────────────

let proxyOrigin = "";
let database: DatabaseHandle;
let nginx: Nginx;
const instances: { name: string; port: number; server?: AppServer }[] = [];
const stops: (() => Promise<unknown>)[] = [];
let instanceEnv: (name: string) => Record<string, string>;

async function startInstance(index: number): Promise<AppServer> {
  const instance = instances[index];
  instance.server = await startApp({
    buildDir: BUILD_DIR,
    port: instance.port,
    env: instanceEnv(instance.name),
    readyTimeoutMs: 180_000,
  });
  return instance.server;
}

const upstreams = (down: number | null = null): Upstream[] =>
  instances.map((instance, index) => ({ port: instance.port, down: index === down }));

/** How many event streams an instance has open (its own /metrics). */
async function openStreamsOn(index: number): Promise<number> {
  const answer = await send(`http://127.0.0.1:${instances[index].port}`, "/metrics", {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(/^nivasa_sse_open_streams (\d+)$/m.exec(answer.body.toString())?.[1] ?? Number.NaN);
}

// ── People, their threads and their streams ──────────────────────────────────────────────────────────────────────

interface Person {
  viewer: Viewer;
  /** Their own client address. */
  from: string;
  cookie: string;
}

let homeowner: Person;
let designer: Person & { viewer: BrandOwner };
let thread: TestThread;
const writers: (Person & { thread: TestThread })[] = [];

async function withPassword(viewer: Viewer, passwordHash: string): Promise<Viewer> {
  await database.db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: viewer.userId,
    providerId: "credential",
    userId: viewer.userId,
    password: passwordHash,
  });
  return viewer;
}

async function signIn(email: string, from: string, password = PASSWORD): Promise<Answer> {
  return send(proxyOrigin, "/auth", { form: { intent: "signin", email, password }, from });
}

async function signedIn<V extends Viewer>(viewer: V, from: string): Promise<Person & { viewer: V }> {
  const answer = await signIn(viewer.email, from);
  expect(answer.status, `${viewer.email} signs in: ${answer.body.toString().slice(0, 300)}`).toBe(302);
  return { viewer, from, cookie: cookieOf(answer) };
}

/** Posts a message in `to`'s thread as `person` (homeowner or designer) through `origin`; the status answered. */
async function writeMessage(
  origin: string,
  person: Person,
  to: TestThread,
  body: string,
  { files = [], headers = {} }: { files?: Blob[]; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.set("intent", "message");
  form.set("leadId", to.leadId);
  form.set("body", body);
  for (const file of files) form.append("files", file, "photo.png");
  const target = person.viewer.role === "brand" ? `/brand-dashboard/leads/${to.leadId}` : `/quotes/${to.requestId}`;
  return send(origin, target, { form, from: person.from, headers: { cookie: person.cookie, ...headers } });
}

async function messageIdsByBody(bodies: string[]): Promise<Map<string, number[]>> {
  const rows = await database.db
    .select({ id: leadMessages.id, body: leadMessages.body })
    .from(leadMessages)
    .where(inArray(leadMessages.body, bodies))
    .orderBy(leadMessages.id);
  const ids = new Map<string, number[]>(bodies.map((body) => [body, []]));
  for (const row of rows) ids.get(row.body)?.push(row.id);
  return ids;
}

async function messageIdsOf(to: TestThread, after: number): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select id from lead_messages where quote_request_id = ${to.requestId} and id > ${after} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

async function newestMessageId(): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(database.db, sql`select max(id) as id from lead_messages`);
  return Number(row?.id ?? 0);
}

/**
 * A homeowner's event stream of their request through nginx, read the way an EventSource reads it: when the
 * connection ends it waits the server's `retry` and reconnects with Last-Event-ID.
 */
interface Stream {
  /** Message ids in the order their events arrived, over every connection. */
  messageIds: number[];
  /** Reconnections, each with the Last-Event-ID it sent and the first event it got. */
  resumed: { lastEventId: string; first: { event: string; id?: string } }[];
  connected: Promise<void>;
  close(): void;
}

function openStream(person: Person, of: TestThread): Stream {
  const messageIds: number[] = [];
  const resumed: Stream["resumed"] = [];
  let lastEventId: string | undefined;
  let retryMs = 2_000;
  let closed = false;
  let current: http.ClientRequest | undefined;
  let markConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });

  const connectOnce = () =>
    new Promise<void>((resolve) => {
      const sentId = lastEventId;
      let first = true;
      current = http.get(
        `${proxyOrigin}/quotes/${of.requestId}/events`,
        {
          agent: false,
          localAddress: person.from,
          headers: {
            cookie: person.cookie,
            accept: "text/event-stream",
            ...(sentId ? { "last-event-id": sentId } : {}),
          },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            response.on("end", resolve);
            return;
          }
          const reader = readEvents(Readable.toWeb(response) as ReadableStream<Uint8Array>, (event) => {
            if (event.retry !== undefined) retryMs = event.retry;
            if (event.event === "comment" || event.id === undefined) return;
            if (first && sentId) resumed.push({ lastEventId: sentId, first: { event: event.event, id: event.id } });
            if (first) markConnected();
            first = false;
            lastEventId = event.id;
            if (event.event === "thread")
              messageIds.push(...(JSON.parse(event.data) as { messageIds: number[] }).messageIds);
          });
          void reader.ended.then(resolve);
        },
      );
      current.on("error", () => resolve());
    });

  void (async () => {
    while (!closed) {
      await connectOnce();
      if (!closed) await sleep(retryMs);
    }
  })();
  return {
    messageIds,
    resumed,
    connected,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}

// ── The tests ────────────────────────────────────────────────────────────────────────────────────────────────────

describe.skipIf(skipReason)("two instances behind nginx, configured as docs/operations.md shows", () => {
  beforeAll(async () => {
    const started = Date.now();
    if (!hasBuild(BUILD_DIR)) buildApp(BUILD_DIR);
    const postgres = await startPostgres({ label: "proxy" });
    stops.push(() => postgres.stop());
    database = await openPostgres(postgres.url, 4);
    await database.migrate();

    const s3 = await createTestS3Storage();
    stops.push(() => s3.close());
    const [nginxPort, portA, portB] = await Promise.all([anyFreePort(), anyFreePort(), anyFreePort()]);
    proxyOrigin = `http://127.0.0.1:${nginxPort}`;
    instances.push({ name: "a", port: portA }, { name: "b", port: portB });
    const dataDirs = mkdtempSync(path.join(os.tmpdir(), "nivasa-proxy-"));
    stops.push(async () => rmSync(dataDirs, { recursive: true, force: true }));
    instanceEnv = (name) => ({
      DATABASE_URL: postgres.url,
      BETTER_AUTH_SECRET: SECRET,
      PUBLIC_URL: proxyOrigin,
      TRUST_PROXY: "1",
      INSTANCE_ID: name,
      DATA_DIR: path.join(dataDirs, name),
      METRICS_TOKEN,
      LOG_LEVEL: "warn",
      S3_BUCKET: "nivasa-test",
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "on",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: `${s3.endpoint}/nivasa-test/public`,
    });
    stops.push(() => Promise.all(instances.map((instance) => instance.server?.stop())));
    await Promise.all([startInstance(0), startInstance(1)]);
    nginx = await startNginx(nginxPort, upstreams());
    stops.push(() => nginx.stop());
    // Closed first, well before the server stops: a closing connection would otherwise see it go.
    stops.push(() => database.close());

    const people = await createPersonas(database.db);
    const hash = await hashPassword(PASSWORD);
    homeowner = { viewer: await withPassword(people.homeowner, hash), from: "127.0.1.1", cookie: "" };
    designer = { viewer: (await withPassword(people.owner, hash)) as BrandOwner, from: "127.0.1.2", cookie: "" };
    thread = await createTestThread(database.db, people.homeowner, people.owner);
    for (let n = 1; n <= 4; n++) {
      const viewer = await withPassword(await createPerson(database.db, `writer${n}`, "user"), hash);
      const own = await createTestThread(database.db, viewer, people.owner);
      writers.push({ ...(await signedIn(viewer, `127.0.1.${10 + n}`)), thread: own });
    }
    console.log(`[proxy] PostgreSQL, s3rver, two instances and nginx up in ${Date.now() - started} ms`);
  });

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error("[proxy] cleanup:", error));
  });

  it("uses ops/nginx/nivasa.conf exactly as docs/operations.md shows it", () => {
    const docs = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
    expect(docs).toContain(`\`\`\`nginx\n${readFileSync(SITE_CONFIG, "utf8")}\`\`\``);
  });

  it("serves pages, signs in and takes an upload through the proxy, on either instance", async () => {
    const home = await send(proxyOrigin, "/");
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("Nivasa");

    homeowner = await signedIn(homeowner.viewer, homeowner.from);
    designer = await signedIn(designer.viewer, designer.from);
    const own = await send(proxyOrigin, `/quotes/${thread.requestId}`, {
      headers: { cookie: homeowner.cookie },
      from: homeowner.from,
    });
    expect(own.status).toBe(200);

    const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#c05a2b" } })
      .png()
      .toBuffer();
    const posted = await writeMessage(proxyOrigin, homeowner, thread, "The living room, as it is", {
      files: [new Blob([new Uint8Array(photo)], { type: "image/png" })],
    });
    expect(posted.status).toBe(302);
    const [attachment] = await queryRows<{ id: string }>(
      database.db,
      sql`select a.id from lead_message_attachments a join lead_messages m on m.id = a.message_id
          where m.body = 'The living room, as it is'`,
    );
    expect(attachment).toBeDefined();
    // Round robin: four downloads through nginx reach both instances, which share the bucket.
    for (let n = 0; n < 4; n++) {
      const file = await send(proxyOrigin, `/quotes/${thread.requestId}/attachments/${attachment.id}`, {
        headers: { cookie: homeowner.cookie },
        from: homeowner.from,
      });
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect((await sharp(file.body).metadata()).width).toBe(96);
    }
    // …and the designer reads it on the other side.
    const page = await send(proxyOrigin, `/brand-dashboard/leads/${thread.leadId}`, {
      headers: { cookie: designer.cookie },
      from: designer.from,
    });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("The living room, as it is");
  });

  it("gives the client's address, from nginx's X-Forwarded-For, to the view ceiling; sign-ins are limited per email", async () => {
    // At most 20 new browsers an address a day count: cookie-less beacons from one address, half of them with a
    // forged X-Forwarded-For, count 20; another address is its own; a browser that keeps its id counts once.
    const forged = { "x-forwarded-for": "198.51.100.23" };
    const [brand] = await database.db
      .select({ slug: brands.slug })
      .from(brands)
      .where(eq(brands.id, designer.viewer.brandId));
    const beacon = async (from: string, headers: Record<string, string> = {}) => {
      const answer = await send(proxyOrigin, `/brand/${brand.slug}/view`, { method: "POST", from, form: {}, headers });
      expect(answer.status).toBe(204);
      return answer;
    };
    for (let n = 0; n < LIMITS.newViewersPerAddress.max + 4; n++) await beacon("127.0.3.1", n % 2 ? forged : {});
    const browser = cookieOf(await beacon("127.0.3.2"));
    await beacon("127.0.3.2", { cookie: browser });
    const [stats] = await database.db
      .select({ views: brandStats.profileViews })
      .from(brandStats)
      .where(eq(brandStats.brandId, designer.viewer.brandId));
    expect(stats?.views).toBe(LIMITS.newViewersPerAddress.max + 1);

    // Password guesses at one email stop at its limit from any address; others on the same address sign in.
    const guessed = await withPassword(
      await createPerson(database.db, "guessed", "user"),
      await hashPassword(PASSWORD),
    );
    for (let n = 0; n < LIMITS.signInPerEmail.max; n++) {
      const answer = await signIn(guessed.email, `127.0.2.${1 + (n % 3)}`, `wrong-${n}`);
      expect(answer.status).not.toBe(429);
    }
    expect((await signIn(guessed.email, "127.0.2.9")).status).toBe(429);
    expect((await signIn(homeowner.viewer.email, "127.0.2.1")).status).toBe(302);
  });

  it("streams events through nginx as they are written, from a message posted on the other instance", async () => {
    const stream = openStream(homeowner, thread);
    try {
      await stream.connected;
      const open = [await openStreamsOn(0), await openStreamsOn(1)];
      expect(open.toSorted()).toEqual([0, 1]);
      const other = open[0] === 1 ? instances[1] : instances[0];
      // Straight to the other instance, with the headers nginx would add.
      const forwarded = {
        "x-forwarded-for": designer.from,
        "x-forwarded-host": new URL(proxyOrigin).host,
        "x-forwarded-proto": "http",
      };
      const delays: number[] = [];
      for (let n = 1; n <= 3; n++) {
        const body = `Sketch ${n} is ready`;
        const posted = await writeMessage(`http://127.0.0.1:${other.port}`, designer, thread, body, {
          headers: forwarded,
        });
        expect(posted.status).toBe(302);
        const written = Date.now();
        const [id] = (await messageIdsByBody([body])).get(body) ?? [];
        await until(() => stream.messageIds.includes(id), `message ${n} on the stream`, 5_000);
        delays.push(Date.now() - written);
      }
      console.log(`[proxy] events from the other instance arrived through nginx after ${delays.join(", ")} ms`);
      expect(Math.max(...delays)).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  });

  it("loses no acknowledged write and delivers every event once when an instance is killed (SIGKILL)", async () => {
    const team = writers.slice(0, 3);
    const since = await newestMessageId();
    const streams = team.flatMap((writer) => [openStream(writer, writer.thread), openStream(writer, writer.thread)]);
    try {
      await Promise.all(streams.map((stream) => stream.connected));
      const openOnA = await openStreamsOn(0);
      expect(openOnA).toBeGreaterThan(0);
      expect(await openStreamsOn(1)).toBeGreaterThan(0);

      const acknowledged: string[] = [];
      const unanswered: string[] = [];
      const unansweredAfterKill: string[] = [];
      let killed: Promise<void> | undefined;
      let dead = false;
      await Promise.all(
        team.map(async (writer, w) => {
          for (let n = 1; n <= 20; n++) {
            const body = `Writer ${w + 1}, note ${n}`;
            const sentAfterKill = dead;
            const answer = await writeMessage(proxyOrigin, writer, writer.thread, body).catch(() => null);
            (answer?.status === 302 ? acknowledged : unanswered).push(body);
            if (answer?.status !== 302 && sentAfterKill) unansweredAfterKill.push(body);
            if (acknowledged.length === 15) {
              killed ??= instances[0].server?.kill().then(() => {
                dead = true;
              });
            }
          }
        }),
      );
      await killed;

      // Only a post in flight on the instance as it died goes unanswered: nginx sends every later one, refused by
      // the dead instance, to the other.
      expect(unansweredAfterKill).toEqual([]);
      const ids = await messageIdsByBody([...acknowledged, ...unanswered]);
      // Every acknowledged message is there, once; one whose answer was lost with the instance is there at most once.
      expect(acknowledged.filter((body) => ids.get(body)?.length !== 1)).toEqual([]);
      expect(unanswered.filter((body) => (ids.get(body)?.length ?? 0) > 1)).toEqual([]);

      for (const [s, stream] of streams.entries()) {
        const of = team[Math.floor(s / 2)].thread;
        const written = await messageIdsOf(of, since);
        await until(() => written.every((id) => stream.messageIds.includes(id)), `stream ${s} to catch up`, 15_000);
        expect(stream.messageIds.toSorted((a, b) => a - b)).toEqual(written);
      }
      const resumed = streams.flatMap((stream) => stream.resumed);
      expect(resumed.length).toBeGreaterThanOrEqual(openOnA);
      // Each resumed from its last event id: with what changed since (a `thread` event), or `ready` with that same id.
      for (const { lastEventId, first } of resumed) {
        if (first.event === "ready") expect(first.id).toBe(lastEventId);
        else expect(first.event).toBe("thread");
      }
      const delivered = streams.reduce((sum, stream) => sum + stream.messageIds.length, 0);
      console.log(
        `[proxy] SIGKILL: ${acknowledged.length} writes acknowledged, ${unanswered.length} unanswered; ` +
          `${resumed.length} of ${streams.length} streams resumed on the other instance; ${delivered} events delivered, none twice`,
      );
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("restarts both instances one at a time (SIGTERM, start, ready) without a failed request", async () => {
    // The killed instance comes back the way a restarted one does: out of rotation until it is ready.
    await nginx.reload(upstreams(0));
    await startInstance(0);
    await nginx.reload(upstreams());

    const writer = writers[3];
    const since = await newestMessageId();
    const stream = openStream(writer, writer.thread);
    await stream.connected;
    const failures: string[] = [];
    let requests = 0;
    retriedOnNewConnection = 0;
    let rolling = true;
    const expectStatus = async (what: string, status: number, request: () => Promise<Answer>) => {
      requests += 1;
      try {
        const answer = await request();
        if (answer.status !== status) failures.push(`${what}: ${answer.status}`);
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
      }
    };
    const pages = [
      ["/", null],
      [`/quotes/${writer.thread.requestId}`, writer],
      [`/brand-dashboard/leads/${writer.thread.leadId}`, designer],
    ] as const;
    const readers = pages.map(async ([target, person]) => {
      while (rolling) {
        await expectStatus(`GET ${target}`, 200, () =>
          send(proxyOrigin, target, { from: person?.from, headers: person ? { cookie: person.cookie } : {} }),
        );
      }
    });
    const written: string[] = [];
    const writing = (async () => {
      for (let n = 1; rolling && n <= 40; n++) {
        const body = `During the restart, note ${n}`;
        await expectStatus("POST a message", 302, () => writeMessage(proxyOrigin, writer, writer.thread, body));
        written.push(body);
        await sleep(150);
      }
    })();

    const started = Date.now();
    try {
      for (const index of [0, 1]) {
        await nginx.reload(upstreams(index));
        await instances[index].server?.stop();
        await startInstance(index);
        await nginx.reload(upstreams());
      }
    } finally {
      rolling = false;
      await Promise.all([...readers, writing]);
    }
    const took = Date.now() - started;
    console.log(
      `[proxy] rolling restart: ${requests} requests in ${took} ms, ${failures.length} failed; ` +
        `${retriedOnNewConnection} sent again on a new connection after nginx's reload closed the idle one`,
    );
    expect(failures).toEqual([]);

    const ids = await messageIdsByBody(written);
    expect(written.filter((body) => ids.get(body)?.length !== 1)).toEqual([]);
    const all = await messageIdsOf(writer.thread, since);
    await until(() => all.every((id) => stream.messageIds.includes(id)), "the stream to catch up", 15_000);
    stream.close();
    expect(stream.messageIds.toSorted((a, b) => a - b)).toEqual(all);
  });
});
