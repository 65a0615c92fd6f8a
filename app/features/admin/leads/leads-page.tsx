import { SendIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { type LeadView, UNTOUCHED_HOURS } from "~/content/admin";
import { budgetLabel } from "~/features/leads";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { NavTabs } from "~/ui/nav-tabs";
import type { AdminActionData } from "../admin-access.server";
import { ActionFeedback, AdminHeading, ListResults } from "../admin-list";
import type { Paged } from "../list-query";
import type { TriageLead } from "./leads.server";

export function AdminLeadsPage({
  list,
  view,
  actionData,
}: {
  list: Paged<TriageLead>;
  view: LeadView;
  actionData: AdminActionData | undefined;
}) {
  const tabs = [
    { to: "/admin/leads", label: "Needs routing", active: view === "triage" },
    { to: "/admin/leads?view=all", label: "All quote requests", active: view === "all" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <AdminHeading title="Leads">
        Quote requests that reached no designer, or that no designer touched within {UNTOUCHED_HOURS} hours. Route them
        to verified designers of their city: they are emailed as with automatic routing.
      </AdminHeading>
      <ActionFeedback data={actionData} />
      <NavTabs label="Lead views" tabs={tabs} />
      <ListResults
        list={list}
        noun={["quote request", "quote requests"]}
        empty={view === "triage" ? "No leads need routing." : "No quote requests yet."}
        pagerLabel="Leads pages"
      >
        {list.rows.map((lead) => (
          <LeadCard key={lead.id} lead={lead} />
        ))}
      </ListResults>
    </div>
  );
}

function LeadCard({ lead }: { lead: TriageLead }) {
  const navigation = useNavigation();
  const routing = navigation.state === "submitting" && navigation.formData?.get("requestId") === lead.id;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {lead.name} · {lead.location}
        </h2>
        <span className="text-sm text-stone-600 dark:text-stone-300">{formatDateTime(lead.createdAt)}</span>
      </div>
      <p className="text-sm">{lead.requirement}</p>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {lead.city ?? "City not recognised"}
        {lead.budget ? ` · ${budgetLabel(lead.budget)}` : ""}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Routed to:</span>
        {lead.recipients.length === 0 ? (
          <Badge tone="warning">No designer</Badge>
        ) : (
          lead.recipients.map((r) => (
            <Badge key={r.brandId} tone={r.responded ? "success" : "neutral"}>
              {r.brandName} ({r.status}
              {r.routedByAdmin ? ", by admin" : ""})
            </Badge>
          ))
        )}
      </div>
      {lead.candidates.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">No other verified designer in this city.</p>
      ) : (
        <Form method="post" preventScrollReset className="flex flex-col gap-2">
          <input type="hidden" name="requestId" value={lead.id} />
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <legend className="mb-1 font-medium">Route to</legend>
            {lead.candidates.map((brand) => (
              <label key={brand.id} className="flex items-center gap-2">
                <input type="checkbox" name="brandIds" value={brand.id} className="size-4 accent-brand-600" />
                {brand.brandName}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" size="sm" disabled={routing}>
              <SendIcon className="size-4" aria-hidden="true" />
              {routing ? "Routing…" : "Route lead"}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
