import { describe, expect, it } from "vitest";
import { SOURCE_URL_MESSAGES as M } from "~/content/scraper";
import { checkPageAddress, pageUrlRefusal, type ResolveHost } from "./page-address.server";
import { sourceTemplateSchema } from "./sources.server";

/** A DNS stand-in: no test looks a name up on the network. */
const DNS: Record<string, string[]> = {
  "www.sulekha.com": ["49.50.66.10"],
  "dual.example.in": ["2606:4700::6810:84e5", "104.16.132.229"],
  "evil.example.in": ["127.0.0.1"],
  "rebind.example.in": ["104.16.132.229", "10.0.0.7"],
  "internal.example.in": ["192.168.1.20"],
  "metadata.example.in": ["169.254.169.254"],
  "v6local.example.in": ["::1"],
  "ula.example.in": ["fd00:ec2::254"],
  "mapped.example.in": ["::ffff:127.0.0.1"],
};
const resolveHost: ResolveHost = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return addresses;
};

describe("which pages may be scraped", () => {
  it.each([
    ["https://www.sulekha.com/interior-designers/mumbai", "https://www.sulekha.com/interior-designers/mumbai"],
    ["http://www.sulekha.com:80/mumbai", "http://www.sulekha.com/mumbai"],
    ["https://www.sulekha.com:443/mumbai?page=1", "https://www.sulekha.com/mumbai?page=1"],
    ["https://dual.example.in/mumbai", "https://dual.example.in/mumbai"],
    ["https://104.16.132.229/mumbai", "https://104.16.132.229/mumbai"],
    ["https://[2606:4700::6810:84e5]/mumbai", "https://[2606:4700::6810:84e5]/mumbai"],
  ])("allows the public page %s (sent as %s)", async (pageUrl, sent) => {
    expect(pageUrlRefusal(pageUrl)).toBeNull();
    await expect(checkPageAddress(pageUrl, resolveHost)).resolves.toEqual({ ok: true, url: sent });
  });

  const local = (host: string) => M.localAddress(host);
  it.each([
    // loopback, in every spelling the URL parser accepts
    ["http://127.0.0.1:80/mumbai", local("127.0.0.1")],
    ["http://127.1/mumbai", local("127.0.0.1")],
    ["http://2130706433/mumbai", local("127.0.0.1")],
    ["http://0x7f.1/mumbai", local("127.0.0.1")],
    ["http://0177.0.0.1/mumbai", local("127.0.0.1")],
    ["http://localhost/mumbai", local("localhost")],
    ["http://LOCALHOST./mumbai", local("localhost")],
    ["http://app.localhost/mumbai", local("app.localhost")],
    ["http://[::1]/mumbai", local("::1")],
    ["http://[::ffff:127.0.0.1]/mumbai", local("::ffff:7f00:1")],
    ["http://[::ffff:10.0.0.1]/mumbai", local("::ffff:a00:1")],
    // private, shared and link-local (cloud metadata)
    ["http://10.1.2.3/mumbai", local("10.1.2.3")],
    ["http://172.16.0.1/mumbai", local("172.16.0.1")],
    ["http://172.31.255.255/mumbai", local("172.31.255.255")],
    ["http://192.168.0.10/mumbai", local("192.168.0.10")],
    ["http://100.64.0.1/mumbai", local("100.64.0.1")],
    ["http://100.100.100.200/latest/mumbai", local("100.100.100.200")],
    ["http://169.254.169.254/latest/mumbai", local("169.254.169.254")],
    ["http://192.0.0.192/mumbai", local("192.0.0.192")],
    ["http://[fd00:ec2::254]/mumbai", local("fd00:ec2::254")],
    ["http://[fc00::1]/mumbai", local("fc00::1")],
    ["http://[fe80::1]/mumbai", local("fe80::1")],
    // unspecified, multicast, broadcast
    ["http://0.0.0.0/mumbai", local("0.0.0.0")],
    ["http://0/mumbai", local("0.0.0.0")],
    ["http://[::]/mumbai", local("::")],
    ["http://224.0.0.1/mumbai", local("224.0.0.1")],
    ["http://255.255.255.255/mumbai", local("255.255.255.255")],
    // ports, credentials, schemes
    ["http://127.0.0.1:22/mumbai", M.port("22")],
    ["http://[::1]:22/mumbai", M.port("22")],
    ["https://www.sulekha.com:8443/mumbai", M.port("8443")],
    ["https://www.sulekha.com:80/mumbai", null],
    ["https://admin:secret@www.sulekha.com/mumbai", M.credentials],
    ["https://admin@www.sulekha.com/mumbai", M.credentials],
    ["ftp://www.sulekha.com/mumbai", M.notWebAddress],
    ["file:///etc/passwd", M.notWebAddress],
    ["gopher://127.0.0.1:6379/_mumbai", M.notWebAddress],
    ["www.sulekha.com/mumbai", M.notWebAddress],
  ])("refuses %s without DNS", async (pageUrl, reason) => {
    expect(pageUrlRefusal(pageUrl)).toBe(reason);
    if (reason) await expect(checkPageAddress(pageUrl, resolveHost)).resolves.toEqual({ ok: false, reason });
  });

  it.each([
    ["https://evil.example.in/mumbai", M.resolvesLocal("evil.example.in", "127.0.0.1")],
    ["https://rebind.example.in/mumbai", M.resolvesLocal("rebind.example.in", "10.0.0.7")],
    ["https://internal.example.in/mumbai", M.resolvesLocal("internal.example.in", "192.168.1.20")],
    ["https://metadata.example.in/latest/mumbai", M.resolvesLocal("metadata.example.in", "169.254.169.254")],
    ["https://v6local.example.in/mumbai", M.resolvesLocal("v6local.example.in", "::1")],
    ["https://ula.example.in/mumbai", M.resolvesLocal("ula.example.in", "fd00:ec2::254")],
    ["https://mapped.example.in/mumbai", M.resolvesLocal("mapped.example.in", "::ffff:127.0.0.1")],
    ["https://no-such-host.example.in/mumbai", M.notFound("no-such-host.example.in")],
  ])("refuses %s once its name is looked up", async (pageUrl, reason) => {
    expect(pageUrlRefusal(pageUrl)).toBeNull();
    await expect(checkPageAddress(pageUrl, resolveHost)).resolves.toEqual({ ok: false, reason });
  });

  it("gives the URL rule's message for a source's template, with {city} filled in", () => {
    const message = (template: string) => sourceTemplateSchema.safeParse(template).error?.issues[0]?.message;
    expect(message("http://127.0.0.1:22/{city}")).toBe(M.port("22"));
    expect(message("http://[::1]/{city}")).toBe(local("::1"));
    expect(message("http://169.254.169.254/latest/{city}")).toBe(local("169.254.169.254"));
    expect(message("https://user:pw@www.sulekha.com/{city}")).toBe(M.credentials);
    expect(message("https://www.sulekha.com/interior-designers")).toBe("The URL needs {city} where the city goes");
    expect(message("https://www.sulekha.com/interior-designers/{city}")).toBeUndefined();
  });
});
