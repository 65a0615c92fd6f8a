import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor, Tx } from "~/db/client.server";
import { leads, offers, projectEvents, projectMilestones, projects } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { splitByPercent } from "~/features/offers";
import { acceptFromForm } from "~/features/offers/offers.api.server";
import { formatDay, indiaDay } from "~/lib/dates";

/** A schedule without stages (never sent by the offer form) is paid as one stage. */
const WHOLE_AMOUNT = [{ label: "Full amount", percent: 100 }];

/**
 * The project of an accepted offer, inside the transaction that accepts it: the offer's payment stages become
 * milestones with their exact amounts (they add up to the total to the paisa), its timeline and warranty carry
 * over, and the history starts. A second call for the same offer changes nothing. Returns the project's id.
 */
export async function startProject(tx: Tx, offerId: string, now: Date): Promise<string> {
  const [offer] = await tx
    .select({
      leadId: leads.id,
      quoteRequestId: offers.quoteRequestId,
      brandId: offers.brandId,
      totalPaise: offers.totalPaise,
      timelineWeeks: offers.timelineWeeks,
      warrantyYears: offers.warrantyYears,
      stages: offers.paymentStages,
      acceptedAt: offers.acceptedAt,
    })
    .from(offers)
    .innerJoin(leads, and(eq(leads.quoteRequestId, offers.quoteRequestId), eq(leads.brandId, offers.brandId)))
    .where(and(eq(offers.id, offerId), isNotNull(offers.acceptedAt)));
  if (!offer) throw new Error(`offer ${offerId} is not accepted`);
  const [created] = await tx
    .insert(projects)
    .values({
      offerId,
      leadId: offer.leadId,
      quoteRequestId: offer.quoteRequestId,
      brandId: offer.brandId,
      contractTotalPaise: offer.totalPaise,
      timelineDays: offer.timelineWeeks * 7,
      warrantyYears: offer.warrantyYears,
      createdAt: now,
    })
    .onConflictDoNothing({ target: projects.offerId })
    .returning({ id: projects.id });
  if (!created) {
    const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.offerId, offerId));
    if (!existing) throw new Error(`no project for offer ${offerId}`);
    return existing.id;
  }
  const stages = offer.stages.length > 0 ? offer.stages : WHOLE_AMOUNT;
  const amounts = splitByPercent(
    offer.totalPaise,
    stages.map((stage) => stage.percent),
  );
  await tx.insert(projectMilestones).values(
    stages.map((stage, position) => ({
      projectId: created.id,
      position,
      label: stage.label,
      amountPaise: amounts[position] ?? 0,
      createdAt: now,
    })),
  );
  await tx.insert(projectEvents).values({
    projectId: created.id,
    actorSide: "system",
    kind: "started",
    summary: `The offer was accepted on ${formatDay(indiaDay(now))}: the project starts once both sides agree a start date.`,
    createdAt: now,
  });
  return created.id;
}

/**
 * "Accept this offer": the accept (offers) and its project in one transaction, so an accepted offer never lacks
 * its project. Null (answer 404) when the request is not the viewer's.
 */
export function hireFromForm(db: Executor, viewer: Viewer | null, requestId: string, form: FormData, now = new Date()) {
  return db.transaction(async (tx) => {
    const accepted = await acceptFromForm(tx, viewer, requestId, form, now);
    if (accepted?.ok) await startProject(tx, accepted.offerId, now);
    return accepted;
  });
}

/** Projects for accepted offers that have none (the demo data writes its offers directly). */
export async function startMissingProjects(tx: Tx, now: Date): Promise<string[]> {
  const missing = await tx
    .select({ id: offers.id, acceptedAt: offers.acceptedAt })
    .from(offers)
    .leftJoin(projects, eq(projects.offerId, offers.id))
    .where(and(isNotNull(offers.acceptedAt), isNull(projects.id)));
  const started: string[] = [];
  for (const offer of missing) started.push(await startProject(tx, offer.id, offer.acceptedAt ?? now));
  return started;
}
