import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshLead, sendMessage } from "./support/threads";

/**
 * Both sides of a thread keep its page open: what one side does shows on the other's page without a reload
 * (the event stream tells the page, which reloads its data). The lead comes from a fresh homeowner account.
 */

const REPORT_REASON = "Why are you reporting this message?";

/** How soon the other side's open page shows a change. */
const LIVE_MS = 2_000;

function main(page: Page) {
  return page.getByRole("main");
}

function messages(page: Page) {
  return main(page).getByRole("list", { name: "Messages" });
}

test("an open thread shows the other side's messages, their Seen mark and the closed request without a reload", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow(); // two signed-in browsers
  const { designer, brandName, homeowner, name, api } = await freshLead(browser, playwright, baseURL ?? "", {
    location: "Indiranagar, Bengaluru",
    requirement: "Wardrobes and a study for the second bedroom",
  });

  // Both open the thread and leave it open.
  await designer.goto("/brand-dashboard/leads?status=new");
  await main(designer)
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await expect(main(designer).getByRole("heading", { name, exact: true })).toBeVisible();
  await homeowner.goto("/quotes");
  await main(homeowner)
    .getByRole("link", { name: /Indiranagar, Bengaluru/ })
    .first()
    .click();
  await expect(main(homeowner).getByRole("textbox", { name: `Message to ${brandName}` })).toBeVisible();

  const reply = "Hello! We could visit on Sunday morning to measure the bedroom.";
  await sendMessage(designer, name, reply);
  await expect(messages(homeowner).getByText(reply)).toBeVisible({ timeout: LIVE_MS });
  // The homeowner's page showed it, so they have seen it: the designer's page says so.
  await expect(messages(designer).getByText("Seen")).toBeVisible({ timeout: LIVE_MS });

  // A report form opened under the designer's message stays open while a live update brings the next one.
  const replyItem = messages(homeowner).getByRole("listitem").filter({ hasText: reply });
  await replyItem.getByRole("link", { name: "Report" }).click();
  await expect(replyItem.getByLabel(REPORT_REASON)).toBeVisible();
  const more = "We can also bring samples of the wardrobe finishes.";
  await sendMessage(designer, name, more);
  await expect(messages(homeowner).getByText(more)).toBeVisible({ timeout: LIVE_MS });
  await expect(replyItem.getByLabel(REPORT_REASON)).toBeVisible();
  await replyItem.getByRole("link", { name: "Cancel report" }).click();
  await expect(main(homeowner).getByLabel(REPORT_REASON)).toHaveCount(0);

  const answer = "Sunday at 10 works for us.";
  await sendMessage(homeowner, brandName, answer);
  await expect(messages(designer).getByText(answer)).toBeVisible({ timeout: LIVE_MS });

  await main(homeowner).getByRole("radio").first().check();
  await main(homeowner).getByRole("button", { name: "Close request" }).click();
  await expect(main(homeowner).getByText("This request is closed")).toBeVisible();
  await expect(main(designer).getByText(/closed this request/)).toBeVisible({ timeout: LIVE_MS });
  await expect(main(designer).getByRole("textbox", { name: `Message to ${name}` })).toHaveCount(0);

  await api.dispose();
  await homeowner.context().close();
  await designer.context().close();
});
