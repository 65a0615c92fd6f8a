import { openSync, readSync, statSync, writeFileSync } from "node:fs";
import { type BrowserContext, test as base, type Page, type Response } from "@playwright/test";

/**
 * Pages are server-rendered and their scripts load after the first paint, so `page.goto` resolves before
 * React runs; a click then would hit the plain no-JS fallback (a link instead of a dialog). These fixtures
 * make `goto` and `reload` of an HTML page also wait until the app has hydrated (`<html data-hydrated>`,
 * set in app/root.tsx), in pages of the default context and of contexts a test opens itself.
 * Contexts with JavaScript disabled don't wait; a test that blocks the app's scripts calls skipHydration.
 */
const HYDRATED = "html[data-hydrated]";
const skippedPages = new WeakSet<Page>();
const contextsWithoutJavaScript = new WeakSet<BrowserContext>();

/** For a page whose scripts are blocked on purpose: navigation must not wait for hydration. */
export function skipHydration(page: Page): void {
  skippedPages.add(page);
}

async function afterDocument(page: Page, response: Response | null): Promise<Response | null> {
  const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
  const waits = isHtml && !skippedPages.has(page) && !contextsWithoutJavaScript.has(page.context());
  if (waits) await page.locator(HYDRATED).waitFor({ state: "attached" });
  return response;
}

const patched = new WeakSet<Page>();

function waitForHydrationOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterDocument(page, await goto(url, options));
  page.reload = async (options) => afterDocument(page, await reload(options));
}

function watch(context: BrowserContext, javaScriptEnabled: boolean): BrowserContext {
  // Playwright's own context factory may not pass javaScriptEnabled here: the context fixture corrects it.
  if (!javaScriptEnabled) contextsWithoutJavaScript.add(context);
  for (const page of context.pages()) waitForHydrationOnNavigation(page);
  context.on("page", waitForHydrationOnNavigation);
  return context;
}

/**
 * Every browser context is its own visitor with its own address, as it would be in the field: the test server
 * trusts one proxy (TRUST_PROXY=1 in playwright.config.ts) and reads the address from X-Forwarded-For. Per-address
 * limits (5 quote requests an hour from one network) then hold per test, not across the whole run.
 */
const workerOctet = 1 + Math.floor(Math.random() * 250);
let contextsOpened = 0;
function visitorAddress(): Record<string, string> {
  const n = contextsOpened++;
  return { "X-Forwarded-For": `10.${workerOctet}.${(n >> 8) & 255}.${n & 255}` };
}

const serverLog = process.env.E2E_LOG_FILE;
const logSize = () => (serverLog ? statSync(serverLog, { throwIfNoEntry: false })?.size : undefined) ?? 0;

/** The server's log lines written since `from` (both workers' requests, by time). */
function serverLogSince(from: number): Buffer {
  if (!serverLog) return Buffer.alloc(0);
  const bytes = Buffer.alloc(Math.max(0, logSize() - from));
  const fd = openSync(serverLog, "r");
  readSync(fd, bytes, 0, bytes.length, from);
  return bytes;
}

export const test = base.extend<{ serverLogOnFailure: undefined }>({
  // A failed test gets the server's log lines written while it ran, as an attachment the reporter names.
  serverLogOnFailure: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      const from = logSize();
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const file = testInfo.outputPath("server.log");
      writeFileSync(file, serverLogSince(from));
      await testInfo.attach("server log", { path: file, contentType: "text/plain" });
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...visitorAddress(), ...extraHTTPHeaders });
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(watch(context, javaScriptEnabled));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        watch(
          await newContext({ ...options, extraHTTPHeaders: { ...visitorAddress(), ...options?.extraHTTPHeaders } }),
          options?.javaScriptEnabled !== false,
        );
      await use(browser);
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
