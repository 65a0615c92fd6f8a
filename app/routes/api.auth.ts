import { auth } from "~/features/auth/auth.server";
import type { Route } from "./+types/api.auth";

/** better-auth's endpoints (sign-in, sign-up, verify-email, reset-password, …) under /api/auth/*. */
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
