import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config, perConfig } from "~/config.server";
import { logger } from "~/lib/logger.server";
import { isPhoneOnlyEmail } from "~/lib/phone-only-email";
import { writeFileAtomically } from "~/services/storage/write-atomically.server";
import { countMail } from "./metrics.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the development transport stores it in DATA_DIR/mail. */
export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
  /** Every http(s) link in the text body, in order. */
  links: string[];
}

export type SendMail = (message: MailMessage) => Promise<void>;

export interface MailerOptions {
  from: string;
  /** SMTP connection URL (smtp:// or smtps://). Without it mail goes to the development mailbox. */
  smtpUrl?: string;
  /** Where the development transport writes messages (`<dataDir>/mail`). */
  dataDir: string;
  log?: (line: string) => void;
}

export function mailboxDir(dataDir: string): string {
  return path.join(dataDir, "mail");
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

export function createMailer(options: MailerOptions): SendMail {
  const deliver = transportFor(options);
  // An account made by phone has a stand-in address until a real one is added: there is no one to mail.
  return (message) => (isPhoneOnlyEmail(message.to) ? Promise.resolve() : deliver(message));
}

function transportFor(options: MailerOptions): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    };
  }
  // The line holds the message's links (sign-in and reset tokens): shown to a developer, kept out of production logs.
  const log = options.log ?? ((line: string) => logger()[config().NODE_ENV === "development" ? "info" : "debug"](line));
  return async (message) => {
    const sentAt = new Date();
    const stored: StoredMail = {
      id: randomUUID(),
      from: options.from,
      sentAt: sentAt.toISOString(),
      links: linksIn(message.text),
      ...message,
    };
    const dir = mailboxDir(options.dataDir);
    await mkdir(dir, { recursive: true });
    // Timestamp first so a directory listing sorts by time.
    const file = path.join(dir, `${sentAt.getTime()}-${stored.id}.json`);
    // Readers (the tests, a developer) may list the mailbox while a message is being written.
    await writeFileAtomically(file, Buffer.from(`${JSON.stringify(stored, null, 2)}\n`));
    log(`[mail] to ${stored.to}: ${stored.subject}${stored.links[0] ? ` — ${stored.links[0]}` : ""}`);
  };
}

const mailer = perConfig((cfg) => createMailer({ from: cfg.MAIL_FROM, smtpUrl: cfg.SMTP_URL, dataDir: cfg.dataDir }));

/** Sends over SMTP when SMTP_URL is set; otherwise logs the message and stores it in DATA_DIR/mail. */
export async function sendMail(message: MailMessage): Promise<void> {
  await countMail(() => mailer()(message));
}

/** Messages the development transport stored under `dataDir`, oldest first. */
export async function readDevMailbox(dataDir: string): Promise<StoredMail[]> {
  const dir = mailboxDir(dataDir);
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const names = files.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as StoredMail));
}
