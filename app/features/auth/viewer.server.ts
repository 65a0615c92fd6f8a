import { eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { ADMIN_ACCESS } from "~/content/admin";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { profiles, sessions, users } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { isPhoneOnlyEmail } from "~/lib/phone-only-email";
import type { Role } from "./accounts/profile.server";
import { type Auth, auth } from "./auth.server";
import { signedSessionToken } from "./session/session-cookie.server";

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

/** The session of the request's cookie (better-auth's), with the account's role and name from its profile. */
export async function loadViewer(authInstance: Auth, database: Executor, request: Request): Promise<Viewer | null> {
  return (await loadSignedIn(authInstance, database, request))?.viewer ?? null;
}

/** The name and role of a signed-in account. */
const profileRow = preparedQuery("viewer_profile", (db, name) =>
  db
    .select({ fullName: profiles.fullName, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare(name),
);

/** A session by its token, with its account and the account's profile: what a signed-in page needs, in one read. */
const sessionRow = preparedQuery("viewer_by_session", (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      phoneNumber: users.phoneNumber,
      phoneNumberVerified: users.phoneNumberVerified,
      fullName: profiles.fullName,
      role: profiles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare(name),
);

interface Account {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
}

function signedInAs(
  user: Account,
  profile: { fullName: string | null; role: Role | null } | undefined,
  sessionId: string,
): SignedIn {
  const viewer: Viewer = {
    userId: user.id,
    email: isPhoneOnlyEmail(user.email) ? "" : user.email,
    fullName: profile?.fullName || user.name,
    role: profile?.role ?? "user",
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumberVerified ? (user.phoneNumber ?? null) : null,
  };
  return { viewer, sessionId };
}

/**
 * Whether better-auth must read this session itself: it is due to be extended (`session.updateAge` in
 * auth.server.ts, about once a day per session), which better-auth writes, or it has expired (an expired session
 * is past that point too), which better-auth deletes. The same rule as better-auth's own.
 */
function forBetterAuth(expiresAt: Date, { expiresIn, updateAge }: { expiresIn: number; updateAge: number }): boolean {
  return expiresAt.getTime() - (expiresIn - updateAge) * 1000 <= Date.now();
}

/**
 * The signed-in viewer of a request. Every signed-in page asks, so the usual case is one prepared statement: the
 * cookie's signature checked here as better-auth checks it, then the session with its account and profile. A
 * session that has expired or is due to be extended is read by better-auth's getSession, which does either.
 */
async function loadSignedIn(authInstance: Auth, database: Executor, request: Request): Promise<SignedIn | null> {
  const cookie = request.headers.get("cookie");
  // Most page views are anonymous: no session cookie, no lookup.
  if (!cookie?.includes(".session_token=")) return null;
  const context = await authInstance.$context;
  const token = signedSessionToken(cookie, { name: context.authCookies.sessionToken.name, secret: context.secret });
  if (!token) return null;
  const [row] = await sessionRow(database).execute({ token });
  if (!row) return null;
  if (!forBetterAuth(row.expiresAt, context.sessionConfig)) return signedInAs(row, row, row.sessionId);
  const session = await authInstance.api.getSession({ headers: request.headers });
  if (!session) return null;
  const [profile] = await profileRow(database).execute({ userId: session.user.id });
  return signedInAs(session.user, profile, session.session.id);
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
