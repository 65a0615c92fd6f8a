import type { Page } from "@playwright/test";
import { ALERT_SETTINGS_COPY, consentWording } from "../../app/content/alerts";
import { expect, test } from "./support/fixtures";
import { codeSentTo, mailedLink, uniqueEmail } from "./support/session";
import { uniquePhone } from "./support/threads";

/**
 * The alert settings on /profile: WhatsApp turned on beside its consent sentence, still on after a reload, off in one
 * click (plain form posts, here without JavaScript); and an account without a mobile number led to add one first.
 */

const eventually = expect.configure({ timeout: 15_000 });

function main(page: Page) {
  return page.getByRole("main");
}

function alerts(page: Page) {
  return main(page).getByRole("region", { name: ALERT_SETTINGS_COPY.title });
}

/** Signs a new number in on /auth (the code from the outbox, then the name step) and opens /profile. */
async function signInWithNewNumber(page: Page, phone: string): Promise<void> {
  await page.goto("/auth?tab=phone");
  await main(page).getByLabel("Mobile number").fill(phone);
  await main(page).getByRole("button", { name: "Send code" }).click();
  await main(page)
    .getByLabel("Code")
    .fill(await codeSentTo(`+91${phone}`));
  await main(page).getByRole("button", { name: "Continue" }).click();
  await main(page).getByLabel("Full Name").fill("Meera Pillai");
  await main(page).getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
}

test.describe("alert settings", () => {
  test.describe.configure({ timeout: 90_000 });

  test("without JavaScript: WhatsApp on beside its consent wording, still on after a reload, off in one click", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const phone = uniquePhone();
    await signInWithNewNumber(page, phone);

    const whatsApp = alerts(page).getByRole("switch", { name: "WhatsApp alerts" });
    await expect(whatsApp).toHaveAttribute("aria-checked", "false");
    await expect(alerts(page).getByText(consentWording("whatsapp", `+91${phone}`))).toBeVisible();
    await expect(alerts(page)).toContainText(ALERT_SETTINGS_COPY.quietHours);

    await whatsApp.click();
    await expect(whatsApp).toHaveAttribute("aria-checked", "true");
    await expect(alerts(page)).toContainText(ALERT_SETTINGS_COPY.channels.whatsapp.on);
    await page.reload();
    await expect(whatsApp).toHaveAttribute("aria-checked", "true");
    await expect(alerts(page).getByText(consentWording("whatsapp", `+91${phone}`))).toBeVisible();

    await whatsApp.click();
    await expect(whatsApp).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(whatsApp).toHaveAttribute("aria-checked", "false");
    await expect(alerts(page).getByRole("switch", { name: "SMS alerts" })).toHaveAttribute("aria-checked", "false");
    await context.close();
  });

  test("an account without a mobile number is led to add one, and then gets the WhatsApp switch", async ({ page }) => {
    const email = uniqueEmail("alerts");
    await page.goto("/auth?tab=signup");
    await main(page).getByLabel("Full Name").fill("Dev Malhotra");
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByLabel("Password", { exact: true }).fill("nivasa-e2e-pass");
    await main(page).getByLabel("Confirm Password").fill("nivasa-e2e-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.goto(await mailedLink(email, "Verify your email for Nivasa"));
    await page.goto("/profile");

    await expect(alerts(page).getByRole("switch", { name: "WhatsApp alerts" })).toHaveCount(0);
    await expect(alerts(page).getByRole("switch", { name: "SMS alerts" })).toHaveCount(0);
    await expect(alerts(page).getByRole("switch", { name: "Email alerts" })).toHaveAttribute("aria-checked", "true");
    await alerts(page).getByRole("link", { name: ALERT_SETTINGS_COPY.addPhone }).first().click();
    await expect(page).toHaveURL(/\/profile#phone$/);

    const phone = uniquePhone();
    await main(page).getByLabel("Add a mobile number").fill(phone);
    await main(page).getByRole("button", { name: "Send code" }).click();
    await main(page)
      .getByLabel("Code")
      .fill(await codeSentTo(`+91${phone}`));
    await main(page).getByRole("button", { name: "Save number" }).click();
    await eventually(alerts(page).getByRole("switch", { name: "WhatsApp alerts" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(alerts(page).getByText(consentWording("whatsapp", `+91${phone}`))).toBeVisible();
  });
});
