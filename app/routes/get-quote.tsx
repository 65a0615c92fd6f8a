import { data } from "react-router";
import { db } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { getViewer } from "~/features/auth/viewer.server";
import { ABUSE_MESSAGES, isHoneypotFilled } from "~/features/leads/abuse-rules";
import { GetQuotePage } from "~/features/leads/get-quote-page";
import { HONEYPOT_FIELD, QUOTE_FIELDS, type QuoteFieldErrors } from "~/features/leads/quote-form";
import type { QuoteActionData } from "~/features/leads/quote-form-fields";
import { parseQuoteForm } from "~/features/leads/quote-form-schema";
import { submitQuoteRequest } from "~/features/leads/quote-requests.server";
import { quoteTargetFromSearch } from "~/features/leads/quote-target";
import { describeQuoteTarget } from "~/features/leads/quote-target.server";
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
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const echo = Object.fromEntries(QUOTE_FIELDS.map((key) => [key, values[key] ?? ""]));
  const fail = (answer: { fieldErrors: QuoteFieldErrors; formError?: string }, status: number) =>
    data<QuoteActionData>({ ok: false, ...answer, values: echo }, { status });

  if (isHoneypotFilled(form.get(HONEYPOT_FIELD)))
    return fail({ fieldErrors: {}, formError: ABUSE_MESSAGES.honeypot }, 400);
  const viewer = await getViewer(request);
  const parsed = parseQuoteForm(values, { signedIn: viewer !== null });
  if (!parsed.ok) return fail({ fieldErrors: parsed.fieldErrors, formError: parsed.formError }, 400);

  const result = await submitQuoteRequest(db(), parsed.value, {
    ip: request.headers.get(CLIENT_IP_HEADER),
    account: viewer && { userId: viewer.userId, email: viewer.email },
  });
  if (!result.ok) return fail({ fieldErrors: {}, formError: result.error }, result.status ?? 429);
  return data<QuoteActionData>({ ok: true, routing: result.routing, recipients: result.recipients });
}

export default function GetQuote({ loaderData, actionData }: Route.ComponentProps) {
  return <GetQuotePage data={loaderData} actionData={actionData} />;
}
