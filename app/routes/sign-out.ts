import { redirect } from "react-router";
import { auth } from "~/features/auth/auth.server";
import { signOut } from "~/features/auth/endpoints.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/sign-out";

/** Signing out changes state, so only a POST does it; a stray GET (a prefetch, a pasted link) just goes home. */
export function loader() {
  return redirect("/");
}

/** Ends the session on the server and clears its cookies; a post from another site is refused and changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const result = await signOut(auth(), request);
  if (!result.ok) logger().warn(`[auth] sign-out refused: ${result.message}`);
  return redirect("/", result.ok ? { headers: result.headers } : undefined);
}
