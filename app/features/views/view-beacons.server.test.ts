import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brandStats, portfolioImages } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { action as brandBeacon } from "~/routes/brand.view";
import { action as imageBeacon } from "~/routes/design-ideas.photo.view";
import { TEST_ORIGIN } from "~/testing/auth.server";
import { createTestBrand, createTestImage } from "~/testing/gallery.server";
import { createPerson } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookieOf } from "~/testing/routes.server";

function agent(i: number): string {
  return `Mozilla/5.0 (Linux; Android 14; Phone ${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${i} Mobile Safari/537.36`;
}

interface Beacon {
  ip: string;
  agent: string;
  cookie?: string;
}

function beaconRequest(path: string, { ip, agent, cookie }: Beacon): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: ip, "user-agent": agent });
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(path, TEST_ORIGIN), { method: "POST", headers, body: new URLSearchParams() });
}

describeRoutesOnEachDatabase("view beacons count a visitor once per page per day", (getDb) => {
  async function page(db: Db) {
    const brand = await createTestBrand(db);
    const image = await createTestImage(db, brand.id, { viewsCount: 0 });
    return { brand, image };
  }

  /** Sends every beacon to the brand's page and its image's page; answers the views each then shows. */
  async function viewBoth(beacons: Beacon[]): Promise<{ brandViews: number; imageViews: number }> {
    const db = getDb();
    const { brand, image } = await page(db);
    for (const beacon of beacons) {
      const brandAnswer = await respond(brandBeacon, beaconRequest(`/brand/${brand.slug}/view`, beacon), {
        brandSlug: brand.slug,
      });
      const imageAnswer = await respond(imageBeacon, beaconRequest(`/design-ideas/photo/${image.id}/view`, beacon), {
        imageId: image.id,
      });
      expect([brandAnswer.status, imageAnswer.status]).toEqual([204, 204]);
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

  it("counts one address once however its User-Agent varies", async () => {
    const beacons = Array.from({ length: 30 }, (_, i) => ({ ip: "203.0.113.50", agent: agent(i) }));
    expect(await viewBoth(beacons)).toEqual({ brandViews: 1, imageViews: 1 });
  });

  it("counts different addresses separately", async () => {
    const beacons = ["203.0.113.1", "203.0.113.2", "2001:db8::7"].flatMap((ip) => [
      { ip, agent: agent(1) },
      { ip, agent: agent(2) },
    ]);
    expect(await viewBoth(beacons)).toEqual({ brandViews: 3, imageViews: 3 });
  });

  it("counts a signed-in visitor once, from any address and browser", async () => {
    const homeowner = await createPerson(getDb(), "viewer", "user");
    const cookie = await sessionCookieOf(getDb(), homeowner);
    const beacons = Array.from({ length: 5 }, (_, i) => ({ ip: `198.51.100.${i + 1}`, agent: agent(i), cookie }));
    expect(await viewBoth(beacons)).toEqual({ brandViews: 1, imageViews: 1 });
  });
});
