import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";

/**
 * Noto Sans Devanagari (SIL Open Font License): Latin, "₹" and Devanagari in one face, so amounts print with the
 * rupee sign and Hindi or Marathi text prints as written. The files ship in an npm package, ~220 KB each; a PDF
 * embeds only the glyphs it uses.
 */
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;

interface LoadedFonts {
  files: Record<keyof typeof FONT_FILES, Buffer>;
  faces: Font[];
}

function face(file: Buffer): Font {
  const font = create(file);
  if ("fonts" in font) throw new Error("expected a single font, not a collection");
  return font;
}

let loaded: LoadedFonts | undefined;

/** Read on first use, once per process. */
function fonts(): LoadedFonts {
  if (!loaded) {
    const { resolve } = createRequire(import.meta.url);
    const files = { regular: readFileSync(resolve(FONT_FILES.regular)), bold: readFileSync(resolve(FONT_FILES.bold)) };
    loaded = { files, faces: [face(files.regular), face(files.bold)] };
  }
  return loaded;
}

/** Registers the fonts in `doc` as "regular" and "bold". */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(fonts().files)) doc.registerFont(name, file);
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function covered(grapheme: string, faces: Font[]): boolean {
  return [...grapheme].every((char) => {
    const codePoint = char.codePointAt(0) ?? 0;
    return faces.every((font) => font.hasGlyphForCodePoint(codePoint));
  });
}

/**
 * `text` as the fonts print it: what they have no glyph for (Tamil, emoji…) reads "?", one per character as a
 * reader counts them (an emoji with its skin tone is one), instead of an empty box; a space they lack reads as a
 * plain space; line breaks stay.
 */
export function printable(text: string): string {
  const { faces } = fonts();
  let result = "";
  for (const { segment } of graphemes.segment(text.replace(/\r\n?/g, "\n"))) {
    if (segment === "\n" || covered(segment, faces)) result += segment;
    else result += /^\s+$/.test(segment) ? " " : "?";
  }
  return result;
}
