import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { projects, warrantyClaims } from "~/db/schema";
import { loader as fileLoader } from "~/routes/projects.file";
import { loader as projectLoader, action as projectRouteAction } from "~/routes/projects.project";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestProject, islandItems, projectDataRequest } from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { PROJECT_INTENTS as I, PROJECT_MESSAGES as M } from "../project/project-rules";
import type { ProjectPageData } from "../project/project-view.server";
import { WARRANTY_MESSAGES as W } from "./warranty-rules";

type Fields = Record<string, string | Blob | Blob[]>;
const DAY = 24 * 60 * 60 * 1000;

describeRouteSuite("warranty claims through the project page", (world, getDb) => {
  let projectId: string;
  let notHandedOver: string;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    ({ projectId } = await createTestProject(world.db, world.people.homeowner, world.people.owner));
    ({ projectId: notHandedOver } = await createTestProject(world.db, world.people.homeowner, world.people.owner));
    await world.db
      .update(projects)
      .set({ handedOverAt: new Date(Date.now() - 30 * DAY), warrantyYears: 1 })
      .where(eq(projects.id, projectId));
  });

  const post = (cookie: string | undefined, fields: Fields, id = projectId) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
    return respond(
      projectRouteAction,
      new Request(formRequest(`/projects/${id}`, { cookie }), { method: "POST", body }),
      { projectId: id },
    );
  };
  const pageData = async (cookie: string) =>
    (
      (await (await respond(projectLoader, projectDataRequest(projectId, cookie), { projectId })).json()) as {
        project: ProjectPageData;
      }
    ).project;
  const claims = () =>
    world.db
      .select()
      .from(warrantyClaims)
      .where(eq(warrantyClaims.projectId, projectId))
      .orderBy(warrantyClaims.number);

  it("raises a claim with a photo, served to the two sides only, and goes to acknowledged, closed and reopened", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#806040" } })
      .png()
      .toBuffer();
    const raised = await post(world.cookies.homeowner, {
      intent: I.raiseClaim,
      clientKey: crypto.randomUUID(),
      body: "Water seeps under the vanity",
      photos: new File([new Uint8Array(photo)], "leak.png", { type: "image/png" }),
    });
    expect(raised.status).toBe(302);
    expect(raised.headers.get("location")).toBe(`/projects/${projectId}`);
    const seen = await pageData(world.cookies.owner);
    expect(seen.warranty.state).toBe("running");
    const [claim] = seen.claims;
    expect(claim).toMatchObject({ number: 1, state: "open", clock: { late: false } });
    expect(claim?.clock.text).toMatch(/^Acknowledgement due in (71|72) hours$/);
    const [shot] = claim!.photos;
    const file = (cookie?: string) =>
      respond(fileLoader, pageRequest(`/projects/${projectId}/files/${shot!.id}`, cookie), {
        projectId,
        fileId: shot!.id,
      });
    expect((await file(world.cookies.owner)).headers.get("content-type")).toBe("image/webp");
    expect((await file(undefined)).status).toBe(302);
    for (const cookie of [world.cookies.stranger, world.cookies.otherOwner]) {
      expect((await file(cookie)).status).toBe(404);
    }

    const steps: [string | undefined, Fields][] = [
      [world.cookies.owner, { intent: I.acknowledgeClaim, claimId: claim!.id }],
      [world.cookies.owner, { intent: I.closeClaim, claimId: claim!.id, note: "Sealant redone" }],
      [world.cookies.homeowner, { intent: I.reopenClaim, claimId: claim!.id }],
    ];
    for (const [cookie, fields] of steps) expect((await post(cookie, fields)).status, String(fields.intent)).toBe(302);
    const [after] = await claims();
    expect(after).toMatchObject({ state: "acknowledged", reopenedCount: 1 });
    expect(islandItems((await pageData(world.cookies.homeowner)).history)[0]).toContain("reopened warranty claim 1");
  });

  it("answers every claim form from anyone but the two sides with 404, and the wrong side with 400", async () => {
    await post(world.cookies.homeowner, {
      intent: I.raiseClaim,
      clientKey: crypto.randomUUID(),
      body: "Hinge squeaks",
    });
    const waiting = (await claims()).find((c) => c.state === "open")!;
    const forms: Fields[] = [
      { intent: I.raiseClaim, clientKey: crypto.randomUUID(), body: "Not mine to raise" },
      { intent: I.acknowledgeClaim, claimId: waiting.id },
      { intent: I.closeClaim, claimId: waiting.id, note: "Done" },
      { intent: I.reopenClaim, claimId: waiting.id },
    ];
    for (const fields of forms) {
      for (const cookie of [undefined, world.cookies.stranger, world.cookies.otherOwner, world.cookies.admin]) {
        expect((await post(cookie, fields)).status, `${fields.intent} ${cookie}`).toBe(404);
      }
    }
    const wrongSide: [string, Fields][] = [
      [world.cookies.owner, forms[0]!],
      [world.cookies.homeowner, forms[1]!],
      [world.cookies.homeowner, forms[2]!],
      [world.cookies.owner, forms[3]!],
    ];
    for (const [cookie, fields] of wrongSide) {
      const answer = await post(cookie, fields);
      expect(answer.status, String(fields.intent)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: M.notYourStep });
    }
    expect((await claims()).find((c) => c.id === waiting.id)?.state).toBe("open");
  });

  it("answers bad input and a claim before handover with 400 and a clear message, writing nothing", async () => {
    const before = await claims();
    const waiting = before.find((c) => c.state === "open")!;
    const cases: [string, Fields, string][] = [
      [world.cookies.homeowner, { intent: I.raiseClaim, clientKey: crypto.randomUUID(), body: "  " }, W.body],
      [
        world.cookies.homeowner,
        { intent: I.raiseClaim, clientKey: crypto.randomUUID(), body: "y".repeat(2001) },
        W.body,
      ],
      [world.cookies.homeowner, { intent: I.raiseClaim, clientKey: crypto.randomUUID() }, W.body],
      [world.cookies.owner, { intent: I.acknowledgeClaim, claimId: "1 or 1=1" }, M.unknownForm],
      [world.cookies.owner, { intent: I.acknowledgeClaim, claimId: crypto.randomUUID() }, M.unknownForm],
      [world.cookies.owner, { intent: I.closeClaim, claimId: waiting.id, note: "Fixed" }, W.notAcknowledged],
      [world.cookies.homeowner, { intent: I.reopenClaim, claimId: waiting.id }, W.notClosed],
      [
        world.cookies.homeowner,
        {
          intent: I.raiseClaim,
          clientKey: crypto.randomUUID(),
          body: "Six photos",
          photos: Array.from({ length: 6 }, () => new File(["x"], "x.png", { type: "image/png" })),
        },
        W.tooManyPhotos,
      ],
    ];
    for (const [cookie, fields, error] of cases) {
      const answer = await post(cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain(error);
    }
    const early = await post(
      world.cookies.homeowner,
      { intent: I.raiseClaim, clientKey: crypto.randomUUID(), body: "Door sticks" },
      notHandedOver,
    );
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: W.notHandedOver });
    expect(await claims()).toEqual(before);
  });
});
