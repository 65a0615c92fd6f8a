import { promisify } from "node:util";
import {
  brotliCompress as brotliCallback,
  brotliCompressSync,
  gzip as gzipCallback,
  gzipSync,
  constants as zlibConstants,
} from "node:zlib";

/** The page cache's encodings: which one a request takes, and compressing a stored page into it. */
const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

export type Encoding = "br" | "gzip" | "identity";
export type Compressed = Exclude<Encoding, "identity">;
/** "fast" for the visitors who waited for the render, "small" for the copies the cache keeps serving. */
export type Effort = "fast" | "small";

export function preferredEncoding(acceptEncoding: string | null): Encoding {
  if (/\bbr\b/i.test(acceptEncoding ?? "")) return "br";
  return /\bgzip\b/i.test(acceptEncoding ?? "") ? "gzip" : "identity";
}

const qualityOf = (quality: number) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * Small: in the thread pool; brotli 9 took 7× as long as 5 for 5 % fewer bytes (README, Performance). Fast: on the
 * event loop, for a 110 KB city page brotli 1 takes ~0.35 ms of CPU (21 KB), gzip 1 ~0.5 ms: in the thread pool
 * the same copy cost twice the CPU (a zlib stream's set-up and two hand-overs between the threads) and a render's
 * visitor waited for the hand-overs too.
 */
export function compressBody(body: Uint8Array, encoding: Compressed, effort: Effort): Promise<Uint8Array> {
  if (effort === "fast") {
    return Promise.resolve(encoding === "br" ? brotliCompressSync(body, qualityOf(1)) : gzipSync(body, { level: 1 }));
  }
  return encoding === "br" ? brotli(body, qualityOf(5)) : gzip(body, { level: 6 });
}
