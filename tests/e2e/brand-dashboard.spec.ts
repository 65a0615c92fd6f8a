import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import sharp from "sharp";
import { test } from "./support/fixtures";
import { DEMO, signInAs } from "./support/session";

test.describe("brand dashboard (demo designer)", () => {
  test("uploads portfolio images with a progress bar each: pending, not public, then deleted", async ({ page }) => {
    const title = `E2E upload ${randomUUID().slice(0, 8)}`;
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#a67c52" } })
      .jpeg()
      .toBuffer();
    await signInAs(page, DEMO.designer);
    await page.goto("/brand-dashboard");
    await expect(page.getByRole("heading", { name: "Brand Dashboard" })).toBeVisible();
    await expect(page.getByText("Profile Views")).toBeVisible();

    await page.getByText("Add Image", { exact: true }).click();
    await page.getByLabel("Photos").setInputFiles([
      { name: "living-room.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("a text file named .jpg") },
    ]);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Upload", exact: true }) });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Room Type").selectOption("living_room");
    await form.getByLabel("Design Style").selectOption("scandinavian");
    await form.getByLabel("Lighting").check();
    await form.getByRole("button", { name: "Upload", exact: true }).click();

    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.getByRole("listitem").filter({ hasText: "living-room.jpg" })).toContainText(
      "Uploaded · Pending approval",
    );
    await expect(uploads.getByRole("listitem").filter({ hasText: "notes.jpg" })).toContainText("not a supported image");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(card.getByRole("img", { name: title })).toHaveAttribute(
      "srcset",
      /\/uploads\/images\/[0-9a-f]{32}\/320\.webp 320w/,
    );

    // Not on the public profile while pending.
    const profile = await page.getByRole("link", { name: "View Public Profile" }).getAttribute("href");
    const publicPage = await page.request.get(profile ?? "/");
    expect(await publicPage.text()).not.toContain(title);

    page.once("dialog", (dialog) => dialog.accept());
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });
});
