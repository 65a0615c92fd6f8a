import { beforeAll, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { cities } from "~/db/schema";
import { processClaim } from "~/features/claims/process-claim.server";
import { FLASH_COOKIE } from "~/lib/flash-cookie";
import { createBrand, createListing, fileClaim } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPerson, createPersonas, type Personas } from "~/testing/personas.server";
import { ADMIN_PAGE_SIZE } from "../list-query";
import { claimForReview, claimStats, listClaims, loadClaimsPage, reviewedRedirect } from "./claims-review.server";

const PROOF_KEY = `claims/${"a".repeat(32)}.pdf`;

vi.mock("~/services/mail-queue.server", () => ({ queueMail: vi.fn(async () => {}) }));

describeEachDatabase("admin: claims list and review", (getDb) => {
  let db: Db;
  let people: Personas;
  let ids: { listingClaim: string; brandClaim: string; rejected: string };

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [city] = await db.insert(cities).values({ name: "Kochi", slug: "kochi", state: "Kerala" }).returning();
    const claimant = await createPerson(db, "claimant", "user");
    const listing = await createListing(db, { name: "Backwater Interiors", cityId: city?.id });
    const brand = await createBrand(db, { brandName: "Monsoon Studio", city: "Pune" });
    const other = await createListing(db, { name: "Old Listing" });
    const day = 24 * 60 * 60 * 1000;
    const listingClaim = await fileClaim(
      db,
      claimant.userId,
      { listingId: listing.id },
      { fullName: "Meera Nair", email: "meera@example.test", createdAt: new Date(Date.now() - 2 * day) },
    );
    const brandClaim = await fileClaim(
      db,
      claimant.userId,
      { brandId: brand.id },
      { fullName: "Arjun Rao", businessName: "Rao Design", messageToAdmin: "Our studio.", businessProofUrl: PROOF_KEY },
    );
    const rejected = await fileClaim(db, claimant.userId, { listingId: other.id }, { fullName: "Zed Khan" });
    await processClaim(db, people.admin, { claimId: rejected.id, decision: "reject", adminNotes: "No proof." });
    ids = { listingClaim: listingClaim.id, brandClaim: brandClaim.id, rejected: rejected.id };
  });

  it("counts claims by status", async () => {
    expect(await claimStats(db)).toEqual({ total: 3, new: 2, approved: 0, rejected: 1 });
  });

  it("lists newest first with the claimed listing or brand and its city", async () => {
    const list = await listClaims(db, { page: 1 });
    expect(list.rows.map((r) => r.id)).toEqual([ids.rejected, ids.brandClaim, ids.listingClaim]);
    expect(list.rows[1]?.target).toEqual({
      kind: "brand",
      name: "Monsoon Studio",
      businessName: null,
      city: "Pune",
      href: expect.stringMatching(/^\/brand\/studio-/),
    });
    expect(list.rows[2]?.target).toMatchObject({ kind: "listing", name: "Backwater Interiors", city: "Kochi" });
  });

  it("searches claimant name, business name, email, listing and brand names; filters by status", async () => {
    const search = async (q: string) => (await listClaims(db, { q, page: 1 })).rows.map((r) => r.id);
    expect(await search("meera")).toEqual([ids.listingClaim]);
    expect(await search("RAO DESIGN")).toEqual([ids.brandClaim]);
    expect(await search("meera@example")).toEqual([ids.listingClaim]);
    expect(await search("backwater")).toEqual([ids.listingClaim]);
    expect(await search("monsoon")).toEqual([ids.brandClaim]);
    expect(await search("no such claim")).toEqual([]);
    const rejected = await listClaims(db, { status: "rejected", page: 1 });
    expect(rejected.rows.map((r) => r.id)).toEqual([ids.rejected]);
    expect((await listClaims(db, { status: "approved", page: 1 })).total).toBe(0);
  });

  it("pages by ADMIN_PAGE_SIZE and clamps a page past the end", async () => {
    const list = await listClaims(db, { page: 50 });
    expect(list.page).toBe(1);
    expect(list.rows.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
  });

  it("shows the review: claimant details, message, proof, and the decision once processed", async () => {
    expect(await claimForReview(db, ids.brandClaim)).toMatchObject({
      fullName: "Arjun Rao",
      mobile: "9876543210",
      messageToAdmin: "Our studio.",
      hasProof: true,
      status: "new",
    });
    expect(await claimForReview(db, ids.rejected)).toMatchObject({
      status: "rejected",
      adminNotes: "No proof.",
      processedBy: people.admin.email,
      hasProof: false,
    });
    expect(await claimForReview(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    const page = await loadClaimsPage(db, { page: 1, review: ids.brandClaim });
    expect(page.review?.proofUrl).toBe(`/claims/${ids.brandClaim}/proof`);
    expect(JSON.stringify(page)).not.toContain(PROOF_KEY);
  });

  it("a failure to load shows as 'Error loading claims' with its message, not an error page", async () => {
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as Db;
    const page = await loadClaimsPage(broken, { page: 1 });
    expect(page.loadError).toBe("connection lost");
    expect(page.list.rows).toEqual([]);
  });

  it("after processing, goes back to the same list (review closed) with its toast", async () => {
    const response = reviewedRedirect(new Request("http://x/admin.data?status=new&q=rao&review=abc&_routes=r"), {
      title: "Claim approved",
      message: "The claim has been approved successfully.",
    });
    expect(response.headers.get("location")).toBe("/admin/claims?status=new&q=rao");
    expect(response.headers.get("set-cookie")).toContain(`${FLASH_COOKIE}=`);
  });
});
