import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { demoDesigner, freshLead, sendMessage } from "./support/threads";

/**
 * The brand dashboard's Leads, Reviews and Analytics tabs on the demo designer's brand. The lead comes from a
 * fresh homeowner account, so nothing here depends on other specs' leads or changes the demo data they read.
 */

function main(page: Page) {
  return page.getByRole("main");
}

test("a new lead opens as a thread: the designer writes, the homeowner answers, the unread count shows and clears", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow(); // two signed-in browsers and a dozen page loads
  // A homeowner with a fresh account asks the designer's brand for a quote.
  const { designer, brandName, homeowner, name, api } = await freshLead(browser, playwright, baseURL ?? "", {
    location: "Adyar, Chennai",
    requirement: "A modular kitchen and wardrobes for our new flat",
  });
  // The request's page, where asking left the homeowner, would read the designer's messages live: leave it.
  await homeowner.goto("/");

  // The designer finds it among the new leads, a compact row that opens its thread.
  await designer.goto("/brand-dashboard/leads?status=new");
  const row = main(designer).getByRole("link", { name: new RegExp(name) });
  await expect(row).toContainText("Adyar, Chennai");
  await expect(row).toContainText("No messages yet");
  await row.click();
  await expect(designer).toHaveURL(/\/brand-dashboard\/leads\/[0-9a-f-]{36}$/);
  const threadUrl = designer.url();
  await expect(main(designer).getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(main(designer).getByText("Asked you directly")).toBeVisible();
  await expect(main(designer).getByText(/Sent (only to you|to \d+ designers)/)).toBeVisible();
  await expect(main(designer).getByText("A modular kitchen and wardrobes for our new flat")).toBeVisible();

  // The first message marks the lead contacted; the status and note are the designer's own.
  const reply = "Thank you! We can visit on Saturday at 11 am to measure the kitchen.";
  await sendMessage(designer, name, reply);
  await expect(designer.getByText("Message sent.")).toBeVisible();
  await expect(main(designer).getByRole("list", { name: "Messages" }).getByText(reply)).toBeVisible();
  await expect(main(designer).getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await main(designer).getByLabel("Private note").fill("Called: site visit on Saturday.");
  await main(designer).getByRole("button", { name: "Save status and note" }).click();
  await expect(designer.getByText("Lead updated.")).toBeVisible();
  await expect(designer).toHaveURL(threadUrl);
  await expect(main(designer).getByLabel("Private note")).toHaveValue("Called: site visit on Saturday.");
  // Back to the inbox: an open thread would show (and read) the homeowner's answer live.
  await main(designer).getByRole("link", { name: "All leads" }).click();
  await expect(main(designer).getByRole("list", { name: "Leads" })).toBeVisible();

  // The homeowner's header counts the reply; they read it on their request's page and answer; the note
  // stays private.
  await homeowner.goto("/quotes");
  const repliesLink = homeowner.getByRole("link", { name: "1 unread message from designers on your quote requests" });
  await expect(repliesLink).toBeVisible();
  await main(homeowner)
    .getByRole("link", { name: /Adyar, Chennai/ })
    .first()
    .click();
  await expect(main(homeowner).getByText(reply)).toBeVisible();
  await homeowner.goto("/quotes");
  await expect(main(homeowner).getByRole("heading", { level: 1 })).toBeVisible();
  await expect(repliesLink).toHaveCount(0);
  await main(homeowner)
    .getByRole("link", { name: /Adyar, Chennai/ })
    .first()
    .click();
  await expect(main(homeowner).getByText("Called: site visit")).toHaveCount(0);
  const answer = "Saturday works. Please bring samples of the laminates.";
  await sendMessage(homeowner, brandName, answer);
  await expect(homeowner.getByText("Message sent.")).toBeVisible();

  // The designer's header and Leads tab count it; the lead comes first, marked unread, until it is opened.
  await designer.goto("/brand-dashboard/leads");
  await expect(designer.getByRole("link", { name: /unread messages? in your leads/ })).toBeVisible();
  await expect(main(designer).getByRole("link", { name: /^Leads\s*\d+ unread$/ })).toBeVisible();
  const first = main(designer).getByRole("list", { name: "Leads" }).getByRole("link").first();
  await expect(first).toContainText(name);
  await expect(first).toContainText(answer);
  await expect(first).toContainText("1 unread");
  await first.click();
  await expect(main(designer).getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
  await designer.goto("/brand-dashboard/leads");
  await expect(
    main(designer).getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: name }),
  ).not.toContainText("unread");

  // Someone else's lead is not there for them: the thread is a 404, the inbox sends them to Join as a Brand.
  await homeowner.goto(threadUrl);
  await expect(homeowner.getByText("Oops! Page not found")).toBeVisible();
  await expect(homeowner.getByText(reply)).toHaveCount(0);
  await homeowner.goto("/brand-dashboard/leads");
  await expect(homeowner).toHaveURL(/\/brand-dashboard$/);
  await expect(main(homeowner).getByText(name)).toHaveCount(0);

  await api.dispose();
  await homeowner.context().close();
  await designer.context().close();
});

test("the designer's Reviews and Analytics tabs show the brand's reviews and 12 months of figures", async ({
  browser,
}) => {
  const { designer } = await demoDesigner(browser);
  await designer.goto("/brand-dashboard/reviews");
  await expect(main(designer).getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
  await expect(main(designer).getByText("Customer rating")).toBeVisible();
  await expect(
    main(designer)
      .getByText(/Reply publicly|Edit your reply/)
      .first(),
  ).toBeVisible();

  await main(designer).getByRole("link", { name: "Analytics" }).click();
  await expect(main(designer).getByRole("heading", { name: "Analytics", exact: true })).toBeVisible();
  const views = main(designer).getByRole("table", { name: "Profile views" });
  await main(designer).getByText("Show as a table").first().click();
  await expect(views.getByRole("row")).toHaveCount(13); // a heading row and 12 months
  await expect(main(designer).getByRole("heading", { name: "Top 5 images by likes" })).toBeVisible();
  await expect(main(designer).getByRole("list", { name: "Top 5 images by likes" }).getByRole("listitem")).toHaveCount(
    5,
  );
  await designer.context().close();
});
