import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer, requireViewer } from "~/features/auth/viewer.server";
import {
  isQuoteRequestId,
  openQuoteRequest,
  quoteRequestPageData,
} from "~/features/conversations/homeowner/homeowner-quotes.server";
import { quoteRequestAction } from "~/features/conversations/homeowner/quote-request-actions.server";
import { QuoteRequestPage } from "~/features/conversations/homeowner/quote-request-page";
import { offersByLead, outcomeFromForm } from "~/features/offers/offer/offer-actions.server";
import { OfferVersions } from "~/features/offers/offer/offer-card";
import { ACCEPT_INTENT, OUTCOME_INTENT } from "~/features/offers/offer/offer-fields";
import { CompareOffersLink } from "~/features/offers/offer/offer-panels";
import { ProjectLink } from "~/features/projects/project/project-list-page";
import { hireFromForm, projectOfLead } from "~/features/projects/projects.api.server";
import { pageTitle } from "~/lib/seo-title";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/quotes.request";

/** Anyone signed in but the homeowner who asked is answered as if there were no such request. */
const notFound = () => data(null, { status: 404 });

/** A signed-out visitor (from an old email, say) is asked to sign in and comes back here, whatever the id. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const { requestId } = params;
  // The project is read beside the request: for anyone but its homeowner the page answers 404 without it.
  const [quoteRequest, offers, projectId] = await Promise.all([
    openQuoteRequest(db(), viewer, requestId),
    offersByLead(db(), viewer, requestId),
    isQuoteRequestId(requestId) ? projectOfLead(db(), { requestId }) : null,
  ]);
  if (!quoteRequest) throw notFound();
  return { request: quoteRequestPageData(request, context, quoteRequest), offers, projectId };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  const answer = await quoteRequestAction(db(), storage(), viewer, params.requestId, request, {
    [ACCEPT_INTENT]: (form) => hireFromForm(db(), viewer, params.requestId, form),
    [OUTCOME_INTENT]: (form) => outcomeFromForm(db(), viewer, params.requestId, form),
  });
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
  const { request, offers, projectId } = loaderData;
  const offerError = (leadId: string) =>
    actionData?.leadId === leadId && (actionData.intent === ACCEPT_INTENT || actionData.intent === OUTCOME_INTENT)
      ? actionData.error
      : undefined;
  return (
    <QuoteRequestPage
      request={request}
      actionError={actionData}
      overview={
        <>
          <ProjectLink projectId={projectId} />
          <CompareOffersLink requestId={request.id} offers={Object.keys(offers).length} />
        </>
      }
      offersFor={(leadId) => (
        <OfferVersions
          offers={offers[leadId] ?? []}
          side="homeowner"
          requestId={request.id}
          error={offerError(leadId)}
        />
      )}
    />
  );
}
