import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { codeSentTo, DEMO, signedInRequest, signInAs } from "./session";

function main(page: Page) {
  return page.getByRole("main");
}

/** A fresh valid mobile number per call, so duplicate suppression and limits start clean. */
export function uniquePhone(): string {
  return `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
}

/** What a homeowner writes in the quote form. */
export interface QuoteAsk {
  name: string;
  location: string;
  requirement: string;
}

/**
 * Sends the quote form of /get-quote to the brand at `brandPath` as the page's visitor, confirming a fresh number
 * with the code from the outbox: the request's page opens.
 */
export async function askForQuote(page: Page, brandPath: string, ask: QuoteAsk): Promise<void> {
  const phone = uniquePhone();
  await page.goto(`/get-quote?brandSlug=${brandPath.replace("/brand/", "")}`);
  await main(page).getByLabel("Name").fill(ask.name);
  await main(page).getByLabel("Phone Number").fill(phone);
  await main(page).getByLabel("Location").fill(ask.location);
  await main(page).getByLabel("Requirement").fill(ask.requirement);
  await main(page).getByRole("button", { name: "Get Free Quote" }).click();
  await main(page)
    .getByLabel("Code from the SMS")
    .fill(await codeSentTo(`+91${phone}`));
  await main(page).getByRole("button", { name: "Verify and send request" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
}

/** Writes `text` to `to` in the open thread's composer and sends it. */
export async function sendMessage(page: Page, to: string, text: string): Promise<void> {
  await main(page)
    .getByRole("textbox", { name: `Message to ${to}` })
    .fill(text);
  await main(page).getByRole("button", { name: "Send", exact: true }).click();
}

/** The demo designer signed in, on their leads, and their brand's public path and name. */
export async function demoDesigner(browser: Browser) {
  const designer = await (await browser.newContext()).newPage();
  await signInAs(designer, DEMO.designer);
  await designer.goto("/brand-dashboard/leads");
  const brandPath = (await designer.getByRole("link", { name: "View Public Profile" }).getAttribute("href")) ?? "";
  expect(brandPath).toMatch(/^\/brand\//);
  const brandName = (await main(designer).locator("h1 + p").first().textContent())?.split(" · ")[0]?.trim() ?? "";
  return { designer, brandPath, brandName };
}

/**
 * A lead between the demo designer and a fresh homeowner account: the homeowner (a page of their own) has asked
 * the designer's brand for a quote with a unique name.
 */
export async function freshLead(
  browser: Browser,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  ask: Omit<QuoteAsk, "name">,
) {
  const designerSide = await demoDesigner(browser);
  const { api } = await signedInRequest(playwright, baseURL);
  const homeowner = await (await browser.newContext({ storageState: await api.storageState() })).newPage();
  const name = `Meera ${randomUUID().slice(0, 6)}`;
  await askForQuote(homeowner, designerSide.brandPath, { ...ask, name });
  return { ...designerSide, homeowner, name, api };
}
