import type { APIRequestContext, Page } from "@playwright/test";
import { DESIGN_STYLES } from "../../app/content/catalog";
import { expect, test } from "./support/fixtures";
import { DEMO, signInAs } from "./support/session";

/**
 * The SEO dashboard (/admin/seo) as the demo admin uses it, and its effect on the public pages.
 * All browser tests share one server: the page added here is deleted again, Chennai's override is restored,
 * and the bulk-created city pages keep the pages' own headings.
 */

// Long walks through the dashboard on a shared, busy server.
test.describe.configure({ timeout: 120_000 });

const DASHBOARD = "/admin/seo";

function dialog(page: Page) {
  return page.getByRole("dialog");
}

/** The text of the public page's <title> for an anonymous visitor (served from the page cache when cached). */
async function publicTitle(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? "";
}

/** The dashboard's rows for a search (the search box and filters are in the URL). */
async function openList(page: Page, q: string, type = "all") {
  await page.goto(`${DASHBOARD}?${new URLSearchParams({ q, type })}`);
  return page.getByRole("main").locator("tbody tr");
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO.admin);
});

test("the admin adds a page (warnings, bad JSON fixed), toggles it and deletes it with the confirm", async ({
  page,
  request,
}) => {
  // A style per attempt, so a retry doesn't meet the page its first attempt left behind.
  const identifier = `home-office/${DESIGN_STYLES[test.info().retry % DESIGN_STYLES.length]}`;
  const path = `/design-ideas/${identifier}`;
  const ownTitle = await publicTitle(request, path);
  const title = `Home office ideas that make working from home a pleasure, every single day`;

  await page.goto(DASHBOARD);
  await page.getByRole("link", { name: "Add SEO Page" }).click();
  const form = dialog(page);
  await expect(form.getByRole("heading", { name: "Add SEO Page" })).toBeVisible();

  // The page type is required.
  await form.getByRole("button", { name: "Create SEO Page" }).click();
  await expect(page.getByText("Page type is required").first()).toBeVisible();

  await form.getByLabel("Page Type").selectOption("room_design");
  await form.getByLabel("Page Identifier").fill(identifier);
  await expect(form.getByRole("link", { name: path })).toBeVisible();
  await form.getByLabel("Meta Title").fill(title);
  await expect(form.getByText(`${title.length}/60`)).toHaveClass(/text-red-700/);
  await expect(form.getByText(title).first()).toBeVisible(); // the search-result preview

  await form.getByRole("tab", { name: "Schema" }).click();
  await form.getByLabel("Schema Markup (JSON-LD)").fill('{"@context": "https://schema.org", "@type": "WebPage",');
  await form.getByRole("button", { name: "Create SEO Page" }).click();
  // The warning shows as the form is sent, the error when the server answers; each toast lasts a few seconds.
  await Promise.all([
    expect(
      page.getByText("Meta title is longer than 60 characters. Consider shortening it for better SEO."),
    ).toBeVisible(),
    expect(page.getByText("Invalid JSON", { exact: true })).toBeVisible(),
  ]);
  await expect(form.getByText("Schema markup must be valid JSON").first()).toBeVisible();

  await form
    .getByLabel("Schema Markup (JSON-LD)")
    .fill('{"@context": "https://schema.org", "@type": "WebPagee", "name": "Home office ideas"}');
  await expect(form.getByText('"WebPagee" is not a schema.org type')).toBeVisible();
  await form.getByRole("button", { name: "Create SEO Page" }).click();
  await expect(page.getByText("SEO page created")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(await publicTitle(request, path)).toBe(title);

  const rows = await openList(page, identifier);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(title);
  await expect(row).toContainText("3/10");

  const active = row.getByRole("switch");
  await expect(active).toHaveAttribute("aria-checked", "true");
  await active.click();
  await expect(page.getByText("SEO page deactivated successfully")).toBeVisible();
  await expect(active).toHaveAttribute("aria-checked", "false");
  expect(await publicTitle(request, path)).toBe(ownTitle);
  await active.click();
  await expect(page.getByText("SEO page activated successfully")).toBeVisible();
  expect(await publicTitle(request, path)).toBe(title);

  await row.getByRole("link", { name: /^Delete/ }).click();
  await expect(dialog(page).getByText("Are you sure you want to delete this SEO page?")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("SEO page deleted")).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect(await publicTitle(request, path)).toBe(ownTitle);
});

test("editing Chennai's title changes the city page at once; deactivated, the page has its own title", async ({
  page,
  request,
}) => {
  const chennai = "/interior-designers/chennai";
  const ownTitle = "Interior Designers in Chennai | Nivasa";
  const edited = "Chennai interior designers, compared";
  expect(await publicTitle(request, chennai)).toBe(ownTitle);

  const row = (await openList(page, "chennai", "city_page")).first();
  await row.getByRole("link", { name: /^Edit/ }).click();
  await dialog(page).getByLabel("Meta Title").fill(edited);
  await dialog(page).getByRole("button", { name: "Update SEO Page" }).click();
  await expect(page.getByText("SEO page updated")).toBeVisible();
  expect(await publicTitle(request, chennai)).toBe(edited);

  await row.getByRole("switch").click();
  await expect(page.getByText("SEO page deactivated successfully")).toBeVisible();
  expect(await publicTitle(request, chennai)).toBe(ownTitle);

  // Restore the demo data: active again, without a title of its own.
  await row.getByRole("switch").click();
  await expect(page.getByText("SEO page activated successfully")).toBeVisible();
  await row.getByRole("link", { name: /^Edit/ }).click();
  await dialog(page).getByLabel("Meta Title").fill("");
  await dialog(page).getByRole("button", { name: "Update SEO Page" }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await publicTitle(request, chennai)).toBe(ownTitle);
});

test("Create City SEO Pages fills in the cities without one, and the second time there is nothing to create", async ({
  page,
  request,
}) => {
  await page.goto(DASHBOARD);
  await page.getByRole("button", { name: "Create City SEO Pages" }).click();
  // A retry finds the pages its first attempt created.
  await expect(page.getByText(/^Created SEO pages for \d+ cities$|^All cities already have SEO pages$/)).toBeVisible();
  expect(await publicTitle(request, "/interior-designers/pune")).toBe(
    "Interior Designers in Pune | Top Design Professionals",
  );

  await page.getByRole("button", { name: "Create City SEO Pages" }).click();
  await expect(page.getByText("No new city pages to create")).toBeVisible();
  await expect(page.getByText("All cities already have SEO pages")).toBeVisible();
});
