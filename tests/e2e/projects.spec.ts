import type { Page } from "@playwright/test";
import sharp from "sharp";
import { PROJECT_MESSAGES } from "../../app/features/projects/project/project-rules";
import { formatDay, indiaDay } from "../../app/lib/dates";
import { expect, test } from "./support/fixtures";
import { freshLead } from "./support/threads";

/**
 * A project from the hire on: a fresh homeowner asks the demo designer, who sends an offer; the homeowner
 * accepts it and proposes a start date, the designer accepts it, marks the first stage done and posts a site
 * update with a photo, the homeowner records the payment and the designer confirms it; the designer proposes a
 * change order and the homeowner approves it; at the last stage the homeowner lists a snag, the designer fixes it
 * and the homeowner closes it; the final stage is done and paid, its confirmation hands the project over, and the
 * homeowner reviews the brand from the project. Nothing here touches the demo's own requests.
 */

const eventually = expect.configure({ timeout: 15_000 });

function main(page: Page) {
  return page.getByRole("main");
}

test("hire → start date → update → payment → confirmation → change → snag → handover → review, each side on the one project page", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow(); // two signed-in browsers, a quote's code step and a dozen forms
  const { designer, brandName, homeowner, name } = await freshLead(browser, playwright, baseURL ?? "", {
    location: "Velachery, Chennai",
    requirement: "Kitchen and wardrobes for a 2 BHK",
  });
  const requestPath = new URL(homeowner.url()).pathname;
  // The request's page reads the designer's messages live: leave it while the designer writes.
  await homeowner.goto("/");

  // The designer sends an offer from the lead's thread: ₹3,00,000 + GST, the brand's stages (10 % on signing first).
  await designer.goto("/brand-dashboard/leads?status=new");
  await main(designer)
    .getByRole("link", { name: new RegExp(name) })
    .click();
  const offer = main(designer).getByRole("form", { name: "Send an offer" });
  await offer.getByRole("textbox", { name: "Line 1: work" }).fill("Kitchen and wardrobes");
  await offer.getByRole("textbox", { name: "Line 1: quantity" }).fill("1");
  await offer.getByRole("combobox", { name: "Line 1: unit" }).selectOption("lump_sum");
  await offer.getByRole("textbox", { name: "Line 1: rate in ₹" }).fill("300000");
  await offer.getByLabel("Material grade").selectOption("premium");
  await offer.getByRole("button", { name: "Send the offer" }).click();
  await eventually(main(designer).getByRole("article", { name: /^Offer v1 from/ })).toBeVisible();
  await designer.goto("/brand-dashboard");

  // The homeowner hires: the project opens from the request's page.
  await homeowner.goto(requestPath);
  await main(homeowner).getByText("Accept this offer").click();
  await main(homeowner)
    .getByRole("button", { name: `Yes, accept ${brandName}'s offer` })
    .click();
  await main(homeowner)
    .getByRole("link", { name: /^Open the project/ })
    .click();
  await expect(homeowner).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectPath = new URL(homeowner.url()).pathname;
  await expect(main(homeowner).getByText("Planned handover: set once the start date is agreed")).toBeVisible();

  // The homeowner proposes today; only the designer can accept it.
  const today = indiaDay(new Date());
  await main(homeowner).getByLabel("Propose a start date").fill(today);
  await main(homeowner).getByRole("button", { name: "Propose" }).click();
  await eventually(homeowner.getByText(PROJECT_MESSAGES.done.startProposed)).toBeVisible();
  await expect(main(homeowner).getByText("Waiting for the other side's answer.")).toBeVisible();
  await designer.goto(projectPath);
  await main(designer)
    .getByRole("button", { name: `Accept ${formatDay(today)}` })
    .click();
  await eventually(main(designer).getByText(/^Planned handover .* · \d+ days to go$/)).toBeVisible();

  // The designer marks the first stage ("On signing") done and posts a site update with a photo.
  await main(designer).getByRole("button", { name: 'Mark "On signing" done' }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.markedDone)).toBeVisible();
  await main(designer).getByText("Post a site update").click();
  await main(designer).getByLabel("What was done").fill("Site measured; kitchen layout marked on the floor.");
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#b08050" } })
    .jpeg()
    .toBuffer();
  await main(designer)
    .getByLabel("Photos (up to 5)")
    .setInputFiles({ name: "site.jpg", mimeType: "image/jpeg", buffer: photo });
  await main(designer).getByRole("button", { name: "Post the update" }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.updatePosted)).toBeVisible();
  await expect(main(designer).getByRole("img", { name: "site.jpg" })).toBeVisible();

  // The homeowner records paying the first stage (₹35,400: 10 % of ₹3,54,000) and sees the photo.
  await homeowner.goto(projectPath);
  await expect(main(homeowner).getByRole("img", { name: "site.jpg" })).toBeVisible();
  await main(homeowner).getByText("Record a payment (₹35,400 left)").click();
  await main(homeowner).getByLabel("Reference (UPI or cheque number)").fill("UPI 5512");
  await main(homeowner).getByRole("button", { name: "Record the payment" }).click();
  await eventually(homeowner.getByText(PROJECT_MESSAGES.done.paymentRecorded)).toBeVisible();
  await expect(main(homeowner).getByText("Paid, awaiting confirmation")).toBeVisible();
  await expect(main(homeowner).getByRole("button", { name: /^Confirm receiving/ })).toHaveCount(0);

  // The designer confirms receiving it: the stage is paid and the ledger adds up. The payments list is static
  // markup; its plain form goes through the router once the page has hydrated, without loading the page again.
  await designer.goto(projectPath);
  await designer.evaluate(() => {
    document.documentElement.dataset.sameDocument = "";
  });
  await main(designer).getByRole("button", { name: "Confirm receiving ₹35,400" }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.paymentConfirmed)).toBeVisible();
  await expect(designer.locator("html[data-same-document]")).toHaveCount(1);
  const money = main(designer).getByRole("region", { name: "Money" });
  await expect(money.getByText("₹35,400")).toHaveCount(2); // paid and confirmed
  await expect(money.getByText("₹3,18,600")).toBeVisible(); // outstanding
  await expect(main(designer).getByText('The designer confirmed receiving ₹35,400 for "On signing".')).toBeVisible();

  // The designer proposes a change order (₹20,000 + GST, 3 days) on the next unpaid stage; the homeowner approves it.
  await main(designer).getByText("Propose a change order").click();
  const changeForm = main(designer).getByRole("region", { name: "Change orders" });
  await changeForm.getByRole("textbox", { name: "Line 1: work" }).fill("Loft above the wardrobes");
  await changeForm.getByRole("textbox", { name: "Line 1: quantity" }).fill("1");
  await changeForm.getByRole("combobox", { name: "Line 1: unit" }).selectOption("lump_sum");
  await changeForm.getByRole("textbox", { name: "Line 1: rate in ₹" }).fill("20000");
  await changeForm.getByLabel("Why the change").fill("Lofts asked for on site");
  await changeForm.getByLabel("Days it adds to the timeline").fill("3");
  await changeForm.getByRole("button", { name: "Send the change order" }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.changeProposed)).toBeVisible();
  await expect(main(designer).getByText("Waiting for the homeowner")).toBeVisible();
  await homeowner.goto(projectPath);
  await main(homeowner).getByRole("button", { name: "Approve change 1 (₹23,600)" }).click();
  await eventually(homeowner.getByText(PROJECT_MESSAGES.done.changeApproved)).toBeVisible();
  const after = main(homeowner).getByRole("region", { name: "Money" });
  await expect(after.getByText("₹23,600")).toBeVisible(); // approved changes
  await expect(after.getByText("₹3,42,200")).toBeVisible(); // outstanding: ₹3,18,600 + ₹23,600

  // The designer reaches the last stage; the homeowner lists a snag, which keeps the final stage waiting.
  await designer.goto(projectPath);
  for (const stage of ["Design sign-off", "Installation"]) {
    const markDone = main(designer).getByRole("button", { name: `Mark "${stage}" done` });
    await markDone.click();
    // The first stage's notice may still be on the page: the button going away is what says this step landed,
    // and its own notice is the newest one.
    await eventually(markDone).toHaveCount(0);
    await expect(designer.getByText(PROJECT_MESSAGES.done.markedDone).last()).toBeVisible();
  }
  await homeowner.goto(projectPath);
  await main(homeowner).getByText("List a snag").click();
  await main(homeowner).getByLabel("Room").fill("Kitchen");
  await main(homeowner).getByLabel("What is wrong").fill("The hob cut-out is 2 cm too wide");
  await main(homeowner).getByRole("button", { name: "List the snag" }).click();
  await eventually(homeowner.getByText(PROJECT_MESSAGES.done.snagReported)).toBeVisible();
  await designer.goto(projectPath);
  await main(designer).getByRole("button", { name: 'Mark "Handover" done' }).click();
  await eventually(main(designer).getByText(PROJECT_MESSAGES.snagsOpen(1))).toBeVisible();

  // The designer fixes it with a photo; the homeowner confirms the fix and closes it.
  await main(designer).getByText("Mark snag 1 fixed").click();
  await main(designer).getByLabel("Note on the fix (optional)").fill("Filler strip fitted");
  await main(designer)
    .getByLabel("Photos (optional, up to 5)")
    .setInputFiles({ name: "fix.jpg", mimeType: "image/jpeg", buffer: photo });
  await main(designer).getByRole("button", { name: "Mark fixed" }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.snagFixed)).toBeVisible();
  // The homeowner closes it without JavaScript: the snags list's forms are plain forms (the notice above the page).
  const noScript = await (
    await browser.newContext({ storageState: await homeowner.context().storageState(), javaScriptEnabled: false })
  ).newPage();
  await noScript.goto(projectPath);
  await expect(main(noScript).getByRole("img", { name: "The fix: fix.jpg" })).toBeVisible();
  await main(noScript).getByRole("button", { name: "Confirm the fix and close snag 1" }).click();
  await expect(noScript.getByRole("status").filter({ hasText: PROJECT_MESSAGES.done.snagClosed })).toBeVisible();
  await expect(main(noScript).getByText("Every snag is closed.")).toBeVisible();
  await noScript.context().close();

  // The final stage is done and paid; the designer's confirmation hands the project over.
  await designer.goto(projectPath);
  await main(designer).getByRole("button", { name: 'Mark "Handover" done' }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.markedDone)).toBeVisible();
  await homeowner.goto(projectPath);
  await main(homeowner).getByText("Record a payment (₹35,400 left)").click();
  await main(homeowner).getByRole("button", { name: "Record the payment" }).click();
  await eventually(homeowner.getByText(PROJECT_MESSAGES.done.paymentRecorded)).toBeVisible();
  await expect(main(homeowner).getByText(`You can review ${brandName}`, { exact: false })).toBeVisible();
  await designer.goto(projectPath);
  await main(designer).getByRole("button", { name: "Confirm receiving ₹35,400" }).click();
  await eventually(designer.getByText(PROJECT_MESSAGES.done.handedOver)).toBeVisible();
  await expect(main(designer).getByText(`Handed over ${formatDay(today)} · Warranty until`)).toBeVisible();

  // The homeowner reviews the brand from the project.
  await homeowner.goto(projectPath);
  await main(homeowner).getByLabel("Your review").fill("Every snag fixed within the week and handed over as promised.");
  await main(homeowner).getByRole("button", { name: "Post the review" }).click();
  await eventually(homeowner.getByText("Thank you! Your review has been posted.")).toBeVisible();
  await expect(main(homeowner).getByRole("heading", { name: `Edit your review of ${brandName}` })).toBeVisible();
});
