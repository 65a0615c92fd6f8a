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

/** Rewrites every React Router script tag in `html`. */
export function deferScripts(html: string): string {
  return REWRITES.reduce((text, [from, to]) => text.replace(from, to), html);
}

/** The same for a stream of HTML, including tags (and UTF-8 characters) split across chunks. */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      // A tag still open at the end of the chunk waits for the rest of it.
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && !text.includes(">", lastOpen) ? lastOpen : text.length;
      carry = text.slice(cut);
      done(null, deferScripts(text.slice(0, cut)));
    },
    flush(done: TransformCallback) {
      done(null, deferScripts(carry + decoder.end()));
    },
  });
}
