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

test.describe("profile settings (demo designer)", () => {
  test("edits the brand's fields and logo and sees them on the public page at once; bad input explained", async ({
    page,
  }) => {
    const marker = `Studio note ${randomUUID().slice(0, 8)}`;
    const logo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2f6f5e" } })
      .png()
      .toBuffer();
    await signInAs(page, DEMO.designer);
    await page.goto("/brand-dashboard/settings");
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
    const profile = (await page.getByRole("link", { name: "View Public Profile" }).getAttribute("href")) ?? "/";
    const about = page.getByLabel("About", { exact: true });
    const years = page.getByLabel("Years of Experience");
    const minCost = page.getByLabel("Minimum Cost per sq ft (₹)");
    const maxCost = page.getByLabel("Maximum Cost per sq ft (₹)");
    const original = {
      about: await about.inputValue(),
      years: await years.inputValue(),
      min: await minCost.inputValue(),
      max: await maxCost.inputValue(),
    };
    const save = page.getByRole("button", { name: "Save Settings" });

    await minCost.fill("3000");
    await maxCost.fill("2000");
    await save.click();
    await expect(page.getByText("The maximum cost per sq ft must be at least the minimum.")).toBeVisible();

    try {
      await minCost.fill(original.min);
      await maxCost.fill(original.max);
      await about.fill(`${original.about}\n${marker}`);
      await years.fill("23");
      await save.click();
      await expect(page.getByText("Profile settings saved")).toBeVisible();
      await expect(years).toHaveValue("23");

      await page.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await page.getByRole("button", { name: "Upload Logo" }).click();
      await expect(page.getByText("Logo updated")).toBeVisible();

      await page.goto(`${profile}?tab=about`);
      await expect(page.getByText(marker)).toBeVisible();
      await expect(page.getByText("23+ years")).toBeVisible();
      await expect(page.locator('main img[srcset*="/uploads/images/"][sizes="80px"]')).toHaveCount(1);
    } finally {
      await page.goto("/brand-dashboard/settings");
      await page.getByLabel("About", { exact: true }).fill(original.about);
      await page.getByLabel("Years of Experience").fill(original.years);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Profile settings saved")).toBeVisible();
      const remove = page.getByRole("button", { name: "Remove logo" });
      if (await remove.isVisible()) {
        await remove.click();
        await expect(page.getByText("Logo removed")).toBeVisible();
      }
    }
  });
});

test.describe("my listings (demo designer)", () => {
  test("adds a listing with the Create Listing form (status Claimed) and edits it", async ({ page }) => {
    const name = `E2E Listing ${randomUUID().slice(0, 8)}`;
    await signInAs(page, DEMO.designer);
    await page.goto("/brand-dashboard/listings");
    await page.getByRole("link", { name: "Add Listing" }).click();
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add Listing" }) });
    await form.getByLabel("Listing Name *").fill(name);
    await form.getByLabel("Phone").fill("12345");
    await form.getByLabel("City *").selectOption({ label: "Bangalore" });
    await form.getByRole("button", { name: "Add Listing" }).click();
    await expect(form.getByText("Enter a valid 10-digit Indian mobile number", { exact: false })).toBeVisible();

    await form.getByLabel("Phone").fill("98765 43210");
    await form.getByLabel("Areas Served").fill("Koramangala, HSR Layout");
    await form.getByRole("button", { name: "Add Listing" }).click();
    await expect(page.getByText("Listing added")).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByText("Claimed", { exact: true })).toBeVisible();

    await card.getByRole("link", { name: `Edit ${name}` }).click();
    const edit = page.locator("form").filter({ has: page.getByRole("button", { name: "Save changes" }) });
    await expect(edit.getByLabel("Areas Served")).toHaveValue("Koramangala, HSR Layout");
    await edit.getByLabel("Listing Name *").fill(`${name} Studio`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Listing saved")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} Studio` })).toBeVisible();
  });
});
