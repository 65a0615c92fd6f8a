import { Firecrawl, SdkError } from "@mendable/firecrawl-js";
import { DIRECTORY_JSON_SCHEMA, DIRECTORY_PROMPT, directoryPageSchema } from "./listing-record";

/** The page a key test scrapes: any reachable example page proves the key works. */
export const KEY_TEST_URL = "https://example.com";

export type KeyCheck = "valid" | "invalid" | "error";

/** How hard to try one page before giving up on it. */
export interface ScrapePolicy {
  /** Per request (ms). */
  timeoutMs: number;
  /** Attempts for server errors and timeouts. */
  attempts: number;
  /** Waits for 402/429 before giving up. */
  rateLimitWaits: number;
  /** First backoff (ms), doubled per attempt, for errors that name no wait. */
  backoffMs: number;
  /** Longest single wait (ms), whatever the server asks. */
  maxWaitMs: number;
}

export const DEFAULT_SCRAPE_POLICY: ScrapePolicy = {
  timeoutMs: 90_000,
  attempts: 3,
  rateLimitWaits: 5,
  backoffMs: 2_000,
  maxWaitMs: 120_000,
};

/** Firecrawl refused the key (401/403): nothing more can be scraped with it. */
export class InvalidKeyError extends Error {
  constructor() {
    super("Invalid API Key");
    this.name = "InvalidKeyError";
  }
}

/** A page could not be scraped; `message` says why, for the admin (never containing the key). */
export class PageFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageFailedError";
  }
}

type Failure =
  | { kind: "invalid-key" }
  | { kind: "rate-limited"; waitMs: number | null; reason: string }
  | { kind: "transient"; reason: string }
  | { kind: "failed"; reason: string };

/**
 * What a failed call means. The SDK keeps the status and Firecrawl's message but not the response headers, so a
 * rate limit's wait is read from Firecrawl's 429 message ("… please retry after 54s, resets at …").
 */
export function classifyFailure(error: unknown): Failure {
  const status = error instanceof SdkError ? error.status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) return { kind: "invalid-key" };
  if (status === 402 || status === 429) {
    const seconds = /retry after (\d+(?:\.\d+)?)\s*s/i.exec(message)?.[1];
    return {
      kind: "rate-limited",
      waitMs: seconds ? Number(seconds) * 1000 : null,
      reason: status === 402 ? "Firecrawl credits ran out" : "Firecrawl rate limit",
    };
  }
  if (status === undefined || status >= 500 || status === 408) {
    const timedOut = /timeout|timed out|ETIMEDOUT|ECONNABORTED/i.test(`${message} ${(error as SdkError)?.code ?? ""}`);
    return {
      kind: "transient",
      reason: timedOut
        ? "Firecrawl did not answer in time"
        : `Firecrawl error${status ? ` ${status}` : ""}: ${firstLine(message)}`,
    };
  }
  return { kind: "failed", reason: `Firecrawl refused the page (${status}): ${firstLine(message)}` };
}

const firstLine = (text: string) => text.split("\n")[0]?.slice(0, 200) ?? "";

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export interface FirecrawlSource {
  testKey(): Promise<KeyCheck>;
  /** The designer records on a directory page (unvalidated), retrying as the policy allows. */
  scrapeDirectory(pageUrl: string, signal?: AbortSignal): Promise<unknown[]>;
}

export function createFirecrawlSource(options: {
  apiUrl: string;
  apiKey: string;
  policy?: Partial<ScrapePolicy>;
}): FirecrawlSource {
  const policy = { ...DEFAULT_SCRAPE_POLICY, ...options.policy };
  // Retries are ours (below), so the SDK's own (for 502 only) are off.
  const client = new Firecrawl({
    apiKey: options.apiKey,
    apiUrl: options.apiUrl,
    timeoutMs: policy.timeoutMs,
    maxRetries: 1,
  });

  return {
    async testKey() {
      try {
        await client.scrape(KEY_TEST_URL, { formats: ["markdown"], timeout: policy.timeoutMs, autoResume: false });
        return "valid";
      } catch (error) {
        return classifyFailure(error).kind === "invalid-key" ? "invalid" : "error";
      }
    },

    async scrapeDirectory(pageUrl, signal) {
      let failures = 0;
      let rateLimits = 0;
      for (;;) {
        try {
          const page = await client.scrape(pageUrl, {
            formats: [{ type: "json", schema: DIRECTORY_JSON_SCHEMA, prompt: DIRECTORY_PROMPT }],
            onlyMainContent: true,
            timeout: policy.timeoutMs,
            autoResume: false,
          });
          const parsed = directoryPageSchema.safeParse(page.json);
          if (!parsed.success) throw new PageFailedError("Firecrawl's answer had no list of designers");
          return parsed.data.designers;
        } catch (error) {
          if (error instanceof PageFailedError) throw error;
          const failure = classifyFailure(error);
          if (failure.kind === "invalid-key") throw new InvalidKeyError();
          if (failure.kind === "failed") throw new PageFailedError(failure.reason);
          if (failure.kind === "rate-limited") {
            if (++rateLimits > policy.rateLimitWaits) {
              throw new PageFailedError(`${failure.reason}: gave up after ${policy.rateLimitWaits} waits`);
            }
            const wait = failure.waitMs ?? policy.backoffMs * 2 ** (rateLimits - 1);
            await sleep(Math.min(wait, policy.maxWaitMs), signal);
            continue;
          }
          if (++failures >= policy.attempts) {
            throw new PageFailedError(`${failure.reason} (${policy.attempts} attempts)`);
          }
          await sleep(Math.min(policy.backoffMs * 2 ** (failures - 1), policy.maxWaitMs), signal);
        }
      }
    },
  };
}
