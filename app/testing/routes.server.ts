import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSignature } from "better-auth/crypto";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, vi } from "vitest";
import { type AppConfig, config, installConfig, readConfig } from "~/config.server";
import { type Db, installDatabase } from "~/db/client.server";
import { auth } from "~/features/auth/auth.server";
import type { Viewer } from "~/features/auth/viewer.server";
import { loader as apiAuthLoader } from "~/routes/api.auth";
import { action as quoteRoute } from "~/routes/get-quote";
import { readOutbox } from "~/services/outbox.server";
import { codeIn, cookieFrom, formRequest, TEST_ORIGIN } from "~/testing/auth.server";
import { describeEachDatabase, type TestDatabaseKindName } from "~/testing/database.server";
import { type Caller, createPerson, createPersonas, type Personas } from "~/testing/personas.server";

// The server's configuration for these suites: a fixed secret, files in a fresh folder, sign-in from TEST_ORIGIN.
vi.stubEnv("BETTER_AUTH_SECRET", "route-suites-secret-0123456789abcdef");
vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "nivasa-route-suite-")));
vi.stubEnv("PORT", new URL(TEST_ORIGIN).port);
vi.stubEnv("AUTH_RATE_LIMIT", "off");

/**
 * describeEachDatabase, with each suite's database installed as the server's (db(), and auth() on it), and
 * config() read afresh from the environment above: an earlier file in this worker may have read it before.
 */
export function describeRoutesOnEachDatabase(
  title: string,
  suite: (getDb: () => Db, kind: TestDatabaseKindName) => void,
): void {
  describeEachDatabase(title, (getDb, kind) => {
    let replaced: AppConfig | undefined;
    beforeAll(() => {
      replaced = installConfig(readConfig());
      installDatabase({ db: getDb(), kind, migrate: async () => {}, close: async () => {} });
    });
    afterAll(() => {
      installConfig(replaced);
    });
    suite(getDb, kind);
  });
}

/** What a route suite starts from: its database, the personas and a stranger, each with a signed-in session. */
export interface RouteSuite {
  readonly db: Db;
  readonly people: Personas;
  /** Signed in, role user, with no part in anything the suite makes. */
  readonly stranger: Viewer;
  readonly cookies: Readonly<Record<keyof Personas | "stranger", string>>;
  /** The Cookie header `caller` sends: none when signed out. */
  cookieOf(caller: Caller): string | undefined;
}

/** describeRoutesOnEachDatabase with the set-up route suites share: the personas and a stranger, signed in. */
export function describeRouteSuite(
  title: string,
  suite: (world: RouteSuite, getDb: () => Db, kind: TestDatabaseKindName) => void,
): void {
  describeRoutesOnEachDatabase(title, (getDb, kind) => {
    let ready: Omit<RouteSuite, "cookieOf"> | undefined;
    const world = () => {
      if (!ready) throw new Error("the route suite is read before its set-up ran (read it inside a hook or a test)");
      return ready;
    };
    beforeAll(async () => {
      const db = getDb();
      const people = await createPersonas(db);
      const stranger = await createPerson(db, "stranger", "user");
      ready = { db, people, stranger, cookies: await sessionCookiesOf({ ...people, stranger }) };
    });
    const suiteWorld: RouteSuite = {
      get db() {
        return world().db;
      },
      get people() {
        return world().people;
      },
      get stranger() {
        return world().stranger;
      },
      get cookies() {
        return world().cookies;
      },
      cookieOf: (caller) => (caller === "anonymous" ? undefined : world().cookies[caller]),
    };
    suite(suiteWorld, getDb, kind);
  });
}

/** A fresh session's Cookie header for each of `viewers`, under the same names. */
export async function sessionCookiesOf<Name extends string>(
  viewers: Record<Name, Viewer>,
): Promise<Record<Name, string>> {
  const cookies = {} as Record<Name, string>;
  for (const [name, viewer] of Object.entries(viewers) as [Name, Viewer][]) {
    cookies[name] = await sessionCookieOf(viewer);
  }
  return cookies;
}

/**
 * The Cookie header of a fresh session of `viewer` (a person from personas.server.ts): the session row and signed
 * cookie a sign-in makes, through better-auth's own session hooks (a suspended account gets none), without the
 * password check, which is slow on purpose (scrypt) and tested with sign-in itself (auth.server.test.ts).
 */
export async function sessionCookieOf(viewer: Viewer): Promise<string> {
  const context = await auth().$context;
  const session = await context.internalAdapter.createSession(viewer.userId);
  if (!session) throw new Error(`no session for ${viewer.email}`);
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

type RouteHandler<Args> = (args: Args) => unknown;

function isData(value: unknown): value is DataWithResponseInit<unknown> {
  return typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit";
}

/** What a route's loader or action answers, as the Response the server would send (thrown redirects included). */
export async function respond<Args extends { request: Request }>(
  handler: RouteHandler<Args>,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    const result = await handler({ request, params, context: new RouterContextProvider() } as unknown as Args);
    if (result instanceof Response) return result;
    if (isData(result)) return Response.json(result.data, result.init ?? undefined);
    return Response.json(result ?? null);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (isData(thrown)) return Response.json(thrown.data, thrown.init ?? undefined);
    throw thrown;
  }
}

/** The sign-in link (better-auth's magic link) in an email's text. */
export function signInLinkIn(text: string | undefined): string {
  const link = text?.match(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/)?.[0];
  if (!link) throw new Error("no sign-in link in the email");
  return link;
}

/** Opens a sign-in link as a browser would: the answer's status, where it redirects, the cookie it sets. */
export async function openSignInLink(link: string): Promise<{ status: number; location: URL; cookie: string }> {
  const response = await respond(apiAuthLoader, new Request(link));
  const location = new URL(response.headers.get("location") ?? "", TEST_ORIGIN);
  return { status: response.status, location, cookie: cookieFrom(response.headers) };
}

/** The code in the newest SMS auth() sent to `phone` (+91…), from the suite's DATA_DIR/outbox. */
export async function lastCodeSentTo(phone: string): Promise<string> {
  const sms = (await readOutbox(config().dataDir)).filter((message) => message.to === phone).at(-1);
  const code = sms && codeIn(sms.text);
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/**
 * Posts the Get Free Quote form (`fields`, from `fields.phone`) as a browser would, through its code step when
 * it has one: the last answer (the request's page on success, else the refusal).
 */
export async function postQuoteThroughCode(
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string } = {},
): Promise<Response> {
  const post = (extra: Record<string, string>) =>
    respond(
      quoteRoute,
      new Request(formRequest("/get-quote", options), { body: new URLSearchParams({ ...fields, ...extra }) }),
    );
  const asked = await post({});
  const codeFor = asked.status === 200 ? ((await asked.clone().json()) as { codeFor?: string }).codeFor : undefined;
  return codeFor ? post({ code: await lastCodeSentTo(codeFor) }) : asked;
}
