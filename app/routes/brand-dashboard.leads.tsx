import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import { inboxHref, type LeadActionError, LeadInboxPage } from "~/features/leads/lead-inbox";
import { loadLeadInbox, workLead } from "~/features/leads/lead-inbox.server";
import { LEAD_MESSAGES } from "~/features/leads/lead-rules";
import { leadActionSchema, leadInboxQuerySchema } from "~/features/leads/lead-schema";
import { flashToast } from "~/services/flash.server";
import type { Route } from "./+types/brand-dashboard.leads";

const inboxQuery = (request: Request) =>
  leadInboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  const query = inboxQuery(request);
  const inbox = await loadLeadInbox(db(), viewer, brand.id, query);
  if (!inbox) throw data(null, { status: 403 });
  return { inbox };
}

export async function action({ request }: Route.ActionArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = leadActionSchema.safeParse(form);
  const refused = (error: string) =>
    data<LeadActionError>(
      {
        requestId: typeof form.requestId === "string" ? form.requestId : null,
        intent: form.intent === "reply" ? "reply" : "update",
        error,
      },
      { status: 400 },
    );
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? LEAD_MESSAGES.missing);
  const result = await workLead(db(), viewer, brand.id, parsed.data);
  if (!result.ok) return refused(result.error);
  // Back to the same filter and page (request.url may name the .data endpoint of a script-driven post).
  const { status, cursor } = inboxQuery(request);
  return redirect(inboxHref(status, cursor), flashToast(undefined, { type: "success", title: result.message }));
}

export default function LeadsTab({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadInboxPage inbox={loaderData.inbox} actionError={actionData} />;
}
