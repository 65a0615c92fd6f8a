import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import type { Executor } from "~/db/client.server";
import { alerts, users } from "~/db/schema";
import { SIGN_IN_LINK_DAYS, signInLink } from "~/features/auth/auth.api.server";
import { type AlertRow, stillQueued } from "./alert-rows.server";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 10 characters of 62 (about 60 bits): `https://nivasa.in/a/` and a code fit DLT's 30 characters a variable. */
const CODE_LENGTH = 10;
const linkCode = z.string().regex(new RegExp(`^[0-9A-Za-z]{${CODE_LENGTH}}$`));
const DAY = 24 * 60 * 60 * 1000;

/** The short link's path for a code. */
export function alertLinkPath(code: string): string {
  return `/a/${code}`;
}

/**
 * The short link an SMS alert carries instead of a sign-in link (which is far longer than DLT's 30 characters a
 * variable): the alert's code, made once and kept on its row by the worker holding its claim, so a retry sends the
 * same link.
 */
export async function shortAlertLink(db: Executor, alert: AlertRow): Promise<string> {
  let code = alert.linkCode;
  if (!code) {
    code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    await db.update(alerts).set({ linkCode: code }).where(stillQueued(alert.id));
  }
  return new URL(alertLinkPath(code), config().PUBLIC_URL).toString();
}

/**
 * Where an alert's short link leads: on its first visit within SIGN_IN_LINK_DAYS of the alert, a one-time sign-in
 * link to its page (like the link an email or WhatsApp alert carries); after that, or later, the page itself (which
 * asks a signed-out reader to sign in). Null for a code no alert has (answer 404).
 */
export async function openAlertLink(db: Executor, code: string, now = new Date()): Promise<string | null> {
  if (!linkCode.safeParse(code).success) return null;
  const [alert] = await db
    .select({ id: alerts.id, userId: alerts.userId, parameters: alerts.parameters, sentAt: alerts.sentAt })
    .from(alerts)
    .where(eq(alerts.linkCode, code));
  if (!alert?.parameters.link) return null;
  const page = new URL(alert.parameters.link);
  const path = `${page.pathname}${page.search}`;
  const [account] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, alert.userId));
  if (!account || !alert.sentAt || now.getTime() - alert.sentAt.getTime() > SIGN_IN_LINK_DAYS * DAY) return path;
  const link = await signInLink(account.email, path, account.name);
  const [first] = await db
    .update(alerts)
    .set({ linkOpenedAt: now })
    .where(and(eq(alerts.id, alert.id), isNull(alerts.linkOpenedAt)))
    .returning({ id: alerts.id });
  return first ? link : path;
}
