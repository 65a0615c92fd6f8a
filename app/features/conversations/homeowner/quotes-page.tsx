import { QuoteButton } from "~/features/leads";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import type { QuoteRequestSummary } from "./homeowner-quotes.server";
import { NO_QUOTE_REQUESTS, QuoteRequestList } from "./quote-request-summaries";

/** /quotes: the viewer's quote requests, newest first, each opening its conversations with the designers. */
export function QuotesPage({ requests }: { requests: QuoteRequestSummary[] }) {
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My quote requests</h1>
            <QuoteButton size="sm" variant="outline">
              New quote request
            </QuoteButton>
          </div>
          {requests.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 p-8 text-center">
              <NO_QUOTE_REQUESTS.icon aria-hidden="true" className="size-8 text-stone-400" />
              <p className="font-medium">{NO_QUOTE_REQUESTS.title}</p>
              <p className="text-sm text-stone-600 dark:text-stone-400">{NO_QUOTE_REQUESTS.text}</p>
            </Card>
          ) : (
            <QuoteRequestList requests={requests} />
          )}
        </div>
      </Container>
    </main>
  );
}
