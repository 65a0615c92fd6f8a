import { eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { ADMIN_ACCESS } from "~/content/admin";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { profiles, sessions } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { isPhoneOnlyEmail } from "~/lib/phone-only-email";
import { unverifiedSessionToken } from "~/lib/visitor-cookies.server";
import type { Role } from "./accounts/profile.server";
import { type Auth, auth } from "./auth.server";

export type { Role } from "./accounts/profile.server";

/** The signed-in person as pages see them. Null when signed out. */
export interface Viewer {
  userId: string;
  /** "" for an account made by a phone sign-in that has not added an address yet. */
  email: string;
  fullName: string;
  role: Role;
  emailVerified: boolean;
  /** The account's verified mobile number (+91…), if it has one. */
  phoneNumber?: string | null;
}

/** The viewer and the session they are signed in with. */
interface SignedIn {
  viewer: Viewer;
  sessionId: string;
}

/** Reads the session from the request's cookie (better-auth) and the role and name from the profile. */
export async function loadViewer(authInstance: Auth, database: Executor, request: Request): Promise<Viewer | null> {
  return (await loadSignedIn(authInstance, database, request))?.viewer ?? null;
}

const profileColumns = { userId: profiles.userId, fullName: profiles.fullName, role: profiles.role };

/** The name and role of a signed-in account. */
const profileRow = preparedQuery("viewer_profile", (db, name) =>
  db
    .select(profileColumns)
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare(name),
);

/** The same, by the session's token: read on every signed-in request beside better-auth's session lookup. */
const sessionProfileRow = preparedQuery("viewer_profile_by_session", (db, name) =>
  db
    .select(profileColumns)
    .from(sessions)
    .innerJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare(name),
);

async function sessionProfile(database: Executor, cookie: string) {
  const token = unverifiedSessionToken(cookie);
  return token ? (await sessionProfileRow(database).execute({ token }))[0] : undefined;
}

async function loadSignedIn(authInstance: Auth, database: Executor, request: Request): Promise<SignedIn | null> {
  const cookie = request.headers.get("cookie");
  // Most page views are anonymous: no session cookie, no lookup.
  if (!cookie?.includes(".session_token=")) return null;
  const [session, guessed] = await Promise.all([
    authInstance.api.getSession({ headers: request.headers }),
    sessionProfile(database, cookie),
  ]);
  if (!session) return null;
  const { user } = session;
  // The cookie's token is trusted only for the account better-auth signed it in as.
  const [profile] = guessed?.userId === user.id ? [guessed] : await profileRow(database).execute({ userId: user.id });
  const viewer: Viewer = {
    userId: user.id,
    email: isPhoneOnlyEmail(user.email) ? "" : user.email,
    fullName: profile?.fullName || user.name,
    role: profile?.role ?? "user",
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumberVerified ? (user.phoneNumber ?? null) : null,
  };
  return { viewer, sessionId: session.session.id };
}

// One lookup per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<SignedIn | null>>();

function signedIn(request: Request): Promise<SignedIn | null> {
  let found = perRequest.get(request);
  if (!found) {
    found = loadSignedIn(auth(), db(), request);
    perRequest.set(request, found);
  }
  return found;
}

export async function getViewer(request: Request): Promise<Viewer | null> {
  return (await signedIn(request))?.viewer ?? null;
}

/** The id of the session the request is signed in with (null: signed out), looked up with getViewer's. */
export async function getSessionId(request: Request): Promise<string | null> {
  return (await signedIn(request))?.sessionId ?? null;
}

/**
 * A client-side navigation's data request (`/admin.data`, `/_root.data`, `/dir/_.data`): loaders see these URLs
 * as they are (future.v8_passThroughRequests).
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The path (with query) of the page being asked for, to come back to after signing in. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname
    .replace(/^\/_root\.data$/, "/")
    .replace(/\/_\.data$/, "/")
    .replace(/\.data$/, "");
  return `${pathname}${url.search}`;
}

export function signInRedirect(request: Request): Response {
  return redirect(`/auth?redirectTo=${encodeURIComponent(currentPath(request))}`);
}

/** The viewer, or throws a redirect to /auth that comes back here after signing in. */
export function viewerOrSignIn(viewer: Viewer | null, request: Request): Viewer {
  if (!viewer) throw signInRedirect(request);
  return viewer;
}

/**
 * An admin viewer; a visitor is sent to /auth, anyone else to /. A client-side navigation (or a
 * script's submission) by a non-admin gets a 403 instead, which the admin layout shows as 'Access denied.
 * Redirecting...' on its way to / (a document request is simply redirected).
 */
export function adminOrRedirect(viewer: Viewer | null, request: Request): Viewer {
  const signedIn = viewerOrSignIn(viewer, request);
  if (signedIn.role === "admin") return signedIn;
  if (isDataRequest(request)) throw data("Access denied", { status: ADMIN_ACCESS.deniedStatus });
  throw redirect("/");
}

export async function requireViewer(request: Request): Promise<Viewer> {
  return viewerOrSignIn(await getViewer(request), request);
}

export async function requireAdmin(request: Request): Promise<Viewer> {
  let viewer: Viewer | null;
  try {
    viewer = await getViewer(request);
  } catch (error) {
    // An admin check that fails is logged and treated as "not an admin".
    logger().error({ err: error }, "[auth] admin check failed");
    throw redirect("/");
  }
  return adminOrRedirect(viewer, request);
}
