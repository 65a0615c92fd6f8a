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

export async function signedInCookie(
  origin: string,
  pool: pg.Pool,
  email = `bench-${Date.now()}@nivasa.test`,
): Promise<string> {
  const password = "bench-visitor-password";
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${origin}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  const signUp = await post("sign-up/email", { email, password, name: "Bench Visitor" });
  if (!signUp.ok) throw new Error(`bench sign-up failed: HTTP ${signUp.status} ${await signUp.text()}`);
  await pool.query("UPDATE users SET email_verified = true WHERE email = $1", [email]);
  const signIn = await post("sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`bench sign-in failed: HTTP ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie.includes(".session_token=")) throw new Error("bench sign-in set no session cookie");
  return cookie;
}
