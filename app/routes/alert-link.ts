import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { openAlertLink } from "~/features/alerts/alerts.api.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import type { Route } from "./+types/alert-link";

/** /a/:code, an SMS alert's short link: a one-time sign-in to the alert's page, then the page; 404 for an unknown code. */
export async function loader({ params }: Route.LoaderArgs) {
  const to = await openAlertLink(db(), params.code);
  return to ? redirect(to, { headers: { "Cache-Control": "no-store" } }) : privateNotFound();
}
