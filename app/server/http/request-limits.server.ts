import { z } from "zod";
import { db, type Executor } from "~/db/client.server";
import { getViewer, type Viewer } from "~/features/auth/auth.api.server";
import { ATTACHMENTS_PER_MESSAGE } from "~/features/conversations";
import { ownQuoteRequest, threadAccess } from "~/features/conversations/conversations.api.server";
import { PROJECT_LIMITS } from "~/features/projects";
import { projectAccess } from "~/features/projects/projects.api.server";
import { MAX_UPLOAD_BYTES, UPLOAD_FORM_OVERHEAD_BYTES } from "~/services/uploads/limits";

/** Any request body outside UPLOAD_ROUTES: form posts, JSON to /api/auth, beacons. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export interface UploadRoute {
  /** A path prefix: it covers the path itself, everything under it and React Router's `.data` requests for them. */
  path: string;
  /** How many files one request may carry, each of at most MAX_UPLOAD_BYTES. */
  maxFiles: number;
  /** The largest request body (its files plus the form's text fields). */
  maxBytes: number;
  /** What is uploaded there, and by whose forms. */
  takes: string;
  /**
   * Whether `viewer` (signed in) may post files to `id` (the path's first segment after `path`, "" for none):
   * asked before a body over DEFAULT_BODY_LIMIT_BYTES is read, so a stranger's upload is never read at all.
   */
  sender: (db: Executor, viewer: Viewer, id: string) => Promise<boolean>;
}

function filesUpTo(maxFiles: number): Pick<UploadRoute, "maxFiles" | "maxBytes"> {
  return { maxFiles, maxBytes: maxFiles * MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD_BYTES };
}

/**
 * The only routes that take files (multipart/form-data, each file at most MAX_UPLOAD_BYTES) and so the only
 * bodies allowed past DEFAULT_BODY_LIMIT_BYTES. A form anywhere else that sends a file is refused; the longest
 * matching path applies. Adding a form that takes a file? Add its route here.
 */
export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  {
    path: "/brand-dashboard",
    ...filesUpTo(1),
    takes: "portfolio photos and the brand logo (dashboard tabs); claim proof documents (Join as a Brand)",
    // Signed in is enough to read it: each action checks the brand.
    sender: async () => true,
  },
  {
    path: "/brand-dashboard/leads",
    ...filesUpTo(ATTACHMENTS_PER_MESSAGE),
    takes: "a designer's message attachments (photos, PDFs) in a lead's thread",
    sender: async (db, viewer, leadId) =>
      z.uuid().safeParse(leadId).success && (await threadAccess(db, viewer, leadId, "brand")) !== null,
  },
  {
    path: "/quotes",
    ...filesUpTo(ATTACHMENTS_PER_MESSAGE),
    takes: "a homeowner's message attachments (photos, PDFs) in a quote request's threads",
    sender: async (db, viewer, requestId) => (await ownQuoteRequest(db, viewer, requestId)) !== null,
  },
  {
    path: "/projects",
    ...filesUpTo(PROJECT_LIMITS.photosPerUpdate),
    takes: "a designer's site-update photos and a homeowner's receipt photo on a project's page",
    sender: async (db, viewer, projectId) => (await projectAccess(db, viewer, projectId)) !== null,
  },
];

/** The path a request is for, without React Router's `.data` suffix of client-side navigations and fetchers. */
function routePath(pathname: string): string {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function uploadRouteFor(pathname: string): UploadRoute | null {
  const path = routePath(pathname);
  const matching = UPLOAD_ROUTES.filter((route) => path === route.path || path.startsWith(`${route.path}/`));
  return matching.reduce<UploadRoute | null>(
    (best, route) => (route.path.length > (best?.path.length ?? -1) ? route : best),
    null,
  );
}

/** The path segment right after `route.path` ("" for none), percent-decoded as React Router decodes params. */
function idIn(route: UploadRoute, path: string): string {
  const segment = path.slice(route.path.length + 1).split("/")[0] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

function plainAnswer(status: 401 | 404, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The answer to a request that may carry a large body (its headers only) from someone who may not post it
 * there: 401 signed out, 404 when what it posts to isn't theirs (as the page answers them). Null: read it.
 * A large body anywhere but an upload route is refused by its size afterwards (413).
 */
export async function uploadSenderRefusal(request: Request): Promise<Response | null> {
  const path = routePath(new URL(request.url).pathname);
  const route = uploadRouteFor(path);
  if (!route) return null;
  const viewer = await getViewer(request);
  if (!viewer) return plainAnswer(401, REQUEST_MESSAGES.signInToUpload);
  return (await route.sender(db(), viewer, idIn(route, path))) ? null : plainAnswer(404, REQUEST_MESSAGES.notFound);
}

export function bodyLimitFor(pathname: string): number {
  return uploadRouteFor(pathname)?.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

export const REQUEST_MESSAGES = {
  tooLarge: (pathname: string) =>
    uploadRouteFor(pathname)
      ? `The upload is too large: at most ${megabytes(MAX_UPLOAD_BYTES)} per file.`
      : `The request is too large: at most ${megabytes(DEFAULT_BODY_LIMIT_BYTES)}.`,
  crossSite: "This request came from another site and was refused.",
  contentType: "Send this form as application/x-www-form-urlencoded or multipart/form-data.",
  unreadableForm: "The form could not be read. Please try again.",
  unreadableJson: "The request body is not valid JSON.",
  unreadableAddress: "The request's address could not be read.",
  signInToUpload: "Sign in to send files.",
  notFound: "Not found",
  unreadableRequest: "The request could not be read.",
  noFiles: "This form does not take files.",
  tooManyFiles: (maxFiles: number) =>
    maxFiles === 1 ? "Send one file per request." : `Send at most ${maxFiles} files.`,
} as const;
