import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { type AppConfig, config } from "~/config.server";
import { type Db, db } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import { secureCookies } from "~/lib/cookies.server";
import type { MailMessage } from "~/services/mail.server";
import { queueMail } from "~/services/mail-queue.server";
import { authInputGuard } from "./auth-input.server";
import { existingAccountEmail, passwordResetEmail, verificationEmail } from "./emails";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./forms";
import { createProfile, syncProfileName } from "./profile.server";

export const AUTH_BASE_PATH = "/api/auth";
/** Set by scripts/start.mjs from the socket address (never trusted from the client): the rate-limit key. */
export const CLIENT_IP_HEADER = "x-nivasa-client-ip";

/** Where auth links in emails land (all same-site paths on the /auth page). */
export const AUTH_LANDING = {
  verified: "/auth?verified=1",
  resetPassword: "/auth?tab=reset",
  signIn: "/auth",
} as const;

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
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }) => settings.queueMail(settings.db, verificationEmail(user, url)),
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: settings.rateLimit,
      storage: "database",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
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
    // The same field limits and redirect rules as our forms, for calls straight to /api/auth/*.
    hooks: { before: authInputGuard },
    databaseHooks: {
      user: {
        create: {
          // Every account gets a profile with the sign-up name; the role is never taken from input.
          after: async (user) => {
            await createProfile(settings.db, user.id, user.name);
          },
        },
        // A rename through /api/auth/update-user shows up in the header like one made on /profile.
        update: {
          after: async (user) => {
            await syncProfileName(settings.db, user.id, user.name);
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
  };
}

let instance: { database: Db; auth: Auth } | undefined;

/** The process-wide auth instance on the installed database, created on first use (after start-up installed it). */
export function auth(): Auth {
  const database = db();
  if (instance?.database !== database) {
    instance = { database, auth: createAuth(authSettingsFromConfig(config(), database)) };
  }
  return instance.auth;
}
