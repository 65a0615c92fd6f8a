import { InboxIcon, PaperclipIcon, TimerIcon } from "lucide-react";
import { Link } from "react-router";
import { LEAD_STATUSES } from "~/content/catalog";
import type { LeadStatus } from "~/features/leads";
import { RESPONSE_TIME, responseTimeLabel } from "~/features/leads";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { leadThreadPath } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { inboxHref, LEAD_STATUS_LABELS } from "./inbox-rules";
import type { InboxLead, LeadInbox } from "./lead-inbox.server";

export const STATUS_TONE: Record<LeadStatus, "brand" | "warning" | "success" | "neutral"> = {
  new: "brand",
  contacted: "warning",
  won: "success",
  lost: "neutral",
};

/** The Leads tab: one row per lead, unread conversations first, each opening its thread. */
export function LeadInboxPage({ inbox }: { inbox: LeadInbox }) {
  const filterLabel = inbox.status ? LEAD_STATUS_LABELS[inbox.status].toLowerCase() : null;
  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="leads-heading" className="text-xl font-semibold">
          Leads
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Homeowners who asked you for a quote. Open a lead to read the request, write to the homeowner and keep its
          status up to date.
        </p>
        <ResponseTimeNote minutes={inbox.responseMinutes} />
      </div>
      <StatusFilter inbox={inbox} />
      {inbox.leads.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <InboxIcon aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-medium">{filterLabel ? `No ${filterLabel} leads` : "No leads yet"}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {filterLabel
              ? "Leads you mark with this status show here."
              : "When a homeowner asks you for a quote, their request arrives here and by email."}
          </p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ol aria-label="Leads" className="divide-y divide-stone-200 dark:divide-stone-800">
            {inbox.leads.map((lead) => (
              <li key={lead.id}>
                <InboxRow lead={lead} />
              </li>
            ))}
          </ol>
        </Card>
      )}
      {inbox.paged || inbox.nextCursor ? (
        <nav aria-label="Lead pages" className="flex flex-wrap justify-between gap-3 text-sm font-medium">
          {inbox.paged ? (
            <Link to={inboxHref(inbox.status)} className="text-brand-700 hover:underline dark:text-brand-100">
              ← First page
            </Link>
          ) : (
            <span />
          )}
          {inbox.nextCursor ? (
            <Link
              to={inboxHref(inbox.status, inbox.nextCursor)}
              className="text-brand-700 hover:underline dark:text-brand-100"
            >
              More leads →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function lastMessageText(lead: InboxLead): string {
  const message = lead.lastMessage;
  if (!message) return "No messages yet";
  const text = message.body.trim() || (message.files === 1 ? "Sent a file" : `Sent ${message.files} files`);
  return message.side === "brand" ? `You: ${text}` : text;
}

function InboxRow({ lead }: { lead: InboxLead }) {
  const unread = lead.unread > 0;
  return (
    <Link
      to={leadThreadPath(lead.id)}
      className={cn(
        "flex items-start gap-3 px-4 py-3 transition-colors hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset dark:hover:bg-stone-800/60",
        unread && "bg-brand-50/60 dark:bg-brand-950/30",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("mt-2 size-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn("truncate", unread ? "font-semibold" : "font-medium")}>{lead.name}</span>
          <span className="truncate text-sm text-stone-600 dark:text-stone-400">
            {lead.location}
            {lead.budget ? ` · ${lead.budget}` : null}
          </span>
        </span>
        <span
          className={cn(
            "flex items-center gap-1 truncate text-sm",
            unread ? "text-stone-900 dark:text-white" : "text-stone-600 dark:text-stone-400",
          )}
        >
          {lead.lastMessage?.files ? <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" /> : null}
          <span className="truncate">{lastMessageText(lead)}</span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <time dateTime={lead.activityAt} className="text-xs text-stone-600 dark:text-stone-400">
          {formatDateTime(lead.activityAt)}
        </time>
        <span className="flex items-center gap-1.5">
          {unread ? (
            <Badge tone="danger">
              {lead.unread}
              <span className="sr-only"> unread</span>
            </Badge>
          ) : null}
          {lead.closed ? <Badge tone="neutral">Closed</Badge> : null}
          <Badge tone={STATUS_TONE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
        </span>
      </span>
    </Link>
  );
}

function ResponseTimeNote({ minutes }: { minutes: number | null }) {
  const label = responseTimeLabel(minutes);
  return (
    <p className="flex items-start gap-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200">
      <TimerIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label ? (
          <>
            Your profile and listing card say <strong>'{label}'</strong>: the median time to your first message over the
            last {RESPONSE_TIME.windowDays} days.
          </>
        ) : (
          <>
            Write to each homeowner soon after their request arrives: once you have {RESPONSE_TIME.minLeads} leads in{" "}
            {RESPONSE_TIME.windowDays} days and have answered at least half, your profile shows how quickly you usually
            respond.
          </>
        )}
      </span>
    </p>
  );
}

function StatusFilter({ inbox }: { inbox: LeadInbox }) {
  const options: { status: LeadStatus | null; label: string; count: number }[] = [
    { status: null, label: "All", count: inbox.counts.all },
    ...LEAD_STATUSES.map((status) => ({ status, label: LEAD_STATUS_LABELS[status], count: inbox.counts[status] })),
  ];
  return (
    <nav aria-label="Filter leads by status">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.status === inbox.status;
          return (
            <li key={option.label}>
              <Link
                to={inboxHref(option.status)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
                  current
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-stone-300 bg-white text-stone-700 hover:border-brand-500 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200",
                )}
              >
                {option.label}
                <span className="tabular-nums opacity-80">{option.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
