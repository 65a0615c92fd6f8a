/**
 * Rewrites React Router's script tags in the document stream so that they load after the first paint
 * (see `~/lib/deferred-scripts`): the inline `<script type="module">` becomes an inert tag that the boot script
 * turns back into a real one, and the `<link rel="modulepreload">` tags before it become one attribute of it
 * (PRELOADS_ATTRIBUTE). React Router has no option for it.
 */
import { Transform, type TransformCallback } from "node:stream";
import { DEFERRED_MODULE_TYPE, PRELOADS_ATTRIBUTE } from "~/lib/deferred-scripts";

// Matched as attributes of the tag wherever they stand: React Router writes `nonce` before `type`.
const MODULE_SCRIPT = /(<script\b[^>]*?\s)type="module"/;
const MODULE_PRELOAD = /<link\b[^>]*?\srel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
const MODULE_TYPE = /\stype="module"/;
const PRELOADS = new RegExp(`\\s${PRELOADS_ATTRIBUTE}="([^"]*)"`, "g");

/** The scripts a rewritten page has the boot script preload (the bench weighs them). */
export function modulePreloads(html: string): string[] {
  return [...html.matchAll(PRELOADS)].flatMap((match) => match[1].split(" ").filter(Boolean));
}

/** The module preloads met so far, until a module script takes them. */
type Preloads = string[];

/** Drops the module preloads of a link tag, keeping their URLs (as written: attribute-escaped) in `preloads`. */
function withoutModulePreloads(tag: string, preloads: Preloads): string {
  return tag.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href) preloads.push(href);
    return "";
  });
}

/** A whole module `<script …>…</script>` made inert, with the preloads met before it. */
function inertModuleScript(tag: string, preloads: Preloads): string {
  const list = preloads.splice(0).join(" ");
  const attributes = list ? `${PRELOADS_ATTRIBUTE}="${list}" ` : "";
  return tag.replace(MODULE_SCRIPT, (_, start: string) => `${start}${attributes}type="${DEFERRED_MODULE_TYPE}"`);
}

const LINK = Buffer.from("<link");
const SCRIPT = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const OPEN = 0x3c; // <
const CLOSE = 0x3e; // >

/** Whether the tag name at `at` (just past "<link" or "<script") ends there, as in `<script>` or `<link rel…`. */
function nameEnds(bytes: Buffer, at: number): boolean {
  const next = bytes[at];
  return next === undefined || next === CLOSE || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a;
}

function nextTag(bytes: Buffer, name: Buffer, from: number): number {
  for (let at = bytes.indexOf(name, from); at !== -1; at = bytes.indexOf(name, at + 1)) {
    if (nameEnds(bytes, at + name.length)) return at;
  }
  return -1;
}

/**
 * Rewrites every React Router script tag in `bytes` (whole tags only). Only the tags are decoded and re-encoded:
 * everything around them passes on as the same bytes.
 */
function rewriteBytes<B extends ArrayBufferLike>(
  bytes: Buffer<B>,
  preloads: Preloads,
): Buffer<B> | Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let done = 0;
  // Each kind of tag is searched for again only once the one found has been passed: a chunk costs one scan each.
  let link = nextTag(bytes, LINK, 0);
  let script = nextTag(bytes, SCRIPT, 0);
  for (;;) {
    if (link !== -1 && link < done) link = nextTag(bytes, LINK, done);
    if (script !== -1 && script < done) script = nextTag(bytes, SCRIPT, done);
    if (link === -1 && script === -1) break;
    const isLink = script === -1 || (link !== -1 && link < script);
    const at = isLink ? link : script;
    // A tag the input ends inside of (only at the very end of a malformed document) runs to the end.
    const openEnd = bytes.indexOf(CLOSE, at) + 1 || bytes.length;
    const closeAt = isLink ? -1 : bytes.indexOf(SCRIPT_END, openEnd);
    const end = isLink ? openEnd : closeAt === -1 ? bytes.length : closeAt + SCRIPT_END.length;
    parts.push(bytes.subarray(done, at));
    // A script is decoded only if it is a module; other scripts pass on as their bytes.
    if (isLink) parts.push(Buffer.from(withoutModulePreloads(bytes.toString("utf8", at, end), preloads)));
    else if (MODULE_TYPE.test(bytes.toString("utf8", at, openEnd))) {
      parts.push(Buffer.from(inertModuleScript(bytes.toString("utf8", at, end), preloads)));
    } else parts.push(bytes.subarray(at, end));
    done = end;
  }
  if (done === 0) return bytes;
  parts.push(bytes.subarray(done));
  return Buffer.concat(parts);
}

/** Rewrites every React Router script tag of a whole document. */
export function deferScriptsIn(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  return rewriteBytes(page, []);
}

/** Rewrites every React Router script tag in `html`. */
export function deferScripts(html: string): string {
  return deferScriptsIn(Buffer.from(html)).toString();
}

/** Where to cut: before a tag still open at the end, or before a script whose end hasn't come yet. */
function safeCut(bytes: Buffer): number {
  const lastOpen = bytes.lastIndexOf(OPEN);
  const openTag = lastOpen !== -1 && bytes.indexOf(CLOSE, lastOpen) === -1 ? lastOpen : bytes.length;
  const lastScript = bytes.lastIndexOf(SCRIPT);
  const openScript = lastScript !== -1 && bytes.indexOf(SCRIPT_END, lastScript) === -1 ? lastScript : bytes.length;
  return Math.min(openTag, openScript);
}

/**
 * The same for a stream of HTML, including tags split across chunks: a tag (or a script) still open at the end
 * of a chunk waits for the rest of it. What one synchronous flush of React's writes (~2 KB chunks, ~40 for a
 * listing page) leaves as one chunk: each chunk costs a promise and a copy in every stream after this one.
 * Works on bytes: only the script and link tags are decoded (a UTF-8 character split across chunks is passed on
 * as its bytes, as is everything between the tags).
 */
export function deferScriptsStream(): Transform {
  let carry: Buffer = Buffer.alloc(0);
  let batch: Buffer[] = [];
  const preloads: Preloads = [];

  function rewrite(chunk: Buffer): Buffer {
    const bytes = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
    const cut = safeCut(bytes);
    // A copy: the rest of a large chunk must not be kept alive by the few bytes held back.
    carry = Buffer.from(bytes.subarray(cut));
    return rewriteBytes(bytes.subarray(0, cut), preloads);
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
      done(null, rewriteBytes(carry, preloads));
    },
  });
  return stream;
}
