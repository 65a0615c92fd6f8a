// A signed-in visitor for the bench: a fresh account, verified directly in the database (the bench has no
// mailbox to click the link in), signed in through the auth API. The session lives in the database, so the
// cookie works on every server of the run that shares the database and BETTER_AUTH_SECRET.
import type pg from "pg";

/** The id of the account with this email (one the bench signed up). */
export async function userIdOf(pool: pg.Pool, email: string): Promise<string> {
  const [user] = (await pool.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email])).rows;
  if (!user) throw new Error(`the bench account ${email} was not signed up`);
  return user.id;
}

const PASSWORD = "bench-visitor-password";

function postAuth(origin: string, path: string, body: Record<string, string>) {
  return fetch(`${origin}/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
}

/** A new session of an account the bench signed up: its cookie (each sign-in is a session of its own). */
export async function signIn(origin: string, email: string): Promise<string> {
  const signedIn = await postAuth(origin, "sign-in/email", { email, password: PASSWORD });
  if (!signedIn.ok) throw new Error(`bench sign-in failed: HTTP ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie.includes(".session_token=")) throw new Error("bench sign-in set no session cookie");
  return cookie;
}

export async function signedInCookie(
  origin: string,
  pool: pg.Pool,
  email = `bench-${Date.now()}@nivasa.test`,
): Promise<string> {
  const signUp = await postAuth(origin, "sign-up/email", { email, password: PASSWORD, name: "Bench Visitor" });
  if (!signUp.ok) throw new Error(`bench sign-up failed: HTTP ${signUp.status} ${await signUp.text()}`);
  await pool.query("UPDATE users SET email_verified = true WHERE email = $1", [email]);
  return signIn(origin, email);
}
