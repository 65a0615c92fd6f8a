import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { brands, leads, offers, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { type ThreadAccess, threadAccess } from "~/features/conversations/conversations.api.server";
import { formatDate } from "~/lib/dates";
import { formatRupees, splitByPercent } from "./money";
import { gradeLabel } from "./offer-rules";
import { type OfferView, threadOffers } from "./offers.server";
import {
  type PdfDoc,
  pdfDownload,
  pdfFooter,
  pdfHeading,
  pdfPair,
  pdfPricedLines,
  pdfRow,
  pdfTitle,
  renderPdf,
} from "./pdf-layout.server";

/** Everything an offer's PDF prints: the offer as its thread shows it, the brand and the homeowner's request. */
export interface OfferDocument {
  offer: OfferView;
  brand: { name: string; slug: string; city: string | null; phone: string | null; email: string | null };
  request: { name: string | null; location: string; requirement: string; areaSqft: number | null; createdAt: string };
}

/** One version of the offer in `thread`, with its brand and request; null when the thread has no such offer. */
export async function offerDocument(
  db: Executor,
  thread: ThreadAccess,
  offerId: string,
  now = new Date(),
): Promise<OfferDocument | null> {
  const offer = (await threadOffers(db, thread, now)).find((version) => version.id === offerId);
  if (!offer) return null;
  const [[brand], [request]] = await Promise.all([
    db
      .select({
        name: brands.brandName,
        slug: brands.slug,
        city: brands.city,
        phone: brands.phone,
        email: brands.email,
      })
      .from(brands)
      .where(eq(brands.id, thread.brandId)),
    db
      .select({
        name: quoteRequests.name,
        location: quoteRequests.location,
        requirement: quoteRequests.requirement,
        areaSqft: quoteRequests.areaSqft,
        createdAt: quoteRequests.createdAt,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, thread.quoteRequestId)),
  ]);
  if (!brand || !request) return null;
  return { offer, brand, request: { ...request, createdAt: request.createdAt.toISOString() } };
}

const STATE_LABELS = {
  current: () => "Open",
  accepted: () => "Accepted",
  expired: () => "Expired",
  replaced: (by: number | null) => `Replaced by v${by}`,
} satisfies Record<OfferView["state"], (by: number | null) => string>;

function write(doc: PdfDoc, { offer, brand, request }: OfferDocument, now: Date) {
  pdfTitle(doc, `Offer from ${brand.name}`, brand);
  pdfPair(doc, "Version", `v${offer.version} (${STATE_LABELS[offer.state](offer.replacedBy)})`);
  pdfPair(doc, "Sent", formatDate(offer.createdAt));
  pdfPair(doc, "Valid until", formatDate(offer.validUntil));

  pdfHeading(doc, "The request");
  if (request.name) pdfPair(doc, "For", request.name);
  pdfPair(doc, "Location", request.location);
  pdfPair(doc, "Requirement", request.requirement);
  if (request.areaSqft) pdfPair(doc, "Area", `${request.areaSqft.toLocaleString("en-IN")} sq ft`);
  pdfPair(doc, "Asked on", formatDate(request.createdAt));

  pdfHeading(doc, "Work and prices");
  pdfPricedLines(doc, offer);
  if (offer.perSqftPaise !== null) pdfRow(doc, ["Per sq ft (before GST)", "", "", formatRupees(offer.perSqftPaise)]);

  pdfHeading(doc, "Terms");
  pdfPair(doc, "Material grade", gradeLabel(offer.grade));
  pdfPair(doc, "Timeline", `${offer.timelineWeeks} weeks`);
  pdfPair(doc, "Warranty", offer.warrantyYears === 1 ? "1 year" : `${offer.warrantyYears} years`);
  pdfPair(doc, "Included", offer.included || "Not stated");
  pdfPair(doc, "Excluded", offer.excluded || "Not stated");

  pdfHeading(doc, "Payment schedule");
  const amounts = splitByPercent(
    offer.totalPaise,
    offer.paymentStages.map((stage) => stage.percent),
  );
  offer.paymentStages.forEach((stage, i) => {
    pdfRow(doc, [stage.label, `${stage.percent} %`, "", formatRupees(amounts[i] ?? 0)]);
  });
  pdfFooter(doc, now);
}

/** The offer as a PDF (A4). */
export function renderOfferPdf(document: OfferDocument, now = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(`Offer v${document.offer.version} from ${document.brand.name}`, (doc) => write(doc, document, now));
}

/** Where an offer's PDF is asked for: a quote request's page (homeowner) or a lead's thread (designer). */
export type OfferPdfScope = { side: "homeowner"; requestId: string } | { side: "brand"; leadId: string };

const ids = z.object({ offerId: z.uuid(), scopeId: z.uuid() });

/**
 * An offer version as a PDF download for one of its thread's sides (threadAccess); null (answer 404) for anyone
 * else and for an offer of another request or lead than the address names.
 */
export async function offerPdfResponse(
  db: Executor,
  viewer: Viewer | null,
  scope: OfferPdfScope,
  offerId: string,
  now = new Date(),
): Promise<Response | null> {
  const scopeId = scope.side === "homeowner" ? scope.requestId : scope.leadId;
  if (!viewer || !ids.safeParse({ offerId, scopeId }).success) return null;
  const [lead] = await db
    .select({ leadId: leads.id, quoteRequestId: leads.quoteRequestId })
    .from(offers)
    .innerJoin(leads, and(eq(leads.quoteRequestId, offers.quoteRequestId), eq(leads.brandId, offers.brandId)))
    .where(eq(offers.id, offerId));
  if (!lead || scopeId !== (scope.side === "homeowner" ? lead.quoteRequestId : lead.leadId)) return null;
  const thread = await threadAccess(db, viewer, lead.leadId, scope.side);
  const document = thread ? await offerDocument(db, thread, offerId, now) : null;
  if (!document) return null;
  const pdf = await renderOfferPdf(document, now);
  return pdfDownload(pdf, `nivasa-offer-${document.brand.slug}-v${document.offer.version}.pdf`);
}
