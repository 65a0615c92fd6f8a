import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { codeSentTo, DEMO, DEMO_PASSWORD, mailedLink, signInAs, uniqueEmail } from "./support/session";
import { uniquePhone } from "./support/threads";

/**
 * Accounts end to end: sign up (validation, verification mail), sign in, sign out, the guards,
 * and the same forms with JavaScript turned off. Reads mail from the dev mailbox of the server
 * under test (E2E_DATA_DIR/mail); the server runs with AUTH_RATE_LIMIT=off.
 */

const PASSWORD = "nivasa-e2e-pass";

/** Toasts appear once the page has hydrated, and server round trips with mail take a moment: allow for a busy machine. */
const eventually = expect.configure({ timeout: 15_000 });

/** The page's own content, away from the header and footer (the footer has an "Email" share link). */
function main(page: Page) {
  return page.getByRole("main");
}

async function signUp(page: Page, fullName: string, email: string) {
  await page.goto("/auth?tab=signup");
  await main(page).getByLabel("Full Name").fill(fullName);
  await main(page).getByLabel("Email", { exact: true }).fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main(page).getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("aria-current", "page");
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await main(page).getByLabel("Email", { exact: true }).fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole("banner").locator("summary", { hasText: name }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
}

/** A verified homeowner account, created through the UI and its verification mail. */
async function createVerifiedUser(browser: Browser, fullName: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("user");
  await signUp(page, fullName, email);
  await page.goto(await mailedLink(email, "Verify your email for Nivasa"));
  await expect(page).toHaveURL(/\/$/);
  await context.close();
  return email;
}

test.describe("accounts", () => {
  // Whole account journeys: several sign-ups, password hashes and mails per test.
  test.describe.configure({ timeout: 90_000 });

  test("sign up with validation, verify by email, sign out, sign in", async ({ page }) => {
    const email = uniqueEmail("signup");
    const name = "Ananya Krishnan";

    await page.goto("/auth");
    await page.getByRole("link", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await expect(page.getByRole("heading", { level: 1, name: "Join Nivasa" })).toBeVisible();
    await expect(page.getByText("By creating an account, you agree to our")).toBeVisible();
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

    await main(page).getByLabel("Full Name").fill(name);
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill("12345");
    await main(page).getByLabel("Confirm Password").fill("12345");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();

    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main(page).getByLabel("Confirm Password").fill(`${PASSWORD}-typo`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    // The show/hide toggle reveals what was typed.
    const toggle = page.getByRole("button", { name: "Show password" }).first();
    await toggle.click();
    await expect(main(page).getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide password" }).first()).toHaveAttribute("aria-pressed", "true");

    await main(page).getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByText("Account created successfully! Please check your email for verification."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("aria-current", "page");

    // Not verified yet: the server says so in an alert and a toast, and offers a new link.
    await signIn(page, email);
    await expect(page.getByRole("alert").filter({ hasText: "verify your email" })).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await eventually(page.getByText("Verification email sent").first()).toBeVisible();

    // The link in the mail verifies the address and signs in. (Don't wait for every image on the home
    // page to load: the toast lasts 4 s and may be gone by then.)
    await page.goto(await mailedLink(email, "Verify your email for Nivasa"), { waitUntil: "domcontentloaded" });
    await expect(page).toHaveURL(/\/$/);
    await eventually(page.getByText("Email verified")).toBeVisible();
    await expect(page.getByRole("banner")).toContainText(name);

    await signOut(page, name);

    await signIn(page, email, "wrong-password");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();

    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await eventually(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("banner")).toContainText(name);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(main(page).getByText(email).first()).toBeVisible();
    await expect(main(page).getByText("Member")).toBeVisible();
  });

  test("forgot password: the mailed link sets a new password", async ({ page, browser }) => {
    const email = await createVerifiedUser(browser, "Farhan Sheikh");
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await eventually(page.getByText("If an account exists for that email")).toBeVisible();

    await page.goto(await mailedLink(email, "Reset your Nivasa password"));
    await expect(page).toHaveURL(/tab=reset&token=/);
    await main(page).getByLabel("New Password", { exact: true }).fill("brand-new-pass");
    await main(page).getByLabel("Confirm New Password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await eventually(page.getByText("You can now sign in with your new password.")).toBeVisible();

    await signIn(page, email, "brand-new-pass");
    await eventually(page.getByText("Welcome back!")).toBeVisible();
  });

  test("guards: visitors go to /auth and come back after signing in; homeowners can't open /admin", async ({
    page,
    browser,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fclaims$/);
    await page.goto("/scraper");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fdata-scraper$/);
    await page.goto("/brand-dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fbrand-dashboard$/);

    const email = await createVerifiedUser(browser, "Neha Joshi");
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/brand-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Join as a Brand" })).toBeVisible();

    for (const path of ["/admin", "/admin/seo", "/admin/data-scraper", "/scraper"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("the demo admin reaches the admin pages", async ({ page }) => {
    await signInAs(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: /SEO Management/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "SEO Management" })).toBeVisible();
    await page.goto("/scraper");
    await expect(page.getByRole("heading", { level: 1, name: "Data Scraper" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Admin Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/claims$/);
  });
});

test.describe("signing in with a mobile number", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the demo homeowner signs in with the code texted to their number", async ({ page }) => {
    await page.goto("/auth");
    await main(page).getByRole("link", { name: "Continue with mobile number" }).click();
    await main(page).getByLabel("Mobile number").fill("90000 00001");
    await main(page).getByRole("button", { name: "Send code" }).click();
    await expect(main(page).getByText("We sent a 6-digit code to +91 90000 00001")).toBeVisible();

    const code = await codeSentTo("+919000000001");
    await main(page)
      .getByLabel("Code")
      .fill(code === "000000" ? "111111" : "000000");
    await main(page).getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That code is not right." })).toBeVisible();

    await main(page).getByLabel("Code").fill(code);
    await main(page).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/$/);
    await eventually(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Hema Homeowner");
  });

  test("without JavaScript a new number makes an account that asks for its name", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const phone = uniquePhone();
    await page.goto("/auth");
    await main(page).getByRole("link", { name: "Continue with mobile number" }).click();
    await main(page).getByLabel("Mobile number").fill(phone);
    await main(page).getByRole("button", { name: "Send code" }).click();
    await main(page)
      .getByLabel("Code")
      .fill(await codeSentTo(`+91${phone}`));
    await main(page).getByRole("button", { name: "Continue" }).click();

    await main(page).getByLabel("Full Name").fill("Farhan Qureshi");
    await main(page).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner")).toContainText("Farhan Qureshi");
    await context.close();
  });
});

test.describe("accounts without JavaScript", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ javaScriptEnabled: false });

  test("sign up, verify, sign in and sign out with plain HTML forms", async ({ page }) => {
    const email = uniqueEmail("nojs");
    const name = "Kiran Bhat";

    await page.goto("/auth?tab=signup");
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    await main(page).getByLabel("Full Name").fill(name);
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main(page).getByLabel("Confirm Password").fill("something-else");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(main(page).getByLabel("Full Name")).toHaveValue(name);

    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main(page).getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await eventually(page.getByRole("status").filter({ hasText: /Check your email\s*We.ve sent/ })).toBeVisible();

    await page.goto(await mailedLink(email, "Verify your email for Nivasa"));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner")).toContainText(name);
    await signOut(page, name);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner")).toContainText(name);
    // The toast needs JavaScript; without it the same message is shown above the page.
    await expect(page.getByRole("status").filter({ hasText: "Welcome back!" })).toBeVisible();
  });
});
