import path from "node:path";
import { z } from "zod";
import { ALERT_KINDS } from "./content/catalog";

const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * TRUST_PROXY → express's "trust proxy": off (default; the socket's address is the client's), a hop count
 * (how many proxies in front of us append to X-Forwarded-For), or a comma-separated list of the proxies'
 * addresses or subnets (also "loopback", "linklocal", "uniquelocal"). "true" (trust every hop) is refused:
 * any client could then name its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .default("off")
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "off") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(",").map((item) => item.trim());
    const named = new Set(["loopback", "linklocal", "uniquelocal"]);
    const valid = (item: string) => named.has(item) || /^[0-9a-f:.]+(\/\d{1,3})?$/i.test(item);
    if (list.every(valid)) return list;
    ctx.addIssue({
      code: "custom",
      message: "TRUST_PROXY must be off, a hop count or a list of proxy addresses/subnets",
    });
    return z.NEVER;
  });

/** MSG91_DLT_TEMPLATE_NEW_LEAD…: the DLT template id of each alert kind's SMS (content/alerts.ts `dltTemplateText`). */
export type AlertDltTemplateVariable = `MSG91_DLT_TEMPLATE_${Uppercase<(typeof ALERT_KINDS)[number]>}`;

export function alertDltTemplateVariable(kind: (typeof ALERT_KINDS)[number]): AlertDltTemplateVariable {
  return `MSG91_DLT_TEMPLATE_${kind.toUpperCase()}` as AlertDltTemplateVariable;
}

const alertDltTemplates = Object.fromEntries(
  ALERT_KINDS.map((kind) => [alertDltTemplateVariable(kind), optionalText]),
) as Record<AlertDltTemplateVariable, typeof optionalText>;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    PUBLIC_URL: z.string().url().default("http://localhost:3000"),
    BETTER_AUTH_SECRET: z.string().min(16).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Nivasa <no-reply@nivasa.test>"),
    FIRECRAWL_API_URL: z.string().url().default("https://api.firecrawl.dev"),
    /** A server-side Firecrawl key: the data scraper then needs none typed on the screen. */
    FIRECRAWL_API_KEY: optionalText,
    AUTH_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    /** MSG91 sends SMS when its key, the DLT sender id and the DLT template ids are set; else DATA_DIR/outbox. */
    MSG91_API_URL: z.string().url().default("https://api.msg91.com"),
    MSG91_AUTH_KEY: optionalText,
    MSG91_SENDER_ID: optionalText,
    /** The DLT template id of the sign-in code SMS (app/content/sms.ts: otp). */
    MSG91_DLT_TEMPLATE_OTP: optionalText,
    ...alertDltTemplates,
    /**
     * WhatsApp alerts go through Meta's Cloud API (`{WHATSAPP_API_URL}/{WHATSAPP_API_VERSION}/{phone number id}/messages`)
     * when the access token and phone number id are set; otherwise to DATA_DIR/outbox.
     */
    WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com"),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, "WHATSAPP_API_VERSION is a Graph API version such as v21.0")
      .default("v21.0"),
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_ACCESS_TOKEN: optionalText,
    /** /webhooks/whatsapp answers only when both are set: the app secret signs Meta's posts, the verify token its handshake. */
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    /**
     * Seconds a long job (the listing import) may go without a heartbeat before it counts as crashed and is
     * retried from its checkpoints by any instance (pg-boss's minimum is 10).
     */
    JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
    TRUST_PROXY: trustProxy,
    /** Seconds the server keeps an anonymous visitor's public page (0 turns the page cache off). */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Megabytes of rendered images kept in DATA_DIR/media-cache; past it the least recently used go. */
    MEDIA_CACHE_MB: z.coerce.number().int().min(1).default(512),
    /** Images drawn at once (CPU-bound). */
    MEDIA_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Images allowed to wait for drawing; beyond it /media answers 503 with Retry-After. */
    MEDIA_RENDER_QUEUE: z.coerce.number().int().min(0).default(64),
    /** Uploads go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Where the bucket's `public/` prefix is served (a CDN, or the bucket's own URL ending in /public). */
    S3_PUBLIC_URL: optionalUrl,
    /** `on` addresses the bucket as endpoint/bucket (MinIO, s3rver, most self-hosted stores). */
    S3_FORCE_PATH_STYLE: z.enum(["on", "off"]).default("off"),
    /** The least severe log lines written (pino's levels; "silent" writes none). */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** `pretty`: coloured lines for a developer (needs the pino-pretty dev dependency); refused in production. */
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    /** Names this process in log lines and readiness answers (default: hostname:pid). */
    INSTANCE_ID: optionalText,
    /** The bearer token GET /metrics requires; without it /metrics answers 404. */
    METRICS_TOKEN: z
      .string()
      .min(16, "METRICS_TOKEN must be at least 16 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Seconds after SIGTERM the server still takes requests while /readyz answers 503 (for load balancers). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    /** Seconds in-flight requests then get to finish before their connections are closed. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  })
  .refine((env) => !env.S3_BUCKET || env.S3_PUBLIC_URL, {
    path: ["S3_PUBLIC_URL"],
    message: "S3_PUBLIC_URL is required with S3_BUCKET (where public uploads are served)",
  })
  .refine((env) => !env.MSG91_AUTH_KEY || (env.MSG91_SENDER_ID && env.MSG91_DLT_TEMPLATE_OTP), {
    path: ["MSG91_AUTH_KEY"],
    message: "MSG91_AUTH_KEY needs MSG91_SENDER_ID and MSG91_DLT_TEMPLATE_OTP (the DLT sender id and template id)",
  })
  .refine((env) => !env.WHATSAPP_ACCESS_TOKEN || env.WHATSAPP_PHONE_NUMBER_ID, {
    path: ["WHATSAPP_ACCESS_TOKEN"],
    message:
      "WHATSAPP_ACCESS_TOKEN needs WHATSAPP_PHONE_NUMBER_ID (the sending number's id in Meta's WhatsApp Manager)",
  })
  .refine((env) => env.NODE_ENV !== "production" || env.LOG_FORMAT !== "pretty", {
    path: ["LOG_FORMAT"],
    message: "LOG_FORMAT=pretty is for development; production logs are JSON lines",
  });

export type AppConfig = z.infer<typeof envSchema> & { dataDir: string; embedded: boolean };

let cached: AppConfig | undefined;

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // Without PUBLIC_URL, links in emails point at this server's own port.
  const PUBLIC_URL = env.PUBLIC_URL ? parsed.data.PUBLIC_URL : `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    PUBLIC_URL,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    embedded: !parsed.data.DATABASE_URL,
  };
}

export function config(): AppConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * Makes config() answer `next` (a test suite's own settings), or read the environment again when it is undefined;
 * returns the configuration it replaced.
 */
export function installConfig(next: AppConfig | undefined): AppConfig | undefined {
  const replaced = cached;
  cached = next;
  return replaced;
}

/** A value built from the configuration on first use, and built again once config() answers another one. */
export function perConfig<T>(build: (cfg: AppConfig) => T): () => T {
  let built: { cfg: AppConfig; value: T } | undefined;
  return () => {
    const cfg = config();
    if (built?.cfg !== cfg) built = { cfg, value: build(cfg) };
    return built.value;
  };
}
