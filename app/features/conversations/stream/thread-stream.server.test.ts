import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, expect, it, vi } from "vitest";
import { sessions, users } from "~/db/schema";
import { auth, CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { signOut } from "~/features/auth/endpoints.server";
import { loader as brandEventsLoader } from "~/routes/brand-dashboard.lead-events";
import { loader as homeownerEventsLoader } from "~/routes/quotes.events";
import {
  closeNotificationListeners,
  LISTENER_APPLICATION_NAME,
  subscribeNotifications,
} from "~/services/db-notifications.server";
import { MAX_STREAMS_PER_HOLDER, streamsHeldBy, TOO_MANY_STREAMS } from "~/services/event-streams.server";
import { formRequest, TEST_ORIGIN } from "~/testing/auth.server";
import { openSecondInstance } from "~/testing/database.server";
import { type EventReader, ofType, type ReceivedEvent, readEvents } from "~/testing/event-streams.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { type Caller, createPerson } from "~/testing/personas.server";
import { describeRouteSuite, respond, sessionCookieOf } from "~/testing/routes.server";
import { createTestThread, sendTestMessage, type TestThread } from "~/testing/threads.server";
import { closeQuoteRequest } from "../homeowner/close-request.server";
import { openQuoteRequest } from "../homeowner/homeowner-quotes.server";
import { openLeadThread } from "../inbox/lead-thread.server";
import { markThreadSeen } from "../thread/messages.server";
import { THREAD_CHANNEL } from "./thread-events.server";
import { brandThreadEvents, homeownerThreadEvents, type ThreadEventData } from "./thread-stream.server";

const sleep = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve("still open"), ms));

const LIVE_MS = 2_000;

describeRouteSuite("thread event streams", (world, getDb, kind) => {
  const open = new Set<AbortController>();
  useTestJobQueue(() => getDb());

  afterEach(() => {
    for (const controller of open) controller.abort();
    open.clear();
  });

  afterAll(async () => {
    await closeNotificationListeners();
  });

  function eventsRequest(path: string, caller: Caller, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    open.add(controller);
    const cookie = world.cookieOf(caller);
    return new Request(new URL(path, TEST_ORIGIN), {
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      signal: controller.signal,
    });
  }

  const homeownerStream = (thread: TestThread, caller: Caller = "homeowner", headers = {}) =>
    respond(homeownerEventsLoader, eventsRequest(`/quotes/${thread.requestId}/events`, caller, headers), {
      requestId: thread.requestId,
    });

  const brandStream = (thread: TestThread, caller: Caller = "owner", headers = {}) =>
    respond(brandEventsLoader, eventsRequest(`/brand-dashboard/leads/${thread.leadId}/events`, caller, headers), {
      leadId: thread.leadId,
    });

  /** Opens a stream and waits for its first event (the current state, or what changed since Last-Event-ID). */
  async function listen(response: Response | Promise<Response>) {
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = readEvents(answered.body as ReadableStream<Uint8Array>);
    const first = await events.next((event) => event.event === "ready" || event.event === "thread");
    return { events, first };
  }

  const dataOf = (event: ReceivedEvent) => JSON.parse(event.data) as ThreadEventData;

  /** The next `thread` event, checked to arrive within LIVE_MS. */
  async function nextChange(events: EventReader) {
    const started = performance.now();
    const event = await events.next(ofType("thread"), LIVE_MS);
    expect(performance.now() - started).toBeLessThan(LIVE_MS);
    return { id: event.id, ...dataOf(event) };
  }

  it("shows a new message on both sides' open streams within 2 s", async () => {
    const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    const homeowner = await listen(homeownerStream(thread));
    const brand = await listen(brandStream(thread));
    expect(homeowner.first.event).toBe("ready");
    const messageId = await sendTestMessage(world.db, thread.brand, "Happy to help with your kitchen");
    // The designer's reply also moves their read mark: the homeowner's earlier messages may show "Seen" now.
    expect(await nextChange(homeowner.events)).toMatchObject({ changes: ["message", "seen"], messageIds: [messageId] });
    expect(await nextChange(brand.events)).toMatchObject({ changes: ["message"], messageIds: [messageId] });
  });

  it("tells the writer when the other side has seen their messages, and when the request closes", async () => {
    const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    const brand = await listen(brandStream(thread));
    const messageId = await sendTestMessage(world.db, thread.brand, "Shall we visit on Saturday?");
    expect(await nextChange(brand.events)).toMatchObject({ messageIds: [messageId] });
    await markThreadSeen(world.db, thread.homeowner);
    expect(await nextChange(brand.events)).toMatchObject({ changes: ["seen"], messageIds: [] });
    await closeQuoteRequest(world.db, world.people.homeowner, thread.requestId, "found_designer");
    expect(await nextChange(brand.events)).toMatchObject({ changes: ["closed"] });
  });

  it("takes each page's cursor as what the page shows: nothing is told until something changes", async () => {
    const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    await sendTestMessage(world.db, thread.homeowner, "Hello");
    await sendTestMessage(world.db, thread.brand, "Hello! When can we visit?");
    const [quotePage, leadPage] = [
      await openQuoteRequest(world.db, world.people.homeowner, thread.requestId),
      await openLeadThread(world.db, thread.brand),
    ];
    const after = (cursor = "") => `?${new URLSearchParams({ after: cursor })}`;
    const homeowner = await listen(
      respond(
        homeownerEventsLoader,
        eventsRequest(`/quotes/${thread.requestId}/events${after(quotePage?.cursor)}`, "homeowner"),
        { requestId: thread.requestId },
      ),
    );
    const brand = await listen(
      respond(
        brandEventsLoader,
        eventsRequest(`/brand-dashboard/leads/${thread.leadId}/events${after(leadPage?.cursor)}`, "owner"),
        { leadId: thread.leadId },
      ),
    );
    expect(homeowner.first).toMatchObject({ event: "ready", id: quotePage?.cursor });
    expect(brand.first).toMatchObject({ event: "ready", id: leadPage?.cursor });
    const reply = await sendTestMessage(world.db, thread.brand, "Saturday at 11?");
    expect(await nextChange(homeowner.events)).toMatchObject({ messageIds: [reply] });
    expect(await nextChange(brand.events)).toMatchObject({ messageIds: [reply] });
  });

  it("opens a stream only for the thread's two sides: 404 for anyone else", async () => {
    const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    const refusals: [string, () => Promise<Response>][] = [
      ["signed out, the request", () => homeownerStream(thread, "anonymous")],
      ["the brand's owner, the request", () => homeownerStream(thread, "owner")],
      ["another brand's owner, the request", () => homeownerStream(thread, "otherOwner")],
      ["an admin, the request", () => homeownerStream(thread, "admin")],
      ["signed out, the lead", () => brandStream(thread, "anonymous")],
      ["the homeowner, the lead", () => brandStream(thread, "homeowner")],
      ["another brand's owner, the lead", () => brandStream(thread, "otherOwner")],
      ["an admin, the lead", () => brandStream(thread, "admin")],
      [
        "not a request id",
        () => respond(homeownerEventsLoader, eventsRequest("/quotes/x/events", "homeowner"), { requestId: "x" }),
      ],
    ];
    for (const [who, open] of refusals) {
      const response = await open();
      expect(response.status, who).toBe(404);
      expect(response.headers.get("content-type"), who).not.toMatch(/event-stream/);
    }
    const request = new Request(new URL(`/quotes/${thread.requestId}/events`, TEST_ORIGIN), {
      headers: { cookie: world.cookies.stranger },
    });
    expect((await respond(homeownerEventsLoader, request, { requestId: thread.requestId })).status).toBe(404);
  });

  it("resumes after a dropped connection from Last-Event-ID without losing or repeating a message", async () => {
    const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    const first = await listen(homeownerStream(thread));
    const heard: number[] = [];
    let lastId = first.first.id as string;
    for (const body of ["One", "Two"]) {
      await sendTestMessage(world.db, thread.brand, body);
      const change = await nextChange(first.events);
      heard.push(...change.messageIds);
      lastId = change.id as string;
    }
    for (const controller of open) controller.abort();
    const missed = [
      await sendTestMessage(world.db, thread.brand, "Three, while the homeowner was offline"),
      await sendTestMessage(world.db, thread.homeowner, "Four, from the homeowner's other tab"),
    ];
    const resumed = await listen(homeownerStream(thread, "homeowner", { "Last-Event-ID": lastId }));
    expect(resumed.first.event).toBe("thread");
    expect(dataOf(resumed.first).messageIds).toEqual(missed);
    heard.push(...dataOf(resumed.first).messageIds);
    const fifth = await sendTestMessage(world.db, thread.brand, "Five");
    const latest = await nextChange(resumed.events);
    heard.push(...latest.messageIds);
    expect(heard).toHaveLength(5);
    expect(new Set(heard).size).toBe(5);
    expect(heard.at(-1)).toBe(fifth);

    // Nothing new since the id the client holds (as Last-Event-ID, or ?after= on a first connection): the
    // stream only confirms that state.
    const upToDate = await listen(homeownerStream(thread, "homeowner", { "Last-Event-ID": latest.id as string }));
    expect(upToDate.first).toMatchObject({ event: "ready", id: latest.id });
    const after = new URLSearchParams({ after: lastId });
    const fromPage = await listen(
      respond(homeownerEventsLoader, eventsRequest(`/quotes/${thread.requestId}/events?${after}`, "homeowner"), {
        requestId: thread.requestId,
      }),
    );
    expect(dataOf(fromPage.first).messageIds).toEqual([...missed, fifth]);
  });

  /** Someone who asked for a quote, signed in: their thread with `world.people.owner` and their session's cookie. */
  async function signedInHomeowner() {
    const person = await createPerson(world.db, "asker", "user");
    return {
      person,
      thread: await createTestThread(world.db, person, world.people.owner),
      cookie: await sessionCookieOf(person),
    };
  }

  /** A stream of `thread`'s request on the session of `cookie`, from client address `address`, with its abort. */
  async function streamOfSession(thread: TestThread, cookie: string, address = "192.0.2.1") {
    const controller = new AbortController();
    open.add(controller);
    const request = new Request(new URL(`/quotes/${thread.requestId}/events`, TEST_ORIGIN), {
      headers: { cookie, [CLIENT_IP_HEADER]: address },
      signal: controller.signal,
    });
    const response = await respond(homeownerEventsLoader, request, { requestId: thread.requestId });
    return { response, abort: () => controller.abort() };
  }

  it(`lets one session keep ${MAX_STREAMS_PER_HOLDER} streams open, then answers 429 until one closes`, async () => {
    const { thread, cookie } = await signedInHomeowner();
    const address = (n: number) => `198.51.100.${n}`;
    const streams = [];
    for (let n = 0; n < MAX_STREAMS_PER_HOLDER; n++) streams.push(await streamOfSession(thread, cookie, address(n)));
    expect(streams.map((stream) => stream.response.status)).toEqual(Array(MAX_STREAMS_PER_HOLDER).fill(200));
    const seventh = await streamOfSession(thread, cookie, address(99));
    expect(seventh.response.status).toBe(429);
    expect(await seventh.response.text()).toBe(TOO_MANY_STREAMS);
    streams[0].abort();
    expect((await streamOfSession(thread, cookie, address(99))).response.status).toBe(200);
  });

  it(`lets one client address keep ${MAX_STREAMS_PER_HOLDER} streams open, whatever the sessions`, async () => {
    const askers = [];
    for (let n = 0; n <= MAX_STREAMS_PER_HOLDER; n++) askers.push(await signedInHomeowner());
    const streams = [];
    for (const asker of askers.slice(0, MAX_STREAMS_PER_HOLDER)) {
      streams.push(await streamOfSession(asker.thread, asker.cookie, "203.0.113.50"));
    }
    expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
    const last = askers[MAX_STREAMS_PER_HOLDER];
    expect((await streamOfSession(last.thread, last.cookie, "203.0.113.50")).response.status).toBe(429);
    expect((await streamOfSession(last.thread, last.cookie, "203.0.113.51")).response.status).toBe(200);
    streams[3].abort();
    expect(streamsHeldBy("address:203.0.113.50")).toBe(MAX_STREAMS_PER_HOLDER - 1);
    expect((await streamOfSession(last.thread, last.cookie, "203.0.113.50")).response.status).toBe(200);
  });

  it("reads a thread's state once per change however many streams watch it", async () => {
    const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    const watchers = [];
    for (let n = 0; n < 5; n++) watchers.push(await listen(homeownerStream(thread)));
    for (let n = 0; n < 5; n++) watchers.push(await listen(brandStream(thread)));
    let notifications = 0;
    const unsubscribe = subscribeNotifications(world.db, THREAD_CHANNEL, {
      notified: () => notifications++,
      missed() {},
    });
    let reads = 0;
    // The streams' reads are prepared statements: count the executions of this driver's prepared queries.
    const preparedQueries = Object.getPrototypeOf(world.db.select({ one: sql`1` }).from(users).prepare("probe"));
    const execute = preparedQueries.execute;
    const spy = vi.spyOn(preparedQueries, "execute").mockImplementation(function (this: unknown, ...args: unknown[]) {
      if (new Error().stack?.includes("readState")) reads += 1;
      return execute.apply(this, args);
    });
    try {
      const messageId = await sendTestMessage(world.db, thread.brand, "One change, ten tabs");
      for (const watcher of watchers)
        expect(await nextChange(watcher.events)).toMatchObject({ messageIds: [messageId] });
      expect(notifications).toBe(1);
      // One read for the homeowner's request and one for the designer's lead: not one per open stream.
      expect(reads).toBe(2);
    } finally {
      spy.mockRestore();
      unsubscribe();
    }
  });

  it("ends a session's streams when it signs out, is suspended or its account is deleted", async () => {
    const watched = await createTestThread(world.db, world.people.homeowner, world.people.owner);
    const bystander = await listen(homeownerStream(watched));
    const endings: Record<string, (asker: Awaited<ReturnType<typeof signedInHomeowner>>) => Promise<unknown>> = {
      "signs out": async ({ cookie }) =>
        expect((await signOut(auth(), formRequest("/sign-out", { cookie }))).ok).toBe(true),
      // What suspending an account does to its sessions (message-reports.server.ts).
      "is suspended": ({ person }) => world.db.delete(sessions).where(eq(sessions.userId, person.userId)),
      "is deleted": ({ person }) => world.db.delete(users).where(eq(users.id, person.userId)),
    };
    for (const [ending, end] of Object.entries(endings)) {
      const asker = await signedInHomeowner();
      const { events } = await listen((await streamOfSession(asker.thread, asker.cookie)).response);
      await end(asker);
      await expect(Promise.race([events.ended.then(() => "ended"), sleep(LIVE_MS)]), ending).resolves.toBe("ended");
      // Its reconnection finds no session: 404, and the browser's EventSource stops.
      expect((await streamOfSession(asker.thread, asker.cookie)).response.status, ending).toBe(404);
    }
    // Someone else's stream goes on.
    const messageId = await sendTestMessage(world.db, watched.brand, "Still here");
    expect(await nextChange(bystander.events)).toMatchObject({ messageIds: [messageId] });
  });

  it.runIf(kind === "postgres")("ends a session's streams on another instance when it signs out here", async () => {
    const second = await openSecondInstance(world.db);
    if (!second) throw new Error("no second instance");
    try {
      const { person, thread, cookie } = await signedInHomeowner();
      const controller = new AbortController();
      open.add(controller);
      const onSecond = await homeownerThreadEvents(
        second.db,
        person,
        thread.requestId,
        new Request(new URL(`/quotes/${thread.requestId}/events`, TEST_ORIGIN), {
          headers: { cookie },
          signal: controller.signal,
        }),
      );
      const { events } = await listen(onSecond as Response);
      expect((await signOut(auth(), formRequest("/sign-out", { cookie }))).ok).toBe(true);
      await expect(Promise.race([events.ended.then(() => "ended"), sleep(LIVE_MS)])).resolves.toBe("ended");
    } finally {
      for (const controller of open) controller.abort();
      await closeNotificationListeners();
      await second.close();
    }
  });

  it.runIf(kind === "postgres")(
    "delivers across two server instances on one database, both ways, and after a lost LISTEN connection",
    async () => {
      const second = await openSecondInstance(world.db);
      if (!second) throw new Error("no second instance");
      try {
        const thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
        const onFirst = await listen(homeownerStream(thread));
        const controller = new AbortController();
        open.add(controller);
        const onSecondResponse = await brandThreadEvents(
          second.db,
          world.people.owner,
          thread.leadId,
          new Request(new URL(`/brand-dashboard/leads/${thread.leadId}/events`, TEST_ORIGIN), {
            signal: controller.signal,
          }),
        );
        const onSecond = await listen(onSecondResponse as Response);

        const fromSecond = await sendTestMessage(second.db, thread.brand, "Posted on the second instance");
        expect(await nextChange(onFirst.events)).toMatchObject({ messageIds: [fromSecond] });
        expect(await nextChange(onSecond.events)).toMatchObject({ messageIds: [fromSecond] });
        const fromFirst = await sendTestMessage(world.db, thread.homeowner, "Posted on the first instance");
        expect(await nextChange(onSecond.events)).toMatchObject({ messageIds: [fromFirst] });
        expect(await nextChange(onFirst.events)).toMatchObject({ messageIds: [fromFirst] });

        await world.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
        const afterLoss = await sendTestMessage(second.db, thread.brand, "Posted while the listener reconnects");
        const change = await onFirst.events.next(ofType("thread"), 5_000);
        expect(dataOf(change).messageIds).toEqual([afterLoss]);
      } finally {
        for (const controller of open) controller.abort();
        await closeNotificationListeners();
        await second.close();
      }
    },
  );
});
