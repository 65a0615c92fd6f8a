/**
 * The layout of Nivasa's PDFs (A4, the Noto fonts, a title with the brand's contact, headed sections, label-value
 * pairs and a four-column table of priced lines), shared by the offer and the project's documents.
 */
import PDFDocument from "pdfkit";
import type { OfferLine } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { formatQuantity, formatRupees, GST_PERCENT } from "./money";
import { printable, registerPdfFonts } from "./offer-pdf-fonts.server";
import { OFFER_UNIT_LABELS } from "./offer-rules";

export type PdfDoc = PDFKit.PDFDocument;

const MARGIN = 50;
const COLUMNS = [
  { title: "Description", width: 185, align: "left" },
  { title: "Quantity", width: 85, align: "right" },
  { title: "Rate", width: 125, align: "right" },
  { title: "Amount", width: 100, align: "right" },
] as const;

/** The document's title and, under it, the brand's city, phone and email when it has them. */
export function pdfTitle(
  doc: PdfDoc,
  title: string,
  brand: { city: string | null; phone: string | null; email: string | null },
) {
  doc.font("bold").fontSize(18).text(printable(title));
  doc.font("regular").fontSize(10);
  const contact = [brand.city, brand.phone, brand.email].filter(Boolean).join(" | ");
  if (contact) doc.text(printable(contact));
  doc.moveDown(0.5);
}

export function pdfHeading(doc: PdfDoc, title: string) {
  doc.moveDown(0.8).font("bold").fontSize(12).text(title, MARGIN).font("regular").fontSize(10);
  doc.moveDown(0.2);
}

/** One row of the four-column table (a new page when it does not fit). */
export function pdfRow(doc: PdfDoc, cells: readonly string[], bold = false) {
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

/** "Label: value" on one line. */
export function pdfPair(doc: PdfDoc, label: string, value: string) {
  doc.font("bold").text(`${label}: `, MARGIN, doc.y, { continued: true });
  doc.font("regular").text(printable(value));
}

/** Priced lines as an offer prints them: description, quantity, rate and amount, then subtotal, GST and total. */
export function pdfPricedLines(
  doc: PdfDoc,
  priced: { lines: OfferLine[]; subtotalPaise: number; gstPaise: number; totalPaise: number },
) {
  pdfRow(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of priced.lines) {
    const unit = OFFER_UNIT_LABELS[line.unit];
    pdfRow(doc, [
      line.description,
      `${formatQuantity(line.quantityHundredths)} ${unit}`,
      `${formatRupees(line.ratePaise)} / ${unit}`,
      formatRupees(line.amountPaise),
    ]);
  }
  doc.moveDown(0.3);
  pdfRow(doc, ["Subtotal", "", "", formatRupees(priced.subtotalPaise)]);
  pdfRow(doc, [`GST ${GST_PERCENT} %`, "", "", formatRupees(priced.gstPaise)]);
  pdfRow(doc, ["Total including GST", "", "", formatRupees(priced.totalPaise)], true);
}

/** The small print every document ends with. */
export function pdfFooter(doc: PdfDoc, now: Date, note = "") {
  doc.moveDown(1).fontSize(8).fillColor("#555555");
  doc.text(`${note}Amounts in Indian rupees (₹). Printed from Nivasa on ${formatDate(now.toISOString())}.`, MARGIN);
}

/** An A4 PDF titled `title`, its content written by `write`. */
export function renderPdf(title: string, write: (doc: PdfDoc) => void): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Nivasa" } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  write(doc);
  doc.end();
  return done;
}

/** A private PDF download named `fileName`. */
export function pdfDownload(pdf: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
