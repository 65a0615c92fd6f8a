import { createRequire } from "node:module";
import { hostname } from "node:os";
import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "~/config.server";

export type { Logger } from "pino";

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
/** Indian mobile numbers as people type them: +91 / 0 prefix, spaces or dashes inside. */
const PHONE = /(?<![\w.:-])(?:(?:\+|00)?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?![\w-])/g;

/**
 * Fields that may hold a secret or what a person wrote, wherever a log call puts them: replaced before the line
 * is written. Request lines carry no headers, bodies or query strings at all (see requestLogger).
 */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "apiKey",
  "key",
  "secret",
  "authorization",
  "cookie",
  "headers",
  "body",
  "email",
  "phone",
];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** Emails and phone numbers that slipped into a line anyway (an error's text, a database error's detail). */
export function scrubPersonalData(line: string): string {
  // The email pattern tries every word in the line (~10 µs for a request line); no "@", no email.
  const withoutEmails = line.includes("@") ? line.replace(EMAIL, "[email]") : line;
  return withoutEmails.replace(PHONE, "[phone]");
}

/** This process in every log line and readiness answer: INSTANCE_ID, or hostname:pid. */
export function instanceName(): string {
  return config().INSTANCE_ID ?? `${hostname()}:${process.pid}`;
}

export interface LoggerOptions {
  level?: string;
  /** Where lines go (default: stdout; tests capture them). */
  destination?: DestinationStream;
  pretty?: boolean;
  /** The `instance` of every line (default: instanceName(), which reads the configuration). */
  instance?: string;
}

/** A JSON-lines logger: ISO time, level name, instance, errors with their stack, secrets and personal data removed. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const destination = options.destination ?? (options.pretty ? prettyStream() : pino.destination(1));
  return pino(
    {
      level: options.level ?? "info",
      base: { instance: options.instance ?? instanceName() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      hooks: { streamWrite: scrubPersonalData },
    },
    destination,
  );
}

/** pino-pretty is a development dependency: loaded only when asked for, never in production (config refuses it). */
function prettyStream(): DestinationStream {
  const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
  return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,instance" });
}

let current: Logger | undefined;

/** The process-wide logger (LOG_LEVEL; LOG_FORMAT, pretty by default in development). */
export function logger(): Logger {
  if (!current) {
    const cfg = config();
    current = createLogger({
      level: cfg.LOG_LEVEL,
      pretty: (cfg.LOG_FORMAT ?? (cfg.NODE_ENV === "development" ? "pretty" : "json")) === "pretty",
    });
  }
  return current;
}

/** Makes `replacement` the process-wide logger (tests capture lines with it). */
export function installLogger(replacement: Logger): void {
  current = replacement;
}
