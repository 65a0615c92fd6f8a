import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { projectChanges, projectMilestones } from "~/db/schema";
import { formatRupees } from "~/features/offers";
import { loader as projectLoader, action as projectRouteAction } from "~/routes/projects.project";
import { formRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestProject, islandItems, projectDataRequest } from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { PROJECT_INTENTS as I, PROJECT_MESSAGES as M } from "../project/project-rules";
import type { ProjectPageData } from "../project/project-view.server";

type Fields = Record<string, string | string[]>;

/** A change order's fields: one line (₹25,000 lump sum), a reason and 4 days. */
const change = (fields: Fields = {}): Fields => ({
  intent: I.proposeChange,
  lineDescription: ["Extra loft in bedroom 2", ""],
  lineQuantity: ["1", ""],
  lineUnit: ["lump_sum", "sq_ft"],
  lineRate: ["25,000", ""],
  reason: "Asked for on site",
  days: "4",
  ...fields,
});

describeRouteSuite("change orders through the project page", (world, getDb) => {
  let projectId: string;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    ({ projectId } = await createTestProject(world.db, world.people.homeowner, world.people.owner));
  });

  const post = (cookie: string | undefined, fields: Fields) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
    return respond(
      projectRouteAction,
      new Request(formRequest(`/projects/${projectId}`, { cookie }), { method: "POST", body }),
      { projectId },
    );
  };
  const pageData = async (cookie: string) =>
    (
      (await (await respond(projectLoader, projectDataRequest(projectId, cookie), { projectId })).json()) as {
        project: ProjectPageData;
      }
    ).project;
  const changes = () => world.db.select().from(projectChanges).where(eq(projectChanges.projectId, projectId));

  it("answers every change order form from anyone but the two sides with 404, and the wrong side with 400", async () => {
    expect((await post(world.cookies.owner, change())).status).toBe(302);
    const [waiting] = await changes();
    const forms: Fields[] = [
      change(),
      ...[I.approveChange, I.declineChange, I.withdrawChange].map((intent) => ({ intent, changeId: waiting!.id })),
    ];
    for (const fields of forms) {
      for (const cookie of [undefined, world.cookies.stranger, world.cookies.otherOwner, world.cookies.admin]) {
        expect((await post(cookie, fields)).status, `${fields.intent} ${cookie}`).toBe(404);
      }
    }
    const wrongSide: [string, Fields][] = [
      [world.cookies.homeowner, change()],
      [world.cookies.homeowner, { intent: I.withdrawChange, changeId: waiting!.id }],
      [world.cookies.owner, { intent: I.approveChange, changeId: waiting!.id }],
      [world.cookies.owner, { intent: I.declineChange, changeId: waiting!.id }],
    ];
    for (const [cookie, fields] of wrongSide) {
      const answer = await post(cookie, fields);
      expect(answer.status, String(fields.intent)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: M.notYourStep });
    }
    expect((await changes()).map((c) => c.state)).toEqual(["proposed"]);
    expect((await post(world.cookies.owner, { intent: I.withdrawChange, changeId: waiting!.id })).status).toBe(302);
  });

  it("answers bad input with 400 and a clear message, writing nothing", async () => {
    const before = (await changes()).length;
    const cases: [Fields, string][] = [
      [
        change({ lineDescription: ["", ""], lineQuantity: ["", ""], lineRate: ["", ""] }),
        "Please add at least one line with a description, a quantity and a rate.",
      ],
      [
        change({ lineQuantity: ["-1", ""] }),
        "Line 1: the quantity must be a number above 0 with at most two decimals.",
      ],
      [
        change({ lineRate: ["9999999999999", ""] }),
        "Line 1: the rate must be an amount in ₹ above 0 with at most two decimals.",
      ],
      [
        change({
          lineUnit: ["lump_sum", "acre"],
          lineDescription: ["Loft", "Paint"],
          lineQuantity: ["1", "2"],
          lineRate: ["5", "5"],
        }),
        "Line 2: please choose a unit.",
      ],
      [change({ lineRate: ["50", ""] }), M.changeTotal],
      [change({ days: "-2" }), M.changeDays],
      [change({ days: "1000" }), M.changeDays],
      [change({ reason: " " }), M.changeReason],
      [change({ milestoneId: "stage-2" }), M.stageUnknown],
      [change({ milestoneId: crypto.randomUUID() }), M.stageUnknown],
      [{ intent: I.approveChange, changeId: "7; drop table" }, M.unknownForm],
    ];
    for (const [fields, error] of cases) {
      const cookie = fields.intent === I.approveChange ? world.cookies.homeowner : world.cookies.owner;
      const answer = await post(cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain(error);
    }
    expect(await changes()).toHaveLength(before);
  });

  it("goes from the designer's change order to the homeowner's approval, in the ledger, the stage and the history", async () => {
    const [, second] = await world.db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(projectMilestones.position);
    const proposed = await post(world.cookies.owner, change({ milestoneId: second!.id }));
    expect(proposed.status).toBe(302);
    expect(proposed.headers.get("location")).toBe(`/projects/${projectId}`);
    const [waiting] = (await changes()).filter((c) => c.state === "proposed");
    expect(waiting).toMatchObject({
      milestoneId: second!.id,
      subtotalPaise: 25_000_00,
      totalPaise: 29_500_00,
      days: 4,
    });
    const seen = await pageData(world.cookies.homeowner);
    // The homeowner sees it priced, on its stage, with the approve and decline steps.
    const shown = islandItems(seen.changes).at(-1);
    expect(shown).toContain(`Change ${waiting!.number}${formatRupees(29_500_00)} on "${second!.label}" · 4 more days`);
    expect(shown).toContain(`Approve change ${waiting!.number} (${formatRupees(29_500_00)})`);
    expect(shown).toContain("Decline");
    expect(seen.ledger.approvedChangesPaise).toBe(0);
    expect((await post(world.cookies.homeowner, { intent: I.approveChange, changeId: waiting!.id })).status).toBe(302);
    const again = await post(world.cookies.homeowner, { intent: I.approveChange, changeId: waiting!.id });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: M.changeGone });
    const after = await pageData(world.cookies.owner);
    expect(after.ledger).toMatchObject({
      approvedChangesPaise: 29_500_00,
      totalPaise: after.ledger.contractTotalPaise + 29_500_00,
    });
    expect(after.milestones[1]?.amountPaise).toBe(second!.amountPaise + 29_500_00);
    expect(islandItems(after.history)[0]).toContain("The homeowner approved change");
  });
});
