import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { brandReviewList } from "~/features/reviews/reviews.api.server";
import { describeEachDatabase } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { createTestProject } from "~/testing/projects.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { PROJECT_MESSAGES as M } from "../project/project-rules";
import { openProject } from "../project/project-view.server";
import { reviewProject, reviewWindow } from "./handover.server";

/** 10 January 2027, 11:30 in India. */
const NOW = new Date("2027-01-10T06:00:00Z");
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const REVIEW = { rating: 4, body: "Good work on site, though the last stage dragged on for weeks." };

describe("the review window", () => {
  const created = { handedOverAt: null, createdAt: NOW };

  it("opens at handover, or 60 India days after the designer's last step (or the hire, with none)", () => {
    expect(reviewWindow({ ...created, handedOverAt: later(3) }, later(3), later(3))).toEqual({
      open: true,
      why: "handover",
    });
    expect(reviewWindow(created, null, later(59))).toEqual({ open: false, opensOn: "2027-03-11" });
    expect(reviewWindow(created, null, later(60))).toEqual({ open: true, why: "idle" });
    expect(reviewWindow(created, later(30), later(60))).toEqual({ open: false, opensOn: "2027-04-10" });
    // A step at 23:00 in India on 9 February counts as that day, whatever the server's clock says.
    const lateEvening = new Date("2027-02-09T17:30:00Z");
    expect(reviewWindow(created, lateEvening, new Date("2027-04-09T18:30:00Z"))).toEqual({
      open: true,
      why: "idle",
    });
  });
});

describeEachDatabase("reviews from the project page", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  it("lets the homeowner review after 60 days without a step by the designer; the homeowner's own steps don't count", async () => {
    const project = await createTestProject(db, people.homeowner, people.owner, { now: NOW });
    await proposeDate(db, project.homeowner, { kind: "start", day: "2027-02-01" }, later(10));
    expect(await reviewProject(db, project.homeowner, REVIEW, later(59))).toEqual({
      ok: false,
      error: M.reviewNotYet,
    });
    const [proposal] = (await openProject(db, people.owner, project.projectId, later(20)))!.proposals;
    await answerProposal(db, project.brand, { proposalId: proposal!.id, accept: true }, later(30));
    expect(await reviewProject(db, project.homeowner, REVIEW, later(61))).toEqual({ ok: false, error: M.reviewNotYet });
    const waiting = await openProject(db, people.homeowner, project.projectId, later(61));
    expect(waiting?.review).toEqual({ window: { open: false, opensOn: "2027-04-10" }, own: null, removed: false });
    expect(await reviewProject(db, project.brand, REVIEW, later(90))).toEqual({ ok: false, error: M.notYourStep });

    expect(await reviewProject(db, project.homeowner, REVIEW, later(90))).toMatchObject({ ok: true });
    const open = await openProject(db, people.homeowner, project.projectId, later(90));
    expect(open?.review?.window).toEqual({ open: true, why: "idle" });
    expect(open?.review?.own).toMatchObject({ rating: 4, body: REVIEW.body });
    expect((await openProject(db, people.owner, project.projectId, later(90)))?.review).toBeNull();
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.brandId, people.owner.brandId), eq(reviews.userId, people.homeowner.userId)));
    expect(row?.rating).toBe(4);
    // No payment confirmed: the review is not "Hired via Nivasa".
    const list = await brandReviewList(db, { id: people.owner.brandId });
    expect(list.reviews.find((review) => review.id === row?.id)?.verified).toBe(false);
  });
});
