import { beforeAll, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { cities } from "~/db/schema";
import { createBrand, createListing, fileClaim } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPerson, createPersonas, type Personas } from "~/testing/personas.server";
import { CLAIM_LIST_PAGE_SIZE, listClaimableBrands, listClaimableListings, listOwnClaims } from "./claimables.server";
import { processClaim } from "./process-claim.server";

// Rejecting a claim mails the claimant; these tests look at the lists only.
vi.mock("~/services/mail-queue.server", () => ({ queueMail: vi.fn(async () => {}) }));

describeEachDatabase("what can be claimed", (getDb) => {
  let db: Db;
  let people: Personas;
  let cityId: string;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [city] = await db.insert(cities).values({ name: "Kochi", slug: "kochi-test", state: "Kerala" }).returning();
    cityId = city!.id;
  });

  it("offers unclaimed brands by name, searched, paged; not those claimed or with someone else's open claim", async () => {
    const viewer = await createPerson(db, "viewer", "user");
    const other = await createPerson(db, "other", "user");
    const names = Array.from({ length: CLAIM_LIST_PAGE_SIZE + 2 }, (_, i) => `Zinnia ${String(i).padStart(2, "0")}`);
    for (const name of [...names].reverse())
      await createBrand(db, { brandName: name, cityId, areasServed: ["A", "B", "C", "D"] });
    await createBrand(db, { brandName: "Zinnia Claimed", claimedBy: people.homeowner.userId });
    const othersClaim = await createBrand(db, { brandName: "Zinnia Pending Other" });
    await fileClaim(db, other.userId, { brandId: othersClaim.id });
    const mine = await createBrand(db, { brandName: "Zinnia 00a Mine" });
    await fileClaim(db, viewer.userId, { brandId: mine.id });

    const first = await listClaimableBrands(db, viewer.userId, { search: " zinnia ", page: 1 });
    expect(first).toMatchObject({ page: 1, totalPages: 2, search: "zinnia" });
    expect(first.items.map((b) => b.name).slice(0, 3)).toEqual(["Zinnia 00", "Zinnia 00a Mine", "Zinnia 01"]);
    expect(first.items[0]).toMatchObject({ city: "Kochi", areas: ["A", "B", "C", "D"], pending: false });
    expect(first.items[1]?.pending).toBe(true);
    const second = await listClaimableBrands(db, viewer.userId, { search: "zinnia", page: 9 });
    expect(second.page).toBe(2);
    expect(second.items.map((b) => b.name)).toEqual(["Zinnia 11", "Zinnia 12", "Zinnia 13"]);
    const all = [...first.items, ...second.items].map((b) => b.name);
    expect(all).not.toContain("Zinnia Claimed");
    expect(all).not.toContain("Zinnia Pending Other");

    // The other claimant sees their own pending claim, not the viewer's.
    const theirs = await listClaimableBrands(db, other.userId, { search: "Zinnia Pending" });
    expect(theirs.items).toEqual([expect.objectContaining({ name: "Zinnia Pending Other", pending: true })]);
  });

  it("takes search text literally", async () => {
    const viewer = await createPerson(db, "viewer", "user");
    await createBrand(db, { brandName: "100% Homes" });
    expect((await listClaimableBrands(db, viewer.userId, { search: "100%" })).items.map((b) => b.name)).toEqual([
      "100% Homes",
    ]);
    expect((await listClaimableBrands(db, viewer.userId, { search: "_%_%_%_" })).items).toEqual([]);
  });

  it("offers unclaimed listings the same way, and lists a claimant's own claims without admin notes", async () => {
    const viewer = await createPerson(db, "viewer", "user");
    const open = await createListing(db, { name: "Yarrow Listing Open", cityId });
    await createListing(db, { name: "Yarrow Listing Owned", claimedBy: people.owner.userId, status: "claimed" });
    const rejected = await createListing(db, { name: "Yarrow Listing Rejected" });
    const claim = await fileClaim(db, viewer.userId, { listingId: rejected.id });
    await processClaim(db, people.admin, { claimId: claim.id, decision: "reject", adminNotes: "Private note" });

    const page = await listClaimableListings(db, viewer.userId, { search: "yarrow" });
    expect(page.items.map((l) => l.name)).toEqual(["Yarrow Listing Open", "Yarrow Listing Rejected"]);
    expect(page.items[0]).toMatchObject({ id: open.id, city: "Kochi" });

    expect(await listOwnClaims(db, viewer.userId)).toEqual([
      {
        id: claim.id,
        kind: "listing",
        name: "Yarrow Listing Rejected",
        status: "rejected",
        createdAt: expect.any(Date),
        hasProof: false,
      },
    ]);
  });
});
