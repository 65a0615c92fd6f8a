import { FIXTURE_SOURCES } from "../../scripts/lib/fake-firecrawl-fixtures";
import { expect, test } from "./support/fixtures";
import { DEMO, signInAs } from "./support/session";

// The server under test talks to a fake Firecrawl (tests/e2e/support/server.mjs): keys starting with "fc-test-"
// are valid, and every seeded source yields the fixtures of scripts/lib/fake-firecrawl-fixtures.ts.
/** A designer the fake's Kochi pages list (Sulekha's second record; two studios share the name), and no seeded Kochi listing. */
const IMPORTED_IN_KOCHI = FIXTURE_SOURCES["www.sulekha.com"]("kochi", "https://www.sulekha.com/kochi")[1]?.name ?? "";

test.describe("data scraper", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the demo admin tests a bad key, then a good one, and imports two cities", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto("/admin/data-scraper");
    await expect(page.getByRole("heading", { level: 1, name: "Data Scraper" })).toBeVisible();
    const start = page.getByRole("button", { name: "Start Scraping" });
    await expect(start).toBeDisabled();
    await expect(page.getByText("Please test and validate your API key first")).toBeVisible();

    const key = page.getByLabel(/Firecrawl API key/);
    await expect(key).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Test Key" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "API Key Required" })).toContainText(
      "Please enter your Firecrawl API key",
    );
    await key.fill("not-a-firecrawl-key");
    await page.getByRole("button", { name: "Test Key" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid API Key" })).toContainText(
      "Please check your scraping key and try again",
    );
    await expect(start).toBeDisabled();

    await key.fill("fc-test-e2e-key");
    await page.getByRole("button", { name: "Test Key" }).click();
    await expect(page.getByText("Valid", { exact: true })).toBeVisible();
    await expect(page.getByText("API Key Valid")).toBeVisible();
    await expect(start).toBeEnabled();

    const cities = page.getByRole("group", { name: "Cities to be scraped" });
    await expect(cities.getByRole("checkbox")).toHaveCount(12);
    for (const box of await cities.getByRole("checkbox").all()) await box.uncheck();
    await cities.getByLabel("Kochi").check();
    await cities.getByLabel("Indore").check();
    await start.click();

    const bar = page.getByRole("progressbar", { name: "Scraping progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 30_000 });
    await expect(page.getByText("Scraping Complete")).toBeVisible();
    await expect(page.getByText(/Successfully scraped and saved \d+ interior designers across 2 cities/)).toBeVisible();
    const results = page.getByRole("table", { name: "Results per city" });
    for (const city of ["Kochi", "Indore"]) {
      await expect(results.getByRole("row", { name: new RegExp(`^${city} \\d+`) })).toBeVisible();
    }
    // The run stays on the screen after leaving and coming back.
    await page.goto("/admin/data-scraper");
    await expect(page.getByRole("progressbar", { name: "Scraping progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText(/completed/).first()).toBeVisible();

    // An imported designer is offered under Join as a Brand → Claim Listing (the admin owns no brand).
    await page.goto("/brand-dashboard?tab=claim-listing");
    await page.getByRole("searchbox", { name: "Search listings by name" }).fill(IMPORTED_IN_KOCHI);
    await page.getByRole("button", { name: "Search" }).click();
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: IMPORTED_IN_KOCHI })
      .filter({ hasText: "Kochi" });
    await expect(card.getByRole("link", { name: `Claim ${IMPORTED_IN_KOCHI}` }).first()).toBeVisible();
  });

  test("the demo admin sees the job queue, filtered by queue", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto("/admin/jobs?queue=mail");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expect(page.getByLabel("Queue")).toHaveValue("mail");
    await expect(page.getByText(/^\d+ jobs$/)).toBeVisible();
  });
});
