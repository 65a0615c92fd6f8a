/**
 * Pages are complete without JavaScript, so the scripts React Router preloads (`<link rel="modulepreload">`,
 * about 200 KB gzipped) should not compete with the stylesheet and the hero image on a slow connection.
 * React Router has no option for it; the document stream is rewritten on its way out, marking those
 * tags `fetchpriority="low"`. The scripts still load in parallel, after what paints.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const TAG = '<link rel="modulepreload" ';
const LOW = '<link rel="modulepreload" fetchpriority="low" ';

/** Rewrites every modulepreload tag in `html`. */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll(TAG, LOW);
}

/** The same for a stream of HTML, including tags (and UTF-8 characters) split across chunks. */
export function lowerScriptPriorityStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && text.length - lastOpen < TAG.length ? lastOpen : text.length;
      carry = text.slice(cut);
      done(null, lowerScriptPriority(text.slice(0, cut)));
    },
    flush(done: TransformCallback) {
      done(null, lowerScriptPriority(carry + decoder.end()));
    },
  });
}
