import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { GetQuotePage } from "~/features/leads/get-quote/get-quote-page";
import { quoteAction } from "~/features/leads/get-quote/quote-action.server";
import { describeQuoteTarget } from "~/features/leads/get-quote/quote-target.server";
import { quoteTargetFromSearch } from "~/features/leads/quote-form/quote-target";
import { buildMeta, pageSeo } from "~/features/seo/meta";
import { siteOrigin } from "~/features/seo/seo.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/get-quote";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [context, viewer] = await Promise.all([
    describeQuoteTarget(db(), quoteTargetFromSearch(url.searchParams)),
    getViewer(request),
  ]);
  const title = context.brand ? `Get Free Quote from ${context.brand.brandName}` : "Get Free Quote";
  const seo = pageSeo(siteOrigin(), "/get-quote", {
    title: pageTitle(title),
    description:
      "Tell us about your home and get free quotes from 3-5 verified interior designers near you. No obligation.",
  });
  return { ...context, title, viewerName: viewer?.fullName ?? "", signedIn: viewer !== null, seo };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? buildMeta(data.seo) : [];
}

export async function action({ request }: Route.ActionArgs) {
  return quoteAction(request, await getViewer(request));
}

export default function GetQuote({ loaderData, actionData }: Route.ComponentProps) {
  return <GetQuotePage data={loaderData} actionData={actionData} />;
}
