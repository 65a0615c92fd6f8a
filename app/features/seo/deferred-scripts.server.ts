/**
 * Rewrites React Router's script tags in the document stream so that they load after the first paint
 * (see `~/lib/deferred-scripts`): `<link rel="modulepreload">` and the inline `<script type="module">`
 * become inert tags that the boot script turns back into real ones. React Router has no option for it.
 */
import { Transform, type TransformCallback } from "node:stream";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "~/lib/deferred-scripts";

// Matched as attributes of the tag wherever they stand: React Router writes `nonce` before `type`.
const MODULE_SCRIPT = /(<script\b[^>]*?\s)type="module"/g;
const MODULE_PRELOAD = /<link\b[^>]*?\srel="modulepreload"[^>]*>/g;
/**
 * An inert preload keeps only its href: the boot script makes a new link of it, and a nonce on each of a page's
 * ~50 preloads was ~2 KB of HTML that nothing read.
 */
const inertPreload = (tag: string) =>
  tag.replace(' rel="modulepreload"', ` rel="${DEFERRED_PRELOAD_REL}"`).replace(/\snonce="[^"]*"/, "");

/** React Router's route manifest, pretty-printed JSON (top level closes at column 0): ~25 % of it is indentation. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/** A route's manifest is the same text on every request: compacted once (a few dozen routes' worth kept). */
const compacted = new Map<string, string>();
const COMPACTED_MAX = 64;

function compactJson(json: string): string {
  let compact = compacted.get(json);
  if (compact === undefined) {
    compact = JSON.stringify(JSON.parse(json));
    if (compacted.size >= COMPACTED_MAX) compacted.delete(compacted.keys().next().value as string);
    compacted.set(json, compact);
  }
  return compact;
}

function compactManifest(html: string): string {
  return html.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${compactJson(json)};`;
    } catch {
      return whole;
    }
  });
}

/** Rewrites every React Router script tag in `html`, and writes the route manifest as compact JSON. */
export function deferScripts(html: string): string {
  return compactManifest(
    html.replace(MODULE_PRELOAD, inertPreload).replace(MODULE_SCRIPT, `$1type="${DEFERRED_MODULE_TYPE}"`),
  );
}

/** Where to cut a chunk: before a tag still open at its end, or before a script whose end hasn't come yet. */
function safeCut(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  const openTag = lastOpen !== -1 && !text.includes(">", lastOpen) ? lastOpen : text.length;
  const lastScript = text.lastIndexOf("<script");
  const openScript = lastScript !== -1 && !text.includes("</script>", lastScript) ? lastScript : text.length;
  return Math.min(openTag, openScript);
}

/** Where the bytes of `bytes` stop making whole UTF-8 characters (a character cut at the end waits for the rest). */
function utf8Boundary(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? bytes.length - back : bytes.length;
    }
  }
  return bytes.length;
}

const OPEN = 0x3c; // <
const CLOSE = 0x3e; // >

/**
 * Whether a chunk can pass as it is: no script or link tag in it, no tag left open at its end, whole characters
 * only. Most of a listing page is such a chunk (the cards' markup comes as one): not decoding, rewriting and
 * encoding it again saves a copy of the page in each direction.
 */
function untouched(bytes: Buffer): boolean {
  if (bytes.includes("<script") || bytes.includes("<link")) return false;
  const lastOpen = bytes.lastIndexOf(OPEN);
  if (lastOpen !== -1 && bytes.indexOf(CLOSE, lastOpen) === -1) return false;
  return utf8Boundary(bytes) === bytes.length;
}

/**
 * The same for a stream of HTML, including tags (and UTF-8 characters) split across chunks. What one
 * synchronous flush of React's writes (~2 KB chunks, ~40 for a listing page) leaves as one chunk: each chunk
 * costs a promise and a copy in every stream after this one (2.6 ms of a city page's uncached render).
 */
export function deferScriptsStream(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let carry = "";
  let batch: Buffer[] = [];

  function rewrite(bytes: Buffer): Buffer {
    if (carry === "" && pending.length === 0 && untouched(bytes)) return bytes;
    pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
    const whole = utf8Boundary(pending);
    const text = carry + pending.toString("utf8", 0, whole);
    pending = pending.subarray(whole);
    // A tag (or a script) still open at the end of the chunk waits for the rest of it.
    const cut = safeCut(text);
    carry = text.slice(cut);
    return Buffer.from(deferScripts(text.slice(0, cut)));
  }

  function release(): void {
    if (batch.length === 0) return;
    const chunk = batch.length === 1 ? batch[0] : Buffer.concat(batch);
    batch = [];
    if (chunk.length > 0) stream.push(chunk);
  }

  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      if (batch.length === 0) process.nextTick(release);
      batch.push(rewrite(typeof chunk === "string" ? Buffer.from(chunk) : chunk));
      done();
    },
    flush(done: TransformCallback) {
      release();
      done(null, deferScripts(carry + pending.toString("utf8")));
    },
  });
  return stream;
}
