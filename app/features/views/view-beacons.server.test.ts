import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { LIMITS } from "~/content/limits";
import type { Db } from "~/db/client.server";
import { brandStats, portfolioImages } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { action as brandBeacon } from "~/routes/brand.view";
import { action as imageBeacon } from "~/routes/design-ideas.photo.view";
import { cookieFrom, TEST_ORIGIN } from "~/testing/auth.server";
import { createTestBrand, createTestImage } from "~/testing/gallery.server";
import { createPerson } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookieOf } from "~/testing/routes.server";

function agent(i: number): string {
  return `Mozilla/5.0 (Linux; Android 14; Phone ${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${i} Mobile Safari/537.36`;
}

/** A browser: its address, its User-Agent, and the cookies it keeps (none when it drops them). */
interface Browser {
  ip: string;
  agent: string;
  cookie?: string;
  keepsCookies?: boolean;
}

function beaconRequest(path: string, { ip, agent, cookie }: Browser): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: ip, "user-agent": agent });
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(path, TEST_ORIGIN), { method: "POST", headers, body: new URLSearchParams() });
}

const browsers = (count: number, ip: string, from = 0): Browser[] =>
  Array.from({ length: count }, (_, i) => ({ ip, agent: agent(from + i), keepsCookies: true }));

describeRoutesOnEachDatabase("view beacons count a browser or an account once per page per day", (getDb) => {
  async function page(db: Db) {
    const brand = await createTestBrand(db);
    const image = await createTestImage(db, brand.id, { viewsCount: 0 });
    return { brand, image };
  }

  /**
   * Sends one beacon from each browser, in order, to a brand's page and its image's page (a browser that
   * keeps cookies keeps the visitor id the first answer gave it); answers the views each page then shows.
   */
  async function viewBoth(
    beacons: Browser[],
    { brand, image }: Awaited<ReturnType<typeof page>>,
  ): Promise<{ brandViews: number; imageViews: number }> {
    const db = getDb();
    for (const browser of beacons) {
      const brandAnswer = await respond(brandBeacon, beaconRequest(`/brand/${brand.slug}/view`, browser), {
        brandSlug: brand.slug,
      });
      if (browser.keepsCookies && !browser.cookie) browser.cookie = cookieFrom(brandAnswer.headers) || undefined;
      const imageAnswer = await respond(imageBeacon, beaconRequest(`/design-ideas/photo/${image.id}/view`, browser), {
        imageId: image.id,
      });
      expect([brandAnswer.status, imageAnswer.status]).toEqual([204, 204]);
      expect(imageAnswer.headers.get("set-cookie")).toEqual(browser.cookie ? null : expect.stringMatching(/^nv_vid=/));
    }
    const [stats] = await db
      .select({ views: sql<number>`coalesce(sum(${brandStats.profileViews}), 0)::int` })
      .from(brandStats)
      .where(eq(brandStats.brandId, brand.id));
    const [row] = await db
      .select({ views: portfolioImages.viewsCount })
      .from(portfolioImages)
      .where(eq(portfolioImages.id, image.id));
    return { brandViews: stats?.views ?? -1, imageViews: row?.views ?? -1 };
  }

  it("counts 5 new browsers on one address as 5 views; 30 more add no more than the ceiling of 20", async () => {
    const carrier = "100.64.7.7";
    const target = await page(getDb());
    const first = browsers(5, carrier);
    expect(await viewBoth(first, target)).toEqual({ brandViews: 5, imageViews: 5 });
    expect(await viewBoth([...first, ...browsers(30, carrier, 5)], target)).toEqual({
      brandViews: LIMITS.newViewersPerAddress.max,
      imageViews: LIMITS.newViewersPerAddress.max,
    });
    expect(LIMITS.newViewersPerAddress.max).toBe(20);
  });

  it("counts one browser once a day however its User-Agent varies, and its cookie's owner on any address", async () => {
    const target = await page(getDb());
    const [browser] = browsers(1, "203.0.113.50");
    expect(await viewBoth([browser], target)).toEqual({ brandViews: 1, imageViews: 1 });
    const again = Array.from({ length: 10 }, (_, i) => ({ ...browser, ip: `198.51.100.${i}`, agent: agent(100 + i) }));
    expect(await viewBoth(again, target)).toEqual({ brandViews: 1, imageViews: 1 });
  });

  it("counts a browser that drops its cookies as a new one each time, up to the address's ceiling", async () => {
    const dropping = Array.from({ length: 30 }, () => ({ ip: "203.0.113.60", agent: agent(1) }));
    expect(await viewBoth(dropping, await page(getDb()))).toEqual({ brandViews: 20, imageViews: 20 });
  });

  it("keeps each address's ceiling to itself", async () => {
    const beacons = [...browsers(25, "203.0.113.1"), ...browsers(25, "2001:db8::7")];
    expect(await viewBoth(beacons, await page(getDb()))).toEqual({ brandViews: 40, imageViews: 40 });
  });

  it("counts a signed-in visitor once, from any address and browser", async () => {
    const homeowner = await createPerson(getDb(), "viewer", "user");
    const cookie = await sessionCookieOf(homeowner);
    const beacons = Array.from({ length: 5 }, (_, i) => ({ ip: `198.51.100.${i + 1}`, agent: agent(i), cookie }));
    expect(await viewBoth(beacons, await page(getDb()))).toEqual({ brandViews: 1, imageViews: 1 });
  });
});
