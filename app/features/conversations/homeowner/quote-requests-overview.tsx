import { QuoteButton } from "~/features/leads";
import { LinkButton } from "~/ui/button";
import { CollectionSection } from "~/ui/collection-section";
import type { QuoteRequestsOverview } from "./homeowner-quotes.server";
import { NO_QUOTE_REQUESTS, QUOTES_PATH, QuoteRequestList, unreadLabel } from "./quote-request-summaries";

/** "My quote requests" on /profile: how many, unread messages, the latest few, and a link to all of them. */
export function QuoteRequestsOverviewSection({ overview }: { overview: QuoteRequestsOverview }) {
  return (
    <CollectionSection
      id="my-quotes"
      title="My quote requests"
      action={
        <QuoteButton size="sm" variant="outline">
          New quote request
        </QuoteButton>
      }
      empty={overview.count === 0 ? NO_QUOTE_REQUESTS : null}
    >
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {overview.count} {overview.count === 1 ? "request" : "requests"}
        {overview.unread > 0 ? ` · ${unreadLabel(overview.unread)}` : null}
      </p>
      <QuoteRequestList requests={overview.latest} />
      <LinkButton to={QUOTES_PATH} variant="outline" size="sm" className="self-start">
        All quote requests and messages
      </LinkButton>
    </CollectionSection>
  );
}
