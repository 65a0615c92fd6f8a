import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { messageInLead } from "~/db/rows.server";
import {
  brandFavourites,
  brandProfiles,
  brands,
  claims,
  imageLikes,
  interiorListings,
  leadMessageAttachments,
  leadMessages,
  leads,
  offers,
  portfolioImages,
  profiles,
  projectChanges,
  projectMilestones,
  projectPayments,
  projectSnags,
  projects,
  quoteRequests,
  reviews,
  sessions,
  users,
  warrantyClaims,
} from "~/db/schema";
import { indiaDay } from "~/lib/dates";
import { SITE_NAME } from "~/lib/seo-title";

/**
 * Everything Nivasa keeps about one account, as the account's owner downloads it from /profile. Only rows
 * that belong to the account: a thread's messages come with it because the account is one of its two sides.
 */
export async function exportPersonalData(db: Executor, userId: string, now = new Date()) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      messageEmails: users.messageEmails,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db
    .select({ fullName: profiles.fullName, role: profiles.role, createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    site: SITE_NAME,
    exportedAt: now.toISOString(),
    account: account ?? null,
    profile: profile ?? null,
    signIns: await db
      .select({
        startedAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    favourites: await db
      .select({ brand: brands.brandName, slug: brands.slug, savedAt: brandFavourites.createdAt })
      .from(brandFavourites)
      .innerJoin(brands, eq(brands.id, brandFavourites.brandId))
      .where(eq(brandFavourites.userId, userId))
      .orderBy(asc(brandFavourites.createdAt)),
    likes: await db
      .select({
        imageId: portfolioImages.id,
        title: portfolioImages.title,
        brand: brands.brandName,
        likedAt: imageLikes.createdAt,
      })
      .from(imageLikes)
      .innerJoin(portfolioImages, eq(portfolioImages.id, imageLikes.imageId))
      .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
      .where(eq(imageLikes.userId, userId))
      .orderBy(asc(imageLikes.createdAt)),
    reviews: await db
      .select({
        brand: brands.brandName,
        rating: reviews.rating,
        body: reviews.body,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        removedAt: reviews.removedAt,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .innerJoin(brands, eq(brands.id, reviews.brandId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    quoteRequests: await quoteRequestsOf(db, userId),
    brands: await db
      .select({
        name: brands.brandName,
        slug: brands.slug,
        claimedAt: brands.claimedAt,
        businessName: brandProfiles.businessName,
        contactPerson: brandProfiles.contactPerson,
        contactEmail: brandProfiles.contactEmail,
        phone: brands.phone,
        email: brands.email,
        websiteUrl: brands.websiteUrl,
        city: brands.city,
        description: brands.description,
        about: brands.about,
      })
      .from(brands)
      .leftJoin(brandProfiles, eq(brandProfiles.brandId, brands.id))
      .where(eq(brands.claimedBy, userId)),
    claims: await db
      .select({
        brand: brands.brandName,
        listing: interiorListings.name,
        status: claims.status,
        fullName: claims.fullName,
        businessName: claims.businessName,
        email: claims.email,
        mobile: claims.mobile,
        messageToAdmin: claims.messageToAdmin,
        proofDocumentSent: claims.businessProofUrl,
        createdAt: claims.createdAt,
        processedAt: claims.processedAt,
      })
      .from(claims)
      .leftJoin(brands, eq(brands.id, claims.brandId))
      .leftJoin(interiorListings, eq(interiorListings.id, claims.listingId))
      .where(eq(claims.userId, userId))
      .orderBy(asc(claims.createdAt))
      .then((rows) => rows.map((row) => ({ ...row, proofDocumentSent: row.proofDocumentSent !== null }))),
    messagesAsBrand: await messagesAsBrandOf(db, userId),
    projectPayments: await db
      .select({
        projectId: projectPayments.projectId,
        stage: projectMilestones.label,
        amountPaise: projectPayments.amountPaise,
        method: projectPayments.method,
        reference: projectPayments.reference,
        paidOn: projectPayments.paidOn,
        state: projectPayments.state,
        disputeReason: projectPayments.disputeReason,
        recordedAt: projectPayments.createdAt,
      })
      .from(projectPayments)
      .innerJoin(projectMilestones, eq(projectMilestones.id, projectPayments.milestoneId))
      .where(eq(projectPayments.recordedBy, userId))
      .orderBy(asc(projectPayments.createdAt)),
    projectSnags: await db
      .select({
        projectId: projectSnags.projectId,
        number: projectSnags.number,
        room: projectSnags.room,
        body: projectSnags.body,
        state: projectSnags.state,
        listedAt: projectSnags.createdAt,
      })
      .from(projectSnags)
      .where(eq(projectSnags.reportedBy, userId))
      .orderBy(asc(projectSnags.createdAt)),
    projectChanges: await changeOrdersOf(db, userId),
    warrantyClaims: await db
      .select({
        projectId: warrantyClaims.projectId,
        number: warrantyClaims.number,
        body: warrantyClaims.body,
        state: warrantyClaims.state,
        raisedAt: warrantyClaims.createdAt,
        acknowledgedAt: warrantyClaims.acknowledgedAt,
        closeNote: warrantyClaims.closeNote,
        closedAt: warrantyClaims.closedAt,
      })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.raisedBy, userId))
      .orderBy(asc(warrantyClaims.createdAt)),
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

/** The change orders on the projects of the account's own quote requests: the homeowner's side of each contract. */
function changeOrdersOf(db: Executor, userId: string) {
  return db
    .select({
      projectId: projectChanges.projectId,
      number: projectChanges.number,
      stage: projectMilestones.label,
      lines: projectChanges.lines,
      totalPaise: projectChanges.totalPaise,
      reason: projectChanges.reason,
      days: projectChanges.days,
      state: projectChanges.state,
      proposedAt: projectChanges.createdAt,
      decidedAt: projectChanges.decidedAt,
    })
    .from(projectChanges)
    .innerJoin(projects, eq(projects.id, projectChanges.projectId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectChanges.milestoneId))
    .where(eq(quoteRequests.userId, userId))
    .orderBy(asc(projectChanges.createdAt), asc(projectChanges.number));
}

/** The account's quote requests, each with its designers' threads: messages in order, attachments by name, offers. */
async function quoteRequestsOf(db: Executor, userId: string) {
  const requests = await db
    .select({
      id: quoteRequests.id,
      name: quoteRequests.name,
      phone: quoteRequests.phone,
      email: quoteRequests.email,
      location: quoteRequests.location,
      areaSqft: quoteRequests.areaSqft,
      requirement: quoteRequests.requirement,
      budget: quoteRequests.budget,
      timeline: quoteRequests.timeline,
      status: quoteRequests.status,
      closedAt: quoteRequests.closedAt,
      closeReason: quoteRequests.closeReason,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId))
    .orderBy(asc(quoteRequests.createdAt));
  const requestIds = requests.map((request) => request.id);
  if (requestIds.length === 0) return [];
  const threads = await db
    .select({ requestId: leads.quoteRequestId, brandId: brands.id, brand: brands.brandName })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(inArray(leads.quoteRequestId, requestIds));
  // A message hidden by a moderator is shown to neither side, so only the account's own hidden ones come along.
  const messages = await db
    .select({
      id: leadMessages.id,
      requestId: leadMessages.quoteRequestId,
      brandId: leadMessages.brandId,
      from: leadMessages.authorSide,
      body: leadMessages.body,
      sentAt: leadMessages.createdAt,
      hiddenAt: leadMessages.hiddenAt,
    })
    .from(leadMessages)
    .where(
      and(
        inArray(leadMessages.quoteRequestId, requestIds),
        or(isNull(leadMessages.hiddenAt), eq(leadMessages.authorId, userId)),
      ),
    )
    .orderBy(asc(leadMessages.id));
  const attachmentsOf = await attachmentsByMessage(
    db,
    messages.map((message) => message.id),
  );
  const offersSent = await db
    .select({
      requestId: offers.quoteRequestId,
      brandId: offers.brandId,
      version: offers.version,
      grade: offers.grade,
      totalPaise: offers.totalPaise,
      validUntil: offers.validUntil,
      acceptedAt: offers.acceptedAt,
      finalCostPaise: offers.finalCostPaise,
      handedOverOn: offers.handedOverOn,
      sentAt: offers.createdAt,
    })
    .from(offers)
    .where(inArray(offers.quoteRequestId, requestIds))
    .orderBy(asc(offers.createdAt));
  return requests.map((request) => ({
    ...request,
    designers: threads
      .filter((thread) => thread.requestId === request.id)
      .map((thread) => ({
        brand: thread.brand,
        messages: messages
          .filter((message) => message.requestId === request.id && message.brandId === thread.brandId)
          .map(({ id, from, body, sentAt, hiddenAt }) => ({
            from,
            body,
            sentAt,
            hiddenAt,
            attachments: attachmentsOf(id),
          })),
        offers: offersSent
          .filter((offer) => offer.requestId === request.id && offer.brandId === thread.brandId)
          .map(({ requestId: _request, brandId: _brand, ...offer }) => offer),
      })),
  }));
}

/**
 * The messages the account wrote for a brand, grouped by thread in the order it first wrote in each. A thread
 * says which request it answers by place, need and date only: the homeowner's name, phone and email are theirs.
 */
async function messagesAsBrandOf(db: Executor, userId: string) {
  const written = await db
    .select({
      id: leadMessages.id,
      leadId: leads.id,
      brand: brands.brandName,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      requestedAt: quoteRequests.createdAt,
      body: leadMessages.body,
      sentAt: leadMessages.createdAt,
      hiddenAt: leadMessages.hiddenAt,
    })
    .from(leadMessages)
    .innerJoin(leads, messageInLead)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leadMessages.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leadMessages.brandId))
    .where(and(eq(leadMessages.authorId, userId), eq(leadMessages.authorSide, "brand")))
    .orderBy(asc(leadMessages.id));
  const attachmentsOf = await attachmentsByMessage(
    db,
    written.map((message) => message.id),
  );
  const threads = new Map<string, ThreadAsBrand>();
  for (const { id, leadId, brand, location, requirement, requestedAt, body, sentAt, hiddenAt } of written) {
    const thread = threads.get(leadId) ?? {
      leadId,
      brand,
      request: { location, requirement, requestedAt },
      messages: [],
    };
    thread.messages.push({ body, sentAt, hiddenAt, attachments: attachmentsOf(id) });
    threads.set(leadId, thread);
  }
  return [...threads.values()];
}

interface ThreadAsBrand {
  leadId: string;
  brand: string;
  request: { location: string; requirement: string; requestedAt: Date };
  messages: { body: string; sentAt: Date; hiddenAt: Date | null; attachments: Attachment[] }[];
}

type Attachment = Pick<typeof leadMessageAttachments.$inferSelect, "fileName" | "kind" | "byteSize">;

/** Each message's attachments by name, kind and size, in the order they were sent. */
async function attachmentsByMessage(db: Executor, messageIds: number[]): Promise<(messageId: number) => Attachment[]> {
  const rows = messageIds.length
    ? await db
        .select({
          messageId: leadMessageAttachments.messageId,
          fileName: leadMessageAttachments.fileName,
          kind: leadMessageAttachments.kind,
          byteSize: leadMessageAttachments.byteSize,
        })
        .from(leadMessageAttachments)
        .where(inArray(leadMessageAttachments.messageId, messageIds))
        .orderBy(asc(leadMessageAttachments.messageId), asc(leadMessageAttachments.position))
    : [];
  return (messageId: number) =>
    rows
      .filter((row) => row.messageId === messageId)
      .map(({ fileName, kind, byteSize }) => ({ fileName, kind, byteSize }));
}

/** nivasa-data-2026-11-27.json: the site and the day (India's date) of the download. */
export function exportFileName(now: Date): string {
  return `${SITE_NAME.toLowerCase()}-data-${indiaDay(now)}.json`;
}

/** The download: one JSON file, never stored by a browser cache or a proxy. */
export async function personalDataDownload(db: Executor, userId: string, now = new Date()): Promise<Response> {
  const body = JSON.stringify(await exportPersonalData(db, userId, now), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
