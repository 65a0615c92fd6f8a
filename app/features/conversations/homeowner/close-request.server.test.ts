import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leads, quoteRequests } from "~/db/schema";
import { alertsOf, turnOnAlerts } from "~/testing/alerts.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase } from "~/testing/routes.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import { CLOSE_REASON_LABELS, UNANSWERED_CLOSE_DAYS } from "../thread/thread-rules";
import { closeQuoteRequest, closeUnansweredRequests } from "./close-request.server";
import { openQuoteRequest } from "./homeowner-quotes.server";

const DAY = 24 * 60 * 60 * 1000;

describeRoutesOnEachDatabase("requests closed for lack of answers", (getDb) => {
  let db: Db;
  let people: Personas;
  const now = new Date();
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY + minutes * 60_000);
  useTestJobQueue(() => getDb());
  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  async function request(id: string) {
    const [row] = await db
      .select({ closedAt: quoteRequests.closedAt, closeReason: quoteRequests.closeReason })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, id));
    return row;
  }

  const closedAlerts = async (userId: string) =>
    (await alertsOf(db, userId)).filter((alert) => alert.kind === "request_closed");

  it(`closes a request no designer answered in ${UNANSWERED_CLOSE_DAYS} days and alerts its homeowner in the same step`, async () => {
    const number = await turnOnAlerts(db, people.homeowner.userId, "whatsapp");
    const due = await createTestThread(db, people.homeowner, people.owner, {
      receivedAt: daysAgo(UNANSWERED_CLOSE_DAYS),
    });
    const early = await createTestThread(db, people.homeowner, people.owner, {
      receivedAt: daysAgo(UNANSWERED_CLOSE_DAYS, 1),
    });
    // The homeowner writing does not count as an answer.
    await sendTestMessage(db, due.homeowner, "Is anyone there?", daysAgo(3));

    await closeUnansweredRequests(db, now);
    expect(await request(due.requestId)).toEqual({ closedAt: now, closeReason: "no_answers" });
    expect(await request(early.requestId)).toEqual({ closedAt: null, closeReason: null });
    const [alert, ...more] = await closedAlerts(people.homeowner.userId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      eventKey: `request_closed:${due.requestId}`,
      channel: "whatsapp",
      recipient: number,
      parameters: { need: "Full interiors for a new 3 BHK", link: expect.stringMatching(`/quotes/${due.requestId}$`) },
    });

    // The homeowner's page says why, and that Nivasa (not they) closed it.
    const page = await openQuoteRequest(db, people.homeowner, due.requestId);
    expect(page?.closed).toEqual({
      at: now.toISOString(),
      reason: `No designer answered within ${UNANSWERED_CLOSE_DAYS} days`,
      byHomeowner: false,
    });

    // Run again (a retry, a second instance): nothing closes or is alerted twice.
    await closeUnansweredRequests(db, new Date(now.getTime() + 30_000));
    expect(await request(due.requestId)).toEqual({ closedAt: now, closeReason: "no_answers" });
    expect(await closedAlerts(people.homeowner.userId)).toHaveLength(1);
  });

  it("keeps open a request one of whose designers answered, and leaves a closed one as its homeowner closed it", async () => {
    const answered = await createTestThread(db, people.homeowner, people.owner, { receivedAt: daysAgo(30) });
    await db.insert(leads).values({ quoteRequestId: answered.requestId, brandId: people.otherOwner.brandId });
    await sendTestMessage(db, answered.brand, "Happy to help: when can we visit?", daysAgo(29));
    const closed = await createTestThread(db, people.homeowner, people.owner, { receivedAt: daysAgo(30) });
    expect(await closeQuoteRequest(db, people.homeowner, closed.requestId, "found_designer", daysAgo(2))).toMatchObject(
      {
        ok: true,
      },
    );
    const alertsBefore = await closedAlerts(people.homeowner.userId);

    await closeUnansweredRequests(db, now);
    expect(await request(answered.requestId)).toEqual({ closedAt: null, closeReason: null });
    expect(await request(closed.requestId)).toEqual({ closedAt: daysAgo(2), closeReason: "found_designer" });
    expect(await closedAlerts(people.homeowner.userId)).toEqual(alertsBefore);
    expect((await openQuoteRequest(db, people.homeowner, closed.requestId))?.closed).toMatchObject({
      reason: CLOSE_REASON_LABELS.found_designer,
      byHomeowner: true,
    });
  });

  it("alerts a homeowner with neither WhatsApp nor SMS on by email, as an alert row", async () => {
    const homeowner = (await createPersonas(db)).homeowner;
    const unanswered = await createTestThread(db, homeowner, people.owner, { receivedAt: daysAgo(10) });
    await closeUnansweredRequests(db, now);
    expect(await request(unanswered.requestId)).toMatchObject({ closeReason: "no_answers" });
    const [alert] = await closedAlerts(homeowner.userId);
    expect(alert).toMatchObject({ channel: "email", recipient: homeowner.email, fallbackFrom: null });
  });
});
