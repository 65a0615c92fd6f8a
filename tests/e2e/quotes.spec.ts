import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { signedInRequest } from "./support/session";
import { askForQuote } from "./support/threads";

/**
 * A homeowner's quote request page: writing to a designer with JavaScript (the message appears in place) and
 * without it (a plain multipart form; posting reloads the page). The request comes from a fresh account, so
 * nothing here depends on the demo data other specs read.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

function main(page: Page) {
  return page.getByRole("main");
}

function thread(page: Page) {
  return main(page).locator('[id^="thread-"]').first();
}

test("the homeowner writes to a designer on /quotes/:id, with JavaScript and without", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow(); // two browser contexts, a quote request, uploads
  const { api } = await signedInRequest(playwright, baseURL ?? "");
  const storageState = await api.storageState();
  const page = await (await browser.newContext({ storageState })).newPage();

  await page.goto("/interior-designers/bangalore");
  const brandPath = (await main(page).locator('a[href^="/brand/"]').first().getAttribute("href")) ?? "";
  await askForQuote(page, brandPath, {
    name: "Kavya Rao",
    location: "Indiranagar, Bangalore",
    requirement: "Living room and a study for our new flat",
  });

  // With JavaScript: /quotes lists it; the message and its PDF appear in the thread without leaving the page.
  await page.goto("/quotes");
  await main(page).getByRole("link", { name: "Indiranagar, Bangalore" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { name: "Quote request: Indiranagar, Bangalore" })).toBeVisible();
  const composer = thread(page).getByRole("textbox", { name: /^Message to / });
  await composer.fill("Hello! Our plan is at www.example.com/plan.");
  await expect(thread(page).getByText("43 / 5,000 characters")).toBeVisible();
  await thread(page).getByLabel("Attach photos or PDFs").setInputFiles({
    name: "floor-plan.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await thread(page).getByRole("button", { name: "Send" }).click();
  const messages = thread(page).getByRole("list", { name: "Messages" });
  await expect(messages.getByText("Hello! Our plan is at")).toBeVisible();
  const link = messages.getByRole("link", { name: "www.example.com/plan" });
  await expect(link).toHaveAttribute("href", "https://www.example.com/plan");
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(link).toHaveAttribute("target", "_blank");
  const pdf = messages.getByRole("link", { name: /floor-plan\.pdf/ });
  await expect(pdf).toBeVisible();
  await expect(composer).toHaveValue("");
  const download = await page.request.get((await pdf.getAttribute("href")) ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  const requestUrl = page.url();

  // Without JavaScript: a plain form; posting reloads the page with the message and the photo.
  const noScript = await (await browser.newContext({ storageState, javaScriptEnabled: false })).newPage();
  await noScript.goto(requestUrl);
  await thread(noScript)
    .getByRole("textbox", { name: /^Message to / })
    .fill("And a photo of the room.");
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#9b7" } })
    .png()
    .toBuffer();
  await thread(noScript).getByLabel("Attach photos or PDFs").setInputFiles({
    name: "room.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await thread(noScript).getByRole("button", { name: "Send" }).click();
  await expect(noScript).toHaveURL(/\/quotes\/[0-9a-f-]{36}#thread-[0-9a-f-]{36}$/);
  const reloaded = thread(noScript).getByRole("list", { name: "Messages" });
  await expect(reloaded.getByText("Hello! Our plan is at")).toBeVisible();
  await expect(reloaded.getByText("And a photo of the room.")).toBeVisible();
  const image = reloaded.getByRole("img", { name: "room.png" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
});
