import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import type { Db, Executor } from "~/db/client.server";
import { lockLimitedKeys } from "~/db/locks.server";
import { brands, cities, leads, localities, portfolioImages, quoteRequests, users } from "~/db/schema";
import { signInLink } from "~/features/auth/auth.api.server";
import { logger } from "~/lib/logger.server";
import { leadThreadPath, quoteRequestPath } from "~/lib/paths";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { type SendMail, sendMail } from "~/services/mail.server";
import { MAIL_RETRIES, queueMail } from "~/services/mail-queue.server";
import type { QuoteForm } from "../quote-form/quote-form-schema";
import { refreshResponseTimes } from "../response-time/response-time.server";
import { QUOTE_LIMITS, quoteAbuseVerdict, type RecentActivity } from "./abuse-rules";
import { alertNewLeads } from "./lead-alerts.server";
import { leadEmail, quoteConfirmationEmail } from "./lead-emails";
import { type DesignerCandidate, pickRecipients } from "./matching";

export interface QuoteContext {
  ip: string | null;
  /** The signed-in requester, whose account address (if it has one) is used instead of the form's. */
  account: { userId: string; email: string | null } | null;
  /** The request's number was proved with a code, or is the requester's verified number: designers see it. */
  phoneVerified?: boolean;
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
  /** status 404: the brand or photo asked about is not on Nivasa (any more); otherwise a limit was reached. */
  | { ok: false; error: string; status?: 404 };

export const QUOTE_ERRORS = {
  brandGone: "This designer is no longer taking requests on Nivasa. Please choose another designer.",
  imageGone: "This design is no longer on Nivasa. Please ask the designer without it, or choose another design.",
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

/** Whether the photo a request names exists (and, once the brand is known, is one of that brand's). */
async function isImageOf(db: Executor, imageId: string, brandId: string | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: portfolioImages.id })
    .from(portfolioImages)
    .where(and(eq(portfolioImages.id, imageId), brandId ? eq(portfolioImages.brandId, brandId) : undefined))
    .limit(1);
  return row !== undefined;
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
export async function verifiedDesignersIn(
  db: Executor,
  place: Pick<Place, "cityId" | "cityName">,
): Promise<DesignerCandidate[]> {
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
  {
    phone,
    ip,
    userId,
    brandId,
    now,
  }: { phone: string; ip: string | null; userId: string | null; brandId: string | null; now: Date },
): Promise<RecentActivity> {
  const since = (limit: { windowMs: number }) => new Date(now.getTime() - limit.windowMs);
  const duplicateSince = new Date(now.getTime() - QUOTE_LIMITS.duplicateWindowMs);
  const fromAddress = ip
    ? sql`${quoteRequests.ipAddress} = ${ip} and ${quoteRequests.createdAt} > ${since(QUOTE_LIMITS.perAddress)}`
    : sql`false`;
  const fromPhone = sql`${quoteRequests.phone} = ${phone} and ${quoteRequests.createdAt} > ${since(QUOTE_LIMITS.perPhone)}`;
  const fromAccount = userId
    ? sql`${quoteRequests.userId} = ${userId} and ${quoteRequests.createdAt} > ${since(QUOTE_LIMITS.perAccount)}`
    : sql`false`;
  const sameTarget = brandId ? sql`${quoteRequests.brandId} = ${brandId}` : sql`${quoteRequests.brandId} is null`;
  const [row] = await db
    .select({
      fromAddress: sql<number>`count(*) filter (where ${fromAddress})::int`,
      fromPhone: sql<number>`count(*) filter (where ${fromPhone})::int`,
      fromAccount: sql<number>`count(*) filter (where ${fromAccount})::int`,
      duplicate: sql<boolean>`coalesce(bool_or(${quoteRequests.phone} = ${phone} and ${sameTarget} and ${quoteRequests.createdAt} > ${duplicateSince}), false)`,
    })
    .from(quoteRequests)
    .where(or(fromAddress, fromPhone, fromAccount));
  return {
    fromAddress: row?.fromAddress ?? 0,
    fromPhone: row?.fromPhone ?? 0,
    fromAccount: row?.fromAccount ?? 0,
    duplicate: row?.duplicate ?? false,
  };
}

/**
 * Who a request belongs to: the signed-in requester, else the account whose verified address was given, if
 * any. An unverified account with that address may be anyone's (a sign-up proves nothing until its mail is
 * opened): the request then waits unattached until the address's owner signs in (claimRequestsMadeWithEmail).
 */
async function requester(db: Executor, form: QuoteForm, account: QuoteContext["account"]) {
  if (account) return account;
  const email = form.email ?? null;
  const [owner] = email
    ? await db
        .select({ userId: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.emailVerified, true)))
    : [];
  return { userId: owner?.userId ?? null, email };
}

/**
 * Stores a quote request with its recipients in one transaction: the brand it was asked from, or the
 * designers the matching rule picks. Rate limits and duplicate suppression are checked under a lock on
 * every limited key (the phone, the account and the network address), so parallel submissions can't pass a
 * limit together, on any number of instances. The recipients' mail and the requester's confirmation are jobs enqueued in the same
 * transaction (leadNotificationJob, quoteConfirmationJob).
 */
export async function submitQuoteRequest(
  db: Executor,
  form: QuoteForm,
  context: QuoteContext,
): Promise<QuoteSubmitResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const userId = context.account?.userId ?? null;
    await lockLimitedKeys(tx, [
      `quote-phone:${form.phone}`,
      userId ? `quote-account:${userId}` : null,
      context.ip ? `quote-ip:${context.ip}` : null,
    ]);
    const target = await findTargetBrand(tx, form);
    if (target === null) return { ok: false, error: QUOTE_ERRORS.brandGone, status: 404 };
    if (form.imageId && !(await isImageOf(tx, form.imageId, target?.id))) {
      return { ok: false, error: QUOTE_ERRORS.imageGone, status: 404 };
    }

    const activity = await recentActivity(tx, {
      phone: form.phone,
      ip: context.ip,
      userId,
      brandId: target?.id ?? null,
      now,
    });
    const verdict = quoteAbuseVerdict(activity, target?.brandName ?? null);
    if (!verdict.allowed) return { ok: false, error: verdict.message };

    const place = await resolvePlace(tx, form);
    const recipients = target
      ? [target]
      : pickRecipients(await verifiedDesignersIn(tx, place), { budget: form.budget, localityName: place.localityName });

    const owner = await requester(tx, form, context.account);
    const [request] = await tx
      .insert(quoteRequests)
      .values({
        userId: owner.userId,
        name: form.name,
        phone: form.phone,
        phoneVerified: context.phoneVerified ?? false,
        email: owner.email,
        location: form.location,
        requirement: form.requirement,
        areaSqft: form.areaSqft ?? null,
        budget: form.budget ?? null,
        timeline: form.timeline ?? null,
        cityId: place.cityId,
        localityId: place.localityId,
        brandId: target?.id ?? null,
        imageId: form.imageId ?? null,
        ipAddress: context.ip,
      })
      .returning({ id: quoteRequests.id });
    if (owner.email) await enqueueJob(tx, quoteConfirmationJob, { requestId: request.id });
    if (recipients.length > 0) {
      await tx.insert(leads).values(recipients.map((brand) => ({ quoteRequestId: request.id, brandId: brand.id })));
      await enqueueJob(tx, leadNotificationJob, { requestId: request.id });
      await alertNewLeads(tx, { id: request.id, location: form.location, requirement: form.requirement }, now);
      // A lead not answered yet counts in each brand's measured response time at once.
      await refreshResponseTimes(
        tx,
        recipients.map((brand) => brand.id),
        now,
      );
    }
    return {
      ok: true,
      requestId: request.id,
      routing: target ? "brand" : "matched",
      recipients: recipients.map(({ brandName, slug }) => ({ brandName, slug })),
    };
  });
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
  // A request whose homeowner deleted their account has no contact details left to send.
  const { name, phone } = request ?? {};
  if (!request || !name || !phone) return tally;
  const pending = await db
    .select({
      leadId: leads.id,
      brandId: brands.id,
      brandName: brands.brandName,
      to: sql<string | null>`coalesce(${users.email}, ${brands.email})`,
    })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .leftJoin(users, eq(users.id, brands.claimedBy))
    .where(and(eq(leads.quoteRequestId, requestId), isNull(leads.notifiedAt)));
  for (const recipient of pending) {
    if (!recipient.to) {
      tally.skipped++;
      continue;
    }
    try {
      const leadUrl = new URL(leadThreadPath(recipient.leadId), publicUrl).toString();
      await send(leadEmail(recipient.to, { ...request, name, phone }, recipient.brandName, leadUrl));
      await db
        .update(leads)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(leads.quoteRequestId, requestId), eq(leads.brandId, recipient.brandId)));
      tally.sent++;
    } catch (error) {
      tally.failed++;
      // The job tries again with the mail backoff (docs/operations.md): a warning with the reason, no stack.
      logger().warn(
        { reason: error instanceof Error ? error.message : String(error) },
        `[leads] could not email quote request ${requestId} to brand ${recipient.brandId} yet`,
      );
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
    handler: async ({ requestId }, { db, lastAttempt }) => {
      const tally = await notifyQuoteRecipients(db, requestId, send, publicUrl);
      if (tally.failed === 0) return tally;
      const problem = `${tally.failed} of the lead's designers could not be emailed`;
      if (lastAttempt) logger().error({ requestId }, `[leads] ${problem}, no retry left`);
      throw new Error(`${problem} yet`);
    },
  };
}

export const leadNotificationJob = createLeadNotificationJob();

/**
 * Emails the requester that their request is on its way, with a sign-in link to its page (made here, outside
 * any transaction, because better-auth writes the link's token on its own).
 */
export async function sendQuoteConfirmation(db: Db, requestId: string): Promise<"sent" | "gone"> {
  const [request] = await db
    .select({ email: quoteRequests.email, name: quoteRequests.name })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  if (!request?.email) return "gone";
  const designers = await db
    .select({ brandName: brands.brandName })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(eq(leads.quoteRequestId, requestId))
    .orderBy(brands.brandName);
  const link = await signInLink(request.email, quoteRequestPath(requestId), request.name ?? undefined);
  await queueMail(
    db,
    quoteConfirmationEmail({
      to: request.email,
      name: request.name ?? "",
      designers: designers.map((d) => d.brandName),
      link,
    }),
  );
  return "sent";
}

export const quoteConfirmationJob: JobDefinition<{ requestId: string }> = {
  name: "quote-confirmation",
  schema: z.object({ requestId: z.uuid() }),
  queue: { ...MAIL_RETRIES, expireInSeconds: 120 },
  handler: ({ requestId }, { db }) => sendQuoteConfirmation(db, requestId),
};
