import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { quoteRequestPath } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import type { QuoteRequestSummary } from "./homeowner-quotes.server";

export const QUOTES_PATH = "/quotes";

export const NO_QUOTE_REQUESTS = {
  icon: ClipboardList,
  title: "No quote requests yet",
  text: "Ask for a free quote and we'll connect you with 3-5 verified designers near you.",
};

function designers(count: number): string {
  if (count === 0) return "Finding designers for you";
  return `Sent to ${count} ${count === 1 ? "designer" : "designers"}`;
}

export function unreadLabel(count: number): string {
  return `${count} unread ${count === 1 ? "message" : "messages"}`;
}

/** Quote requests as rows that open their page: place, date, designers, unread messages, closed. */
export function QuoteRequestList({ requests }: { requests: QuoteRequestSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request.id}>
          <Card className="relative flex flex-wrap items-start justify-between gap-3 p-5 hover:border-brand-400">
            <div className="min-w-0 flex-1">
              <Link
                to={quoteRequestPath(request.id)}
                className="font-medium after:absolute after:inset-0 hover:underline"
              >
                {request.location}
              </Link>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                {" · "}
                {designers(request.designers)}
              </p>
              <p className="mt-2 line-clamp-2 text-sm text-stone-800 dark:text-stone-200">{request.requirement}</p>
            </div>
            <div className="flex flex-col items-end gap-2">
              {request.unread > 0 ? <Badge tone="brand">{unreadLabel(request.unread)}</Badge> : null}
              {request.closed ? <Badge>Closed</Badge> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
