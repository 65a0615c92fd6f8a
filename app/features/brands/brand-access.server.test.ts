import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brands, interiorListings } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { canEditBrand, canEditImage, canEditListing, findOwnedBrand } from "./brand-access.server";

describeEachDatabase("brand access", (getDb) => {
  let db: Db;
  let people: Personas;
  let listingId: string;
  let imageId: string;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [listing] = await db
      .insert(interiorListings)
      .values({ name: "Owned Listing", claimedBy: people.owner.userId, status: "claimed" })
      .returning({ id: interiorListings.id });
    listingId = listing!.id;
    imageId = (await createTestImage(db, people.owner.brandId, { isApproved: false })).id;
  });

  const cases: [Caller, boolean][] = [
    ["anonymous", false],
    ["homeowner", false],
    ["otherOwner", false],
    ["owner", true],
    ["admin", true],
  ];

  it.each(cases)("%s may edit the owner's brand, listing and image: %s", async (caller, allowed) => {
    const viewer = viewerFor(people, caller);
    expect(await canEditBrand(db, viewer, people.owner.brandId)).toBe(allowed);
    expect(await canEditListing(db, viewer, listingId)).toBe(allowed);
    expect(await canEditImage(db, viewer, imageId)).toBe(allowed);
  });

  it("finds the one brand a user owns, and none for a homeowner", async () => {
    expect(await findOwnedBrand(db, people.owner.userId)).toMatchObject({ id: people.owner.brandId });
    expect(await findOwnedBrand(db, people.homeowner.userId)).toBeNull();
  });

  it("refuses a second brand for the same owner", async () => {
    await expect(
      db.insert(brands).values({ slug: "second-brand", brandName: "Second", claimedBy: people.owner.userId }),
    ).rejects.toThrow();
  });
});
