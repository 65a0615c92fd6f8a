import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import { safeLocalPath } from "~/lib/safe-redirect";
import { emailField, fullNameField } from "../forms";

/**
 * Input rules for every better-auth endpoint, so that a call straight to /api/auth/* obeys the same limits
 * as our forms: the same field schemas (forms.ts), and redirect targets that are paths on this site only
 * (better-auth alone also accepts absolute URLs of its trusted origins, e.g. http://127.0.0.1:PORT).
 */

/** Body and query fields better-auth redirects the browser to. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

/** Body fields with a form of ours behind them (sign-up, profile, sign-in, forgot password…). */
const FIELD_SCHEMAS: Record<string, z.ZodType> = {
  name: fullNameField,
  email: emailField,
  newEmail: emailField,
};

/** Endpoints only the server calls (signInLink): over HTTP anyone could mail sign-in links to any address. */
const SERVER_ONLY_PATHS = ["/sign-in/magic-link"];

export const AUTH_INPUT_MESSAGES = {
  redirect: "Redirect targets must be a path on this site",
  image: "Profile pictures are not supported",
} as const;

function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { message });
}

export const authInputGuard = createAuthMiddleware(async (ctx) => {
  if (ctx.request && SERVER_ONLY_PATHS.includes(ctx.path)) throw new APIError("NOT_FOUND");
  const body = fields(ctx.body);
  for (const source of [body, fields(ctx.query)]) {
    for (const name of REDIRECT_FIELDS) {
      if (source[name] !== undefined && safeLocalPath(source[name]) === null) refuse(AUTH_INPUT_MESSAGES.redirect);
    }
  }
  for (const [name, schema] of Object.entries(FIELD_SCHEMAS)) {
    if (body[name] === undefined) continue;
    const parsed = schema.safeParse(body[name]);
    if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? `Invalid ${name}`);
  }
  // Nothing of ours shows a user's picture: don't store arbitrary strings for it.
  if (body.image !== undefined && body.image !== null) refuse(AUTH_INPUT_MESSAGES.image);
});
