/** Builders for project tests: a homeowner's accepted offer from a brand, carried into its project. */

import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { PaymentStage } from "~/db/schema";
import { offers, projectDateProposals, projectMilestones, projectPayments } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { answerProposal, proposeDate } from "~/features/projects/dates/date-proposals.server";
import { type ProjectAccess, projectAccess } from "~/features/projects/project/project-access.server";
import { startProject } from "~/features/projects/projects.api.server";
import type { Island } from "~/ui/static-island";
import { pageRequest } from "./auth.server";
import { createTestOffer, insertTestOffer } from "./hires.server";
import { createTestLead, leadIdOf } from "./leads.server";
import { markupText } from "./markup";
import type { BrandOwner } from "./personas.server";

export interface TestProject {
  projectId: string;
  requestId: string;
  leadId: string;
  /** The project as its homeowner and as the hired brand's owner open it. */
  homeowner: ProjectAccess;
  brand: ProjectAccess;
}

/**
 * A request of `homeowner` to `owner`'s brand with an offer of `subtotalPaise` + GST (4 stages by default, 8
 * weeks), accepted at `now`, and its project started as the accept starts it.
 */
export async function createTestProject(
  db: Db,
  homeowner: Viewer,
  owner: BrandOwner,
  {
    subtotalPaise = 10_00_000_00,
    stages = [
      { label: "Booking", percent: 10 },
      { label: "Design sign-off", percent: 40 },
      { label: "Installation", percent: 40 },
      { label: "Handover", percent: 10 },
    ],
    now = new Date(),
  }: { subtotalPaise?: number; stages?: PaymentStage[]; now?: Date } = {},
): Promise<TestProject> {
  const requestId = await createTestLead(db, owner.brandId, { userId: homeowner.userId, receivedAt: now });
  await insertTestOffer(db, {
    quoteRequestId: requestId,
    brandId: owner.brandId,
    subtotalPaise,
    paymentStages: stages,
    acceptedAt: now,
  });
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.quoteRequestId, requestId));
  if (!offer) throw new Error("no offer");
  const projectId = await db.transaction((tx) => startProject(tx, offer.id, now));
  const asHomeowner = await projectAccess(db, homeowner, projectId);
  const asBrand = await projectAccess(db, owner, projectId);
  if (!asHomeowner || !asBrand) throw new Error("a side was refused its own project");
  return {
    projectId,
    requestId,
    leadId: await leadIdOf(db, requestId, owner.brandId),
    homeowner: asHomeowner,
    brand: asBrand,
  };
}

/** Agrees `project`'s start on `day` through its own steps: the homeowner proposes it, the designer accepts. */
export async function agreeTestStart(db: Db, project: TestProject, day: string, now = new Date()): Promise<void> {
  const proposed = await proposeDate(db, project.homeowner, { kind: "start", day }, now);
  const [proposal] = await db
    .select({ id: projectDateProposals.id })
    .from(projectDateProposals)
    .where(and(eq(projectDateProposals.projectId, project.projectId), eq(projectDateProposals.state, "open")));
  const accepted =
    proposal && (await answerProposal(db, project.brand, { proposalId: proposal.id, accept: true }, now));
  if (!proposed.ok || !accepted?.ok) throw new Error(`the start ${day} was not agreed`);
}

/**
 * `userId`'s hire of `brandId` (an accepted offer and its project, one stage) with the stage done and paid: the payment
 * waits for the designer, or is confirmed ("Hired via Nivasa") when `confirmed`. The project's id.
 */
export async function createTestPaidHire(
  db: Db,
  userId: string,
  brandId: string,
  { confirmed }: { confirmed: boolean },
): Promise<string> {
  const requestId = await createTestOffer(db, userId, brandId);
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.quoteRequestId, requestId));
  if (!offer) throw new Error("no offer");
  const projectId = await db.transaction((tx) => startProject(tx, offer.id, new Date()));
  const [first] = await db
    .update(projectMilestones)
    .set({ doneAt: new Date() })
    .where(eq(projectMilestones.projectId, projectId))
    .returning({ id: projectMilestones.id, amountPaise: projectMilestones.amountPaise });
  if (!first) throw new Error("no stage");
  await db.insert(projectPayments).values({
    projectId,
    milestoneId: first.id,
    amountPaise: first.amountPaise,
    method: "upi",
    paidOn: "2026-01-05",
    clientKey: crypto.randomUUID(),
    recordedBy: userId,
    ...(confirmed ? { state: "confirmed" as const, decidedAt: new Date() } : {}),
  });
  return projectId;
}

/** The project page's loader request as a client-side navigation sends it (`.data`): its islands carry their markup. */
export function projectDataRequest(projectId: string, cookie?: string, reportId?: string): Request {
  return pageRequest(`/projects/${projectId}.data${reportId ? `?report=${reportId}` : ""}`, cookie);
}

/** The text of each item of an island's markup (a history line, a site update), in the page's order. */
export function islandItems(island: Island | null): string[] {
  return [...(island?.html ?? "").matchAll(/<li\b[^>]*>(.*?)<\/li>/gs)].map(([, item]) => markupText(item ?? ""));
}
