import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { HOMEOWNER_CLOSE_REASONS } from "~/content/catalog";
import { QUOTE_PATH } from "~/features/leads";
import { formatDate, formatDateTime } from "~/lib/dates";
import { brandPath, quoteRequestPath } from "~/lib/paths";
import { Alert } from "~/ui/alert";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { quoteEventsPath, useThreadEvents } from "../stream/use-thread-events";
import { CLOSE_REASON_LABELS } from "../thread/thread-rules";
import { MESSAGE_INTENT, MessageComposer, MessageList, type ShownMessages } from "../thread/thread-view";
import type { QuoteRequestThread, QuoteRequestView } from "./homeowner-quotes.server";
import { CLOSE_INTENT, CLOSE_REASON_FIELD, type QuoteRequestActionError } from "./quote-request-forms";
import { QUOTES_PATH } from "./quote-request-summaries";

/**
 * /quotes/:requestId: the request, the designers it went to and one conversation with each. A later feature
 * adds `offersFor` each thread (the designer's offers) and `overview` over the threads (the comparison's link).
 */
export function QuoteRequestPage({
  request,
  actionError,
  offersFor,
  overview,
}: {
  request: QuoteRequestView<ShownMessages>;
  actionError?: QuoteRequestActionError;
  offersFor?: (leadId: string) => ReactNode;
  overview?: ReactNode;
}) {
  useThreadEvents(quoteEventsPath(request.id), request.cursor);
  const pageError = actionError && actionError.intent === null ? actionError.error : null;
  return (
    <main className="flex-1 bg-stone-50 py-8 sm:py-12 dark:bg-stone-950">
      <Container>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <Breadcrumbs items={[{ label: "My quote requests", href: QUOTES_PATH }, { label: request.location }]} />
          <RequestSummary request={request} />
          {pageError ? <Alert tone="error">{pageError}</Alert> : null}
          {request.closed ? (
            <Alert title="This request is closed">
              <p>
                Closed on <time dateTime={request.closed.at}>{formatDate(request.closed.at)}</time> ("
                {request.closed.reason}"). The designers can no longer write to you.
              </p>
              {request.closed.byHomeowner ? null : (
                <p className="mt-2">
                  <Link to={QUOTE_PATH} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                    Ask other designers
                  </Link>
                </p>
              )}
            </Alert>
          ) : null}
          <section aria-labelledby="designers-heading" className="flex flex-col gap-4">
            <h2 id="designers-heading" className="text-xl font-semibold">
              {request.threads.length === 0
                ? "Designers"
                : `Sent to ${request.threads.length} ${request.threads.length === 1 ? "designer" : "designers"}`}
            </h2>
            {overview}
            {request.threads.length === 0 ? (
              <p className="text-sm text-stone-700 dark:text-stone-300">Our team is finding designers for you.</p>
            ) : (
              request.threads.map((thread) => (
                <DesignerThread
                  key={thread.leadId}
                  requestId={request.id}
                  thread={thread}
                  open={request.closed === null}
                  offers={offersFor?.(thread.leadId)}
                  error={
                    actionError?.intent === MESSAGE_INTENT && actionError.leadId === thread.leadId
                      ? actionError.error
                      : undefined
                  }
                />
              ))
            )}
          </section>
          {request.closed ? null : (
            <CloseRequestForm error={actionError?.intent === CLOSE_INTENT ? actionError.error : undefined} />
          )}
        </div>
      </Container>
    </main>
  );
}

function RequestSummary({ request }: { request: QuoteRequestView<ShownMessages> }) {
  const facts = [request.budget && `Budget: ${request.budget}`, request.timeline && `Start: ${request.timeline}`];
  return (
    <Card className="flex flex-col gap-2 p-5">
      <h1 className="text-2xl font-bold tracking-tight">Quote request: {request.location}</h1>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        Sent <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        {facts.filter(Boolean).map((fact) => ` · ${fact}`)}
      </p>
      <p className="whitespace-pre-line text-stone-800 dark:text-stone-200">{request.requirement}</p>
    </Card>
  );
}

function DesignerThread({
  requestId,
  thread,
  open,
  offers,
  error,
}: {
  requestId: string;
  thread: QuoteRequestThread<ShownMessages>;
  open: boolean;
  offers?: ReactNode;
  error?: string;
}) {
  const headingId = `thread-${thread.leadId}-heading`;
  return (
    <Card id={`thread-${thread.leadId}`} className="flex flex-col gap-4 p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            <Link to={brandPath(thread.brandSlug)} className="text-brand-700 hover:underline dark:text-brand-100">
              {thread.brandName}
            </Link>
          </h3>
          {thread.responseTime ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">{thread.responseTime}</p>
          ) : null}
        </header>
        <MessageList
          messages={thread.messages}
          attachmentsPath={`${quoteRequestPath(requestId)}/attachments`}
          reportLeadId={thread.leadId}
          empty={`No messages yet. ${thread.brandName} has your request; you can write to them here.`}
        />
        {offers}
        {open ? (
          <div className="border-t border-stone-200 pt-4 dark:border-stone-800">
            <MessageComposer leadId={thread.leadId} label={`Message to ${thread.brandName}`} error={error} />
          </div>
        ) : null}
      </section>
    </Card>
  );
}

function CloseRequestForm({ error }: { error?: string }) {
  const navigation = useNavigation();
  const closing = navigation.state === "submitting" && navigation.formData?.get("intent") === CLOSE_INTENT;
  return (
    <Card className="p-5">
      <Form method="post" className="flex flex-col gap-3" aria-labelledby="close-heading">
        <input type="hidden" name="intent" value={CLOSE_INTENT} />
        <h2 id="close-heading" className="text-lg font-semibold">
          Close this request
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          The designers can no longer write to you, and those who have not replied no longer see your phone number.
        </p>
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? "close-error" : undefined}>
          <legend className="mb-1 text-sm font-medium">Why are you closing it?</legend>
          {HOMEOWNER_CLOSE_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm">
              <input type="radio" name={CLOSE_REASON_FIELD} value={reason} required />
              {CLOSE_REASON_LABELS[reason]}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="close-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" className="self-start" disabled={closing}>
          {closing ? "Closing…" : "Close request"}
        </Button>
      </Form>
    </Card>
  );
}
