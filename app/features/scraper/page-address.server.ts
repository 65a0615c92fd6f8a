import dns from "node:dns";
import { BlockList, isIP } from "node:net";
import { SOURCE_URL_MESSAGES } from "~/content/scraper";

/** The addresses a host name resolves to; injected in tests (the machine may have no network). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The system's resolver, looked up at each call so a test server can stand in for DNS. */
export const resolveWithSystemDns: ResolveHost = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Addresses a scraped page may not be on: a self-hosted Firecrawl would fetch them from inside our network.
 * Loopback, private, shared (CGNAT), link-local (cloud metadata), unspecified, multicast and reserved; an
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it carries.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
// ::/96 holds the unspecified address, loopback and the deprecated IPv4-compatible addresses.
for (const [network, prefix] of [
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type PageAddressCheck = { ok: true; url: string } | { ok: false; reason: string };

type ParsedPageUrl = { ok: true; url: URL; host: string } | { ok: false; reason: string };

const refuse = (reason: string) => ({ ok: false, reason }) as const;

/** The URL parser reads every IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1) as the dotted address it is. */
function parsePageUrl(pageUrl: string): ParsedPageUrl {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return refuse(SOURCE_URL_MESSAGES.notWebAddress);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return refuse(SOURCE_URL_MESSAGES.notWebAddress);
  if (url.username || url.password) return refuse(SOURCE_URL_MESSAGES.credentials);
  if (url.port && url.port !== "80" && url.port !== "443") return refuse(SOURCE_URL_MESSAGES.port(url.port));
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  const local = isIP(host) ? !isPublicAddress(host) : host === "localhost" || host.endsWith(".localhost");
  return local ? refuse(SOURCE_URL_MESSAGES.localAddress(host)) : { ok: true, url, host };
}

/** Why a page may not be scraped, as far as its URL tells (no DNS); null when it may. */
export function pageUrlRefusal(pageUrl: string): string | null {
  const parsed = parsePageUrl(pageUrl);
  return parsed.ok ? null : parsed.reason;
}

/**
 * A page that may be scraped: its URL passes and its host resolves to public addresses only. The URL given back
 * is the one parsed, so Firecrawl is sent exactly the address that was checked.
 */
export async function checkPageAddress(
  pageUrl: string,
  resolveHost: ResolveHost = resolveWithSystemDns,
): Promise<PageAddressCheck> {
  const parsed = parsePageUrl(pageUrl);
  if (!parsed.ok) return parsed;
  if (!isIP(parsed.host)) {
    const addresses = await resolveHost(parsed.host).catch(() => []);
    if (addresses.length === 0) return refuse(SOURCE_URL_MESSAGES.notFound(parsed.host));
    const local = addresses.find((address) => !isPublicAddress(address));
    if (local) return refuse(SOURCE_URL_MESSAGES.resolvesLocal(parsed.host, local));
  }
  return { ok: true, url: parsed.url.href };
}
