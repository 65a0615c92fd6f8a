import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { cities, leads, localities, quoteRequests } from "~/db/schema";
import { quotedPricesInCity } from "~/features/calculator/calculator.server";
import { type QuotedPrices, QuotedPricesPanel } from "~/features/offers";
import { rebuildPriceFigures } from "~/features/offers/offers.api.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { insertTestOffer } from "~/testing/hires.server";
import { cityListingPage, localityListingPage } from "./loaders/listing-pages.server";
import { localityPageData } from "./loaders/place-pages.server";

/** The panel as a page renders it, without React's markers between text parts. */
const html = (quoted: QuotedPrices) =>
  renderToString(createElement(QuotedPricesPanel, { quoted })).replaceAll("<!-- -->", "");

describeEachDatabase("what homeowners were quoted, on city, locality and calculator pages", (getDb) => {
  let db: Db;
  const place = { busy: { slug: "", id: "", localityId: "" }, quiet: { slug: "", id: "", localityId: "" } };

  async function city(name: string) {
    const slug = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`;
    const [row] = await db.insert(cities).values({ name, slug, state: "Test" }).returning({ id: cities.id });
    const [locality] = await db
      .insert(localities)
      .values({ cityId: row!.id, name: `${name} Nagar`, slug: "nagar" })
      .returning({ id: localities.id });
    return { slug, id: row!.id, localityId: locality!.id };
  }

  /** An offer of `rupeesPerSqft` on a 1,000 sq ft request in `cityId`, from `brandId`. */
  async function offer(cityId: string, brandId: string, rupeesPerSqft: number) {
    const [request] = await db
      .insert(quoteRequests)
      .values({
        name: "Asha",
        phone: "+919800000000",
        location: "Nagar",
        requirement: "2 BHK interiors",
        cityId,
        areaSqft: 1000,
      })
      .returning({ id: quoteRequests.id });
    await db.insert(leads).values({ quoteRequestId: request!.id, brandId });
    const subtotalPaise = rupeesPerSqft * 1000 * 100;
    await insertTestOffer(db, { quoteRequestId: request!.id, brandId, subtotalPaise, gstPaise: 0 });
  }

  beforeAll(async () => {
    db = getDb();
    place.busy = await city("Busypur");
    place.quiet = await city("Quietpur");
    const brands = await Promise.all([1, 2, 3].map(() => createTestBrand(db)));
    for (const [i, rate] of [1800, 2000, 2200, 2400, 2600].entries()) {
      await offer(place.busy.id, brands[i % 3]!.id, rate);
    }
    // Four offers from two brands: below the threshold on both counts.
    for (const [i, rate] of [1500, 1700, 1900, 2100].entries()) await offer(place.quiet.id, brands[i % 2]!.id, rate);
    await rebuildPriceFigures(db);
  });

  it("shows a city's figures once they rest on enough offers, and says so where there are too few", async () => {
    const request = (slug: string) => new Request(`http://localhost/interior-designers/${slug}`);
    const busy = await cityListingPage(
      db,
      request(place.busy.slug),
      new RouterContextProvider(),
      place.busy.slug,
      null,
    );
    expect(busy?.quoted).toMatchObject({
      placeName: "Busypur",
      figures: [{ grade: "premium", offerCount: 5, brandCount: 3, medianPaisePerSqft: 2200_00 }],
    });
    const shown = html(busy!.quoted);
    expect(shown).toContain("What homeowners in Busypur were quoted on Nivasa");
    expect(shown).toContain("₹2,200");
    expect(shown).toMatch(/5 offers from 3 designers/);

    const quiet = await cityListingPage(
      db,
      request(place.quiet.slug),
      new RouterContextProvider(),
      place.quiet.slug,
      null,
    );
    expect(quiet?.quoted).toEqual({ placeName: "Quietpur", figures: [] });
    expect(html(quiet!.quoted)).toContain("Too few offers have been sent on Nivasa in Quietpur yet to say");
    expect(html(quiet!.quoted)).not.toContain("₹");
  });

  it("shows a locality its city's figures while it has too few of its own", async () => {
    const listing = await localityListingPage(
      db,
      new Request(`http://localhost/interior-designers/${place.busy.slug}/nagar`),
      new RouterContextProvider(),
      { citySlug: place.busy.slug, localitySlug: "nagar" },
      null,
    );
    expect(listing?.quoted).toMatchObject({ placeName: "Busypur", figures: [{ grade: "premium" }] });
    const guide = await localityPageData(db, place.quiet.slug, "nagar");
    expect(guide?.quoted).toEqual({ placeName: "Quietpur", figures: [] });
  });

  it("shows the calculator's chosen city's figures, and none without a city", async () => {
    expect(await quotedPricesInCity(db, place.busy.slug)).toMatchObject({ placeName: "Busypur", figures: [{}] });
    expect(await quotedPricesInCity(db, place.quiet.slug)).toEqual({ placeName: "Quietpur", figures: [] });
    expect(await quotedPricesInCity(db, "")).toBeNull();
    expect(await quotedPricesInCity(db, "atlantis")).toBeNull();
  });
});
