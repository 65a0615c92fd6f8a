import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { brands, leads, offers, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { type ThreadAccess, threadAccess } from "~/features/conversations/conversations.api.server";
import { formatDate } from "~/lib/dates";
import { formatQuantity, formatRupees, GST_PERCENT, splitByPercent } from "./money";
import { printable, registerPdfFonts } from "./offer-pdf-fonts.server";
import { gradeLabel, OFFER_UNIT_LABELS } from "./offer-rules";
import { type OfferView, threadOffers } from "./offers.server";

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

const MARGIN = 50;
const COLUMNS = [
  { title: "Description", width: 185, align: "left" },
  { title: "Quantity", width: 85, align: "right" },
  { title: "Rate", width: 125, align: "right" },
  { title: "Amount", width: 100, align: "right" },
] as const;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, title: string) {
  doc.moveDown(0.8).font("bold").fontSize(12).text(title, MARGIN).font("regular").fontSize(10);
  doc.moveDown(0.2);
}

function row(doc: Doc, cells: readonly string[], bold = false) {
  doc.font(bold ? "bold" : "regular").fontSize(10);
  const heights = cells.map((cell, i) => doc.heightOfString(printable(cell), { width: COLUMNS[i]?.width }));
  const height = Math.max(...heights) + 4;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    doc.text(printable(cell), x, top, { width: column.width, align: column.align });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
}

function pair(doc: Doc, label: string, value: string) {
  doc.font("bold").text(`${label}: `, MARGIN, doc.y, { continued: true });
  doc.font("regular").text(printable(value));
}

function write(doc: Doc, { offer, brand, request }: OfferDocument, now: Date) {
  doc
    .font("bold")
    .fontSize(18)
    .text(printable(`Offer from ${brand.name}`));
  doc.font("regular").fontSize(10);
  const contact = [brand.city, brand.phone, brand.email].filter(Boolean).join(" | ");
  if (contact) doc.text(printable(contact));
  doc.moveDown(0.5);
  pair(doc, "Version", `v${offer.version} (${STATE_LABELS[offer.state](offer.replacedBy)})`);
  pair(doc, "Sent", formatDate(offer.createdAt));
  pair(doc, "Valid until", formatDate(offer.validUntil));

  heading(doc, "The request");
  if (request.name) pair(doc, "For", request.name);
  pair(doc, "Location", request.location);
  pair(doc, "Requirement", request.requirement);
  if (request.areaSqft) pair(doc, "Area", `${request.areaSqft.toLocaleString("en-IN")} sq ft`);
  pair(doc, "Asked on", formatDate(request.createdAt));

  heading(doc, "Work and prices");
  row(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of offer.lines) {
    const unit = OFFER_UNIT_LABELS[line.unit];
    row(doc, [
      line.description,
      `${formatQuantity(line.quantityHundredths)} ${unit}`,
      `${formatRupees(line.ratePaise)} / ${unit}`,
      formatRupees(line.amountPaise),
    ]);
  }
  doc.moveDown(0.3);
  row(doc, ["Subtotal", "", "", formatRupees(offer.subtotalPaise)]);
  row(doc, [`GST ${GST_PERCENT} %`, "", "", formatRupees(offer.gstPaise)]);
  row(doc, ["Total including GST", "", "", formatRupees(offer.totalPaise)], true);
  if (offer.perSqftPaise !== null) row(doc, ["Per sq ft (before GST)", "", "", formatRupees(offer.perSqftPaise)]);

  heading(doc, "Terms");
  pair(doc, "Material grade", gradeLabel(offer.grade));
  pair(doc, "Timeline", `${offer.timelineWeeks} weeks`);
  pair(doc, "Warranty", offer.warrantyYears === 1 ? "1 year" : `${offer.warrantyYears} years`);
  pair(doc, "Included", offer.included || "Not stated");
  pair(doc, "Excluded", offer.excluded || "Not stated");

  heading(doc, "Payment schedule");
  const amounts = splitByPercent(
    offer.totalPaise,
    offer.paymentStages.map((stage) => stage.percent),
  );
  offer.paymentStages.forEach((stage, i) => {
    row(doc, [stage.label, `${stage.percent} %`, "", formatRupees(amounts[i] ?? 0)]);
  });

  doc.moveDown(1).fontSize(8).fillColor("#555555");
  doc.text(`Amounts in Indian rupees (₹). Printed from Nivasa on ${formatDate(now.toISOString())}.`, MARGIN);
}

/** The offer as a PDF (A4). */
export function renderOfferPdf(document: OfferDocument, now = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Offer v${document.offer.version} from ${document.brand.name}`, Author: "Nivasa" },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  write(doc, document, now);
  doc.end();
  return done;
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
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="nivasa-offer-${document.brand.slug}-v${document.offer.version}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
