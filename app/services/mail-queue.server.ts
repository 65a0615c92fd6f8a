import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { enqueueJob, type JobDefinition } from "./job-queue.server";
import { type MailMessage, type SendMail, sendMail } from "./mail.server";

const mailMessageSchema = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(500),
  text: z.string().max(100_000),
  html: z.string().max(200_000),
});

/** Retries for outgoing mail: about 5 s, 10 s, 20 s… doubling up to an hour apart, for roughly a day in all. */
export const MAIL_RETRIES = { retryLimit: 12, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600 } as const;

/** Sends one message; a failed send is retried with MAIL_RETRIES. */
export function createMailJob(send: SendMail): JobDefinition<MailMessage> {
  return {
    name: "mail",
    schema: mailMessageSchema,
    queue: {
      ...MAIL_RETRIES,
      expireInSeconds: 120,
      // Messages carry sign-in links: keep sent ones for a day only.
      deleteAfterSeconds: 24 * 60 * 60,
    },
    concurrency: 2,
    handler: (message) => send(message),
  };
}

export const mailJob = createMailJob(sendMail);

/**
 * Sends `message` because of a write made in `tx`: call it inside that write's transaction. The message is
 * enqueued as a job in `tx`, so it goes out only if the write commits, once, with retries and backoff
 * (SMTP_URL, or the development mailbox in DATA_DIR/mail).
 */
export async function queueMail(tx: Executor, message: MailMessage): Promise<void> {
  await enqueueJob(tx, mailJob, message);
}
