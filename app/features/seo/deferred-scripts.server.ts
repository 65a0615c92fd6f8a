/**
 * Rewrites React Router's script tags in the document stream so that they load after the first paint
 * (see `~/lib/deferred-scripts`): `<link rel="modulepreload">` and the inline `<script type="module">`
 * become inert tags that the boot script turns back into real ones. React Router has no option for it.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "~/lib/deferred-scripts";

// Matched as attributes of the tag wherever they stand: React Router writes `nonce` before `type`.
const REWRITES: readonly (readonly [from: RegExp, to: string])[] = [
  [/(<link\b[^>]*?\s)rel="modulepreload"/g, `$1rel="${DEFERRED_PRELOAD_REL}"`],
  [/(<script\b[^>]*?\s)type="module"/g, `$1type="${DEFERRED_MODULE_TYPE}"`],
];

/** React Router's route manifest, pretty-printed JSON (top level closes at column 0): ~25 % of it is indentation. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

function compactManifest(html: string): string {
  return html.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

/** Rewrites every React Router script tag in `html`, and writes the route manifest as compact JSON. */
export function deferScripts(html: string): string {
  return compactManifest(REWRITES.reduce((text, [from, to]) => text.replace(from, to), html));
}

/** Where to cut a chunk: before a tag still open at its end, or before a script whose end hasn't come yet. */
function safeCut(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  const openTag = lastOpen !== -1 && !text.includes(">", lastOpen) ? lastOpen : text.length;
  const lastScript = text.lastIndexOf("<script");
  const openScript = lastScript !== -1 && !text.includes("</script>", lastScript) ? lastScript : text.length;
  return Math.min(openTag, openScript);
}

/** The same for a stream of HTML, including tags (and UTF-8 characters) split across chunks. */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      // A tag (or a script) still open at the end of the chunk waits for the rest of it.
      const cut = safeCut(text);
      carry = text.slice(cut);
      done(null, deferScripts(text.slice(0, cut)));
    },
    flush(done: TransformCallback) {
      done(null, deferScripts(carry + decoder.end()));
    },
  });
}
