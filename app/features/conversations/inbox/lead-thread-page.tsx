import { ArrowLeftIcon, LockIcon, PhoneIcon, ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { LEAD_STATUSES } from "~/content/catalog";
import { formatDateTime } from "~/lib/dates";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Select, Textarea } from "~/ui/field";
import { REPORT_INTENT } from "../reports/report-rules";
import { leadEventsPath, useThreadEvents } from "../stream/use-thread-events";
import { MessageComposer, MessageList, type ShownMessages } from "../thread/thread-view";
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_UPDATE_INTENT, LEADS_PATH, leadAttachmentsPath } from "./inbox-rules";
import { STATUS_TONE } from "./lead-inbox-page";
import type { LeadThread } from "./lead-thread.server";
import type { LeadThreadError } from "./lead-thread-actions.server";

function sentToLabel(count: number): string {
  return count === 1 ? "Sent only to you" : `Sent to ${count} designers`;
}

/**
 * A lead's thread in the brand dashboard: the conversation, the request, and the brand's status and note;
 * `offers` is what a later feature shows under the conversation (the brand's offers and its offer form).
 */
export function LeadThreadPage({
  thread,
  actionError,
  offers,
}: {
  thread: LeadThread<ShownMessages>;
  actionError?: LeadThreadError;
  offers?: ReactNode;
}) {
  useThreadEvents(leadEventsPath(thread.leadId), thread.cursor);
  return (
    <section aria-labelledby="lead-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={LEADS_PATH}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          All leads
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="lead-heading" className="text-xl font-semibold">
            {thread.name}
          </h2>
          <Badge tone={STATUS_TONE[thread.status]}>{LEAD_STATUS_LABELS[thread.status]}</Badge>
          {thread.closed ? <Badge tone="neutral">Closed</Badge> : null}
        </div>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Received <time dateTime={thread.receivedAt}>{formatDateTime(thread.receivedAt)}</time>
          {" · "}
          {thread.direct ? "Asked you directly" : "Matched to you by Nivasa"}
          {" · "}
          {sentToLabel(thread.sentTo)}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-5 p-5">
            <h3 className="font-semibold">Conversation</h3>
            {actionError?.intent === REPORT_INTENT ? <Alert tone="error">{actionError.error}</Alert> : null}
            <MessageList
              messages={thread.messages}
              attachmentsPath={leadAttachmentsPath(thread.leadId)}
              reportLeadId={thread.leadId}
              empty={`No messages yet. Your first message to ${thread.name} counts as your response.`}
            />
            {thread.closed ? (
              thread.closed.byHomeowner ? (
                <Alert tone="info" title="Closed by the homeowner">
                  {thread.name} closed this request ({thread.closed.reason.toLowerCase()}) on{" "}
                  {formatDateTime(thread.closed.at)}: no more messages can be sent.
                </Alert>
              ) : (
                <Alert tone="info" title="Closed with no answers">
                  This request closed on {formatDateTime(thread.closed.at)} ({thread.closed.reason.toLowerCase()}): no
                  more messages can be sent.
                </Alert>
              )
            ) : (
              <MessageComposer
                leadId={thread.leadId}
                label={`Message to ${thread.name}`}
                placeholder="Thanks for your request! When can we visit to measure up?"
                error={actionError?.intent === "message" ? actionError.error : undefined}
              />
            )}
          </Card>
          {offers}
        </div>
        <div className="flex flex-col gap-6">
          <RequestCard thread={thread} />
          <LeadStatusForm
            // Saved values (or a first message marking the lead contacted) reset the form's defaults.
            key={`${thread.status}\n${thread.note ?? ""}`}
            thread={thread}
            error={actionError?.intent === "update" ? actionError.error : undefined}
          />
        </div>
      </div>
    </section>
  );
}

function RequestCard({ thread }: { thread: LeadThread<ShownMessages> }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 className="font-semibold">The request</h3>
      <dl className="flex flex-col gap-2 text-sm">
        <Fact label="Phone">
          {thread.phone ? (
            <>
              <a
                href={`tel:${thread.phone.replace(/[^\d+]/g, "")}`}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                <PhoneIcon aria-hidden="true" className="size-3.5" />
                {formatIndianMobile(thread.phone)}
              </a>
              {thread.phoneVerified ? (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                  <ShieldCheckIcon aria-hidden="true" className="size-3" />
                  Phone verified
                </span>
              ) : null}
            </>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-stone-600 dark:text-stone-400">
              <LockIcon aria-hidden="true" className="size-3.5" />
              {thread.closed ? "Hidden: the request is closed" : "Not available"}
            </span>
          )}
        </Fact>
        <Fact label="Location">{thread.location}</Fact>
        <Fact label="Budget">{thread.budget ?? "Not specified"}</Fact>
        <Fact label="Timeline">{thread.timeline ?? "Not specified"}</Fact>
      </dl>
      <div>
        <p className="text-sm font-medium">Requirement</p>
        <p className="mt-1 whitespace-pre-line text-sm text-stone-800 dark:text-stone-200">{thread.requirement}</p>
      </div>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function LeadStatusForm({ thread, error }: { thread: LeadThread<ShownMessages>; error?: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === LEAD_UPDATE_INTENT;
  return (
    <Card className="p-5">
      <Form method="post" preventScrollReset className="flex flex-col gap-3" aria-label="Status and note">
        <input type="hidden" name="intent" value={LEAD_UPDATE_INTENT} />
        <Field id="lead-status" label="Status">
          <Select id="lead-status" name="status" defaultValue={thread.status}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="lead-note" label="Private note" hint="Only you see this note." error={error}>
          <Textarea
            id="lead-note"
            name="note"
            rows={3}
            maxLength={LEAD_NOTE_MAX}
            defaultValue={thread.note ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "lead-note-error" : undefined}
          />
        </Field>
        <Button type="submit" size="sm" variant="outline" className="self-start" disabled={saving}>
          {saving ? "Saving…" : "Save status and note"}
        </Button>
      </Form>
    </Card>
  );
}
