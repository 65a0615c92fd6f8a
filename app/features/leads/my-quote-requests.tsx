import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { CollectionSection } from "~/ui/collection-section";
import { HOMEOWNER_LEAD_STATUS } from "./lead-rules";
import { QuoteButton } from "./quote-dialog";
import type { MyQuoteRecipient, MyQuoteRequest } from "./quote-requests.server";

const STATUS: Record<string, { label: string; tone: "brand" | "success" | "neutral" | "warning" }> = {
  new: { label: "Sent", tone: "brand" },
  contacted: { label: "Designer in touch", tone: "success" },
  closed: { label: "Closed", tone: "neutral" },
  spam: { label: "Closed", tone: "neutral" },
};

/** The request's badge: closed by Nivasa, else in touch once any designer answered, else sent. */
function requestStatus(request: MyQuoteRequest) {
  if (request.status === "closed" || request.status === "spam") return STATUS.closed;
  const answered = request.recipients.some((r) => r.status === "contacted" || r.status === "won");
  return answered ? STATUS.contacted : (STATUS[request.status] ?? STATUS.new);
}

/** "My quote requests" on /profile. */
export function QuoteRequestsSection({ requests }: { requests: MyQuoteRequest[] }) {
  return (
    <CollectionSection
      id="my-quotes"
      title="My quote requests"
      action={
        <QuoteButton size="sm" variant="outline">
          New quote request
        </QuoteButton>
      }
      empty={
        requests.length === 0
          ? {
              icon: ClipboardList,
              title: "No quote requests yet",
              text: "Ask for a free quote and we'll connect you with 3-5 verified designers near you.",
            }
          : null
      }
    >
      <ul className="flex flex-col gap-3">
        {requests.map((request) => {
          const status = requestStatus(request);
          return (
            <li key={request.id}>
              <Card className="p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{request.location}</p>
                    <p className="text-sm text-stone-600 dark:text-stone-400">
                      <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                      {request.budget ? ` · ${request.budget}` : null}
                      {request.timeline ? ` · Start: ${request.timeline}` : null}
                    </p>
                  </div>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="mt-3 line-clamp-3 whitespace-pre-line text-sm text-stone-800 dark:text-stone-200">
                  {request.requirement}
                </p>
                {request.recipients.length === 0 ? (
                  <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
                    Our team is finding designers for you.
                  </p>
                ) : (
                  <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      Sent to {request.recipients.length} {request.recipients.length === 1 ? "designer" : "designers"}
                    </p>
                    <ul className="mt-3 flex flex-col gap-3">
                      {request.recipients.map((recipient) => (
                        <DesignerAnswer key={recipient.slug} recipient={recipient} />
                      ))}
                    </ul>
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </CollectionSection>
  );
}

/** One designer the request went to: where they stand and what they replied. */
function DesignerAnswer({ recipient }: { recipient: MyQuoteRecipient }) {
  const status = HOMEOWNER_LEAD_STATUS[recipient.status];
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={`/brand/${recipient.slug}`}
          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {recipient.brandName}
        </Link>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {recipient.replies.map((reply) => (
        <div key={reply.id} className="rounded-lg bg-stone-50 p-3 text-sm dark:bg-stone-800/60">
          <p className="whitespace-pre-line text-stone-800 dark:text-stone-200">{reply.body}</p>
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {recipient.brandName} replied on <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
          </p>
        </div>
      ))}
    </li>
  );
}
