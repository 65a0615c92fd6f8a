import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Limit, WindowedLimitName } from "~/content/limits";
import type { Executor } from "~/db/client.server";
import { withinActionLimit } from "~/services/action-limits.server";

/**
 * Limits on the account endpoints keyed on the person (the email address asked about), so that password guessing
 * or mail bombing of one address stops there, while everyone behind a carrier's address can still sign in: the
 * address itself is only a flood ceiling (better-auth's own rate limit, `addressRule`).
 */
const PER_EMAIL: Record<string, WindowedLimitName> = {
  "/sign-in/email": "signInPerEmail",
  "/sign-up/email": "signUpPerEmail",
  "/request-password-reset": "passwordResetPerEmail",
  "/send-verification-email": "verificationPerEmail",
  "/change-email": "verificationPerEmail",
};

export const PERSON_LIMIT_MESSAGE = "Too many attempts for this email address. Please try again later.";

/** better-auth's rate-limit rule (per network address) for a limit of content/limits.ts. */
export function addressRule(limit: Limit & { windowMs: number }): { window: number; max: number } {
  return { window: limit.windowMs / 1000, max: limit.max };
}

/**
 * Counts each HTTP call to an endpoint of PER_EMAIL against its email address's limit (a new email's, for a change);
 * past it, answers 429.
 */
export function personLimits(db: Executor): BetterAuthPlugin {
  return {
    id: "nivasa-person-limits",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.request !== undefined && ctx.path !== undefined && ctx.path in PER_EMAIL,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { email?: unknown; newEmail?: unknown } | undefined;
            const email = body?.email ?? body?.newEmail;
            const limit = ctx.path && PER_EMAIL[ctx.path];
            if (typeof email !== "string" || !limit) return;
            if (!(await withinActionLimit(db, limit, email.trim().toLowerCase()))) {
              throw new APIError("TOO_MANY_REQUESTS", { message: PERSON_LIMIT_MESSAGE });
            }
          }),
        },
      ],
    },
  };
}
