import { and, type Column, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import {
  projectEvents,
  projectFiles,
  projectMilestones,
  projectSnags,
  projects,
  projectUpdates,
  warrantyClaims,
} from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { indiaDay } from "~/lib/dates";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { storage } from "~/services/storage/storage.server";
import { alertsOf, turnOnAlerts } from "~/testing/alerts.server";
import { formRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestProject } from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { projectAction } from "../projects.api.server";
import { PROJECT_INTENTS as I, PROJECT_MESSAGES as M } from "./project-rules";

const DAY = 24 * 60 * 60 * 1000;

/** The server's storage, noting the private keys it stored and removed, to prove no photo is left orphaned. */
function recordingStorage(): ObjectStorage & { stored: string[]; removed: string[] } {
  const inner = storage();
  const stored: string[] = [];
  const removed: string[] = [];
  return {
    kind: inner.kind,
    stored,
    removed,
    put: async (visibility, key, body, contentType) => {
      await inner.put(visibility, key, body, contentType);
      stored.push(key);
    },
    get: (visibility, key) => inner.get(visibility, key),
    remove: async (visibility, keys) => {
      await inner.remove(visibility, keys);
      removed.push(...keys);
    },
    publicUrl: (key) => inner.publicUrl(key),
  };
}

type Keyed = typeof projectSnags | typeof projectUpdates | typeof warrantyClaims;

/** A create form of the page: who sends it where, the row it makes, its photos' link and its history line. */
interface CreateForm {
  name: string;
  viewer: Viewer;
  projectId: string;
  fields: Record<string, string>;
  rows: Keyed;
  file: Column;
  kind: string;
}

describeRouteSuite("a create form sent twice with one key makes one row", (world, getDb) => {
  useTestJobQueue(() => getDb());
  const today = indiaDay(new Date());
  /** Started, its first stage done: site updates and snags may be posted. */
  let building: string;
  let firstStage: string;
  /** Handed over 30 days ago with a 1-year warranty: claims may be raised. */
  let handedOver: string;

  beforeAll(async () => {
    await turnOnAlerts(world.db, world.people.owner.userId, "whatsapp");
    const stages = [
      { label: "Booking", percent: 20 },
      { label: "Handover", percent: 80 },
    ];
    ({ projectId: building } = await createTestProject(world.db, world.people.homeowner, world.people.owner, {
      stages,
    }));
    await world.db.update(projects).set({ startOn: today, plannedHandoverOn: today }).where(eq(projects.id, building));
    const [first] = await world.db
      .update(projectMilestones)
      .set({ doneAt: new Date() })
      .where(and(eq(projectMilestones.projectId, building), eq(projectMilestones.position, 0)))
      .returning({ id: projectMilestones.id });
    firstStage = first!.id;
    ({ projectId: handedOver } = await createTestProject(world.db, world.people.homeowner, world.people.owner));
    await world.db
      .update(projects)
      .set({ handedOverAt: new Date(Date.now() - 30 * DAY), warrantyYears: 1 })
      .where(eq(projects.id, handedOver));
  });

  const photo = async () =>
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 40, height: 30, channels: 3, background: "#406080" } })
            .png()
            .toBuffer(),
        ),
      ],
      "site.png",
      { type: "image/png" },
    );

  async function post(documents: ObjectStorage, viewer: Viewer, projectId: string, fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set("photos", await photo());
    const request = new Request(formRequest(`/projects/${projectId}`), { method: "POST", body });
    // The page's action, with the recording storage in place of the server's.
    return respond(
      ({ request }: { request: Request }) => projectAction(world.db, documents, viewer, projectId, request),
      request,
    );
  }

  const forms = (): CreateForm[] => [
    {
      name: "a snag",
      viewer: world.people.homeowner,
      projectId: building,
      fields: { intent: I.reportSnag, room: "Kitchen", body: "The shutter rubs" },
      rows: projectSnags,
      file: projectFiles.snagId,
      kind: "snag_reported",
    },
    {
      name: "a site update",
      viewer: world.people.owner,
      projectId: building,
      fields: { intent: I.postUpdate, milestoneId: firstStage, day: today, body: "Carcasses up" },
      rows: projectUpdates,
      file: projectFiles.updateId,
      kind: "update_posted",
    },
    {
      name: "a warranty claim",
      viewer: world.people.homeowner,
      projectId: handedOver,
      fields: { intent: I.raiseClaim, body: "The hinge came loose" },
      rows: warrantyClaims,
      file: projectFiles.warrantyClaimId,
      kind: "claim_raised",
    },
  ];

  const countOf = async (rows: Keyed, projectId: string) =>
    (await world.db.select({ id: rows.id }).from(rows).where(eq(rows.projectId, projectId))).length;
  const eventsOf = async (projectId: string, kind: string) =>
    (
      await world.db
        .select({ id: projectEvents.id })
        .from(projectEvents)
        .where(and(eq(projectEvents.projectId, projectId), eq(projectEvents.kind, kind)))
    ).length;
  const claimAlerts = async () =>
    (await alertsOf(world.db, world.people.owner.userId)).filter((alert) => alert.kind === "warranty_claim").length;

  it("answers the same form sent twice done both times, with one row, one history line, one alert and its photo kept once", async () => {
    for (const form of forms()) {
      const documents = recordingStorage();
      const rowsBefore = await countOf(form.rows, form.projectId);
      const eventsBefore = await eventsOf(form.projectId, form.kind);
      const alertsBefore = await claimAlerts();
      const fields = { ...form.fields, clientKey: crypto.randomUUID() };
      for (const copy of [1, 2]) {
        const answer = await post(documents, form.viewer, form.projectId, fields);
        expect(answer.status, `${form.name}, copy ${copy}`).toBe(302);
        expect(answer.headers.get("location")).toBe(`/projects/${form.projectId}`);
      }
      expect(await countOf(form.rows, form.projectId), form.name).toBe(rowsBefore + 1);
      expect(await eventsOf(form.projectId, form.kind), form.name).toBe(eventsBefore + 1);
      expect(await claimAlerts(), form.name).toBe(alertsBefore + (form.rows === warrantyClaims ? 1 : 0));
      const kept = await world.db
        .select({ storageKey: projectFiles.storageKey })
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, form.projectId), isNotNull(form.file)));
      const keptKeys = kept.map((file) => file.storageKey);
      // Each copy stored its photo; the first copy's is attached, the second copy's is deleted again.
      expect(documents.stored, form.name).toHaveLength(2);
      expect(keptKeys, form.name).toContain(documents.stored[0]);
      expect(keptKeys, form.name).not.toContain(documents.stored[1]);
      expect(documents.removed, form.name).toEqual([documents.stored[1]]);
      expect(await storage().get("private", documents.stored[1]!), form.name).toBeNull();
    }
  });

  it("makes two rows from two keys", async () => {
    for (const form of forms()) {
      const before = await countOf(form.rows, form.projectId);
      for (const clientKey of [crypto.randomUUID(), crypto.randomUUID()]) {
        const answer = await post(recordingStorage(), form.viewer, form.projectId, { ...form.fields, clientKey });
        expect(answer.status, form.name).toBe(302);
      }
      expect(await countOf(form.rows, form.projectId), form.name).toBe(before + 2);
    }
  });

  it("answers a missing or malformed key with 400, writing nothing and keeping no photo", async () => {
    for (const form of forms()) {
      const before = await countOf(form.rows, form.projectId);
      for (const clientKey of [undefined, "", "not-a-key", "1 or 1=1", `${crypto.randomUUID()}x`]) {
        const documents = recordingStorage();
        const fields: Record<string, string> = clientKey === undefined ? form.fields : { ...form.fields, clientKey };
        const answer = await post(documents, form.viewer, form.projectId, fields);
        expect(answer.status, `${form.name} ${clientKey}`).toBe(400);
        expect(await answer.json()).toEqual({ intent: form.fields.intent, error: M.unknownForm });
        expect(documents.stored, `${form.name} ${clientKey}`).toEqual([]);
      }
      expect(await countOf(form.rows, form.projectId), form.name).toBe(before);
    }
  });
});
