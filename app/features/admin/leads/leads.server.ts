import { and, desc, eq, inArray, notExists, or, sql } from "drizzle-orm";
import { z } from "zod";
import { LEAD_VIEWS, UNTOUCHED_HOURS } from "~/content/admin";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { brands, cities, leads, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { leadNotificationJob, refreshResponseTimes, verifiedDesignersIn } from "~/features/leads/leads.api.server";
import { recordAudit } from "~/services/audit.server";
import { enqueueJob } from "~/services/job-queue.server";
import { type AdminResult, adminActor, NOT_ADMIN, refused } from "../admin-access.server";
import { choiceField, type Paged, pageField, readPage } from "../list-query";

export const leadListQuerySchema = z.object({
  view: choiceField(LEAD_VIEWS).transform((v) => v ?? "triage"),
  page: pageField,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const routeLeadSchema = z.object({
  requestId: z.uuid({ error: "Choose a quote request." }),
  brandIds: z
    .array(z.uuid({ error: "Choose a designer." }))
    .min(1, "Choose at least one designer.")
    .max(10),
});

export interface TriageLead {
  id: string;
  name: string;
  location: string;
  requirement: string;
  budget: string | null;
  city: string | null;
  createdAt: string;
  recipients: { brandId: string; brandName: string; status: string; responded: boolean; routedByAdmin: boolean }[];
  /** Verified designers of the lead's city not yet routed to: whom an admin can route it to. */
  candidates: { id: string; brandName: string }[];
}

const untouched = (now: Date) => {
  const since = new Date(now.getTime() - UNTOUCHED_HOURS * 3_600_000);
  return and(
    sql`${quoteRequests.createdAt} < ${since}`,
    notExists(
      sql`(select 1 from ${leads} where ${leads.quoteRequestId} = ${quoteRequests.id} and ${leads.respondedAt} is not null)`,
    ),
  );
};

const orphan = notExists(sql`(select 1 from ${leads} where ${leads.quoteRequestId} = ${quoteRequests.id})`);

/**
 * Quote requests newest first with their routing: the triage view holds those that reached no designer and
 * those no recipient touched in UNTOUCHED_HOURS.
 */
export async function listTriageLeads(
  db: Executor,
  query: LeadListQuery,
  now = new Date(),
): Promise<Paged<TriageLead>> {
  const where = query.view === "triage" ? or(orphan, untouched(now)) : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(quoteRequests).where(where);
  return readPage(query.page, count?.n ?? 0, async (limit, offset) => {
    const requests = await db
      .select({
        id: quoteRequests.id,
        name: quoteRequests.name,
        location: quoteRequests.location,
        requirement: quoteRequests.requirement,
        budget: quoteRequests.budget,
        cityId: quoteRequests.cityId,
        city: cities.name,
        createdAt: quoteRequests.createdAt,
      })
      .from(quoteRequests)
      .leftJoin(cities, eq(cities.id, quoteRequests.cityId))
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(limit)
      .offset(offset);
    return withRouting(db, requests);
  });
}

/** Each lead with the designers it went to and the verified designers of its city it could still go to. */
async function withRouting(
  db: Executor,
  requests: (Omit<TriageLead, "name" | "createdAt" | "recipients" | "candidates"> & {
    name: string | null;
    cityId: string | null;
    createdAt: Date;
  })[],
): Promise<TriageLead[]> {
  const recipients = requests.length
    ? await db
        .select({
          requestId: leads.quoteRequestId,
          brandId: brands.id,
          brandName: brands.brandName,
          status: leads.status,
          responded: sql<boolean>`${leads.respondedAt} is not null`,
          routedByAdmin: sql<boolean>`${leads.routedBy} is not null`,
        })
        .from(leads)
        .innerJoin(brands, eq(brands.id, leads.brandId))
        .where(
          inArray(
            leads.quoteRequestId,
            requests.map((request) => request.id),
          ),
        )
    : [];
  return Promise.all(
    requests.map(async ({ cityId, createdAt, name, ...lead }) => {
      const routed = recipients.filter((r) => r.requestId === lead.id).map(({ requestId: _, ...r }) => r);
      const pool = await verifiedDesignersIn(db, { cityId, cityName: lead.city });
      const candidates = pool
        .filter((brand) => !routed.some((r) => r.brandId === brand.id))
        .map(({ id, brandName }) => ({ id, brandName }));
      return { ...lead, name: homeownerName(name), createdAt: createdAt.toISOString(), recipients: routed, candidates };
    }),
  );
}

/**
 * An admin routes a lead to chosen verified designers, as automatic routing would (recipients, the lead mail
 * job, response times), marked routed_by; one audit row in the same transaction.
 */
export async function routeLead(
  db: Executor,
  viewer: Viewer | null,
  input: z.infer<typeof routeLeadSchema>,
): Promise<AdminResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  return db.transaction(async (tx): Promise<AdminResult> => {
    const [lead] = await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.requestId))
      .for("update");
    if (!lead) return refused(404, "This quote request no longer exists.");
    const verified = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(and(inArray(brands.id, input.brandIds), eq(brands.isVerified, true)));
    if (verified.length !== new Set(input.brandIds).size) {
      return refused(400, "Leads go to verified designers only.");
    }
    const added = await tx
      .insert(leads)
      .values(verified.map((brand) => ({ quoteRequestId: lead.id, brandId: brand.id, routedBy: actor.userId })))
      .onConflictDoNothing()
      .returning({ brandId: leads.brandId });
    if (added.length === 0) return refused(409, "This lead already went to those designers.");
    const brandIds = added.map((row) => row.brandId);
    await enqueueJob(tx, leadNotificationJob, { requestId: lead.id });
    await refreshResponseTimes(tx, brandIds);
    await recordAudit(tx, {
      actor,
      action: "lead.route",
      targetType: "quote_request",
      targetId: lead.id,
      before: null,
      after: { brandIds },
    });
    const message = added.length === 1 ? "Lead routed to 1 designer." : `Lead routed to ${added.length} designers.`;
    return { ok: true, message };
  });
}
