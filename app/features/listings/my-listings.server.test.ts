import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { cities, interiorListings } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { addListing, loadMyListings, MY_LISTINGS_MESSAGES, updateListing } from "./my-listings.server";

describeEachDatabase("my listings", (getDb) => {
  let db: Db;
  let people: Personas;
  let form: Record<string, unknown>;
  let listingId: string;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [city] = await db
      .insert(cities)
      .values({ name: "Kochi", slug: `kochi-${Date.now()}`, state: "Kerala" })
      .returning({ id: cities.id });
    form = {
      name: "Kaveri Kitchens",
      businessName: "Kaveri Interiors",
      email: "Kitchens@Kaveri.in",
      phone: "98765 43210",
      cityId: city!.id,
      areasServed: "Kakkanad, Edappally",
      tags: "Modular Kitchens, Villas",
      priceTier: "Mid-range",
    };
    const added = await addListing(db, people.owner, form);
    if (!added.ok) throw new Error(added.message);
    listingId = added.id;
  });

  it("adds a listing owned by the viewer, status claimed, and lists it with the listings they own", async () => {
    const tab = await loadMyListings(db, people.owner, null);
    expect(tab.listings).toEqual([
      expect.objectContaining({ id: listingId, name: "Kaveri Kitchens", status: "claimed" }),
    ]);
    expect(tab.editing).toBeNull();
    expect(tab.cities.some((c) => c.name === "Kochi")).toBe(true);
    expect((await loadMyListings(db, people.otherOwner, null)).listings).toEqual([]);
  });

  it("opens a listing for editing with its saved fields, only for its owner", async () => {
    expect((await loadMyListings(db, people.owner, listingId)).editing).toMatchObject({
      id: listingId,
      email: "kitchens@kaveri.in",
      phone: "+919876543210",
      areasServed: ["Kakkanad", "Edappally"],
      tags: ["Modular Kitchens", "Villas"],
    });
    expect((await loadMyListings(db, people.otherOwner, listingId)).editing).toBeNull();
    expect((await loadMyListings(db, people.owner, "not-a-uuid")).editing).toBeNull();
  });

  it("edits with the same schema: bad input explained field by field, nothing changed; good input saved", async () => {
    const bad = await updateListing(db, people.owner, listingId, {
      ...form,
      name: " ",
      email: "nope",
      phone: "123",
      tags: "<b>bold</b>",
    });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(bad.ok ? {} : (bad.fieldErrors ?? {})).sort()).toEqual(["email", "name", "phone", "tags"]);
    const city = await updateListing(db, people.owner, listingId, {
      ...form,
      cityId: "00000000-0000-4000-8000-000000000000",
    });
    expect(city).toMatchObject({ ok: false, fieldErrors: { cityId: expect.any(String) } });

    expect(await updateListing(db, people.owner, listingId, { ...form, name: "Kaveri Modular Kitchens" })).toEqual({
      ok: true,
      id: listingId,
    });
    const [row] = await db
      .select({ name: interiorListings.name, status: interiorListings.status, claimedBy: interiorListings.claimedBy })
      .from(interiorListings)
      .where(eq(interiorListings.id, listingId));
    expect(row).toEqual({ name: "Kaveri Modular Kitchens", status: "claimed", claimedBy: people.owner.userId });
  });

  it("refuses an id that names no listing of the viewer's, and one that is no id", async () => {
    expect(await updateListing(db, people.owner, "00000000-0000-4000-8000-000000000000", form)).toMatchObject({
      status: 403,
    });
    expect(await updateListing(db, people.owner, "<script>", form)).toMatchObject({ status: 404 });
  });

  const refused: Caller[] = ["anonymous", "homeowner", "otherOwner"];

  it.each(refused)("refuses %s editing the owner's listing", async (caller) => {
    const viewer = viewerFor(people, caller);
    expect(await updateListing(db, viewer, listingId, { ...form, name: "Hijacked" })).toEqual({
      ok: false,
      status: 403,
      message: MY_LISTINGS_MESSAGES.notYours,
    });
    const [row] = await db
      .select({ name: interiorListings.name })
      .from(interiorListings)
      .where(eq(interiorListings.id, listingId));
    expect(row?.name).not.toBe("Hijacked");
  });

  it("refuses anonymous adding a listing; lets an admin edit any listing", async () => {
    expect(await addListing(db, null, form)).toMatchObject({ ok: false, status: 403 });
    expect(await updateListing(db, people.admin, listingId, form)).toEqual({ ok: true, id: listingId });
  });
});
