import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/auth.api.server";
import { openQuoteRequest } from "~/features/conversations/homeowner-quotes.server";
import { quoteRequestAction } from "~/features/conversations/quote-request-actions.server";
import { QuoteRequestPage } from "~/features/conversations/quote-request-page";
import { pageTitle } from "~/lib/seo-title";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/quotes.request";

/** Anyone but the homeowner who asked (signed out included) is answered as if there were no such request. */
const notFound = () => data(null, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const quoteRequest = await openQuoteRequest(db(), await getViewer(request), params.requestId);
  if (!quoteRequest) throw notFound();
  return { request: quoteRequest };
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await quoteRequestAction(db(), storage(), await getViewer(request), params.requestId, request);
  if (!answer) throw notFound();
  return answer;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Quote request: ${loaderData.request.location}` : "Quote request") },
    { name: "robots", content: "noindex" },
  ];
}

export default function QuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteRequestPage request={loaderData.request} actionError={actionData} />;
}
