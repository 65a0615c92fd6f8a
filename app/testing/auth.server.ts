import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "~/db/client.server";
import { type Auth, CLIENT_IP_HEADER, createAuth } from "~/features/auth/auth.server";
import { createMailer, readDevMailbox, type StoredMail } from "~/services/mail.server";
import { readOutbox, type StoredOutboxMessage } from "~/services/outbox.server";
import { createOutboxSender } from "~/services/sms/sms.server";

export const TEST_ORIGIN = "http://localhost:3999";

export interface TestAuth {
  auth: Auth;
  dataDir: string;
  mailbox(): Promise<StoredMail[]>;
  /** The newest message sent to `to`. */
  lastMailTo(to: string): Promise<StoredMail | undefined>;
  outbox(): Promise<StoredOutboxMessage[]>;
  /** The code in the newest SMS to `phone` (+91…). */
  lastCodeTo(phone: string): Promise<string | undefined>;
}

export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

/** The sign-in code in an SMS's text (app/content/sms.ts: the code comes first). */
export function codeIn(text: string): string | undefined {
  return /^(\d{6}) /.exec(text)?.[1];
}

/** A better-auth instance on `db` whose mail lands at once (no queue) in a fresh temporary dev mailbox. */
export function createTestAuth(db: Db, options: { rateLimit?: boolean; trustedOrigins?: string[] } = {}): TestAuth {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nivasa-auth-test-"));
  const send = createMailer({ from: "Nivasa <no-reply@nivasa.test>", dataDir, log: () => {} });
  const auth = createAuth({
    db,
    secret: TEST_AUTH_SECRET,
    publicUrl: TEST_ORIGIN,
    trustedOrigins: options.trustedOrigins ?? [],
    rateLimit: options.rateLimit ?? false,
    queueMail: (_db, message) => send(message),
    sendSms: createOutboxSender(dataDir, () => {}),
  });
  const mailbox = () => readDevMailbox(dataDir);
  const outbox = () => readOutbox(dataDir);
  return {
    auth,
    dataDir,
    mailbox,
    async lastMailTo(to) {
      return (await mailbox()).filter((mail) => mail.to === to).at(-1);
    },
    outbox,
    async lastCodeTo(phone) {
      const sms = (await outbox()).filter((message) => message.to === phone).at(-1);
      return sms && codeIn(sms.text);
    },
  };
}

/** A same-site form post from the browser, as the /auth action receives it. */
export function formRequest(pathname: string, options: { cookie?: string; ip?: string } = {}): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: options.ip ?? "203.0.113.7" });
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(new URL(pathname, TEST_ORIGIN), { method: "POST", headers });
}

/** The Cookie header a browser would send back after receiving these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** A GET page request carrying `cookie`. */
export function pageRequest(pathname: string, cookie?: string): Request {
  return new Request(new URL(pathname, TEST_ORIGIN), { headers: cookie ? { cookie } : {} });
}
