import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leadMessages, projects, warrantyClaims } from "~/db/schema";
import { alertsOf, turnOnAlerts } from "~/testing/alerts.server";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { createTestProject, type TestProject } from "~/testing/projects.server";
import { PROJECT_MESSAGES as M } from "../project/project-rules";
import { openProject, type ProjectPageData } from "../project/project-view.server";
import { alertLateClaims, moveClaim, raiseClaim } from "./warranty-claims.server";
import { WarrantyPanel } from "./warranty-panel";
import { WARRANTY_MESSAGES as W } from "./warranty-rules";

const HOUR = 60 * 60 * 1000;

const FORM_KEY = "7d2f4c1e-9a3b-4e5f-8c6d-0b1a2e3f4a5b";

function PanelOfLoader() {
  return createElement(WarrantyPanel, { data: useLoaderData() as ProjectPageData, formKey: FORM_KEY });
}
/** Handed over 1 March 2027, 11:30 in India. */
const HANDOVER = new Date("2027-03-01T06:00:00Z");
/** 10 June 2027, 11:30 in India: within the warranty, outside quiet hours. */
const NOW = new Date("2027-06-10T06:00:00Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const ok = { ok: true };
const refusedWith = (error: string) => ({ ok: false, error });

describeEachDatabase("warranty claims", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    await turnOnAlerts(db, people.owner.userId, "whatsapp");
  });

  /** A project handed over at HANDOVER (or not at all: null) with a warranty of `years`. */
  async function handedOver(handedOverAt: Date | null = HANDOVER, years = 2): Promise<TestProject> {
    const project = await createTestProject(db, people.homeowner, people.owner, { now: HANDOVER });
    await db.update(projects).set({ handedOverAt, warrantyYears: years }).where(eq(projects.id, project.projectId));
    return project;
  }

  const claimsOf = (projectId: string) =>
    db.select().from(warrantyClaims).where(eq(warrantyClaims.projectId, projectId)).orderBy(warrantyClaims.number);
  const page = (project: TestProject, at = NOW) => openProject(db, people.homeowner, project.projectId, at);
  const threadLines = (project: TestProject) =>
    db
      .select({ body: leadMessages.body })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, project.requestId), eq(leadMessages.brandId, people.owner.brandId)))
      .orderBy(leadMessages.createdAt);
  const ownerAlerts = async (kind: string) =>
    (await alertsOf(db, people.owner.userId)).filter((alert) => alert.kind === kind);

  it("takes a claim after handover, due in 72 hours, alerts the brand at once and shows late once it is", async () => {
    const project = await handedOver();
    const before = (await ownerAlerts("warranty_claim")).length;
    expect(
      await raiseClaim(
        db,
        project.homeowner,
        { body: "  The wardrobe door sags  ", photos: [], clientKey: crypto.randomUUID() },
        NOW,
      ),
    ).toEqual({
      ok: true,
      message: W.done.raised,
    });
    const [claim] = await claimsOf(project.projectId);
    expect(claim).toMatchObject({ number: 1, body: "The wardrobe door sags", state: "open", ackDueAt: later(72) });
    const alerts = await ownerAlerts("warranty_claim");
    expect(alerts).toHaveLength(before + 1);
    expect(alerts.at(-1)).toMatchObject({
      channel: "whatsapp",
      sendAfter: NOW,
      parameters: { homeowner: expect.any(String), link: expect.stringContaining(`/projects/${project.projectId}`) },
    });
    const seen = await page(project);
    expect(seen?.warranty).toEqual({ state: "running", until: "1 March 2029" });
    expect(seen?.claims.map((c) => [c.number, c.state, c.clock.text])).toEqual([
      [1, "open", "Acknowledgement due in 72 hours"],
    ]);
    expect((await page(project, later(77.5)))?.claims[0]?.clock).toEqual({
      late: true,
      text: "Acknowledgement 5 hours late",
    });
    expect(seen?.history.at(-1)).toMatchObject({ kind: "claim_raised", side: "homeowner" });
    expect(seen?.history.at(-1)?.summary).toBe(
      'The homeowner raised warranty claim 1: "The wardrobe door sags". The designer acknowledges it by 13 Jun 2027, 11:30 am.',
    );
    expect((await threadLines(project)).at(-1)?.body).toBe(`Project: ${seen?.history.at(-1)?.summary}`);
  });

  /** The warranty section of the project page as `side` sees it at `at`, rendered without JavaScript. */
  async function panelHtml(project: TestProject, side: "homeowner" | "brand", at: Date) {
    const data = await openProject(db, side === "homeowner" ? people.homeowner : people.owner, project.projectId, at);
    const Stub = createRoutesStub([{ id: "project", path: "/", Component: PanelOfLoader }]);
    return renderToString(createElement(Stub, { hydrationData: { loaderData: { project: data } } }));
  }

  it("shows each side its steps, and a late claim as late, in plain forms", async () => {
    const project = await handedOver();
    const form = await panelHtml(project, "homeowner", NOW);
    expect(form).toContain("Under warranty until 1 March 2029");
    expect(form).toContain('value="raise-claim"');
    expect(form).toContain('encType="multipart/form-data"');
    expect(form).toContain(`name="clientKey" value="${FORM_KEY}"`);
    await raiseClaim(db, project.homeowner, { body: "Grout cracked", photos: [], clientKey: crypto.randomUUID() }, NOW);
    const late = await panelHtml(project, "brand", later(77));
    expect(late).toContain("Acknowledgement 5 hours late");
    expect(late).toContain('value="acknowledge-claim"');
    expect(late).not.toContain('value="raise-claim"');
    expect(await panelHtml(project, "homeowner", later(77))).not.toContain('value="acknowledge-claim"');
  });

  it("refuses a claim before the handover, after the warranty, without one, from the designer, and bad text", async () => {
    const notYet = await handedOver(null);
    const ended = await handedOver(new Date("2025-06-01T06:00:00Z"), 2);
    const none = await handedOver(HANDOVER, 0);
    const running = await handedOver();
    const cases: [TestProject["homeowner"], string, string][] = [
      [notYet.homeowner, "Leak under the sink", W.notHandedOver],
      [ended.homeowner, "Leak under the sink", W.ended("1 June 2027")],
      [none.homeowner, "Leak under the sink", W.noWarranty],
      [running.brand, "Leak under the sink", M.notYourStep],
      [running.homeowner, "   ", W.body],
      [running.homeowner, "x".repeat(2001), W.body],
      [running.homeowner, "nul \u0000 byte", W.body],
    ];
    for (const [access, body, error] of cases) {
      expect(await raiseClaim(db, access, { body, photos: [], clientKey: crypto.randomUUID() }, NOW), error).toEqual(
        refusedWith(error),
      );
    }
    for (const project of [notYet, ended, none, running]) expect(await claimsOf(project.projectId)).toEqual([]);
    expect((await page(ended))?.warranty).toEqual({ state: "ended", on: "1 June 2027" });
    expect((await page(notYet))?.warranty).toEqual({ state: "pending", years: 2 });
  });

  it("is acknowledged and closed by the designer only, reopened by the homeowner only, the first ack standing", async () => {
    const project = await handedOver();
    await raiseClaim(
      db,
      project.homeowner,
      { body: "Loose kitchen shutter", photos: [], clientKey: crypto.randomUUID() },
      NOW,
    );
    const [claim] = await claimsOf(project.projectId);
    const claimId = claim!.id;
    const step = (side: "homeowner" | "brand", s: "acknowledge" | "close" | "reopen", note?: string, at = NOW) =>
      moveClaim(db, project[side], { claimId, step: s, note }, at);

    expect(await step("homeowner", "acknowledge")).toEqual(refusedWith(M.notYourStep));
    expect(await step("brand", "close", "Fixed")).toEqual(refusedWith(W.notAcknowledged));
    expect(await step("brand", "acknowledge", undefined, later(2))).toEqual({ ok: true, message: W.done.acknowledged });
    expect(await step("brand", "acknowledge")).toEqual(refusedWith(W.alreadyAcknowledged));
    expect(await step("homeowner", "close", "Fixed")).toEqual(refusedWith(M.notYourStep));
    expect(await step("brand", "close", "  ")).toEqual(refusedWith(W.note));
    expect(await step("brand", "close", "x".repeat(1001))).toEqual(refusedWith(W.note));
    expect(await step("brand", "reopen")).toEqual(refusedWith(M.notYourStep));
    expect(await step("homeowner", "reopen")).toEqual(refusedWith(W.notClosed));
    expect(await step("brand", "close", "Hinge replaced", later(30))).toEqual({ ok: true, message: W.done.closed });
    expect(await step("brand", "close", "Again")).toEqual(refusedWith(W.alreadyClosed));
    expect(await step("homeowner", "reopen", undefined, later(40))).toEqual({ ok: true, message: W.done.reopened });
    expect((await claimsOf(project.projectId))[0]).toMatchObject({
      state: "acknowledged",
      acknowledgedAt: later(2),
      closeNote: null,
      closedAt: null,
      reopenedCount: 1,
    });
    expect(await step("brand", "close", "Shutter re-aligned", later(50))).toMatchObject(ok);
    const after = await page(project, later(60));
    expect(after?.claims[0]).toMatchObject({
      state: "closed",
      closeNote: "Shutter re-aligned",
      reopenedCount: 1,
      clock: { late: false, text: "Acknowledged in time" },
    });
    expect(after?.history.slice(-4).map((h) => [h.side, h.summary])).toEqual([
      ["brand", "The designer acknowledged warranty claim 1."],
      ["brand", "The designer closed warranty claim 1: Hinge replaced"],
      ["homeowner", "The homeowner reopened warranty claim 1."],
      ["brand", "The designer closed warranty claim 1: Shutter re-aligned"],
    ]);
    expect((await threadLines(project)).at(-2)?.body).toBe("Project: The homeowner reopened warranty claim 1.");
  });

  it("alerts the brand again once a claim passes its 72 hours unacknowledged, once, and says how late it was", async () => {
    const project = await handedOver();
    await raiseClaim(
      db,
      project.homeowner,
      { body: "Paint peeling in the hall", photos: [], clientKey: crypto.randomUUID() },
      NOW,
    );
    await raiseClaim(
      db,
      project.homeowner,
      { body: "Drawer runner broke", photos: [], clientKey: crypto.randomUUID() },
      NOW,
    );
    const [first, second] = await claimsOf(project.projectId);
    await moveClaim(db, project.brand, { claimId: second!.id, step: "acknowledge" }, later(1));
    const lateFor = async () =>
      (await ownerAlerts("warranty_claim_late")).filter((alert) =>
        String((alert.parameters as Record<string, string>).link).includes(project.projectId),
      );

    await alertLateClaims(db, later(71));
    expect(await lateFor()).toEqual([]);
    await alertLateClaims(db, later(73));
    await alertLateClaims(db, later(74));
    expect(await lateFor()).toHaveLength(1);
    expect((await lateFor())[0]?.eventKey).toBe(`warranty_claim_late:${first!.id}`);

    await moveClaim(db, project.brand, { claimId: first!.id, step: "acknowledge" }, later(77.5));
    const after = await page(project, later(80));
    expect(after?.history.at(-1)?.summary).toBe("The designer acknowledged warranty claim 1 (5 hours late).");
    expect(after?.claims.map((c) => [c.number, c.clock])).toEqual([
      [2, { late: false, text: "Acknowledged in time" }],
      [1, { late: true, text: "Acknowledged 5 hours late" }],
    ]);
  });

  it("holds the brand's alert through India's quiet hours, until 08:00", async () => {
    const project = await handedOver();
    const night = new Date("2027-06-10T17:30:00Z"); // 23:00 in India
    await raiseClaim(
      db,
      project.homeowner,
      { body: "Switchboard sparks", photos: [], clientKey: crypto.randomUUID() },
      night,
    );
    expect((await ownerAlerts("warranty_claim")).at(-1)?.sendAfter).toEqual(new Date("2027-06-11T02:30:00Z"));
  });

  it("racing on two instances: two acknowledgements, two closes and two reopens each happen once", async () => {
    const project = await handedOver();
    await raiseClaim(db, project.homeowner, { body: "Tiles cracked", photos: [], clientKey: crypto.randomUUID() }, NOW);
    const [claim] = await claimsOf(project.projectId);
    const second = await openSecondInstance(db);
    const other = second?.db ?? db;
    const twice = (side: "homeowner" | "brand", step: "acknowledge" | "close" | "reopen") =>
      Promise.all(
        [db, other].map((on) => moveClaim(on, project[side], { claimId: claim!.id, step, note: "Replaced" }, NOW)),
      );
    try {
      for (const [side, step] of [
        ["brand", "acknowledge"],
        ["brand", "close"],
        ["homeowner", "reopen"],
      ] as const) {
        const raced = await twice(side, step);
        expect(
          raced.filter((r) => r.ok),
          step,
        ).toHaveLength(1);
      }
    } finally {
      await second?.close();
    }
    expect((await claimsOf(project.projectId))[0]).toMatchObject({ state: "acknowledged", reopenedCount: 1 });
    const kinds = (await page(project))?.history.map((h) => h.kind) ?? [];
    expect(kinds.filter((k) => k.startsWith("claim_"))).toEqual([
      "claim_raised",
      "claim_acknowledged",
      "claim_closed",
      "claim_reopened",
    ]);
  });
});
