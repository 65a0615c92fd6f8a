import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The Firecrawl key an admin typed is kept only while its run needs it: AES-256-GCM with a key derived from the app
 * secret (BETTER_AUTH_SECRET, shared by every instance), so any instance can resume the run and nobody reading the
 * database can use it. The run erases it when it ends.
 */
function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "nivasa-scraper", purpose, 32));
}

export function sealKey(apiKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive(secret, "firecrawl-key"), iv);
  const sealed = Buffer.concat([cipher.update(apiKey, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The key, or null when the box was sealed with another secret or tampered with. */
export function openKey(box: string, secret: string): string | null {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derive(secret, "firecrawl-key"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Which key a check vouches for: one typed on the screen, or the server's FIRECRAWL_API_KEY. */
export type KeySubject = { kind: "typed"; apiKey: string } | { kind: "server" };

const subjectOf = (subject: KeySubject) => (subject.kind === "server" ? "server" : `typed:${subject.apiKey}`);

const KEY_CHECK_HOURS = 12;

/**
 * Proof, handed to the browser after a successful Test Key, that this key was tested: Start Scraping requires it
 * (otherwise: 'Please test and validate your API key first'). An HMAC of the key and an expiry: it reveals nothing of
 * the key and cannot be made for another one.
 */
export function keyCheckToken(subject: KeySubject, secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + KEY_CHECK_HOURS * 3600;
  const mac = createHmac("sha256", derive(secret, "key-check"))
    .update(`${expires}:${subjectOf(subject)}`)
    .digest("base64url");
  return `${expires}.${mac}`;
}

export function verifyKeyCheck(token: string, subject: KeySubject, secret: string, now = Date.now()): boolean {
  const [expires, mac] = token.split(".");
  if (!expires || !mac || !/^\d+$/.test(expires) || Number(expires) * 1000 < now) return false;
  const expected = createHmac("sha256", derive(secret, "key-check"))
    .update(`${expires}:${subjectOf(subject)}`)
    .digest();
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
