import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import type { Executor } from "~/db/client.server";
import { brands, cities, localities, portfolioImages, quoteRecipients, quoteRequests, users } from "~/db/schema";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { type SendMail, sendMail } from "~/services/mail.server";
import { MAIL_RETRIES } from "~/services/mail-queue.server";
import { QUOTE_LIMITS, quoteAbuseVerdict, type RecentActivity } from "./abuse-rules";
import { type DesignerCandidate, pickRecipients } from "./matching";
import { budgetLabel, formatIndianMobile, timelineLabel } from "./quote-form";
import type { QuoteForm } from "./quote-form-schema";

export interface QuoteContext {
  ip: string | null;
  userId: string | null;
  now?: Date;
}

/** A designer a request went to, as the homeowner may see it. */
export interface QuoteRecipient {
  brandName: string;
  slug: string;
}

export type QuoteSubmitResult =
  | {
      ok: true;
      requestId: string;
      /** 'brand': asked from a brand's page, card or photo. 'matched': routed by the matching rule. */
      routing: "brand" | "matched";
      recipients: QuoteRecipient[];
    }
  | { ok: false; error: string };

export const QUOTE_ERRORS = {
  brandGone: "This designer is no longer taking requests on Nivasa. Please choose another designer.",
} as const;

interface TargetBrand {
  id: string;
  slug: string;
  brandName: string;
}

async function findTargetBrand(db: Executor, form: QuoteForm): Promise<TargetBrand | null | undefined> {
  const columns = { id: brands.id, slug: brands.slug, brandName: brands.brandName };
  if (form.brandId || form.brandSlug) {
    const [brand] = await db
      .select(columns)
      .from(brands)
      .where(form.brandId ? eq(brands.id, form.brandId) : eq(brands.slug, form.brandSlug ?? ""))
      .limit(1);
    return brand ?? null;
  }
  if (form.imageId) {
    const [brand] = await db
      .select(columns)
      .from(portfolioImages)
      .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
      .where(eq(portfolioImages.id, form.imageId))
      .limit(1);
    return brand ?? null;
  }
  return undefined; // a general request
}

interface Place {
  cityId: string | null;
  cityName: string | null;
  localityId: string | null;
  localityName: string | null;
}

/** The request's city and locality: from the page that asked, else recognised in the Location text. */
export async function resolvePlace(
  db: Executor,
  { cityId, localityId, location }: { cityId?: string; localityId?: string; location: string },
): Promise<Place> {
  const none: Place = { cityId: null, cityName: null, localityId: null, localityName: null };
  if (localityId) {
    const [row] = await db
      .select({ cityId: cities.id, cityName: cities.name, localityId: localities.id, localityName: localities.name })
      .from(localities)
      .innerJoin(cities, eq(cities.id, localities.cityId))
      .where(eq(localities.id, localityId));
    if (row) return row;
  }
  const text = location.toLowerCase();
  const [city] = cityId
    ? await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, cityId))
    : await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(sql`position(lower(${cities.name}) in ${text}) > 0`)
        .orderBy(desc(sql`length(${cities.name})`))
        .limit(1);
  if (!city) return none;
  const [locality] = await db
    .select({ id: localities.id, name: localities.name })
    .from(localities)
    .where(and(eq(localities.cityId, city.id), sql`position(lower(${localities.name}) in ${text}) > 0`))
    .orderBy(desc(sql`length(${localities.name})`))
    .limit(1);
  return {
    cityId: city.id,
    cityName: city.name,
    localityId: locality?.id ?? null,
    localityName: locality?.name ?? null,
  };
}

/** Verified designers of a city, best rated first (the matching pool). */
async function verifiedDesignersIn(db: Executor, place: Place): Promise<DesignerCandidate[]> {
  if (!place.cityId) return [];
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      brandName: brands.brandName,
      rating: brands.rating,
      reviewCount: brands.reviewCount,
      minProjectCost: brands.minProjectCost,
      maxProjectCost: brands.maxProjectCost,
      areasServed: brands.areasServed,
    })
    .from(brands)
    .where(
      and(
        eq(brands.isVerified, true),
        or(
          eq(brands.cityId, place.cityId),
          and(isNull(brands.cityId), sql`lower(${brands.city}) = lower(${place.cityName})`),
        ),
      ),
    )
    .orderBy(sql`${brands.rating} desc nulls last`)
    .limit(200);
}

async function recentActivity(
  db: Executor,
  { phone, ip, brandId, now }: { phone: string; ip: string | null; brandId: string | null; now: Date },
): Promise<RecentActivity> {
  const ipSince = new Date(now.getTime() - QUOTE_LIMITS.perIp.windowMs);
  const phoneSince = new Date(now.getTime() - QUOTE_LIMITS.perPhone.windowMs);
  const duplicateSince = new Date(now.getTime() - QUOTE_LIMITS.duplicateWindowMs);
  const fromIp = ip ? sql`${quoteRequests.ipAddress} = ${ip} and ${quoteRequests.createdAt} > ${ipSince}` : sql`false`;
  const fromPhone = sql`${quoteRequests.phone} = ${phone} and ${quoteRequests.createdAt} > ${phoneSince}`;
  const sameTarget = brandId ? sql`${quoteRequests.brandId} = ${brandId}` : sql`${quoteRequests.brandId} is null`;
  const [row] = await db
    .select({
      fromIp: sql<number>`count(*) filter (where ${fromIp})::int`,
      fromPhone: sql<number>`count(*) filter (where ${fromPhone})::int`,
      duplicate: sql<boolean>`coalesce(bool_or(${quoteRequests.phone} = ${phone} and ${sameTarget} and ${quoteRequests.createdAt} > ${duplicateSince}), false)`,
    })
    .from(quoteRequests)
    .where(or(fromIp, fromPhone));
  return { fromIp: row?.fromIp ?? 0, fromPhone: row?.fromPhone ?? 0, duplicate: row?.duplicate ?? false };
}

/**
 * Stores a quote request with its recipients in one transaction: the brand it was asked from, or the
 * designers the matching rule picks. Rate limits and duplicate suppression are checked under a per-phone
 * lock so two quick submissions can't both pass. The recipients' mail is a job enqueued in the same
 * transaction (leadNotificationJob).
 */
export async function submitQuoteRequest(
  db: Executor,
  form: QuoteForm,
  context: QuoteContext,
): Promise<QuoteSubmitResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote:${form.phone}`}))`);
    const target = await findTargetBrand(tx, form);
    if (target === null) return { ok: false, error: QUOTE_ERRORS.brandGone };

    const activity = await recentActivity(tx, { phone: form.phone, ip: context.ip, brandId: target?.id ?? null, now });
    const verdict = quoteAbuseVerdict(activity, target?.brandName ?? null);
    if (!verdict.allowed) return { ok: false, error: verdict.message };

    const place = await resolvePlace(tx, form);
    const recipients = target
      ? [target]
      : pickRecipients(await verifiedDesignersIn(tx, place), { budget: form.budget, localityName: place.localityName });

    const [request] = await tx
      .insert(quoteRequests)
      .values({
        userId: context.userId,
        name: form.name,
        phone: form.phone,
        location: form.location,
        requirement: form.requirement,
        budget: form.budget ?? null,
        timeline: form.timeline ?? null,
        cityId: place.cityId,
        localityId: place.localityId,
        brandId: target?.id ?? null,
        imageId: form.imageId ?? null,
        ipAddress: context.ip,
      })
      .returning({ id: quoteRequests.id });
    if (recipients.length > 0) {
      await tx
        .insert(quoteRecipients)
        .values(recipients.map((brand) => ({ quoteRequestId: request.id, brandId: brand.id })));
      await enqueueJob(tx, leadNotificationJob, { requestId: request.id });
    }
    return {
      ok: true,
      requestId: request.id,
      routing: target ? "brand" : "matched",
      recipients: recipients.map(({ brandName, slug }) => ({ brandName, slug })),
    };
  });
}

/** The email a designer receives for a new lead. */
export function leadEmail(
  lead: {
    name: string;
    phone: string;
    location: string;
    requirement: string;
    budget: string | null;
    timeline: string | null;
  },
  brandName: string,
  dashboardUrl: string,
) {
  const lines = [
    `Hello ${brandName},`,
    "",
    `${lead.name} asked for a free quote on Nivasa.`,
    "",
    `Name: ${lead.name}`,
    `Phone: ${formatIndianMobile(lead.phone)}`,
    `Location: ${lead.location}`,
    `Budget: ${budgetLabel(lead.budget) ?? "Not specified"}`,
    `Planning to start: ${timelineLabel(lead.timeline) ?? "Not specified"}`,
    "",
    "Requirement:",
    lead.requirement,
    "",
    "Homeowners hear back within 24 hours — please call them soon.",
    `All your quote requests: ${dashboardUrl}`,
  ];
  const text = lines.join("\n");
  const escapeHtml = (s: string) =>
    s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  const html = `<div style="font-family:system-ui,sans-serif;line-height:1.5">${lines
    .map((line) => (line === "" ? "<br>" : `<div>${escapeHtml(line)}</div>`))
    .join("")}</div>`;
  return { subject: `New quote request from ${lead.name} — Nivasa`, text, html };
}

/**
 * Emails every recipient of a request not yet notified: the brand owner's account email, or the
 * brand's public email while unclaimed. Each success sets that recipient's notified_at, so a retry
 * writes only to those still waiting; a failure is logged and leaves notified_at empty.
 */
export async function notifyQuoteRecipients(
  db: Executor,
  requestId: string,
  send: SendMail = sendMail,
  publicUrl: string = config().PUBLIC_URL,
): Promise<{ sent: number; failed: number; skipped: number }> {
  const [request] = await db
    .select({
      name: quoteRequests.name,
      phone: quoteRequests.phone,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      budget: quoteRequests.budget,
      timeline: quoteRequests.timeline,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  const tally = { sent: 0, failed: 0, skipped: 0 };
  if (!request) return tally;
  const pending = await db
    .select({
      brandId: brands.id,
      brandName: brands.brandName,
      to: sql<string | null>`coalesce(${users.email}, ${brands.email})`,
    })
    .from(quoteRecipients)
    .innerJoin(brands, eq(brands.id, quoteRecipients.brandId))
    .leftJoin(users, eq(users.id, brands.claimedBy))
    .where(and(eq(quoteRecipients.quoteRequestId, requestId), isNull(quoteRecipients.notifiedAt)));
  const dashboardUrl = new URL("/brand-dashboard", publicUrl).toString();
  for (const recipient of pending) {
    if (!recipient.to) {
      tally.skipped++;
      continue;
    }
    try {
      await send({ to: recipient.to, ...leadEmail(request, recipient.brandName, dashboardUrl) });
      await db
        .update(quoteRecipients)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(quoteRecipients.quoteRequestId, requestId), eq(quoteRecipients.brandId, recipient.brandId)));
      tally.sent++;
    } catch (error) {
      tally.failed++;
      console.error(`[leads] could not email quote request ${requestId} to brand ${recipient.brandId}`, error);
    }
  }
  return tally;
}

/** Mails a new request's designers; retried with the mail backoff until every one of them has been told. */
export function createLeadNotificationJob(
  send: SendMail = sendMail,
  publicUrl?: string,
): JobDefinition<{ requestId: string }> {
  return {
    name: "lead-notification",
    schema: z.object({ requestId: z.uuid() }),
    queue: { ...MAIL_RETRIES, expireInSeconds: 300 },
    handler: async ({ requestId }, { db }) => {
      const tally = await notifyQuoteRecipients(db, requestId, send, publicUrl);
      if (tally.failed > 0) throw new Error(`${tally.failed} of the lead's designers could not be emailed yet`);
      return tally;
    },
  };
}

export const leadNotificationJob = createLeadNotificationJob();

/** A homeowner's own request, as /profile lists it. */
export interface MyQuoteRequest {
  id: string;
  createdAt: string;
  location: string;
  requirement: string;
  budget: string | null;
  timeline: string | null;
  status: string;
  recipients: QuoteRecipient[];
}

export async function listQuoteRequestsForUser(db: Executor, userId: string): Promise<MyQuoteRequest[]> {
  const rows = await db
    .select({
      id: quoteRequests.id,
      createdAt: quoteRequests.createdAt,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      budget: quoteRequests.budget,
      timeline: quoteRequests.timeline,
      status: quoteRequests.status,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(50);
  if (rows.length === 0) return [];
  const sent = await db
    .select({ requestId: quoteRecipients.quoteRequestId, brandName: brands.brandName, slug: brands.slug })
    .from(quoteRecipients)
    .innerJoin(brands, eq(brands.id, quoteRecipients.brandId))
    .where(
      inArray(
        quoteRecipients.quoteRequestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(brands.brandName);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    budget: budgetLabel(row.budget),
    timeline: timelineLabel(row.timeline),
    recipients: sent.filter((s) => s.requestId === row.id).map(({ brandName, slug }) => ({ brandName, slug })),
  }));
}

/** A lead as its brand owner sees it (contact details included: callers check ownership first). */
export interface BrandLead {
  id: string;
  receivedAt: string;
  name: string;
  phone: string;
  location: string;
  requirement: string;
  budget: string | null;
  timeline: string | null;
  status: string;
  /** Asked of this brand directly (not through matching). */
  direct: boolean;
  notified: boolean;
}

export interface LeadPage {
  leads: BrandLead[];
  nextCursor: string | null;
}

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split("_");
  const date = new Date(at ?? "");
  return id && !Number.isNaN(date.getTime()) && /^[0-9a-f-]{36}$/.test(id) ? { at: date, id } : null;
}

/** A brand's leads, newest first, keyset-paged (for the brand dashboard). */
export async function listLeadsForBrand(
  db: Executor,
  brandId: string,
  { limit = 20, cursor }: { limit?: number; cursor?: string } = {},
): Promise<LeadPage> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select({
      id: quoteRequests.id,
      receivedAt: quoteRecipients.createdAt,
      name: quoteRequests.name,
      phone: quoteRequests.phone,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      budget: quoteRequests.budget,
      timeline: quoteRequests.timeline,
      status: quoteRequests.status,
      requestBrandId: quoteRequests.brandId,
      notifiedAt: quoteRecipients.notifiedAt,
    })
    .from(quoteRecipients)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRecipients.quoteRequestId))
    .where(
      and(
        eq(quoteRecipients.brandId, brandId),
        // Dates carry milliseconds in JS and microseconds in Postgres: compare at millisecond precision.
        after
          ? sql`(date_trunc('milliseconds', ${quoteRecipients.createdAt}), ${quoteRecipients.quoteRequestId}) < (${after.at}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteRequestId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    leads: page.map(({ requestBrandId, notifiedAt, receivedAt, ...row }) => ({
      ...row,
      receivedAt: receivedAt.toISOString(),
      budget: budgetLabel(row.budget),
      timeline: timelineLabel(row.timeline),
      direct: requestBrandId === brandId,
      notified: notifiedAt !== null,
    })),
    nextCursor: rows.length > limit && last ? `${last.receivedAt.toISOString()}_${last.id}` : null,
  };
}

/** How many leads a brand has received (the dashboard's Quote Requests card). */
export async function countLeadsForBrand(db: Executor, brandId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteRecipients)
    .where(eq(quoteRecipients.brandId, brandId));
  return row?.n ?? 0;
}
