import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { offers, projectMilestones, projectPayments, projects } from "~/db/schema";
import { indiaDay } from "~/lib/dates";
import { loader as leadLoader } from "~/routes/brand-dashboard.lead";
import { loader as dashboardProjectsLoader } from "~/routes/brand-dashboard.projects";
import { loader as projectsLoader } from "~/routes/projects";
import { loader as fileLoader } from "~/routes/projects.file";
import { loader as projectLoader, action as projectRouteAction } from "~/routes/projects.project";
import { action as requestAction, loader as requestLoader } from "~/routes/quotes.request";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { insertTestOffer } from "~/testing/hires.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { islandItems, projectDataRequest } from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { PROJECT_INTENTS, PROJECT_MESSAGES } from "./project-rules";
import type { ProjectPageData } from "./project-view.server";

type Page = { project: ProjectPageData; formKey: string };

describeRouteSuite("projects through their pages", (world, getDb) => {
  let projectId: string;
  let requestId: string;
  useTestJobQueue(() => getDb());
  const today = indiaDay(new Date());

  beforeAll(async () => {
    requestId = await createTestLead(world.db, world.people.owner.brandId, { userId: world.people.homeowner.userId });
    await insertTestOffer(world.db, {
      quoteRequestId: requestId,
      brandId: world.people.owner.brandId,
      paymentStages: [
        { label: "Booking", percent: 20 },
        { label: "Handover", percent: 80 },
      ],
    });
    const [offer] = await world.db.select({ id: offers.id }).from(offers).where(eq(offers.quoteRequestId, requestId));
    // The hire through the request page: the accept and its project in one transaction.
    const body = new FormData();
    body.set("intent", "accept");
    body.set("offerId", offer!.id);
    const accepted = await respond(
      requestAction,
      new Request(formRequest(`/quotes/${requestId}`, { cookie: world.cookies.homeowner }), { method: "POST", body }),
      { requestId },
    );
    expect(accepted.status).toBe(302);
    const [project] = await world.db.select({ id: projects.id }).from(projects).where(eq(projects.offerId, offer!.id));
    projectId = project!.id;
  });

  const page = (cookie?: string) =>
    respond(projectLoader, pageRequest(`/projects/${projectId}`, cookie), { projectId });
  const post = (cookie: string | undefined, fields: Record<string, string | Blob>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return respond(
      projectRouteAction,
      new Request(formRequest(`/projects/${projectId}`, { cookie }), { method: "POST", body }),
      { projectId },
    );
  };
  const pageData = async (cookie: string) =>
    (await (await respond(projectLoader, projectDataRequest(projectId, cookie), { projectId })).json()) as Page;

  it("opens for the homeowner and the hired brand's owner; anyone else gets 404, a signed-out visitor signs in", async () => {
    expect((await page(world.cookies.homeowner)).status).toBe(200);
    expect((await pageData(world.cookies.owner)).project.side).toBe("brand");
    for (const cookie of [world.cookies.otherOwner, world.cookies.admin, world.cookies.stranger]) {
      expect((await page(cookie)).status).toBe(404);
    }
    const signedOut = await page();
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/auth");
  });

  it("sends the history as markup: in the document's render, not its loader data; in a client navigation's data", async () => {
    const document = (await (await page(world.cookies.homeowner)).json()) as Page;
    expect(document.project.history).toEqual({ id: "project-history", version: expect.any(String) });
    expect(document.project.updates).toBeNull();
    const navigation = await pageData(world.cookies.homeowner);
    expect(navigation.project.history.version).toBe(document.project.history.version);
    expect(islandItems(navigation.project.history)).toEqual([expect.stringContaining("The offer was accepted on")]);
  });

  it("is linked from the request's page and the lead's page, and listed for each side", async () => {
    const request = await respond(requestLoader, pageRequest(`/quotes/${requestId}`, world.cookies.homeowner), {
      requestId,
    });
    expect(((await request.json()) as { projectId: string }).projectId).toBe(projectId);
    const leadId = await leadIdOf(world.db, requestId, world.people.owner.brandId);
    const lead = await respond(leadLoader, pageRequest(`/brand-dashboard/leads/${leadId}`, world.cookies.owner), {
      leadId,
    });
    expect(((await lead.json()) as { projectId: string }).projectId).toBe(projectId);
    type List = { projects: { id: string }[] };
    const mine = (await (
      await respond(projectsLoader, pageRequest("/projects", world.cookies.homeowner))
    ).json()) as List;
    expect(mine.projects.map((p) => p.id)).toEqual([projectId]);
    const theirs = (await (
      await respond(dashboardProjectsLoader, pageRequest("/brand-dashboard/projects", world.cookies.owner))
    ).json()) as List;
    expect(theirs.projects.map((p) => p.id)).toContain(projectId);
    const stranger = (await (
      await respond(projectsLoader, pageRequest("/projects", world.cookies.stranger))
    ).json()) as List;
    expect(stranger.projects).toEqual([]);
  });

  it("refuses every form from anyone but its two sides with 404, writing nothing", async () => {
    for (const cookie of [undefined, world.cookies.otherOwner, world.cookies.admin, world.cookies.stranger]) {
      const answer = await post(cookie, { intent: PROJECT_INTENTS.proposeStart, day: today });
      expect(answer.status).toBe(404);
    }
    expect((await pageData(world.cookies.homeowner)).project.proposals).toEqual([]);
  });

  it("answers bad input with 400 and a clear message", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ intent: "launch" }, PROJECT_MESSAGES.unknownForm],
      [{ intent: PROJECT_INTENTS.proposeStart, day: "2027-02-30" }, PROJECT_MESSAGES.day],
      [{ intent: PROJECT_INTENTS.proposeStart }, PROJECT_MESSAGES.day],
      [{ intent: PROJECT_INTENTS.confirmPayment, paymentId: "1; drop table" }, PROJECT_MESSAGES.unknownForm],
      [{ intent: PROJECT_INTENTS.proposeHandover, day: today, reason: " " }, PROJECT_MESSAGES.reason],
    ];
    for (const [fields, error] of cases) {
      const answer = await post(world.cookies.owner, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(await answer.json()).toMatchObject({ error });
    }
  });

  it("goes from a start date to a photo update, a payment and its confirmation, each a POST and a redirect", async () => {
    const proposed = await post(world.cookies.homeowner, { intent: PROJECT_INTENTS.proposeStart, day: today });
    expect(proposed.status).toBe(302);
    expect(proposed.headers.get("location")).toBe(`/projects/${projectId}`);
    const waiting = (await pageData(world.cookies.owner)).project.proposals[0]!;
    const own = await post(world.cookies.homeowner, {
      intent: PROJECT_INTENTS.answerProposal,
      proposalId: waiting.id,
      answer: "accept",
    });
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ error: PROJECT_MESSAGES.notYourStep });
    expect(
      (
        await post(world.cookies.owner, {
          intent: PROJECT_INTENTS.answerProposal,
          proposalId: waiting.id,
          answer: "accept",
        })
      ).status,
    ).toBe(302);
    const [booking] = await world.db
      .select()
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.position, 0)));
    expect(
      (await post(world.cookies.owner, { intent: PROJECT_INTENTS.markDone, milestoneId: booking!.id })).status,
    ).toBe(302);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c08040" } })
      .png()
      .toBuffer();
    const updated = await post(world.cookies.owner, {
      intent: PROJECT_INTENTS.postUpdate,
      clientKey: crypto.randomUUID(),
      milestoneId: booking!.id,
      day: today,
      body: "Site measured, kitchen layout marked",
      photos: new File([new Uint8Array(photo)], "site.png", { type: "image/png" }),
    });
    expect(updated.status).toBe(302);
    const withUpdate = await pageData(world.cookies.homeowner);
    const [update] = islandItems(withUpdate.project.updates);
    expect(update).toContain("Site measured, kitchen layout marked");
    const shotId = withUpdate.project.updates?.html?.match(/\/files\/([\w-]+)"/)?.[1] ?? "";
    expect(shotId).not.toBe("");
    const file = (cookie: string) =>
      respond(fileLoader, pageRequest(`/projects/${projectId}/files/${shotId}`, cookie), {
        projectId,
        fileId: shotId,
      });
    const served = await file(world.cookies.homeowner);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("no-store");
    expect((await file(world.cookies.otherOwner)).status).toBe(404);
    const payment = {
      intent: PROJECT_INTENTS.recordPayment,
      milestoneId: booking!.id,
      amount: "23,600",
      method: "upi",
      reference: "UPI 998877",
      paidOn: today,
      clientKey: withUpdate.formKey,
    };
    expect((await post(world.cookies.owner, payment)).status).toBe(400);
    expect((await post(world.cookies.homeowner, payment)).status).toBe(302);
    expect((await post(world.cookies.homeowner, payment)).status).toBe(302);
    const payments = await world.db.select().from(projectPayments).where(eq(projectPayments.projectId, projectId));
    expect(payments.map((p) => [p.amountPaise, p.state])).toEqual([[23_600_00, "recorded"]]);
    const self = await post(world.cookies.homeowner, {
      intent: PROJECT_INTENTS.confirmPayment,
      paymentId: payments[0]!.id,
    });
    expect(self.status).toBe(400);
    expect(
      (await post(world.cookies.owner, { intent: PROJECT_INTENTS.confirmPayment, paymentId: payments[0]!.id })).status,
    ).toBe(302);
    const after = await pageData(world.cookies.homeowner);
    expect(after.project.ledger).toMatchObject({
      confirmedPaise: 23_600_00,
      outstandingPaise: 1_18_000_00 - 23_600_00,
    });
    expect(after.project.milestones.map((m) => m.money?.state)).toEqual(["paid", "upcoming"]);
    // Newest first, as the page shows them.
    expect(islandItems(after.project.history)).toEqual([
      expect.stringContaining("The designer confirmed receiving ₹23,600"),
      expect.stringContaining("The homeowner recorded paying ₹23,600"),
      expect.stringContaining("The designer posted a site update"),
      expect.stringContaining("The designer marked"),
      expect.stringContaining("accepted the start date"),
      expect.stringContaining("proposed starting on"),
      expect.stringContaining("The offer was accepted on"),
    ]);
  });
});
