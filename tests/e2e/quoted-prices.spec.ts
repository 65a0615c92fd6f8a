import type { Locator, Page } from "@playwright/test";
import { PRICE_FIGURE_MIN } from "../../app/features/offers/price-figures/price-figures";
import { expect, test } from "./support/fixtures";

/**
 * "What homeowners in <place> were quoted on Nivasa" on city, locality and calculator pages. The demo data gives
 * each dedicated city (Delhi here) offers in every grade, and its first locality by name (Connaught Place) premium
 * offers of its own; the figures are rebuilt nightly, so offers other tests send don't move them during a run.
 * Jaipur, not a dedicated city, has no offers.
 */

const main = (page: Page) => page.getByRole("main");
const TOO_FEW = /Too few offers have been sent on Nivasa in .+ yet to say/;
const DATE = String.raw`\d{1,2} [A-Z][a-z]{2,3} \d{4}`;
const FIGURE = new RegExp(
  String.raw`^₹([\d,]+)\s*median; the middle half ₹([\d,]+)–₹([\d,]+)\s*(\d+) offers from (\d+) designers, ${DATE} – ${DATE}$`,
);

function panel(page: Page, placeName: string): Locator {
  return main(page).getByRole("region", { name: `What homeowners in ${placeName} were quoted on Nivasa` });
}

const rupees = (text: string | undefined) => Number((text ?? "").replaceAll(",", ""));

/** Each grade's figure: a median inside its middle half, resting on at least the threshold's offers and designers. */
async function expectFigures(region: Locator, grades: string[]): Promise<void> {
  await expect(region.getByRole("term")).toHaveText(grades);
  await expect(region).toContainText("Per sq ft before GST");
  const figures = await region.getByRole("definition").allTextContents();
  expect(figures).toHaveLength(grades.length);
  for (const text of figures) {
    const found = FIGURE.exec(text.replace(/\s+/g, " ").trim());
    expect(found, `a figure reads "${text}"`).not.toBeNull();
    const [median, lower, upper, offers, designers] = (found ?? []).slice(1, 6).map(rupees);
    expect(lower).toBeLessThanOrEqual(median);
    expect(median).toBeLessThanOrEqual(upper);
    expect(offers).toBeGreaterThanOrEqual(PRICE_FIGURE_MIN.offers);
    expect(designers).toBeGreaterThanOrEqual(PRICE_FIGURE_MIN.brands);
  }
  await expect(region.getByText(TOO_FEW)).toHaveCount(0);
}

test.describe("prices homeowners were quoted", () => {
  test("a dedicated city's page shows each grade's median, middle half, offers and dates", async ({ page }) => {
    await page.goto("/interior-designers/delhi");
    await expectFigures(panel(page, "Delhi"), ["Basic", "Premium", "Luxury"]);

    await page.goto("/city/delhi");
    await expectFigures(panel(page, "Delhi"), ["Basic", "Premium", "Luxury"]);
  });

  test("a locality with offers of its own shows its figures; one without shows its city's", async ({ page }) => {
    await page.goto("/interior-designers/delhi/connaught-place");
    await expectFigures(panel(page, "Connaught Place"), ["Premium"]);
    await expect(panel(page, "Delhi")).toHaveCount(0);

    await page.goto("/locality/delhi/saket");
    await expectFigures(panel(page, "Delhi"), ["Basic", "Premium", "Luxury"]);
  });

  test("a city and a locality without enough offers say there are too few", async ({ page }) => {
    for (const [path, placeName] of [
      ["/interior-designers/jaipur", "Jaipur"],
      ["/city/jaipur", "Jaipur"],
      ["/interior-designers/jaipur/malviya-nagar", "Jaipur"],
      ["/locality/jaipur/malviya-nagar", "Jaipur"],
    ] as const) {
      await page.goto(path);
      const region = panel(page, placeName);
      await expect(region, path).toContainText(TOO_FEW);
      await expect(region).toContainText(
        `once it has ${PRICE_FIGURE_MIN.offers} offers from ${PRICE_FIGURE_MIN.brands} designers`,
      );
      await expect(region.getByRole("definition")).toHaveCount(0);
    }
  });

  test("the calculator shows the chosen city's figures, and follows the city picked", async ({ page }) => {
    await page.goto("/interiors-price-calculator?city=delhi");
    await expectFigures(panel(page, "Delhi"), ["Basic", "Premium", "Luxury"]);

    await main(page).getByLabel("City").selectOption("jaipur");
    await expect(page).toHaveURL(/city=jaipur/);
    await expect(panel(page, "Jaipur")).toContainText(TOO_FEW);
    await expect(panel(page, "Delhi")).toHaveCount(0);

    await main(page).getByLabel("City").selectOption("pune");
    await expectFigures(panel(page, "Pune"), ["Basic", "Premium", "Luxury"]);

    // "Other city" uses India-wide rates: there is no one place to quote.
    await main(page).getByLabel("City").selectOption("");
    await expect(main(page).getByRole("region", { name: /were quoted on Nivasa$/ })).toHaveCount(0);
  });
});
