import { expect, type Page } from "@playwright/test";

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

/** Signs in through the /auth form and waits until the app has left the sign-in page. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/auth");
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}
