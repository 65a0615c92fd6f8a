import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "~/services/storage/write-atomically.server";

/**
 * The development outbox: every message a channel other than mail would send (SMS today, WhatsApp next) is
 * written to DATA_DIR/outbox, one JSON file a message, for a developer or a test to read.
 */

export interface OutboxMessage {
  channel: "sms" | "whatsapp";
  /** The recipient, e.g. +919876543210. */
  to: string;
  text: string;
  /** The registered template the text follows, where the channel has one (DLT for SMS). */
  template?: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  id: string;
  sentAt: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export async function writeOutbox(
  dataDir: string,
  message: OutboxMessage,
  now = new Date(),
): Promise<StoredOutboxMessage> {
  const stored: StoredOutboxMessage = { id: randomUUID(), sentAt: now.toISOString(), ...message };
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  // Timestamp first so a directory listing sorts by time.
  await writeFileAtomically(
    path.join(dir, `${now.getTime()}-${stored.id}.json`),
    Buffer.from(`${JSON.stringify(stored, null, 2)}\n`),
  );
  return stored;
}

/** The outbox's messages, oldest first (tests and the demo read codes from it). */
export async function readOutbox(dataDir: string): Promise<StoredOutboxMessage[]> {
  const dir = outboxDir(dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8"))));
}
