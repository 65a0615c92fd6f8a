import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { CollectionSection } from "~/ui/collection-section";
import { QuoteButton } from "./quote-dialog";
import type { MyQuoteRequest } from "./quote-requests.server";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

const STATUS: Record<string, { label: string; tone: "brand" | "success" | "neutral" | "warning" }> = {
  new: { label: "Sent", tone: "brand" },
  contacted: { label: "Designer in touch", tone: "success" },
  closed: { label: "Closed", tone: "neutral" },
  spam: { label: "Closed", tone: "neutral" },
};

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
          const status = STATUS[request.status] ?? STATUS.new;
          return (
            <li key={request.id}>
              <Card className="p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{request.location}</p>
                    <p className="text-sm text-stone-600 dark:text-stone-400">
                      <time dateTime={request.createdAt}>{dateFormat.format(new Date(request.createdAt))}</time>
                      {request.budget ? ` · ${request.budget}` : null}
                      {request.timeline ? ` · Start: ${request.timeline}` : null}
                    </p>
                  </div>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="mt-3 line-clamp-3 whitespace-pre-line text-sm text-stone-800 dark:text-stone-200">
                  {request.requirement}
                </p>
                <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
                  {request.recipients.length === 0 ? (
                    "Our team is finding designers for you."
                  ) : (
                    <>
                      Sent to{" "}
                      {request.recipients.map((r, i) => (
                        <span key={r.slug}>
                          {i > 0 ? (i === request.recipients.length - 1 ? " and " : ", ") : null}
                          <Link
                            to={`/brand/${r.slug}`}
                            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                          >
                            {r.brandName}
                          </Link>
                        </span>
                      ))}
                    </>
                  )}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </CollectionSection>
  );
}
