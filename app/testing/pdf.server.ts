/** Reading a PDF the app serves back as text, as a person copying it would (runs of spaces made one). */
import { PDFParse } from "pdf-parse";

export async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/[ \t]+/g, " ");
  } finally {
    await parser.destroy();
  }
}
