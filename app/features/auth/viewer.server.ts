import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db, type Executor } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { type Auth, auth } from "./auth.server";
import type { Role } from "./profile.server";

export type { Role } from "./profile.server";

/** The signed-in person as pages see them. Null when signed out. */
export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  emailVerified: boolean;
}

/** Reads the session from the request's cookie (better-auth) and the role and name from the profile. */
export async function loadViewer(authInstance: Auth, database: Executor, request: Request): Promise<Viewer | null> {
  // Most page views are anonymous: no session cookie, no lookup.
  if (!request.headers.get("cookie")?.includes(".session_token=")) return null;
  const session = await authInstance.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const [profile] = await database
    .select({ fullName: profiles.fullName, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .limit(1);
  return {
    userId: user.id,
    email: user.email,
    fullName: profile?.fullName || user.name,
    role: profile?.role ?? "user",
    emailVerified: user.emailVerified,
  };
}

// One lookup per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<Viewer | null>>();

export function getViewer(request: Request): Promise<Viewer | null> {
  let viewer = perRequest.get(request);
  if (!viewer) {
    viewer = loadViewer(auth(), db(), request);
    perRequest.set(request, viewer);
  }
  return viewer;
}

/** The path (with query) of the page being asked for, to come back to after signing in. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function signInRedirect(request: Request): Response {
  return redirect(`/auth?redirectTo=${encodeURIComponent(currentPath(request))}`);
}

/** The viewer, or throws a redirect to /auth that comes back here after signing in. */
export function viewerOrSignIn(viewer: Viewer | null, request: Request): Viewer {
  if (!viewer) throw signInRedirect(request);
  return viewer;
}

/** An admin viewer; a visitor is sent to /auth, anyone else to / (spec §6). */
export function adminOrRedirect(viewer: Viewer | null, request: Request): Viewer {
  const signedIn = viewerOrSignIn(viewer, request);
  if (signedIn.role !== "admin") throw redirect("/");
  return signedIn;
}

export async function requireViewer(request: Request): Promise<Viewer> {
  return viewerOrSignIn(await getViewer(request), request);
}

export async function requireAdmin(request: Request): Promise<Viewer> {
  let viewer: Viewer | null;
  try {
    viewer = await getViewer(request);
  } catch (error) {
    // Spec §8: an admin check that fails is logged and treated as "not an admin".
    console.error("[auth] admin check failed", error);
    throw redirect("/");
  }
  return adminOrRedirect(viewer, request);
}
