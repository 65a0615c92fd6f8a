import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message (headers and body) as it came over the wire. */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL / createMailer. */
  url: string;
  received: ReceivedMail[];
  /** Deliveries tried (refused ones included). */
  attempts(): number;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that refuses the first `refuseFirst` deliveries with a temporary
 * failure (451), then accepts and keeps every message.
 */
export async function startTestSmtpServer(options: { refuseFirst?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts++;
        if (attempts <= (options.refuseFirst ?? 0)) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
