import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { projectFiles, projectMilestones, projectPayments, projectSnags, reviews } from "~/db/schema";
import { REVIEW_MESSAGES } from "~/features/reviews/review-rules";
import { brandReviewList } from "~/features/reviews/reviews.api.server";
import { indiaDay } from "~/lib/dates";
import { loader as fileLoader } from "~/routes/projects.file";
import { loader as projectLoader, action as projectRouteAction } from "~/routes/projects.project";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestProject, islandItems, projectDataRequest } from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { PROJECT_INTENTS as I, PROJECT_MESSAGES as M } from "../project/project-rules";
import type { ProjectPageData } from "../project/project-view.server";
import { warrantyUntil } from "../project/schedule";

type Fields = Record<string, string | Blob>;
type Page = { project: ProjectPageData; formKey: string };

describeRouteSuite("snags, handover and the review through the project page", (world, getDb) => {
  let projectId: string;
  let stages: { id: string; amountPaise: number }[];
  useTestJobQueue(() => getDb());
  const today = indiaDay(new Date());

  /** A two-stage project, started today, with "Booking" done: the final stage is next, so snags may be listed. */
  beforeAll(async () => {
    const project = await createTestProject(world.db, world.people.homeowner, world.people.owner, {
      stages: [
        { label: "Booking", percent: 20 },
        { label: "Handover", percent: 80 },
      ],
    });
    projectId = project.projectId;
    await proposeDate(world.db, project.homeowner, { kind: "start", day: today });
    const [proposal] = (await pageData(world.cookies.owner)).project.proposals;
    await answerProposal(world.db, project.brand, { proposalId: proposal!.id, accept: true });
    stages = await world.db
      .select({ id: projectMilestones.id, amountPaise: projectMilestones.amountPaise })
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(projectMilestones.position);
    await markMilestoneDone(world.db, project.brand, stages[0]!.id);
  });

  const post = (cookie: string | undefined, fields: Fields) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return respond(
      projectRouteAction,
      new Request(formRequest(`/projects/${projectId}`, { cookie }), { method: "POST", body }),
      { projectId },
    );
  };
  async function pageData(cookie: string): Promise<Page> {
    return (await (await respond(projectLoader, projectDataRequest(projectId, cookie), { projectId })).json()) as Page;
  }
  const snags = () => world.db.select().from(projectSnags).where(eq(projectSnags.projectId, projectId));
  const review = {
    intent: I.review,
    rating: "5",
    body: "Every snag fixed within the week, and handed over as promised.",
  };
  const photo = async (name: string) =>
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8040c0" } })
            .png()
            .toBuffer(),
        ),
      ],
      name,
      { type: "image/png" },
    );

  it("answers every snag and review form from anyone but the two sides with 404, and the wrong side with 400", async () => {
    expect(
      (
        await post(world.cookies.homeowner, {
          intent: I.reportSnag,
          clientKey: crypto.randomUUID(),
          room: "Hall",
          body: "Paint chipped",
        })
      ).status,
    ).toBe(302);
    const [listed] = await snags();
    const forms: Fields[] = [
      { intent: I.reportSnag, clientKey: crypto.randomUUID(), room: "Hall", body: "Paint chipped" },
      { intent: I.fixSnag, snagId: listed!.id, note: "" },
      { intent: I.closeSnag, snagId: listed!.id },
      { intent: I.reopenSnag, snagId: listed!.id },
      review,
    ];
    for (const fields of forms) {
      for (const cookie of [undefined, world.cookies.stranger, world.cookies.otherOwner, world.cookies.admin]) {
        expect((await post(cookie, fields)).status, `${fields.intent} ${cookie}`).toBe(404);
      }
    }
    const wrongSide: [string, Fields][] = [
      [world.cookies.owner, forms[0]!],
      [world.cookies.homeowner, forms[1]!],
      [world.cookies.owner, forms[2]!],
      [world.cookies.owner, forms[3]!],
      [world.cookies.owner, review],
    ];
    for (const [cookie, fields] of wrongSide) {
      const answer = await post(cookie, fields);
      expect(answer.status, String(fields.intent)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: M.notYourStep });
    }
    expect((await snags()).map((s) => s.state)).toEqual(["open"]);
    expect(await world.db.select().from(reviews).where(eq(reviews.brandId, world.people.owner.brandId))).toEqual([]);
  });

  it("answers bad input with 400 and a clear message, writing nothing", async () => {
    const [listed] = await snags();
    const cases: [string, Fields, string][] = [
      [
        world.cookies.homeowner,
        { intent: I.reportSnag, clientKey: crypto.randomUUID(), room: " ", body: "Paint chipped" },
        M.snagRoom,
      ],
      [
        world.cookies.homeowner,
        { intent: I.reportSnag, clientKey: crypto.randomUUID(), room: "Hall", body: "x".repeat(1001) },
        M.snagText,
      ],
      [
        world.cookies.homeowner,
        {
          intent: I.reportSnag,
          clientKey: crypto.randomUUID(),
          room: "Hall",
          body: "ok",
          photos: new File(["%PDF-1.4"], "bill.pdf"),
        },
        "bill.pdf",
      ],
      [world.cookies.owner, { intent: I.fixSnag, snagId: "12; drop table", note: "" }, M.unknownForm],
      [world.cookies.owner, { intent: I.fixSnag, snagId: crypto.randomUUID(), note: "" }, M.unknownForm],
      [world.cookies.homeowner, { intent: I.closeSnag, snagId: listed!.id }, M.snagNotFixed],
      [world.cookies.homeowner, { ...review, body: "Too short" }, REVIEW_MESSAGES.bodyShort],
      [world.cookies.homeowner, { ...review, rating: "9" }, REVIEW_MESSAGES.rating],
      [world.cookies.homeowner, review, M.reviewNotYet],
    ];
    for (const [cookie, fields, error] of cases) {
      const answer = await post(cookie, fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain(error);
    }
    expect(await snags()).toHaveLength(1);
  });

  it("goes snag → fixed → closed → final stage → payment confirmed → handed over → review, each a POST and a redirect", async () => {
    const listed = await post(world.cookies.homeowner, {
      intent: I.reportSnag,
      clientKey: crypto.randomUUID(),
      room: "Kitchen",
      body: "Hob cut-out too wide",
      photos: await photo("hob.png"),
    });
    expect(listed.status).toBe(302);
    expect(listed.headers.get("location")).toBe(`/projects/${projectId}`);
    // The designer's list: each snag open, with the form to mark it fixed.
    const shown = islandItems((await pageData(world.cookies.owner)).project.snags);
    expect(shown).toHaveLength(2);
    for (const [i, room] of ["Hall", "Kitchen"].entries()) {
      expect(shown[i]).toMatch(new RegExp(`^Snag ${i + 1} · ${room}Open.*Mark snag ${i + 1} fixed`, "s"));
    }
    const waiting = await world.db
      .select({ id: projectSnags.id })
      .from(projectSnags)
      .where(eq(projectSnags.projectId, projectId))
      .orderBy(projectSnags.number);
    const final = { intent: I.markDone, milestoneId: stages[1]!.id };
    const early = await post(world.cookies.owner, final);
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: M.snagsOpen(2) });
    for (const snag of waiting) {
      const fixed = await post(world.cookies.owner, {
        intent: I.fixSnag,
        snagId: snag.id,
        note: "Done",
        photos: await photo("fix.png"),
      });
      expect(fixed.status).toBe(302);
      expect((await post(world.cookies.homeowner, { intent: I.closeSnag, snagId: snag.id })).status).toBe(302);
    }
    const [fixPhoto] = await world.db
      .select({ id: projectFiles.id })
      .from(projectFiles)
      .where(and(eq(projectFiles.snagId, waiting[1]!.id), eq(projectFiles.uploadedBySide, "brand")));
    // The homeowner's list shows the snag closed, with the designer's photo of the fix.
    const closed = (await pageData(world.cookies.homeowner)).project.snags;
    expect(islandItems(closed)[1]).toContain("Closed");
    expect(closed?.html).toContain(`alt="The fix: fix.png"`);
    expect(closed?.html).toContain(`/files/${fixPhoto!.id}`);
    const file = (cookie: string) =>
      respond(fileLoader, pageRequest(`/projects/${projectId}/files/${fixPhoto!.id}`, cookie), {
        projectId,
        fileId: fixPhoto!.id,
      });
    expect((await file(world.cookies.homeowner)).status).toBe(200);
    expect((await file(world.cookies.otherOwner)).status).toBe(404);

    expect((await post(world.cookies.owner, final)).status).toBe(302);
    const { formKey } = await pageData(world.cookies.homeowner);
    for (const [stage, clientKey] of [
      [stages[0]!, crypto.randomUUID()],
      [stages[1]!, formKey],
    ] as const) {
      const paid = await post(world.cookies.homeowner, {
        intent: I.recordPayment,
        milestoneId: stage.id,
        amount: String(stage.amountPaise / 100),
        method: "upi",
        reference: "",
        paidOn: today,
        clientKey,
      });
      expect(paid.status).toBe(302);
      const [recorded] = await world.db
        .select({ id: projectPayments.id })
        .from(projectPayments)
        .where(eq(projectPayments.milestoneId, stage.id));
      expect((await post(world.cookies.owner, { intent: I.confirmPayment, paymentId: recorded!.id })).status).toBe(302);
    }
    const handedOver = (await pageData(world.cookies.owner)).project;
    expect(handedOver.handover).toMatchObject({ day: today });
    expect(handedOver.handover?.warrantyUntil).toBe(warrantyUntil(today, 1));
    expect(islandItems(handedOver.history)[0]).toContain("Handed over: the final stage");
    const late = await post(world.cookies.owner, {
      intent: I.postUpdate,
      clientKey: crypto.randomUUID(),
      milestoneId: stages[1]!.id,
      day: today,
      body: "Touch-up after handover",
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: M.handedOverUpdates });

    expect((await post(world.cookies.homeowner, review)).status).toBe(302);
    const list = await brandReviewList(world.db, { id: world.people.owner.brandId });
    expect(list.reviews.map((r) => [r.rating, r.verified])).toEqual([[5, true]]);
  });
});
