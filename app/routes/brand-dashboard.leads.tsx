import { db } from "~/db/client.server";
import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import { leadInboxQuerySchema } from "~/features/conversations/inbox/inbox-schema";
import { loadLeadInbox } from "~/features/conversations/inbox/lead-inbox.server";
import { LeadInboxPage } from "~/features/conversations/inbox/lead-inbox-page";
import type { Route } from "./+types/brand-dashboard.leads";

export async function loader({ request }: Route.LoaderArgs) {
  const { brand } = await requireOwnedBrand(request);
  const query = leadInboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { inbox: await loadLeadInbox(db(), brand.id, query) };
}

export default function LeadsTab({ loaderData }: Route.ComponentProps) {
  return <LeadInboxPage inbox={loaderData.inbox} />;
}
