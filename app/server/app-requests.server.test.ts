/**
 * The whole app behind the node handler, as scripts/start.mjs serves it: the real route modules (loaded through
 * Vite, as `react-router dev` does), React Router's request handler, express in front, a test database.
 */
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { REQUEST_MESSAGES } from "~/server/http/request-limits.server";
import { loadAppBuild } from "~/testing/app-build.server";
import { createTestDatabase } from "~/testing/database.server";

const PUBLIC_URL = "https://nivasa.test";
const PASSWORD = "a-long-test-password-1";

// Read by the app's config() on its first request.
Object.assign(process.env, {
  PUBLIC_URL,
  TRUST_PROXY: "1",
  BETTER_AUTH_SECRET: "app-requests-secret-0123456789abcdef",
  AUTH_RATE_LIMIT: "off",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "nivasa-app-requests-")),
});

type Entry = typeof import("~/entry.server");
type Client = typeof import("~/db/client.server");
type Accounts = typeof import("~/features/auth/accounts/accounts.server");

let vite: ViteDevServer;
let build: ServerBuild;
let database: DatabaseHandle;
let server: Server;
let origin: string;

beforeAll(async () => {
  const loaded = await loadAppBuild();
  vite = loaded.vite;
  build = loaded.build;
  const client = await loaded.load<Client>("/app/db/client.server.ts");
  database = await createTestDatabase();
  client.installDatabase(database);
  const entry = build.entry.module as unknown as Entry;
  const app = express();
  app.set("trust proxy", entry.trustProxySetting());
  app.all("*", entry.createNodeRequestHandler(build, "production"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await vite?.close();
  await database?.close();
});

function post(pathname: string, form: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers,
    redirect: "manual",
  });
}

/** A concrete URL for each route that has an action, from its path pattern (placeholders for its params). */
function actionUrls(): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.entries(build.routes).flatMap(([id, route]) => {
    if (!route?.module.action) return [];
    const pattern = fullPath(id)
      .split("/")
      .filter((segment) => !segment.endsWith("?"))
      .map((segment) => (segment === "*" ? "x" : segment.replace(/^:.*/, "00000000-0000-4000-8000-000000000000")))
      .join("/");
    return [`${pattern || "/"}${route.index ? "?index" : ""}`];
  });
}

describe("a post from another site", () => {
  it("gets the guard's 403 and its message on every route that takes one, page or resource, document or data", async () => {
    const urls = actionUrls();
    expect(urls).toEqual(expect.arrayContaining(["/theme", "/get-quote", "/profile", "/api/auth/x"]));
    const forgeries: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    const answers: string[] = [];
    for (const url of urls) {
      const [pathname, search = ""] = url.split("?");
      for (const target of [url, `${pathname === "/" ? "/_" : pathname}.data${search ? `?${search}` : ""}`]) {
        for (const headers of forgeries) {
          const response = await post(target, { a: "1" }, headers);
          const cookies = response.headers.getSetCookie().length;
          answers.push(`${target} ${JSON.stringify(headers)} → ${response.status} ${await response.text()} ${cookies}`);
        }
      }
    }
    const refused = (answer: string) => answer.endsWith(`→ 403 ${REQUEST_MESSAGES.crossSite} 0`);
    expect(answers.filter((answer) => !refused(answer))).toEqual([]);
  });
});

describe("a signed-out visitor", () => {
  it("is sent to sign in and back from any thread's page, whatever the id, as from the dashboard", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const pathname of [
      `/brand-dashboard/leads/${id}`,
      `/quotes/${id}`,
      `/quotes/${id}/compare`,
      "/brand-dashboard/leads",
    ]) {
      const answer = await fetch(`${origin}${pathname}`, { redirect: "manual" });
      expect([answer.status, answer.headers.get("location")], pathname).toEqual([
        302,
        `/auth?redirectTo=${encodeURIComponent(pathname)}`,
      ]);
    }
    // A client-side navigation's data request is redirected too (React Router's single-fetch redirect).
    const data = await fetch(`${origin}/brand-dashboard/leads/${id}.data`, { redirect: "manual" });
    expect(data.status).toBe(202);
    expect(await data.text()).toContain(`/auth?redirectTo=${encodeURIComponent(`/brand-dashboard/leads/${id}`)}`);
  });
});

describe("the spec's aliases (/admin, /scraper, /uxpilot-design)", () => {
  it("redirect permanently to the named pages, keeping the query and the method", async () => {
    const answer = async (pathname: string, method = "GET") => {
      const body = method === "POST" ? new URLSearchParams({ intent: "review" }) : undefined;
      const response = await fetch(`${origin}${pathname}`, { method, body, redirect: "manual", headers: { origin } });
      return [response.status, response.headers.get("location")];
    };
    expect(await answer("/admin?status=new")).toEqual([308, "/admin/claims?status=new"]);
    expect(await answer("/admin/")).toEqual([308, "/admin/claims"]);
    expect(await answer("/scraper")).toEqual([308, "/admin/data-scraper"]);
    expect(await answer("/uxpilot-design?page=2")).toEqual([308, "/design-system?page=2"]);
    expect(await answer("/admin", "POST")).toEqual([308, "/admin/claims"]);
  });
});

describe("pages whose markup lives in their feature", () => {
  it("render with their heading: the design system, the sitemap, the cities and the price calculator", async () => {
    for (const [pathname, heading] of [
      ["/design-system", "Nivasa design system"],
      ["/sitemap", "Sitemap"],
      ["/cities", "Interior Designers by City"],
      ["/interiors-price-calculator", "Interior Price Calculator"],
    ]) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    }
  });
});

describe("cookies under https (PUBLIC_URL https, behind a trusted proxy)", () => {
  const https = { "x-forwarded-proto": "https", "x-forwarded-host": "nivasa.test", origin: PUBLIC_URL };
  const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");

  it("are all Secure: theme, sign-in (session, hint, flash), the flash read, own pages, the stale hint, sign-out", async () => {
    const accounts = (await vite.ssrLoadModule("/app/features/auth/accounts/accounts.server.ts")) as Accounts;
    const email = "secure-cookies@example.test";
    await accounts.createPasswordAccount(database.db, { email, password: PASSWORD, fullName: "Asha Rao" });
    const setCookies: string[] = [];
    const collect = (response: Response) => {
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };

    collect(await post("/theme", { theme: "dark", redirectTo: "/" }, https));
    const signIn = collect(await post("/auth", { intent: "signin", email, password: PASSWORD }, https));
    expect(signIn.status).toBe(302);
    const session = cookieHeader(signIn.headers.getSetCookie());
    collect(await fetch(`${origin}/about`, { headers: { ...https, cookie: session }, redirect: "manual" }));
    // /auth sends a visitor already signed in back, to a page of their own.
    collect(await fetch(`${origin}/auth`, { headers: { ...https, cookie: session }, redirect: "manual" }));
    collect(await fetch(`${origin}/api/viewer`, { headers: { ...https, cookie: "nv_in=1" } }));
    collect(await post("/sign-out", {}, { ...https, cookie: session }));

    const names = new Set(setCookies.map((cookie) => cookie.split("=")[0]));
    expect([...names]).toEqual(
      expect.arrayContaining(["theme", "nv_flash", "nv_in", "nv_own", "__Secure-nivasa.session_token"]),
    );
    expect(setCookies.filter((cookie) => !/;\s*Secure(;|$)/i.test(cookie))).toEqual([]);
  });
});
