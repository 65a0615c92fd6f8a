import type { ObjectStorage } from "~/services/storage/storage.server";
import { storePrivateDocument } from "~/services/uploads/documents.server";

/** PDF text is ASCII between parentheses: anything else becomes "?", and \ ( ) are escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A one-page PDF that stands in for a business's proof (a GST registration certificate), marked as demo data.
 * Built by hand so the seed needs no PDF library: the cross-reference table holds each object's byte offset.
 */
export function demoProofPdf(businessName: string): Uint8Array {
  const lines = [
    "Certificate of GST registration (demo document)",
    `Legal name of business: ${businessName}`,
    "This file is part of Nivasa's demo data and proves nothing.",
  ];
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 12} Tf 56 ${760 - i * 28} Td (${pdfText(line)}) Tj ET`);
  const stream = text.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Stores a demo proof for `businessName` the way a claimant's upload is stored; returns its private key. */
export async function storeDemoProof(documents: ObjectStorage, businessName: string): Promise<string> {
  const { key } = await storePrivateDocument(documents, "claims", demoProofPdf(businessName));
  return key;
}
