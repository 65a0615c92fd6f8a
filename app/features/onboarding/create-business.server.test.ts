import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brandProfiles, brands, cities, interiorListings, profiles } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { listingSchema } from "~/features/listings/listing-schema";
import { createListing, listOwnedListings } from "~/features/listings/listings.server";
import { createBrand as insertBrand } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { createBrand } from "./create-brand.server";
import { createBrandSchema } from "./join-schemas";

describeEachDatabase("Create Brand and Create Listing", (getDb) => {
  let db: Db;
  let people: Personas;
  let designer: Viewer;
  let cityId: string;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [city] = await db
      .insert(cities)
      .values({ name: "Pune", slug: `pune-${Date.now()}`, state: "Maharashtra" })
      .returning({ id: cities.id });
    cityId = city!.id;
  });

  beforeEach(async () => {
    designer = await createPerson(db, "designer", "user");
  });

  const brandInput = (name: string) =>
    createBrandSchema.parse({
      businessName: name,
      businessEmail: "hello@studio.in",
      description: "Modular kitchens and full homes.",
      cityId,
      areasServed: "Baner, Aundh",
      servicesOffered: "Kitchens, Wardrobes",
    });

  it("creates a brand already claimed, in its city, unverified; role brand and a brand profile", async () => {
    const result = await createBrand(db, designer, brandInput("Saffron  Nest Interiors"));

    expect(result).toEqual({ ok: true, slug: "saffron-nest-interiors" });
    const [brand] = await db.select().from(brands).where(eq(brands.slug, "saffron-nest-interiors"));
    expect(brand).toMatchObject({
      brandName: "Saffron Nest Interiors",
      claimedBy: designer.userId,
      isVerified: false,
      city: "Pune",
      cityId,
      areasServed: ["Baner", "Aundh"],
      servicesOffered: ["Kitchens", "Wardrobes"],
    });
    expect(brand?.claimedAt).toBeInstanceOf(Date);
    const [role] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, designer.userId));
    expect(role?.role).toBe("brand");
    expect(await db.select().from(brandProfiles).where(eq(brandProfiles.userId, designer.userId))).toEqual([
      expect.objectContaining({ brandId: brand?.id, businessName: brand?.brandName, contactPerson: designer.fullName }),
    ]);
  });

  it("numbers slugs that are taken", async () => {
    await insertBrand(db, { slug: "teak-and-tile" });
    await insertBrand(db, { slug: "teak-and-tile-2" });
    expect(await createBrand(db, designer, brandInput("Teak and Tile"))).toEqual({ ok: true, slug: "teak-and-tile-3" });
    const second = await createPerson(db, "designer", "user");
    expect(await createBrand(db, second, brandInput("TEAK AND TILE"))).toEqual({ ok: true, slug: "teak-and-tile-4" });
  });

  it("of two brands created at once with one name, both get their own slug", async () => {
    const second = await createPerson(db, "designer", "user");
    const results = await Promise.all([
      createBrand(db, designer, brandInput("Twin Studio")),
      createBrand(db, second, brandInput("Twin Studio")),
    ]);
    expect(results.map((r) => (r.ok ? r.slug : r.message)).sort()).toEqual(["twin-studio", "twin-studio-2"]);
  });

  it("rolls everything back when a step fails part-way", async () => {
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_fail_profile() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.user_id = '${designer.userId}' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(sql`CREATE TRIGGER test_fail_profile BEFORE INSERT ON brand_profiles
      FOR EACH ROW EXECUTE FUNCTION test_fail_profile()`);
    try {
      await expect(createBrand(db, designer, brandInput("Half Made Studio"))).rejects.toThrow();
    } finally {
      await db.execute(sql`DROP TRIGGER test_fail_profile ON brand_profiles`);
    }
    expect(await db.select().from(brands).where(eq(brands.brandName, "Half Made Studio"))).toEqual([]);
    const [role] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, designer.userId));
    expect(role?.role).toBe("user");
  });

  it("refuses an unknown city with the field's message", async () => {
    const input = { ...brandInput("Nowhere Studio"), cityId: "00000000-0000-4000-8000-000000000000" };
    expect(await createBrand(db, designer, input)).toMatchObject({
      ok: false,
      fieldErrors: { cityId: "Please choose a city." },
    });
  });

  const refused: [Caller, string][] = [
    ["anonymous", "Please sign in to join as a brand."],
    ["owner", "You already own a brand on Nivasa. Manage it from your Brand Dashboard."],
  ];
  it.each(refused)("refuses Create Brand by %s", async (caller, message) => {
    expect(await createBrand(db, viewerFor(people, caller), brandInput("Second Brand"))).toEqual({
      ok: false,
      message,
    });
    expect(await db.select().from(brands).where(eq(brands.brandName, "Second Brand"))).toEqual([]);
  });

  it("creates a listing owned by its creator, status claimed, empty price tier as null", async () => {
    const input = listingSchema.parse({ name: "Kala Homes", cityId, tags: "Modern, Budget", priceTier: "" });

    const result = await createListing(db, designer, input);

    expect(result).toMatchObject({ ok: true });
    const [listing] = await db.select().from(interiorListings).where(eq(interiorListings.claimedBy, designer.userId));
    expect(listing).toMatchObject({
      name: "Kala Homes",
      status: "claimed",
      cityId,
      tags: ["Modern", "Budget"],
      priceTier: null,
    });
    expect(await listOwnedListings(db, designer.userId)).toEqual([
      { id: listing?.id, name: "Kala Homes", status: "claimed", city: "Pune" },
    ]);
    expect(await createListing(db, null, input)).toMatchObject({
      ok: false,
      message: "Please sign in to add a listing.",
    });
  });
});
