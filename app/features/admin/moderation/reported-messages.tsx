import { EyeOffIcon, PaperclipIcon, UserXIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MESSAGE_REPORT_REASON_LABELS } from "~/content/catalog";
import { formatDateTime } from "~/lib/dates";
import { moderatedProjectPath, reportedThreadPath } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { AdminHeading, countLabel } from "../admin-list";
import type { AdminThread, ReportedMessage, ReportQueue } from "./message-reports.server";

const SIDE_LABELS = { homeowner: "Homeowner", brand: "Designer" } as const;

/** The moderation queue's reported messages: each with its thread, and hide / suspend / dismiss. */
export function ReportedMessages({ queue }: { queue: ReportQueue }) {
  return (
    <section aria-labelledby="reported-messages" className="flex flex-col gap-3">
      <h2 id="reported-messages" className="text-xl font-semibold">
        Reported messages ({queue.total.toLocaleString("en-IN")})
      </h2>
      {queue.rows.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No reported messages are waiting.</p>
      ) : (
        <>
          {queue.total > queue.rows.length ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">
              The oldest {queue.rows.length} of {countLabel(queue.total, "reported message", "reported messages")}.
            </p>
          ) : null}
          <ul className="flex flex-col gap-3">
            {queue.rows.map((report) => (
              <li key={report.messageId}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReportCard({ report }: { report: ReportedMessage }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("messageId") === String(report.messageId);
  return (
    <Card className="flex flex-col gap-3 p-4" data-message-id={report.messageId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {report.reasons.map((reason) => (
          <Badge key={reason} tone="danger">
            {MESSAGE_REPORT_REASON_LABELS[reason]}
          </Badge>
        ))}
        <span className="text-stone-600 dark:text-stone-400">
          Reported by the {SIDE_LABELS[report.reporterSide].toLowerCase()} · {formatDateTime(report.reportedAt)}
        </span>
        {report.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      </div>
      <blockquote className="rounded-md border-s-4 border-stone-300 bg-stone-50 p-3 text-sm dark:border-stone-600 dark:bg-stone-900">
        <p className="mb-1 text-xs text-stone-600 dark:text-stone-400">
          {SIDE_LABELS[report.sender.side]}: <span className="font-medium">{report.sender.name}</span>
          {report.sender.suspended ? " (suspended)" : ""} · sent {formatDateTime(report.sentAt)}
        </p>
        <p className="whitespace-pre-line break-words">{report.body}</p>
      </blockquote>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={reportedThreadPath(report.leadId)}
          className="me-auto text-sm font-medium underline-offset-2 hover:underline"
        >
          Read the thread with {report.brandName}
        </Link>
        {report.projectId ? (
          <Link
            to={moderatedProjectPath(report.projectId, report.reportId)}
            className="text-sm font-medium underline-offset-2 hover:underline"
          >
            Open the project
          </Link>
        ) : null}
        {report.hidden ? null : (
          <SettleForm report={report} intent="hide-message">
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              <EyeOffIcon className="size-4" aria-hidden="true" />
              Hide message
            </Button>
          </SettleForm>
        )}
        {report.sender.suspended ? null : (
          <SettleForm report={report} intent="suspend-sender">
            <Button type="submit" size="sm" variant="destructive" disabled={busy}>
              <UserXIcon className="size-4" aria-hidden="true" />
              Suspend sender
            </Button>
          </SettleForm>
        )}
        <SettleForm report={report} intent="dismiss-report">
          <Button type="submit" size="sm" variant="ghost" disabled={busy}>
            <XIcon className="size-4" aria-hidden="true" />
            Dismiss
          </Button>
        </SettleForm>
      </div>
    </Card>
  );
}

function SettleForm({
  report,
  intent,
  children,
}: {
  report: ReportedMessage;
  intent: "hide-message" | "suspend-sender" | "dismiss-report";
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/admin/moderation" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="messageId" value={report.messageId} />
      {children}
    </Form>
  );
}

/** A reported thread, read-only, as an admin sees it: every message, hidden and reported ones marked. */
export function AdminThreadPage({ thread }: { thread: AdminThread }) {
  const reported = new Set(thread.openReports);
  return (
    <div className="flex flex-col gap-6">
      <AdminHeading title={`${thread.homeowner} and ${thread.brandName}`}>
        A reported conversation, read-only. Reading it and opening its files are written to the audit log.{" "}
        <Link to="/admin/moderation" className="underline underline-offset-2">
          Back to the moderation queue
        </Link>
      </AdminHeading>
      <Card className="p-4 text-sm">
        <p className="text-stone-600 dark:text-stone-400">
          Requested {formatDateTime(thread.requestedAt)} · {thread.location}
        </p>
        <p className="mt-1 whitespace-pre-line break-words">{thread.requirement}</p>
        {thread.project ? (
          <Link
            to={moderatedProjectPath(thread.project.id, thread.project.reportId)}
            className="mt-2 inline-block font-medium underline underline-offset-2"
          >
            Open the project this conversation led to
          </Link>
        ) : null}
      </Card>
      <ol className="flex flex-col gap-3" aria-label="Messages">
        {thread.messages.map((message) => (
          <li key={message.id} id={`message-${message.id}`}>
            <article
              className={
                reported.has(message.id)
                  ? "rounded-xl border-2 border-red-300 p-3 text-sm dark:border-red-800"
                  : "rounded-xl bg-stone-100 p-3 text-sm dark:bg-stone-800"
              }
            >
              <header className="mb-1 flex flex-wrap items-center gap-2 text-xs text-stone-600 dark:text-stone-400">
                <span className="font-medium text-stone-800 dark:text-stone-200">{message.authorName}</span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {reported.has(message.id) ? <Badge tone="danger">Reported</Badge> : null}
                {message.hidden ? <Badge tone="warning">Hidden</Badge> : null}
              </header>
              {message.body ? <p className="whitespace-pre-line break-words">{message.body}</p> : null}
              {message.attachments.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Files">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={`${reportedThreadPath(thread.leadId)}/attachments/${file.id}`}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline"
                      >
                        <PaperclipIcon className="size-3.5 shrink-0" aria-hidden="true" />
                        {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
