import type { MiddlewareFunction } from "react-router";
import { config } from "~/config.server";
import { MAX_UPLOAD_BYTES } from "~/services/uploads/limits";
import { DEFAULT_BODY_LIMIT_BYTES, REQUEST_MESSAGES, uploadRouteFor } from "./request-limits.server";

/**
 * One check in front of every route that changes something (root middleware, so every route added later is
 * covered): a request from another site is refused, and a body that isn't a readable form (or JSON where
 * JSON is taken) is a 400 with a message before any action sees it. Sizes are limited before this, while
 * the body streams in (node-handler.server.ts).
 */

export interface Refusal {
  status: 400 | 403 | 413;
  message: string;
}

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** better-auth's endpoints take JSON (our own forms post to /auth, /profile and /sign-out instead). */
const JSON_ROUTE_PREFIXES = ["/api/auth/"];
/**
 * Providers' webhooks: the route checks the sender's signature over the raw body, so the body reaches it unparsed
 * (still within the size limit) and answers a broken one itself.
 */
const SIGNED_BODY_ROUTE_PREFIXES = ["/webhooks/"];

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}

/**
 * A browser's request from a page of another site: its Fetch Metadata says so, or its Origin (or, from old
 * browsers that send neither, its Referer) names another origin. Requests without any of these come from
 * scripts and servers, which can't ride a visitor's cookies.
 */
export function isCrossSite(request: Request, siteOrigins: readonly string[]): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("origin") ?? originOf(request.headers.get("referer"));
  return origin !== null && !siteOrigins.includes(origin);
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

function fileRefusal(form: FormData, pathname: string): Refusal | null {
  const files = [...form.values()].filter(
    (value): value is File => value instanceof File && (value.size > 0 || value.name !== ""),
  );
  if (files.length === 0) return null;
  const route = uploadRouteFor(pathname);
  if (!route) return { status: 400, message: REQUEST_MESSAGES.noFiles };
  if (files.length > route.maxFiles) return { status: 400, message: REQUEST_MESSAGES.tooManyFiles(route.maxFiles) };
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
    return { status: 413, message: REQUEST_MESSAGES.tooLarge(pathname) };
  }
  return null;
}

/** A body on an upload route that may be larger than the default limit: declared so, or sent chunked. */
function isLargeUpload(request: Request, pathname: string): boolean {
  const declared = request.headers.get("content-length");
  const large =
    declared === null ? request.headers.has("transfer-encoding") : Number(declared) > DEFAULT_BODY_LIMIT_BYTES;
  return large && uploadRouteFor(pathname) !== null;
}

const CROSS_SITE: Refusal = { status: 403, message: REQUEST_MESSAGES.crossSite };

/** Why a request that changes something must not reach its route, or null when it may. */
export async function requestRefusal(request: Request, siteOrigins: readonly string[]): Promise<Refusal | null> {
  if (READ_ONLY_METHODS.has(request.method)) return null;
  if (isCrossSite(request, siteOrigins)) return CROSS_SITE;
  const { pathname } = new URL(request.url);
  if (SIGNED_BODY_ROUTE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  const type = mediaType(request);
  if (type === "application/json" && JSON_ROUTE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const json = await request
      .clone()
      .json()
      .then(() => true)
      .catch(() => false);
    return json ? null : { status: 400, message: REQUEST_MESSAGES.unreadableJson };
  }
  if (!FORM_TYPES.has(type)) return { status: 400, message: REQUEST_MESSAGES.contentType };
  // An upload is read once, by its route's upload reader after the route's own checks: a copy parsed here would
  // hold the whole body in memory twice.
  if (type === "multipart/form-data" && isLargeUpload(request, pathname)) return null;
  // Parsed here once more so that a broken body is a clear 400 for every route, never an action's 500.
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!form) return { status: 400, message: REQUEST_MESSAGES.unreadableForm };
  return fileRefusal(form, pathname);
}

function siteOrigins(request: Request): string[] {
  return [new URL(request.url).origin, new URL(config().PUBLIC_URL).origin];
}

function refusalResponse(refusal: Refusal): Response {
  return new Response(refusal.message, {
    status: refusal.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const requestGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  const refusal = await requestRefusal(request, siteOrigins(request));
  return refusal ? refusalResponse(refusal) : next();
};

/**
 * The guard's answer to a post from another site, for the server to give before React Router sees the request:
 * React Router answers a page's post whose Origin isn't the request's own with a bare 400, before any middleware.
 */
export function crossSiteResponse(request: Request): Response | null {
  if (READ_ONLY_METHODS.has(request.method) || !isCrossSite(request, siteOrigins(request))) return null;
  return refusalResponse(CROSS_SITE);
}
