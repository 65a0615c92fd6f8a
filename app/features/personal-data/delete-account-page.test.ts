import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { expect, it } from "vitest";
import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountActionData } from "./delete-account-form";
import { DeleteAccountPage } from "./delete-account-page";
import { YourDataSection } from "./your-data-section";

interface PageProps {
  blocked: string | null;
  actionData?: DeleteAccountActionData;
}

function PageFromRouteData() {
  const { blocked } = useLoaderData() as PageProps;
  const actionData = useActionData() as DeleteAccountActionData | undefined;
  return createElement(DeleteAccountPage, { email: "asha@example.test", blocked, actionData });
}

function render({ blocked, actionData }: PageProps): string {
  const Stub = createRoutesStub([
    { id: "page", path: "/profile/delete", Component: PageFromRouteData, loader: () => ({ blocked }) },
  ]);
  const hydrationData = { loaderData: { page: { blocked } }, actionData: actionData ? { page: actionData } : null };
  return renderToString(createElement(Stub, { initialEntries: ["/profile/delete"], hydrationData }));
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
