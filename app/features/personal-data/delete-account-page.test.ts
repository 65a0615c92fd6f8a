import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountActionData } from "./delete-account-form";
import { DeleteAccountPage } from "./delete-account-page";
import { YourDataSection } from "./your-data-section";

function render(props: { blocked: string | null; actionData?: DeleteAccountActionData }): string {
  const Page = () =>
    createElement(DeleteAccountPage, { email: "asha@example.test", ...props, actionData: props.actionData });
  const Stub = createRoutesStub([{ path: "/profile/delete", Component: Page }]);
  return renderToString(createElement(Stub, { initialEntries: ["/profile/delete"] }));
}

it("asks for the account's email to confirm, and shows why a confirmation was refused", () => {
  const html = render({ blocked: null, actionData: { formError: DELETE_ACCOUNT_MESSAGES.emailMismatch } });
  expect(html).toContain("Type asha@example.test to confirm");
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).toContain('name="confirmEmail"');
  expect(html).toContain(DELETE_ACCOUNT_MESSAGES.emailMismatch.replaceAll("'", "&#x27;"));
});

it("shows the last admin why their account can't be deleted, with no form", () => {
  const html = render({ blocked: DELETE_ACCOUNT_MESSAGES.lastAdmin });
  expect(html).toContain("You are the only admin");
  expect(html).not.toContain('name="confirmEmail"');
});

it("offers the download and the deletion on the profile", () => {
  const Stub = createRoutesStub([{ path: "/profile", Component: YourDataSection }]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/profile"] }));
  expect(html).toMatch(/href="\/profile\/export" download=""/);
  expect(html).toContain('href="/profile/delete"');
});
