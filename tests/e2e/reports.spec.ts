import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freshLead, sendMessage } from "./support/threads";

/**
 * Reporting a message of the other side: each message carries a "Report" link, and the form opens under the one
 * being reported — in place with JavaScript, through `?report=<id>` without it. The lead comes from a fresh
 * homeowner account to the demo designer's brand.
 */

function main(page: Page) {
  return page.getByRole("main");
}

function messages(page: Page) {
  return main(page).getByRole("list", { name: "Messages" });
}

const REASON = "Why are you reporting this message?";
const REPORTED = "Thank you. The message has been reported to our moderators.";

test("either side reports the other's message, with JavaScript and without", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow(); // two signed-in browsers, one of them also without JavaScript
  const { designer, homeowner, name, api } = await freshLead(browser, playwright, baseURL ?? "", {
    location: "Koramangala, Bengaluru",
    requirement: "A kitchen and two wardrobes",
  });

  await designer.goto("/brand-dashboard/leads?status=new");
  await main(designer)
    .getByRole("link", { name: new RegExp(name) })
    .click();
  const pitch = "Pay the advance to my personal account and we start tomorrow.";
  await sendMessage(designer, name, pitch);
  await expect(messages(designer).getByText(pitch)).toBeVisible();

  // With JavaScript the homeowner's "Report" opens the form in place, its reason chosen next.
  await homeowner.goto("/quotes");
  await main(homeowner)
    .getByRole("link", { name: /Koramangala, Bengaluru/ })
    .first()
    .click();
  const pitchItem = messages(homeowner).getByRole("listitem").filter({ hasText: pitch });
  await expect(main(homeowner).getByLabel(REASON)).toHaveCount(0);
  await pitchItem.getByRole("link", { name: "Report" }).click();
  await expect(homeowner).not.toHaveURL(/report=/);
  const reason = pitchItem.getByLabel(REASON);
  await expect(reason).toBeFocused();
  // The thread (a scrollable box opening at the newest message) and its open report form pass axe.
  expect((await new AxeBuilder({ page: homeowner }).include("main").analyze()).violations).toEqual([]);
  await reason.selectOption({ label: "Asks for payment outside Nivasa" });
  await pitchItem.getByRole("button", { name: "Send report" }).click();
  await expect(homeowner.getByText(REPORTED)).toBeVisible();
  await expect(main(homeowner).getByLabel(REASON)).toHaveCount(0);

  // Without JavaScript the designer's "Report" is a link to the page with the form under that message.
  const answer = `You will hear from our lawyer, ${randomUUID().slice(0, 4)}.`;
  await main(homeowner)
    .getByRole("textbox", { name: /^Message to / })
    .fill(answer);
  await main(homeowner).getByRole("button", { name: "Send", exact: true }).click();
  await expect(messages(homeowner).getByText(answer)).toBeVisible();
  // Only the designer's message can be reported: the homeowner's own has no link.
  await expect(messages(homeowner).getByRole("link", { name: "Report" })).toHaveCount(1);
  const noScript = await (
    await browser.newContext({ storageState: await designer.context().storageState(), javaScriptEnabled: false })
  ).newPage();
  await noScript.goto(designer.url());
  const answerItem = messages(noScript).getByRole("listitem").filter({ hasText: answer });
  await answerItem.getByRole("link", { name: "Report" }).click();
  await expect(noScript).toHaveURL(/\?report=\d+#message-\d+$/);
  await expect(main(noScript).getByLabel(REASON)).toHaveCount(1);
  await answerItem.getByRole("link", { name: "Cancel report" }).click();
  await expect(main(noScript).getByLabel(REASON)).toHaveCount(0);
  await answerItem.getByRole("link", { name: "Report" }).click();
  await answerItem.getByLabel(REASON).selectOption({ label: "Abuse or harassment" });
  await answerItem.getByRole("button", { name: "Send report" }).click();
  // The toast needs JavaScript; without it the same message is shown above the page.
  await expect(noScript.getByRole("status").filter({ hasText: REPORTED })).toBeVisible();
  await expect(noScript).not.toHaveURL(/report=/);
  await expect(main(noScript).getByLabel(REASON)).toHaveCount(0);

  await api.dispose();
  for (const page of [homeowner, designer, noScript]) await page.context().close();
});
