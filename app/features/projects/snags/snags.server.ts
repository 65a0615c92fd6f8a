import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import type { Executor, Tx } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { projectFiles, projectMilestones, projectSnags, projects } from "~/db/schema";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S } from "../history/summaries";
import { lockProject, type ProjectAccess, sentBefore } from "../project/project-access.server";
import type { StoredPhoto } from "../project/project-files.server";
import { done, doneBefore, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_MESSAGES as M, PROJECT_LIMITS } from "../project/project-rules";

export interface SnagReport {
  room: string;
  body: string;
  photos: StoredPhoto[];
  /** The form's own key: the same form sent twice lists one snag. */
  clientKey: string;
}

/** Text a side typed: trimmed, or null when blank, too long or holding a NUL. */
function typed(value: string, maxLength: number): string | null {
  const text = value.trim();
  return text.length === 0 || text.length > maxLength || text.includes("\u0000") ? null : text;
}

/** An optional note: null when left blank, false when too long or holding a NUL. */
function optionalNote(value: string): string | null | false {
  return value.trim() === "" ? null : (typed(value, PROJECT_LIMITS.snagMax) ?? false);
}

/** How many of the project's snags are not closed yet (the final stage waits for none). */
export async function unclosedSnagCount(db: Executor, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectSnags)
    .where(and(eq(projectSnags.projectId, projectId), ne(projectSnags.state, "closed")));
  return row?.n ?? 0;
}

/**
 * Snags are listed from the last stage: once the start is agreed and every stage but the final one is done, until
 * the final stage is done (after handover, a problem is a warranty matter). `stages` in their order.
 */
export function snagsOpenToList(startOn: string | null, stages: { doneAt: Date | string | null }[]): boolean {
  const undone = stages.filter((stage) => stage.doneAt === null);
  return startOn !== null && undone.length === 1 && stages.at(-1)?.doneAt === null;
}

async function stagesDone(tx: Tx, projectId: string) {
  return tx
    .select({ doneAt: projectMilestones.doneAt })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position));
}

async function attachPhotos(tx: Tx, access: ProjectAccess, snagId: string, photos: StoredPhoto[], now: Date) {
  if (photos.length === 0) return;
  const [last] = await tx
    .select({ position: max(projectFiles.position) })
    .from(projectFiles)
    .where(eq(projectFiles.snagId, snagId));
  const first = (last?.position ?? -1) + 1;
  await tx.insert(projectFiles).values(
    photos.map((photo, i) => ({
      ...photo,
      projectId: access.projectId,
      snagId,
      uploadedBySide: access.side,
      position: first + i,
      createdAt: now,
    })),
  );
}

/** The homeowner lists a snag (the room, what is wrong, optional photos) from the last stage on. */
export async function reportSnag(
  db: Executor,
  access: ProjectAccess,
  report: SnagReport,
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "homeowner") return refused(M.notYourStep);
  const room = typed(report.room, PROJECT_LIMITS.snagRoomMax);
  if (room === null) return refused(M.snagRoom);
  const body = typed(report.body, PROJECT_LIMITS.snagMax);
  if (body === null) return refused(M.snagText);
  if (report.photos.length > PROJECT_LIMITS.photosPerSnag) return refused(M.tooManySnagPhotos);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(M.unknownForm);
    if (await sentBefore(tx, projectSnags, access.projectId, report.clientKey)) return doneBefore(M.done.snagReported);
    if (project.handedOverAt) return refused(M.handedOverSnags);
    if (!snagsOpenToList(project.startOn, await stagesDone(tx, access.projectId))) return refused(M.snagsNotYet);
    const [last] = await tx
      .select({ number: max(projectSnags.number) })
      .from(projectSnags)
      .where(eq(projectSnags.projectId, access.projectId));
    const number = (last?.number ?? 0) + 1;
    const [row] = await tx
      .insert(projectSnags)
      .values({
        projectId: access.projectId,
        number,
        room,
        body,
        reportedBy: access.viewerId,
        clientKey: report.clientKey,
        createdAt: now,
      })
      .returning({ id: projectSnags.id });
    await attachPhotos(tx, access, row.id, report.photos, now);
    const summary = S.snagListed({ number, room, body, photos: report.photos.length });
    await recordProjectEvent(tx, access, "snag_reported", summary, now);
    return done(M.done.snagReported);
  });
}

/** A snag of the project, locked with it; null when it is not one of the project's. */
async function snagOf(tx: Tx, projectId: string, snagId: string) {
  const [snag] = await tx
    .select({ number: projectSnags.number, room: projectSnags.room, state: projectSnags.state })
    .from(projectSnags)
    .where(and(eq(projectSnags.id, snagId), eq(projectSnags.projectId, projectId)));
  return snag ?? null;
}

/** The designer marks an open snag fixed, with an optional note and photos of the fix. */
export async function markSnagFixed(
  db: Executor,
  access: ProjectAccess,
  fix: { snagId: string; note: string; photos: StoredPhoto[] },
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "brand") return refused(M.notYourStep);
  const note = optionalNote(fix.note);
  if (note === false) return refused(M.snagNote);
  if (fix.photos.length > PROJECT_LIMITS.photosPerSnag) return refused(M.tooManySnagPhotos);
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, access.projectId))) return refused(M.unknownForm);
    const snag = await snagOf(tx, access.projectId, fix.snagId);
    if (!snag) return refused(M.unknownForm);
    if (snag.state !== "open") return refused(M.snagNotOpen);
    await tx
      .update(projectSnags)
      .set({ state: "fixed", fixedAt: now, fixNote: note })
      .where(eq(projectSnags.id, fix.snagId));
    await attachPhotos(tx, access, fix.snagId, fix.photos, now);
    const summary = S.snagFixed({ ...snag, note, photos: fix.photos.length });
    await recordProjectEvent(tx, access, "snag_fixed", summary, now);
    return done(M.done.snagFixed);
  });
}

/**
 * The homeowner answers a snag marked fixed: closes it (the fix is confirmed) or reopens it, with an optional note
 * of what is still wrong. Only a snag waiting in "fixed" can be answered, so racing answers end in the first.
 */
export async function answerSnag(
  db: Executor,
  access: ProjectAccess,
  answer: { snagId: string; close: boolean; note: string },
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "homeowner") return refused(M.notYourStep);
  const note = optionalNote(answer.note);
  if (note === false) return refused(M.snagNote);
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, access.projectId))) return refused(M.unknownForm);
    const snag = await snagOf(tx, access.projectId, answer.snagId);
    if (!snag) return refused(M.unknownForm);
    if (snag.state !== "fixed") return refused(M.snagNotFixed);
    await tx
      .update(projectSnags)
      .set(
        answer.close
          ? { state: "closed", closedAt: now }
          : {
              state: "open",
              fixedAt: null,
              fixNote: null,
              reopenedCount: sql`${projectSnags.reopenedCount} + 1`,
            },
      )
      .where(eq(projectSnags.id, answer.snagId));
    const what = `snag ${snag.number} (${snag.room})`;
    const said = note ? `: ${note}` : ".";
    if (answer.close) {
      await recordProjectEvent(tx, access, "snag_closed", S.snagClosed({ ...snag, note }), now);
      return done(M.done.snagClosed);
    }
    await recordProjectEvent(tx, access, "snag_reopened", `The homeowner reopened ${what}${said}`, now);
    return done(M.done.snagReopened);
  });
}

/** The project's snags in their order (their photos, the homeowner's of the snag and the designer's of the fix, come from projectPhotos). */
export const projectSnagList = jsonRows(
  {
    id: projectSnags.id,
    number: projectSnags.number,
    room: projectSnags.room,
    body: projectSnags.body,
    state: projectSnags.state,
    fixNote: projectSnags.fixNote,
    reopenedCount: projectSnags.reopenedCount,
    createdAt: projectSnags.createdAt,
    fixedAt: projectSnags.fixedAt,
    closedAt: projectSnags.closedAt,
  },
  sql`from ${projectSnags} where ${projectSnags.projectId} = ${outerColumn(projects.id)}`,
  sql`${projectSnags.number}`,
);

/** The snags as the page shows them, their times as ISO strings. */
export function snagViews(snags: (typeof projectSnagList)["_"]["type"]) {
  return snags.map((snag) => ({
    ...snag,
    createdAt: snag.createdAt.toISOString(),
    fixedAt: snag.fixedAt?.toISOString() ?? null,
    closedAt: snag.closedAt?.toISOString() ?? null,
  }));
}
