import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { magicLink } from "better-auth/plugins/magic-link";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { type AppConfig, config } from "~/config.server";
import { LIMITS } from "~/content/limits";
import { type Db, db } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import { secureCookies } from "~/lib/cookies.server";
import { formatIndianMobile, normaliseIndianMobile } from "~/lib/indian-mobile";
import { phoneOnlyEmail } from "~/lib/phone-only-email";
import type { MailMessage } from "~/services/mail.server";
import { queueMail } from "~/services/mail-queue.server";
import { sendSms } from "~/services/sms/send-sms.server";
import type { SendSms } from "~/services/sms/sms.server";
import { followNumberChange } from "./accounts/accounts.server";
import { createProfile, syncProfileName } from "./accounts/profile.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./forms";
import { authInputGuard } from "./rules/auth-input.server";
import { claimRequestsMadeWithEmail } from "./rules/email-claims.server";
import {
  emailChangeEmail,
  existingAccountEmail,
  isEmailChangeLink,
  passwordResetEmail,
  verificationEmail,
} from "./rules/emails";
import { addressRule, personLimits } from "./rules/person-limits.server";
import { hashStoredPhoneCode, PHONE_CODE, phoneInputGuard, sendPhoneCode } from "./rules/phone.server";
import { hasSignUpProof, revokeUnprovenAccess, SIGN_UP_PROOF_COOKIE, signUpProof } from "./rules/sign-up-proof.server";
import { refuseSuspendedSession } from "./rules/suspension.server";

export const AUTH_BASE_PATH = "/api/auth";
/** Set by scripts/start.mjs from the socket address (never trusted from the client): the rate-limit key. */
export const CLIENT_IP_HEADER = "x-nivasa-client-ip";

/** Where auth links in emails land (all same-site paths on the /auth page). */
export const AUTH_LANDING = {
  verified: "/auth?verified=1",
  resetPassword: "/auth?tab=reset",
  signIn: "/auth",
  /** Where a link confirming a new email for an account lands (its errors add `error=`). */
  emailChanged: "/profile?email=verified",
} as const;

/**
 * How long a sign-in link in an email works. Links go out with quote confirmations and message alerts, which
 * people often open the next day or after a weekend; better-auth's default of 5 minutes would make most of them
 * dead on arrival. A link works once, and only for the inbox it was sent to.
 */
export const SIGN_IN_LINK_DAYS = 7;
const SIGN_IN_LINK_SECONDS = SIGN_IN_LINK_DAYS * 24 * 60 * 60;
/** Said under every email button that is a sign-in link. */
export const SIGN_IN_LINK_NOTE = `The button signs you in to Nivasa (an account is made for this address if there is none). It works once, within ${SIGN_IN_LINK_DAYS} days.`;

/** Where a used or expired sign-in link lands: the sign-in page, which says so, then the link's page. */
export function signInLinkFailedPath(path: string): string {
  return `${AUTH_LANDING.signIn}?link=expired&redirectTo=${encodeURIComponent(path)}`;
}

/** How long a sign-up's verification link works. */
const VERIFICATION_SECONDS = 24 * 60 * 60;

type LinkReceiver = (url: string) => void;

function handBack(metadata: Record<string, unknown> | undefined, url: string): void {
  const receive = metadata?.receive;
  if (typeof receive !== "function") throw new Error("Sign-in links are made by signInLink only");
  (receive as LinkReceiver)(url);
}

export interface AuthSettings {
  db: Db;
  secret: string;
  /** The site's public origin, e.g. https://nivasa.in */
  publicUrl: string;
  /** Extra origins allowed to post to the auth endpoints (besides publicUrl). */
  trustedOrigins: string[];
  rateLimit: boolean;
  /** Sends a message caused by a write on `db` (queueMail in the app: a retried job). */
  queueMail(db: Db, message: MailMessage): Promise<void>;
  /** Sends the sign-in code SMS (MSG91, or DATA_DIR/outbox). */
  sendSms: SendSms;
}

export function createAuth(settings: AuthSettings) {
  const publicUrl = settings.publicUrl.replace(/\/+$/, "");
  return betterAuth({
    appName: "Nivasa",
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    trustedOrigins: [publicUrl, ...settings.trustedOrigins],
    telemetry: { enabled: false },
    database: drizzleAdapter(settings.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // better-auth has written the token (its adapter runs without transactions): the mail is queued after it.
      sendResetPassword: ({ user, url }) => settings.queueMail(settings.db, passwordResetEmail(user, url)),
      // Sign-up never reveals whether an email is registered; the owner of the address is told instead.
      onExistingUserSignUp: ({ user }) =>
        settings.queueMail(settings.db, existingAccountEmail(user, `${publicUrl}${AUTH_LANDING.signIn}`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_SECONDS,
      // Opened outside the browser that signed up, the link proves the mailbox but not the password (sign-up-proof).
      beforeEmailVerification: async (user, request) => {
        if (!hasSignUpProof(settings.secret, request, user.id)) await revokeUnprovenAccess(settings.db, user.id);
      },
      sendVerificationEmail: ({ user, url, token }) =>
        settings.queueMail(
          settings.db,
          isEmailChangeLink(token) ? emailChangeEmail(user, url) : verificationEmail(user, url),
        ),
    },
    // /profile adds or changes the email: the new address is the account's once the link mailed to it is opened.
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: settings.rateLimit,
      storage: "database",
      // Per network address, a flood ceiling only (content/limits.ts); personLimits keys on the person.
      ...addressRule(LIMITS.authPerAddress),
      customRules: {
        "/sign-in/email": addressRule(LIMITS.signInPerAddress),
        "/sign-up/email": addressRule(LIMITS.signInPerAddress),
        "/reset-password": addressRule(LIMITS.signInPerAddress),
        "/request-password-reset": addressRule(LIMITS.mailPerAddress),
        "/send-verification-email": addressRule(LIMITS.mailPerAddress),
        "/change-email": addressRule(LIMITS.mailPerAddress),
        // Sends have their own limits per number and per address (phone.server.ts); tries are limited per code.
        "/phone-number/send-otp": addressRule(LIMITS.signInPerAddress),
        "/phone-number/verify": addressRule(LIMITS.signInPerAddress),
      },
    },
    advanced: {
      cookiePrefix: "nivasa",
      // Secure exactly when the app's own cookies are (one rule: cookies.server.ts).
      useSecureCookies: secureCookies(publicUrl),
      // better-auth skips origin checks under NODE_ENV=test; keep them on so tests see production behaviour.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        // Links live for days in inboxes: the table keeps only a hash of each, so a copy of it opens nothing.
        storeToken: "hashed",
        // Only the server makes links, for its own emails (signInLink): the URL goes back to the caller.
        sendMagicLink: ({ url, metadata }) => handBack(metadata, url),
      }),
      phoneNumber({
        otpLength: PHONE_CODE.digits,
        expiresIn: PHONE_CODE.minutes * 60,
        allowedAttempts: PHONE_CODE.tries,
        phoneNumberValidator: (phone) => normaliseIndianMobile(phone) === phone,
        sendOTP: sendPhoneCode(settings.sendSms),
        // A first verified code makes the account; its name is asked next (the number stands in until then).
        signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: formatIndianMobile },
        callbackOnVerification: ({ phoneNumber, user }) => followNumberChange(settings.db, user.id, phoneNumber),
      }),
      {
        id: "nivasa-phone-input",
        hooks: {
          before: [
            {
              matcher: () => true,
              handler: phoneInputGuard({
                db: settings.db,
                secret: settings.secret,
                clientIp: (headers) => headers?.get(CLIENT_IP_HEADER) ?? null,
              }),
            },
          ],
        },
      },
      ...(settings.rateLimit ? [personLimits(settings.db)] : []),
    ],
    // The same field limits and redirect rules as our forms, for calls straight to /api/auth/*.
    hooks: { before: authInputGuard },
    databaseHooks: {
      verification: { create: { before: hashStoredPhoneCode(settings.secret) } },
      user: {
        create: {
          // Every account gets a profile with the sign-up name; the role is never taken from input.
          after: async (user, context) => {
            await createProfile(settings.db, user.id, user.name);
            if (context?.path === "/sign-up/email") {
              context.setCookie(SIGN_UP_PROOF_COOKIE, signUpProof(settings.secret, user.id), {
                path: AUTH_BASE_PATH,
                maxAge: VERIFICATION_SECONDS,
                httpOnly: true,
                sameSite: "lax",
                secure: secureCookies(publicUrl),
              });
            }
          },
        },
        // A rename through /api/auth/update-user shows up in the header like one made on /profile.
        update: {
          after: async (user) => {
            await syncProfileName(settings.db, user.id, user.name);
          },
        },
      },
      session: {
        create: {
          // A suspended account gets no session, whichever way it signs in.
          before: async (session, context) => {
            await refuseSuspendedSession(settings.db, session.userId, context);
          },
          // Every sign-in proves the address (sign-in needs a verified one): what was asked with it is theirs.
          after: async (session) => {
            await claimRequestsMadeWithEmail(settings.db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const SECRET_FILE = "auth-secret";

/**
 * BETTER_AUTH_SECRET when set. Otherwise, outside production-on-PostgreSQL, a random secret
 * generated once and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(cfg: AppConfig): string {
  if (cfg.BETTER_AUTH_SECRET) return cfg.BETTER_AUTH_SECRET;
  if (!cfg.embedded && cfg.NODE_ENV === "production") {
    throw new Error(
      "BETTER_AUTH_SECRET is not set. With DATABASE_URL in production every Nivasa instance must share one secret: " +
        "set BETTER_AUTH_SECRET to a random string of at least 32 characters (for example `openssl rand -base64 32`).",
    );
  }
  const file = path.join(cfg.dataDir, SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(cfg.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
}

export function authSettingsFromConfig(cfg: AppConfig, database: Db): AuthSettings {
  return {
    db: database,
    secret: resolveAuthSecret(cfg),
    publicUrl: cfg.PUBLIC_URL,
    trustedOrigins: [`http://localhost:${cfg.PORT}`, `http://127.0.0.1:${cfg.PORT}`],
    rateLimit: cfg.AUTH_RATE_LIMIT === "on",
    queueMail,
    sendSms,
  };
}

let instance: { database: Db; cfg: AppConfig; auth: Auth } | undefined;

/** The process-wide auth instance on the installed database, created on first use (after start-up installed it). */
export function auth(): Auth {
  const database = db();
  const cfg = config();
  if (instance?.database !== database || instance.cfg !== cfg) {
    instance = { database, cfg, auth: createAuth(authSettingsFromConfig(cfg, database)) };
  }
  return instance.auth;
}

/**
 * A link for an email to `email` that signs its reader in and opens `path` (a path on this site): a better-auth
 * magic link, working once within SIGN_IN_LINK_DAYS. Opening it creates a verified account for the address if
 * there is none yet (named `name`). Writes its token on the database itself: call it outside a transaction.
 */
export async function signInLink(email: string, path: string, name?: string): Promise<string> {
  let link: string | undefined;
  const receive: LinkReceiver = (url) => {
    link = url;
  };
  await auth().api.signInMagicLink({
    body: { email, name, callbackURL: path, errorCallbackURL: signInLinkFailedPath(path), metadata: { receive } },
    headers: new Headers(),
  });
  if (!link) throw new Error("better-auth made no sign-in link");
  return link;
}
