import type { Executor } from "~/db/client.server";
import { type MailMessage, sendMail } from "./mail.server";

/**
 * Sends `message` because of a write made in `tx`: call it inside that write's transaction.
 * Stopgap until the job queue (issue 10) lands: this sends at once and logs a failure. The queue makes it
 * enqueue a job in `tx`, so the mail goes out after the write commits, with retries, exactly once.
 */
export async function queueMail(_tx: Executor, message: MailMessage): Promise<void> {
  sendMail(message).catch((error) => console.error("[mail] send failed", error));
}
