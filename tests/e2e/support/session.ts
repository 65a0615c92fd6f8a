import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { readDevMailbox } from "../../../app/services/mail.server";
import { readOutbox } from "../../../app/services/outbox.server";

/** The demo accounts seeded into the embedded database (README "Demo accounts"). */
export const DEMO_PASSWORD = "nivasa-demo";
export const DEMO = {
  admin: "admin@nivasa.test",
  designer: "designer@nivasa.test",
  homeowner: "homeowner@nivasa.test",
} as const;

/** The DATA_DIR of the server under test (set by playwright.config.ts); its dev mailbox is `<dir>/mail`. */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run browser tests through playwright.config.ts");
  return dir;
}

/**
 * Signs `page`'s browser context in through the sign-in API (the session cookie lands in the context), without
 * loading /auth: the caller opens the page it needs next. The sign-in form itself is tested in auth.spec.ts.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password, rememberMe: true },
    headers: { origin: test.info().project.use.baseURL ?? "" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** The link in the newest mail to `email` with this subject (waits briefly for it to arrive). */
export async function mailedLink(email: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await readDevMailbox(e2eDataDir());
      link = mails.filter((mail) => mail.to === email && mail.subject === subject).at(-1)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link ?? "";
}

/**
 * A fresh verified account signed in on its own API request context (no browser page): signed up through
 * /api/auth, verified by the mailed link. Same-origin headers, like the site's own scripts send.
 */
export async function signedInRequest(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
): Promise<{ api: APIRequestContext; email: string }> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = uniqueEmail("api");
  const signUp = await api.post("/api/auth/sign-up/email", {
    data: { name: "API Tester", email, password: "nivasa-e2e-pass", callbackURL: "/" },
  });
  expect(signUp.status()).toBe(200);
  await api.get(await mailedLink(email, "Verify your email for Nivasa"), { maxRedirects: 0 });
  return { api, email };
}

/** The code in the newest SMS to `phone` (+91…) in the server's outbox (`<E2E_DATA_DIR>/outbox`), waiting briefly. */
export async function codeSentTo(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await readOutbox(e2eDataDir())).filter((message) => message.to === phone).at(-1);
      code = sms?.text.match(/^(\d{6}) /)?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? "";
}
