import { and, asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { auditLog, messageReports, projectEvents } from "~/db/schema";
import type { AdminThread, ReportQueue } from "~/features/admin/moderation/message-reports.server";
import { reportMessage } from "~/features/conversations/reports/reports.server";
import { addDays, indiaDay } from "~/lib/dates";
import { moderatedProjectPath } from "~/lib/paths";
import { loader as moderationLoader } from "~/routes/admin.moderation";
import { loader as threadLoader } from "~/routes/admin.moderation.thread";
import { loader as fileLoader } from "~/routes/projects.file";
import { loader as projectLoader, action as projectRouteAction } from "~/routes/projects.project";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPerson } from "~/testing/personas.server";
import {
  agreeTestStart,
  createTestProject,
  islandItems,
  projectDataRequest,
  type TestProject,
} from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { sendTestMessage, testThreadSide } from "~/testing/threads.server";
import { MODERATOR_OPENED } from "./moderator-access.server";
import { ProjectPage } from "./project-page";
import { PROJECT_INTENTS } from "./project-rules";
import { openProject, type ProjectPageData } from "./project-view.server";

type Page = { project: ProjectPageData; formKey: string };

function PageFromLoader() {
  const page = useLoaderData() as Page;
  return createElement(ProjectPage, { data: page.project, formKey: page.formKey });
}

/** The page as the browser gets it, rendered from the loader's data. */
function render(page: Page): string {
  const Stub = createRoutesStub([{ id: "project", path: "/p", Component: PageFromLoader, loader: () => page }]);
  return renderToStaticMarkup(
    createElement(Stub, { initialEntries: ["/p"], hydrationData: { loaderData: { project: page } } }),
  );
}

describeRouteSuite("an admin opening a project through a report", (world, getDb) => {
  useTestJobQueue(() => getDb());
  let project: TestProject;
  let other: TestProject;
  /** An open report on a message of `project`'s thread, and one of `other`'s thread. */
  let reportId: string;
  let otherReportId: string;

  /** The designer's message in `on`'s thread, reported by the homeowner: the report's id. */
  async function reportIn(on: TestProject, body: string): Promise<string> {
    const brand = await testThreadSide(world.db, world.people.owner, on.leadId, "brand");
    const messageId = await sendTestMessage(world.db, brand, body);
    const homeowner = await testThreadSide(world.db, world.people.homeowner, on.leadId, "homeowner");
    expect(await reportMessage(world.db, homeowner, { messageId, reason: "off_platform_payment" })).toMatchObject({
      ok: true,
    });
    const [report] = await world.db
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(eq(messageReports.messageId, messageId));
    return report!.id;
  }

  beforeAll(async () => {
    project = await createTestProject(world.db, world.people.homeowner, world.people.owner);
    other = await createTestProject(world.db, world.people.homeowner, world.people.owner);
    reportId = await reportIn(project, "Pay the next stage in cash, outside Nivasa");
    otherReportId = await reportIn(other, "Skip the app, call me");
  });

  const page = (cookie: string | undefined, report?: string) =>
    respond(
      projectLoader,
      pageRequest(report ? moderatedProjectPath(project.projectId, report) : `/projects/${project.projectId}`, cookie),
      { projectId: project.projectId },
    );
  const post = (cookie: string, path: string, fields: Record<string, string | Blob>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return respond(projectRouteAction, new Request(formRequest(path, { cookie }), { method: "POST", body }), {
      projectId: project.projectId,
    });
  };
  const audits = () =>
    world.db
      .select({ actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "project.read"), eq(auditLog.targetId, project.projectId)))
      .orderBy(asc(auditLog.createdAt));
  const openings = () =>
    world.db
      .select({ summary: projectEvents.summary, side: projectEvents.actorSide, actorId: projectEvents.actorId })
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, project.projectId), eq(projectEvents.kind, "moderator_opened")))
      .orderBy(asc(projectEvents.id));

  it("is a 404 for an admin without a report, with another project's report or an unknown one, writing nothing", async () => {
    for (const report of [undefined, otherReportId, crypto.randomUUID(), "not-a-report"]) {
      expect((await page(world.cookies.admin, report)).status, String(report)).toBe(404);
    }
    expect(await audits()).toEqual([]);
    expect(await openings()).toEqual([]);
  });

  it("gives the two sides nothing extra for a report id, and strangers still a 404", async () => {
    for (const cookie of [world.cookies.homeowner, world.cookies.owner]) {
      const answer = await page(cookie, reportId);
      expect(answer.status).toBe(200);
      const data = (await answer.json()) as Page;
      expect(data.project.side).not.toBe("moderator");
      expect(data.project.reportId).toBeNull();
    }
    for (const cookie of [world.cookies.otherOwner, world.cookies.stranger]) {
      expect((await page(cookie, reportId)).status).toBe(404);
    }
    expect(await audits()).toEqual([]);
    expect(await openings()).toEqual([]);
  });

  it("opens read-only through an open report: every opening audited, one history line a day for both sides", async () => {
    const first = await page(world.cookies.admin, reportId);
    expect(first.status).toBe(200);
    const data = (await first.json()) as Page;
    expect(data.project.side).toBe("moderator");
    expect(data.project.reportId).toBe(reportId);
    expect(data.project.review).toBeNull();
    expect(data.project.milestones).toHaveLength(4);
    const html = render(data);
    expect(html).toContain("Read-only, opened from a report");
    expect(html).not.toContain("<form");
    expect(render((await (await page(world.cookies.homeowner)).json()) as Page)).toContain("<form");

    expect((await page(world.cookies.admin, reportId)).status).toBe(200);
    const rows = await audits();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: world.people.admin.userId, after: { reportId } });
    const line = { summary: MODERATOR_OPENED, side: "system" };
    expect(await openings()).toEqual([{ ...line, actorId: world.people.admin.userId }]);
    for (const cookie of [world.cookies.homeowner, world.cookies.owner]) {
      const data = respond(projectLoader, projectDataRequest(project.projectId, cookie), {
        projectId: project.projectId,
      });
      const [latest] = islandItems(((await (await data).json()) as Page).project.history);
      // Its summary ends the line: no name after it, the moderator is nobody's side.
      expect(latest?.endsWith(` ${MODERATOR_OPENED}`)).toBe(true);
    }

    const tomorrow = new Date(`${addDays(indiaDay(new Date()), 1)}T00:30:00+05:30`);
    await openProject(world.db, world.people.admin, project.projectId, tomorrow, { reportId });
    expect(await openings()).toHaveLength(2);
    expect(await audits()).toHaveLength(3);
  });

  it("writes the history line once a day per moderator: a second moderator's opening is a line of its own", async () => {
    const second = await createPerson(world.db, "moderator", "admin");
    const day = new Date(`${addDays(indiaDay(new Date()), 2)}T10:00:00+05:30`);
    const before = (await openings()).length;
    for (const [moderator, at] of [
      [world.people.admin, day],
      [second, new Date(day.getTime() + 60_000)],
      [world.people.admin, new Date(day.getTime() + 120_000)],
      [second, new Date(day.getTime() + 180_000)],
    ] as const) {
      expect(await openProject(world.db, moderator, project.projectId, at, { reportId })).toMatchObject({
        side: "moderator",
      });
    }
    const lines = (await openings()).slice(before);
    expect(lines.map((row) => row.actorId).sort()).toEqual([world.people.admin.userId, second.userId].sort());
    // Neither names its moderator to the two sides.
    const data = respond(projectLoader, projectDataRequest(project.projectId, world.cookies.homeowner), {
      projectId: project.projectId,
    });
    const history = islandItems(((await (await data).json()) as Page).project.history);
    expect(history.filter((item) => item.endsWith(` ${MODERATOR_OPENED}`))).toHaveLength(before + 2);
  });

  it("refuses every form from an admin, report or not, with 404 and writes nothing", async () => {
    const before = (await audits()).length;
    for (const path of [`/projects/${project.projectId}`, moderatedProjectPath(project.projectId, reportId)]) {
      const answer = await post(world.cookies.admin, path, {
        intent: PROJECT_INTENTS.proposeStart,
        day: indiaDay(new Date()),
      });
      expect(answer.status).toBe(404);
    }
    const data = (await (await page(world.cookies.homeowner)).json()) as Page;
    expect(data.project.proposals).toEqual([]);
    expect(await audits()).toHaveLength(before);
  });

  it("links the report in the moderation queue to the project, and shows the admin its photos, audited", async () => {
    const queue = await respond(moderationLoader, pageRequest("/admin/moderation", world.cookies.admin));
    const { reports } = (await queue.json()) as { reports: ReportQueue };
    expect(reports.rows.find((r) => r.reportId === reportId)).toMatchObject({
      projectId: project.projectId,
      leadId: project.leadId,
    });
    const thread = await respond(
      threadLoader,
      pageRequest(`/admin/moderation/threads/${project.leadId}`, world.cookies.admin),
      { leadId: project.leadId },
    );
    expect(((await thread.json()) as { thread: AdminThread }).thread.project).toEqual({
      id: project.projectId,
      reportId,
    });

    await agreeTestStart(world.db, project, indiaDay(new Date()));
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#808080" } })
      .png()
      .toBuffer();
    const posted = await post(world.cookies.owner, `/projects/${project.projectId}`, {
      intent: PROJECT_INTENTS.postUpdate,
      clientKey: crypto.randomUUID(),
      milestoneId: ((await page(world.cookies.owner).then((r) => r.json())) as Page).project.milestones[0]!.id,
      day: indiaDay(new Date()),
      body: "False ceiling frames up",
      photos: new File([new Uint8Array(photo)], "ceiling.png", { type: "image/png" }),
    });
    expect(posted.status).toBe(302);
    const opened = respond(projectLoader, projectDataRequest(project.projectId, world.cookies.admin, reportId), {
      projectId: project.projectId,
    });
    const updates = ((await (await opened).json()) as Page).project.updates;
    // The admin's photo links carry their report.
    const shotId = updates?.html?.match(new RegExp(`/files/([\\w-]+)\\?report=${reportId}"`))?.[1] ?? "";
    expect(shotId).not.toBe("");
    const file = (path: string) =>
      respond(fileLoader, pageRequest(path, world.cookies.admin), { projectId: project.projectId, fileId: shotId });
    const path = `/projects/${project.projectId}/files/${shotId}`;
    expect((await file(path)).status).toBe(404);
    const served = await file(`${path}?report=${reportId}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("no-store");
    expect((await audits()).at(-1)?.after).toMatchObject({ reportId, fileId: shotId });
  });

  it("closes the project to the admin once the report is settled", async () => {
    const before = (await openings()).length;
    await world.db
      .update(messageReports)
      .set({ resolution: "dismissed", resolvedAt: new Date() })
      .where(eq(messageReports.id, reportId));
    expect((await page(world.cookies.admin, reportId)).status).toBe(404);
    expect(await openings()).toHaveLength(before);
  });
});
