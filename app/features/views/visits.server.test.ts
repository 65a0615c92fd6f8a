import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/content/limits";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { isFirstVisitToday, pruneVisits, visitDay, visitorOf } from "./visits.server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const secret = "test-secret";

function beacon(ip: string, { agent = BROWSER, cookie }: { agent?: string; cookie?: string } = {}): Request {
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip, "user-agent": agent });
  if (cookie) headers.set("cookie", cookie);
  return new Request("https://nivasa.test/brand/x/view", { method: "POST", headers });
}

describe("visitorOf", () => {
  const at = new Date("2025-03-14T20:00:00Z"); // 15 March in India

  it("gives a browser without a visitor id a new one for a year, HttpOnly, and none to an account", () => {
    const { visitor, setCookie } = visitorOf(beacon("203.0.113.9"), null, { secret, at });
    expect(setCookie).toMatch(/^nv_vid=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    expect(visitor?.address).not.toBeNull();
    expect(visitorOf(beacon("203.0.113.9"), "user-1", { secret, at })).toMatchObject({
      visitor: { address: null },
      setCookie: null,
    });
    const forged = visitorOf(beacon("203.0.113.9", { cookie: "nv_vid=not-ours" }), null, { secret, at });
    expect(forged.setCookie).toMatch(/^nv_vid=/);
  });

  it("is the same browser all day, another one the next day, and never holds the id or the address", () => {
    const cookie = "nv_vid=AAAAAAAAAAAAAAAAAAAAAA";
    const first = visitorOf(beacon("203.0.113.9", { cookie }), null, { secret, at });
    expect(first.setCookie).toBeNull();
    const later = visitorOf(beacon("203.0.113.9", { cookie }), null, { secret, at: new Date("2025-03-15T10:00:00Z") });
    expect(later.visitor).toEqual(first.visitor);
    expect(first.visitor?.day).toBe("2025-03-15");
    expect(JSON.stringify(first.visitor)).not.toMatch(/203\.0\.113\.9|AAAAAAAA/);
    const nextDay = visitorOf(beacon("203.0.113.9", { cookie }), null, {
      secret,
      at: new Date("2025-03-15T20:00:00Z"),
    });
    expect(nextDay.visitor?.key).not.toBe(first.visitor?.key);
    expect(nextDay.visitor?.address).not.toBe(first.visitor?.address);
  });

  it("tells browsers and accounts apart, not headers; an account is one visitor on any address", () => {
    const one = "nv_vid=AAAAAAAAAAAAAAAAAAAAAA";
    const two = "nv_vid=BBBBBBBBBBBBBBBBBBBBBB";
    const keys = [
      visitorOf(beacon("203.0.113.9", { cookie: one }), null, { secret, at }),
      visitorOf(beacon("203.0.113.9", { cookie: two }), null, { secret, at }),
      visitorOf(beacon("203.0.113.9"), "user-1", { secret, at }),
    ].map((v) => v.visitor?.key);
    expect(new Set(keys).size).toBe(3);
    const otherAgent = visitorOf(beacon("198.51.100.1", { cookie: one, agent: `${BROWSER} Edg/126.0` }), null, {
      secret,
      at,
    });
    expect(otherAgent.visitor?.key).toBe(keys[0]);
    expect(visitorOf(beacon("198.51.100.1", { cookie: two }), "user-1", { secret, at }).visitor?.key).toBe(keys[2]);
  });

  it("leaves crawlers out", () => {
    const crawler = beacon("66.249.66.1", { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(visitorOf(crawler, null, { secret, at })).toEqual({ visitor: null, setCookie: null });
  });

  it("counts days in India", () => {
    expect(visitDay(new Date("2025-03-14T18:29:00Z"))).toBe("2025-03-14");
    expect(visitDay(new Date("2025-03-14T18:31:00Z"))).toBe("2025-03-15");
  });
});

describeEachDatabase("page visits", (getDb) => {
  it("lets one of many parallel first visits through, and forgets days before yesterday", async () => {
    const visitor = { key: "k1", day: "2025-03-15", address: null };
    const firsts = await Promise.all(
      Array.from({ length: 10 }, () => getDb().transaction((tx) => isFirstVisitToday(tx, "brand:p1", visitor))),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    await isFirstVisitToday(getDb(), "brand:p1", { key: "k1", day: "2025-03-16", address: null });
    expect(await pruneVisits(getDb(), "2025-03-17")).toBe(1);
    const days = await queryRows<{ day: string }>(
      getDb(),
      sql`select day::text from page_visits where page = 'brand:p1'`,
    );
    expect(days).toEqual([{ day: "2025-03-16" }]);
  });

  it("counts at most 20 new browsers per address, page and day, even in parallel", async () => {
    const today = visitDay(new Date());
    const browser = (i: number, address = "a1", day = today) => ({ key: `b${i}`, day, address });
    const firsts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => getDb().transaction((tx) => isFirstVisitToday(tx, "brand:p2", browser(i)))),
    );
    expect(firsts.filter(Boolean)).toHaveLength(LIMITS.newViewersPerAddress.max);
    expect(await isFirstVisitToday(getDb(), "brand:p3", browser(0))).toBe(true);
    expect(await isFirstVisitToday(getDb(), "brand:p2", browser(99, "a2"))).toBe(true);
    expect(
      await isFirstVisitToday(getDb(), "brand:p2", browser(100, "a1", visitDay(new Date(Date.now() + 86_400_000)))),
    ).toBe(true);
  });
});
