import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { listMyQuoteRequests } from "~/features/conversations/homeowner/homeowner-quotes.server";
import { QuotesPage } from "~/features/conversations/homeowner/quotes-page";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/quotes";

export async function loader({ request }: Route.LoaderArgs) {
  return { requests: await listMyQuoteRequests(db(), await requireViewer(request)) };
}

export function meta() {
  return [{ title: pageTitle("My quote requests") }, { name: "robots", content: "noindex" }];
}

export default function Quotes({ loaderData }: Route.ComponentProps) {
  return <QuotesPage requests={loaderData.requests} />;
}
