import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { preparedQuery } from "~/db/prepared.server";
import { outerColumn } from "~/db/rows.server";
import { brands, leads, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { budgetLabel, responseTimeLabel, timelineLabel } from "~/features/leads";
import { quoteRequestPath } from "~/lib/paths";
import { cursorOf } from "../stream/thread-stream.server";
import { shownMessages } from "../thread/message-island.server";
import { markThreadSeen, unreadFor } from "../thread/messages.server";
import { messageRows, type ThreadMessage, toThreadMessages } from "../thread/thread.server";
import { type RequestClosed, requestClosed } from "../thread/thread-rules";
import type { ShownMessages } from "../thread/thread-view";

/** One of the viewer's quote requests as /quotes (and the summary on /profile) lists it. */
export interface QuoteRequestSummary {
  id: string;
  createdAt: string;
  location: string;
  requirement: string;
  designers: number;
  /** Designers' messages the homeowner has not seen yet, over all the request's threads. */
  unread: number;
  closed: boolean;
}

/** The viewer's quote requests, newest first, with how many designers each reached and its unread messages. */
export async function listMyQuoteRequests(db: Executor, viewer: Viewer): Promise<QuoteRequestSummary[]> {
  const requests = await db
    .select({
      id: quoteRequests.id,
      createdAt: quoteRequests.createdAt,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      closedAt: quoteRequests.closedAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, viewer.userId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  if (requests.length === 0) return [];
  const threads = await db
    .select({ requestId: leads.quoteRequestId, unread: unreadFor("homeowner") })
    .from(leads)
    .where(
      inArray(
        leads.quoteRequestId,
        requests.map((request) => request.id),
      ),
    );
  return requests.map(({ closedAt, createdAt, ...request }) => {
    const own = threads.filter((thread) => thread.requestId === request.id);
    return {
      ...request,
      createdAt: createdAt.toISOString(),
      designers: own.length,
      unread: own.reduce((sum, thread) => sum + Number(thread.unread), 0),
      closed: closedAt !== null,
    };
  });
}

/** What /profile shows of the viewer's quote requests. */
export interface QuoteRequestsOverview {
  count: number;
  unread: number;
  latest: QuoteRequestSummary[];
}

const OVERVIEW_LATEST = 3;

export async function quoteRequestsOverview(db: Executor, viewer: Viewer): Promise<QuoteRequestsOverview> {
  const requests = await listMyQuoteRequests(db, viewer);
  return {
    count: requests.length,
    unread: requests.reduce((sum, request) => sum + request.unread, 0),
    latest: requests.slice(0, OVERVIEW_LATEST),
  };
}

/** A designer a request went to, with the thread between them (its messages as data, or as the page shows them). */
export interface QuoteRequestThread<Messages = ThreadMessage[]> {
  leadId: string;
  brandName: string;
  brandSlug: string;
  /** The designer's measured response time ("Usually responds within a day"), when there is one. */
  responseTime: string | null;
  messages: Messages;
}

/** A quote request as its homeowner sees it on /quotes/:requestId. */
export interface QuoteRequestView<Messages = ThreadMessage[]> {
  id: string;
  createdAt: string;
  location: string;
  requirement: string;
  budget: string | null;
  timeline: string | null;
  /** Why and when it closed; null while open. */
  closed: RequestClosed | null;
  threads: QuoteRequestThread<Messages>[];
  /** What the page shows, for its event stream to resume from (thread-stream.server.ts). */
  cursor: string;
}

const requestColumns = {
  id: quoteRequests.id,
  createdAt: quoteRequests.createdAt,
  location: quoteRequests.location,
  requirement: quoteRequests.requirement,
  budget: quoteRequests.budget,
  timeline: quoteRequests.timeline,
  closedAt: quoteRequests.closedAt,
  closeReason: quoteRequests.closeReason,
};

const ownRequest = and(
  eq(quoteRequests.id, sql.placeholder("requestId")),
  eq(quoteRequests.userId, sql.placeholder("userId")),
);

/** The viewer's own request, or null (answer 404) for a request of anyone else, or no request. */
const ownRequestRow = preparedQuery("own_quote_request", (db, name) =>
  db.select(requestColumns).from(quoteRequests).where(ownRequest).prepare(name),
);

/** A designer the request went to, as its page reads it: the lead's ids and read marks, and the designer. */
const requestThreadFields = {
  leadId: sql<string>`l.id`,
  brandId: sql<string>`l.brand_id`,
  homeownerReadId: sql<number>`l.homeowner_read_id`,
  brandReadId: sql<number>`l.brand_read_id`,
  brandName: sql<string>`b.brand_name`,
  brandSlug: sql<string>`b.slug`,
  responseMinutes: sql<number | null>`b.response_minutes`,
};

/** The viewer's own request with its threads (by designer name) in one statement, for its page. */
const ownRequestWithThreads = preparedQuery("own_quote_request_threads", (db, name) =>
  db
    .select({
      ...requestColumns,
      homeowner: quoteRequests.name,
      threads: jsonRows(
        requestThreadFields,
        sql`from ${leads} l join ${brands} b on b.id = l.brand_id
          where l.quote_request_id = ${outerColumn(quoteRequests.id)}`,
        sql`b.brand_name`,
      ),
    })
    .from(quoteRequests)
    .where(ownRequest)
    .prepare(name),
);

/** Whether `requestId` can name a quote request at all (anything else names none: answer 404). */
export const isQuoteRequestId = (requestId: string) => z.uuid().safeParse(requestId).success;

export async function ownQuoteRequest(db: Executor, viewer: Viewer | null, requestId: string) {
  if (!viewer || !isQuoteRequestId(requestId)) return null;
  const [request] = await ownRequestRow(db).execute({ requestId, userId: viewer.userId });
  return request ?? null;
}

/**
 * The viewer's request with one thread per designer it went to, in two round trips whatever the number of
 * designers: the request with its threads (one statement), then their messages while they are marked seen (the designers'
 * "Seen", the unread counts) — nothing the homeowner sees here depends on their own read mark.
 * Null (answer 404) for anyone but the homeowner who asked.
 */
export async function openQuoteRequest(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
): Promise<QuoteRequestView | null> {
  if (!viewer || !isQuoteRequestId(requestId)) return null;
  const [request] = await ownRequestWithThreads(db).execute({ requestId, userId: viewer.userId });
  if (!request) return null;
  const { closedAt, closeReason, createdAt, budget, timeline, homeowner, threads: rows, ...shown } = request;
  const threads = rows.map((row) => ({ ...row, homeowner }));
  const [messages] = await Promise.all([
    messageRows(db, { quoteRequestId: request.id }),
    ...threads.map((thread) =>
      markThreadSeen(db, { ...thread, quoteRequestId: request.id, side: "homeowner", viewerId: viewer.userId }),
    ),
  ]);
  return {
    ...shown,
    createdAt: createdAt.toISOString(),
    budget: budgetLabel(budget),
    timeline: timelineLabel(timeline),
    closed: requestClosed(closedAt, closeReason),
    threads: threads.map((thread) => ({
      leadId: thread.leadId,
      brandName: thread.brandName,
      brandSlug: thread.brandSlug,
      responseTime: responseTimeLabel(thread.responseMinutes),
      messages: toThreadMessages(
        messages.filter((message) => message.brandId === thread.brandId),
        thread,
        "homeowner",
      ),
    })),
    cursor: cursorOf({
      lastMessageId: messages.at(-1)?.id ?? 0,
      seen: threads.reduce((sum, thread) => sum + thread.brandReadId, 0),
      closed: closedAt !== null,
    }),
  };
}

/** The request's page data: each thread's messages as a static island (shownMessages). */
export function quoteRequestPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  view: QuoteRequestView,
): QuoteRequestView<ShownMessages> {
  const attachmentsPath = `${quoteRequestPath(view.id)}/attachments`;
  return {
    ...view,
    threads: view.threads.map((thread) => ({
      ...thread,
      messages: shownMessages(request, context, thread.leadId, thread.messages, {
        attachmentsPath,
        reportLeadId: thread.leadId,
      }),
    })),
  };
}
