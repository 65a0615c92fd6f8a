import { InboxIcon, MailIcon, PhoneIcon, TimerIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { LEAD_STATUSES } from "~/content/catalog";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Select, Textarea } from "~/ui/field";
import type { BrandLead, LeadInbox } from "./lead-inbox.server";
import { LEAD_NOTE_MAX, LEAD_REPLY_MAX, LEAD_STATUS_LABELS, type LeadStatus } from "./lead-rules";
import { RESPONSE_TIME, responseTimeLabel } from "./response-time";

/** What the inbox's action answers when it refuses a form: shown beside that lead's form. */
export interface LeadActionError {
  requestId: string | null;
  intent: "update" | "reply";
  error: string;
}

const STATUS_TONE: Record<LeadStatus, "brand" | "warning" | "success" | "neutral"> = {
  new: "brand",
  contacted: "warning",
  won: "success",
  lost: "neutral",
};

const LEADS_PATH = "/brand-dashboard/leads";

/** The inbox filtered by `status` (null: all), at a page; the action also returns here after a change. */
export function inboxHref(status: LeadStatus | null | undefined, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${LEADS_PATH}?${query}` : LEADS_PATH;
}

/** The Leads tab: the brand's quote requests, newest first, to call, reply to and mark. */
export function LeadInboxPage({ inbox, actionError }: { inbox: LeadInbox; actionError?: LeadActionError }) {
  const filterLabel = inbox.status ? LEAD_STATUS_LABELS[inbox.status].toLowerCase() : null;
  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="leads-heading" className="text-xl font-semibold">
          Leads
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Homeowners who asked you for a quote. Call them, reply, and keep each lead's status up to date.
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
        <ol className="flex flex-col gap-4">
          {inbox.leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} error={actionError?.requestId === lead.id ? actionError : undefined} />
            </li>
          ))}
        </ol>
      )}
      {inbox.paged || inbox.nextCursor ? (
        <nav aria-label="Lead pages" className="flex flex-wrap justify-between gap-3 text-sm font-medium">
          {inbox.paged ? (
            <Link to={inboxHref(inbox.status)} className="text-brand-700 hover:underline dark:text-brand-100">
              ← Newest leads
            </Link>
          ) : (
            <span />
          )}
          {inbox.nextCursor ? (
            <Link
              to={inboxHref(inbox.status, inbox.nextCursor)}
              className="text-brand-700 hover:underline dark:text-brand-100"
            >
              Older leads →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
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
            Your profile and listing card say <strong>'{label}'</strong>: the median time to your first reply or status
            change over the last {RESPONSE_TIME.windowDays} days.
          </>
        ) : (
          <>
            Reply or update a lead's status soon after it arrives: once you have {RESPONSE_TIME.minLeads} leads in{" "}
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

function useSubmitting(requestId: string, intent: LeadActionError["intent"]): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("requestId") === requestId &&
    navigation.formData?.get("intent") === intent
  );
}

function LeadCard({ lead, error }: { lead: BrandLead; error?: LeadActionError }) {
  const headingId = `lead-${lead.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card className="flex flex-col gap-4 p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="text-lg font-semibold">
              {lead.name}
            </h3>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt)}</time>
              {" · "}
              {lead.direct ? "Asked you directly" : "Matched to you by Nivasa"}
            </p>
          </div>
          <Badge tone={STATUS_TONE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
        </header>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <LeadFact label="Phone">
            <a
              href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              <PhoneIcon aria-hidden="true" className="size-3.5" />
              {formatIndianMobile(lead.phone)}
            </a>
          </LeadFact>
          <LeadFact label="Location">{lead.location}</LeadFact>
          <LeadFact label="Budget">{lead.budget ?? "Not specified"}</LeadFact>
          <LeadFact label="Timeline">{lead.timeline ?? "Not specified"}</LeadFact>
        </dl>
        <div>
          <p className="text-sm font-medium">Requirement</p>
          <p className="mt-1 whitespace-pre-line text-stone-800 dark:text-stone-200">{lead.requirement}</p>
        </div>
        {lead.replies.length > 0 ? (
          <div>
            <p className="text-sm font-medium">Your replies</p>
            <ol className="mt-2 flex flex-col gap-2">
              {lead.replies.map((reply) => (
                <li key={reply.id} className="rounded-lg bg-stone-50 p-3 text-sm dark:bg-stone-800/60">
                  <p className="whitespace-pre-line">{reply.body}</p>
                  <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
                    Sent <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <div className="grid gap-4 border-t border-stone-200 pt-4 lg:grid-cols-2 dark:border-stone-800">
          <LeadStatusForm lead={lead} error={error?.intent === "update" ? error.error : undefined} />
          <LeadReplyForm
            key={lead.replies.length}
            lead={lead}
            error={error?.intent === "reply" ? error.error : undefined}
          />
        </div>
      </Card>
    </article>
  );
}

function LeadFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function LeadStatusForm({ lead, error }: { lead: BrandLead; error?: string }) {
  const submitting = useSubmitting(lead.id, "update");
  const statusId = `lead-status-${lead.id}`;
  const noteId = `lead-note-${lead.id}`;
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="requestId" value={lead.id} />
      <Field id={statusId} label="Status">
        <Select id={statusId} name="status" defaultValue={lead.status}>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={noteId} label="Private note" hint="Only you see this note." error={error}>
        <Textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={LEAD_NOTE_MAX}
          defaultValue={lead.note ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noteId}-error` : undefined}
        />
      </Field>
      <Button type="submit" size="sm" variant="outline" className="self-start" disabled={submitting}>
        {submitting ? "Saving…" : "Save status and note"}
      </Button>
    </Form>
  );
}

function LeadReplyForm({ lead, error }: { lead: BrandLead; error?: string }) {
  const submitting = useSubmitting(lead.id, "reply");
  const id = `lead-reply-${lead.id}`;
  if (!lead.canReply) {
    return (
      <p className="flex items-start gap-2 text-sm text-stone-600 dark:text-stone-400">
        <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {lead.name} asked without a Nivasa account, so a reply can't reach them here: please call them.
      </p>
    );
  }
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="requestId" value={lead.id} />
      <Field
        id={id}
        label={`Reply to ${lead.name}`}
        hint="They see it under 'My quote requests' and get it by email."
        error={error}
      >
        <Textarea
          id={id}
          name="body"
          rows={3}
          required
          maxLength={LEAD_REPLY_MAX}
          placeholder="Thanks for your request! When can we visit to measure up?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      <Button type="submit" size="sm" className="self-start" disabled={submitting}>
        {submitting ? "Sending…" : "Send reply"}
      </Button>
    </Form>
  );
}
