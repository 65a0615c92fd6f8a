import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer, requireViewer } from "~/features/auth/viewer.server";
import {
  brandThreadAccess,
  leadThreadPageData,
  openLeadThread,
} from "~/features/conversations/inbox/lead-thread.server";
import { leadThreadAction } from "~/features/conversations/inbox/lead-thread-actions.server";
import { LeadThreadPage } from "~/features/conversations/inbox/lead-thread-page";
import { leadOffers, sendOfferFromForm } from "~/features/offers/offer/offer-actions.server";
import { OFFER_INTENT } from "~/features/offers/offer/offer-fields";
import { LeadOffers } from "~/features/offers/offer/offer-panels";
import { ProjectLink } from "~/features/projects/project/project-list-page";
import { projectOfLead } from "~/features/projects/projects.api.server";
import { pageTitle } from "~/lib/seo-title";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard.lead";

/**
 * For the owner of the brand the lead went to only: a signed-out visitor signs in first (whatever the id), anyone
 * else signed in gets 404, as if there were no such lead.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await brandThreadAccess(db(), requireViewer(request), params.leadId);
  if (!access) throw data(null, { status: 404 });
  const [thread, offers, projectId] = await Promise.all([
    openLeadThread(db(), access),
    leadOffers(db(), access),
    projectOfLead(db(), { leadId: access.leadId }),
  ]);
  if (!thread) throw data(null, { status: 404 });
  return { thread: leadThreadPageData(request, context, thread), offers, projectId };
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await leadThreadAction(db(), storage(), await getViewer(request), params.leadId, request, {
    [OFFER_INTENT]: (thread, form) => sendOfferFromForm(db(), thread, form),
  });
  if (!answer) throw data(null, { status: 404 });
  return answer;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Lead from ${loaderData.thread.name}` : "Lead") },
    { name: "robots", content: "noindex" },
  ];
}

export default function LeadThreadRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, offers, projectId } = loaderData;
  const offerRefusal = actionData && "values" in actionData ? actionData : undefined;
  const threadError = actionData && !("values" in actionData) ? actionData : undefined;
  return (
    <LeadThreadPage
      thread={thread}
      actionError={threadError}
      offers={
        <>
          <ProjectLink projectId={projectId} />
          <LeadOffers
            requestId={offers.requestId}
            offers={offers.offers}
            defaults={offers.defaults}
            open={thread.closed === null && !offers.hired}
            refusal={offerRefusal}
          />
        </>
      }
    />
  );
}
