/**
 * A thread's live event stream. The database is the source of truth: an event says what changed in the
 * viewer's threads (a message, a "Seen" mark, the request closed) after the state the client last heard of,
 * and the page reads the change through its loader. Each event's id is that state, so a client reconnecting
 * with Last-Event-ID hears exactly what happened since, once.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { leadMessages, leads, quoteRequests } from "~/db/schema";
import { CLIENT_IP_HEADER, getSessionId, onSessionEnd, type Viewer } from "~/features/auth/auth.api.server";
import { logger } from "~/lib/logger.server";
import { subscribeNotifications } from "~/services/db-notifications.server";
import { type EventSink, eventStreamResponse, type ServerSentEvent } from "~/services/event-streams.server";
import { readColumn } from "../thread/messages.server";
import { homeownerThreads, type ThreadAccess, threadAccess } from "../thread/thread-access.server";
import { otherSide, type ThreadSide } from "../thread/thread-rules";
import { parseThreadEvent, THREAD_CHANNEL } from "./thread-events.server";

export type ThreadChange = "message" | "seen" | "closed";

/** What a `thread` event's data says; `messageIds` are the messages written since the previous event. */
export interface ThreadEventData {
  changes: ThreadChange[];
  messageIds: number[];
}

/** The threads one stream watches: one lead for its designer, every lead of the request for its homeowner. */
interface StreamScope {
  quoteRequestId: string;
  leadIds: string[];
  brandIds: string[];
  side: ThreadSide;
  /** The in-process key its notifications arrive under. */
  key: string;
}

/** The newest visible message, the other side's read marks (they only grow) and whether the request is closed. */
export interface ThreadState {
  lastMessageId: number;
  seen: number;
  closed: boolean;
}

/**
 * The state as the stream's event ids carry it. A page renders with the cursor of what it shows and connects
 * with it (`?after=`), so the stream tells it only what changed since the render.
 */
export const cursorOf = (state: ThreadState) => `${state.lastMessageId}.${state.seen}.${state.closed ? 1 : 0}`;

function parseCursor(cursor: string | null | undefined): ThreadState | null {
  const match = /^(\d{1,15})\.(\d{1,18})\.([01])$/.exec(cursor?.trim() ?? "");
  if (!match) return null;
  return { lastMessageId: Number(match[1]), seen: Number(match[2]), closed: match[3] === "1" };
}

/** The messages of the scope's threads its sides see, for a query of lead_messages `m`. */
const visibleIn = sql`m.quote_request_id = ${sql.placeholder("quoteRequestId")}
  and m.brand_id = any(${sql.placeholder("brandIds")}::uuid[]) and m.hidden_at is null`;

/**
 * The threads' state now (as seen by `side`) and the visible messages after `knownMessageId` (none when it is
 * null), prepared once per side: every stream's read is one of these two statements.
 */
function stateQuery(side: ThreadSide) {
  return preparedQuery(`thread_stream_state_${side}`, (db, name) =>
    db
      .select({
        lastMessageId: sql<string | null>`(select max(m.id) from ${leadMessages} m where ${visibleIn})`,
        seen: sql<string>`coalesce(sum(${readColumn[otherSide(side)]}), 0)`,
        closed: sql<boolean>`bool_or(${quoteRequests.closedAt} is not null)`,
        newIds: sql<(string | number)[] | null>`(select array_agg(m.id order by m.id) from ${leadMessages} m
            where ${visibleIn} and m.id > ${sql.placeholder("knownMessageId")}::bigint)`,
      })
      .from(leads)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .where(sql`${leads.id} = any(${sql.placeholder("leadIds")}::uuid[])`)
      .prepare(name),
  );
}

const stateOf = { homeowner: stateQuery("homeowner"), brand: stateQuery("brand") };

/**
 * The threads' state now and, when a client knows an earlier one, the visible messages written after it: one
 * statement per change, shared by the scope's open streams (scopeWatch).
 */
async function readState(db: Db, scope: StreamScope, knownMessageId: number | null) {
  const { quoteRequestId, brandIds, leadIds } = scope;
  const [row] = await stateOf[scope.side](db).execute({ quoteRequestId, brandIds, leadIds, knownMessageId });
  const state: ThreadState = {
    lastMessageId: Number(row?.lastMessageId ?? 0),
    seen: Number(row?.seen ?? 0),
    closed: row?.closed === true,
  };
  return { state, newMessageIds: (row?.newIds ?? []).map(Number) };
}

/** The event telling a client who knows `known` about `state`, or null when nothing it shows changed. */
function changeEvent(known: ThreadState, state: ThreadState, messageIds: number[]) {
  const changes: ThreadChange[] = [];
  if (state.lastMessageId !== known.lastMessageId) changes.push("message");
  if (state.seen !== known.seen) changes.push("seen");
  if (state.closed !== known.closed) changes.push("closed");
  if (changes.length === 0) return null;
  const data: ThreadEventData = { changes, messageIds };
  return { id: cursorOf(state), event: "thread", data: JSON.stringify(data) };
}

/** One open stream: what its client knows, and where its events go. */
interface StreamWatch {
  known: ThreadState | null;
  greeted: boolean;
  sink: EventSink;
}

/**
 * The streams open in this process on one scope (one thread, or one request's threads): each change costs one
 * read, shared by all of them, however many tabs watch it.
 */
interface ScopeWatch {
  scope: StreamScope;
  streams: Set<StreamWatch>;
  poke: () => void;
}

/** The scopes watched in this process on one database, by scope key, fed by its one LISTEN. */
interface Watching {
  byKey: Map<string, Set<ScopeWatch>>;
  unsubscribe: () => void;
}

const watching = new WeakMap<Db, Watching>();

function startWatching(db: Db): Watching {
  const byKey = new Map<string, Set<ScopeWatch>>();
  const poke = (key: string) => {
    for (const scopeWatch of byKey.get(key) ?? []) scopeWatch.poke();
  };
  const unsubscribe = subscribeNotifications(db, THREAD_CHANNEL, {
    notified(payload) {
      const event = parseThreadEvent(payload);
      if (!event) return;
      poke(requestKey(event.quoteRequestId));
      poke(leadKey(event.leadId));
    },
    missed() {
      for (const key of byKey.keys()) poke(key);
    },
  });
  return { byKey, unsubscribe };
}

const requestKey = (quoteRequestId: string) => `request:${quoteRequestId}`;
const leadKey = (leadId: string) => `lead:${leadId}`;

/**
 * Tells one stream what its read says, if anything changed for it (or that it is ready, the first time). `told`
 * holds the events of this read by what their streams knew: streams that knew the same get the same event,
 * made (and encoded, eventStreamResponse) once.
 */
function tell(
  stream: StreamWatch,
  state: ThreadState,
  newMessageIds: number[],
  told: Map<string, ServerSentEvent | null>,
) {
  const { known } = stream;
  const key = `${stream.greeted ? "greeted" : "new"} ${known ? cursorOf(known) : ""}`;
  let event = told.get(key);
  if (event === undefined) {
    const seenBefore = known?.lastMessageId ?? 0;
    const change = known
      ? changeEvent(
          known,
          state,
          newMessageIds.filter((id) => id > seenBefore),
        )
      : null;
    event = change ?? (stream.greeted ? null : { id: cursorOf(state), event: "ready", data: "{}" });
    told.set(key, event);
  }
  if (event) stream.sink.send(event);
  stream.greeted = true;
  stream.known = state;
}

/**
 * A scope's watch: on each poke one read of the state, with the messages after the earliest any of its streams
 * knows, told to every stream that was open when the read began. Reads run one at a time; pokes arriving
 * meanwhile are folded into one more read.
 */
function scopeWatch(db: Db, scope: StreamScope): ScopeWatch {
  const streams = new Set<StreamWatch>();
  let running = false;
  let again = false;
  const read = async () => {
    const readers = [...streams];
    const known = readers.flatMap((stream) => (stream.known ? [stream.known.lastMessageId] : []));
    try {
      const { state, newMessageIds } = await readState(db, scope, known.length > 0 ? Math.min(...known) : null);
      const told = new Map<string, ServerSentEvent | null>();
      for (const stream of readers) if (streams.has(stream)) tell(stream, state, newMessageIds, told);
    } catch (error) {
      logger().warn({ err: error }, "thread event stream failed: closing it for the client to resume");
      for (const stream of readers) stream.sink.close();
    }
  };
  const poke = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        await read();
      } while (again && streams.size > 0);
      running = false;
    })();
  };
  return { scope, streams, poke };
}

/** A scope's key among the others watched: its threads and side (two streams of it read the same). */
const scopeId = (scope: StreamScope) => `${scope.side}:${scope.leadIds.join(",")}`;

/**
 * Sends `sink` what changed in `scope` since `known`, or else a `ready` event naming the state now; then what
 * changes, whenever a notification or a reconnect says it may have changed. Returns the stop.
 */
function watch(db: Db, scope: StreamScope, known: ThreadState | null, sink: EventSink): () => void {
  const current = watching.get(db) ?? startWatching(db);
  watching.set(db, current);
  const { byKey } = current;
  const scopes = byKey.get(scope.key) ?? new Set<ScopeWatch>();
  byKey.set(scope.key, scopes);
  const forget = (shared: ScopeWatch) => {
    if (shared.streams.size > 0) return;
    scopes.delete(shared);
    if (scopes.size > 0 || byKey.get(scope.key) !== scopes) return;
    byKey.delete(scope.key);
    if (byKey.size > 0 || watching.get(db) !== current) return;
    current.unsubscribe();
    watching.delete(db);
  };
  const shared = [...scopes].find((candidate) => scopeId(candidate.scope) === scopeId(scope)) ?? scopeWatch(db, scope);
  scopes.add(shared);
  const stream: StreamWatch = { known, greeted: false, sink };
  shared.streams.add(stream);
  shared.poke();
  return () => {
    shared.streams.delete(stream);
    forget(shared);
  };
}

function streamOf(db: Db, scope: StreamScope, request: Request, sessionId: string | null): Response {
  const resumeFrom =
    request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after") ?? undefined;
  const known = parseCursor(resumeFrom);
  const address = request.headers.get(CLIENT_IP_HEADER);
  const holders = [...(sessionId ? [`session:${sessionId}`] : []), ...(address ? [`address:${address}`] : [])];
  return eventStreamResponse(
    request.signal,
    (sink) => {
      const stop = watch(db, scope, known, sink);
      // Signed out, suspended or deleted (on any instance): the stream ends, and its reconnection is refused.
      const unwatchSession = sessionId ? onSessionEnd(db, sessionId, () => sink.close()) : () => {};
      return () => {
        unwatchSession();
        stop();
      };
    },
    { holders },
  );
}

function scopeOf(threads: ThreadAccess[], side: ThreadSide, key: string): StreamScope {
  return {
    quoteRequestId: threads[0].quoteRequestId,
    leadIds: threads.map((thread) => thread.leadId),
    brandIds: threads.map((thread) => thread.brandId),
    side,
    key,
  };
}

/**
 * The homeowner's stream of every thread of their request (`/quotes/:requestId/events`), resuming after
 * Last-Event-ID (or `?after=`, an id the client holds). Null for anyone else: answer 404.
 */
export async function homeownerThreadEvents(
  db: Db,
  viewer: Viewer | null,
  requestId: string,
  request: Request,
): Promise<Response | null> {
  const threads = await homeownerThreads(db, viewer, requestId);
  if (threads.length === 0) return null;
  return streamOf(db, scopeOf(threads, "homeowner", requestKey(requestId)), request, await getSessionId(request));
}

/** The designer's stream of one lead's thread (`/brand-dashboard/leads/:leadId/events`); null for anyone else. */
export async function brandThreadEvents(
  db: Db,
  viewer: Viewer | null,
  leadId: string,
  request: Request,
): Promise<Response | null> {
  const thread = await threadAccess(db, viewer, leadId, "brand");
  if (!thread) return null;
  return streamOf(db, scopeOf([thread], "brand", leadKey(leadId)), request, await getSessionId(request));
}
