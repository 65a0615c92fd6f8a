import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { isFirstVisitToday, pruneVisits, visitDay, visitorOf } from "./visits.server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const secret = "test-secret";

function beacon(ip: string, agent = BROWSER): Request {
  return new Request("https://nivasa.test/brand/x/view", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip, "user-agent": agent },
  });
}

describe("visitorOf", () => {
  const at = new Date("2025-03-14T20:00:00Z"); // 15 March in India

  it("is the same visitor all day, another one the next day, and never holds the address", () => {
    const first = visitorOf(beacon("203.0.113.9"), null, { secret, at });
    expect(first).toEqual(visitorOf(beacon("203.0.113.9"), null, { secret, at: new Date("2025-03-15T10:00:00Z") }));
    expect(first?.day).toBe("2025-03-15");
    expect(first?.key).not.toContain("203.0.113.9");
    const nextDay = visitorOf(beacon("203.0.113.9"), null, { secret, at: new Date("2025-03-15T20:00:00Z") });
    expect(nextDay?.key).not.toBe(first?.key);
  });

  it("tells addresses and accounts apart, not browsers; an account is one visitor on any address", () => {
    const keys = [
      visitorOf(beacon("203.0.113.9"), null, { secret, at }),
      visitorOf(beacon("203.0.113.10"), null, { secret, at }),
      visitorOf(beacon("203.0.113.9"), "user-1", { secret, at }),
    ].map((v) => v?.key);
    expect(new Set(keys).size).toBe(3);
    expect(visitorOf(beacon("203.0.113.9", `${BROWSER} Edg/126.0`), null, { secret, at })?.key).toBe(keys[0]);
    expect(visitorOf(beacon("198.51.100.1"), "user-1", { secret, at })?.key).toBe(keys[2]);
  });

  it("leaves crawlers out", () => {
    expect(
      visitorOf(beacon("66.249.66.1", "Googlebot/2.1 (+http://www.google.com/bot.html)"), null, { secret, at }),
    ).toBeNull();
  });

  it("counts days in India", () => {
    expect(visitDay(new Date("2025-03-14T18:29:00Z"))).toBe("2025-03-14");
    expect(visitDay(new Date("2025-03-14T18:31:00Z"))).toBe("2025-03-15");
  });
});

describeEachDatabase("page visits", (getDb) => {
  it("lets one of many parallel first visits through, and forgets days before yesterday", async () => {
    const visitor = { key: "k1", day: "2025-03-15" };
    const firsts = await Promise.all(
      Array.from({ length: 10 }, () => getDb().transaction((tx) => isFirstVisitToday(tx, "brand:p1", visitor))),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    await isFirstVisitToday(getDb(), "brand:p1", { key: "k1", day: "2025-03-16" });
    expect(await pruneVisits(getDb(), "2025-03-17")).toBe(1);
    const days = await queryRows<{ day: string }>(
      getDb(),
      sql`select day::text from page_visits where page = 'brand:p1'`,
    );
    expect(days).toEqual([{ day: "2025-03-16" }]);
  });
});
