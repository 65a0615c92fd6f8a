import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, brandProfiles, brands, claims, interiorListings, profiles } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { queueMail } from "~/services/mail-queue.server";
import { createBrand, createListing, fileClaim } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { processClaim } from "./process-claim.server";

vi.mock("~/services/mail-queue.server", () => ({ queueMail: vi.fn(async () => {}) }));

const mailed = () => vi.mocked(queueMail).mock.calls.map(([, message]) => message);

describeEachDatabase("processClaim", (getDb) => {
  let db: Db;
  let people: Personas;
  let claimant: Viewer;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  beforeEach(async () => {
    vi.mocked(queueMail).mockClear();
    claimant = await createPerson(db, "claimant", "user");
  });

  const claimRow = async (id: string) => (await db.select().from(claims).where(eq(claims.id, id)))[0];
  const auditRows = (id: string) =>
    db.select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(eq(auditLog.targetId, id));
  const roleOf = async (userId: string) =>
    (await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)))[0]?.role;

  it("approves a listing claim: the claim is closed, the listing verified and owned, audited, mailed", async () => {
    const listing = await createListing(db);
    const claim = await fileClaim(db, claimant.userId, { listingId: listing.id });

    const result = await processClaim(db, people.admin, {
      claimId: claim.id,
      decision: "approve",
      adminNotes: "  Called the studio.  ",
    });

    expect(result).toEqual({
      ok: true,
      status: "approved",
      title: "Claim approved",
      message: "The claim has been approved successfully.",
    });
    expect(await claimRow(claim.id)).toMatchObject({
      status: "approved",
      adminNotes: "Called the studio.",
      processedBy: people.admin.userId,
    });
    expect((await claimRow(claim.id))?.processedAt).toBeInstanceOf(Date);
    const [after] = await db.select().from(interiorListings).where(eq(interiorListings.id, listing.id));
    expect(after).toMatchObject({ status: "verified", claimedBy: claimant.userId });
    expect(after?.verifiedAt).toBeInstanceOf(Date);
    expect(await auditRows(claim.id)).toEqual([
      { action: "claim.approve", after: { status: "approved", adminNotes: "Called the studio." } },
    ]);
    expect(mailed()).toEqual([
      expect.objectContaining({ to: claimant.email, subject: `Your claim for ${listing.name} was approved` }),
    ]);
  });

  it("rejects a listing claim: the listing is unchanged and can be claimed again", async () => {
    const listing = await createListing(db);
    const claim = await fileClaim(db, claimant.userId, { listingId: listing.id });

    const result = await processClaim(db, people.admin, { claimId: claim.id, decision: "reject", adminNotes: "" });

    expect(result).toMatchObject({
      ok: true,
      status: "rejected",
      message: "The claim has been rejected successfully.",
    });
    expect(await claimRow(claim.id)).toMatchObject({ status: "rejected", adminNotes: null });
    const [after] = await db.select().from(interiorListings).where(eq(interiorListings.id, listing.id));
    expect(after).toMatchObject({ status: "unclaimed", claimedBy: null, verifiedAt: null });
    expect(await auditRows(claim.id)).toEqual([
      { action: "claim.reject", after: { status: "rejected", adminNotes: null } },
    ]);
    expect(mailed()).toEqual([expect.objectContaining({ subject: `Your claim for ${listing.name} was not approved` })]);
    expect(mailed()[0]?.text).not.toContain("admin");
    await expect(fileClaim(db, people.homeowner.userId, { listingId: listing.id })).resolves.toBeDefined();
  });

  it("approves a brand claim by granting the brand: role brand, brand profile, claimed_by", async () => {
    const brand = await createBrand(db);
    const claim = await fileClaim(db, claimant.userId, { brandId: brand.id }, { businessName: "Rao Interiors" });

    const result = await processClaim(db, people.admin, { claimId: claim.id, decision: "approve" });

    expect(result).toMatchObject({ ok: true, status: "approved" });
    const [after] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(after?.claimedBy).toBe(claimant.userId);
    expect(after?.claimedAt).toBeInstanceOf(Date);
    expect(await roleOf(claimant.userId)).toBe("brand");
    const [profile] = await db.select().from(brandProfiles).where(eq(brandProfiles.userId, claimant.userId));
    expect(profile).toMatchObject({
      brandId: brand.id,
      businessName: "Rao Interiors",
      contactPerson: "Kavya Rao",
      contactEmail: "kavya@example.test",
    });
  });

  it("only processes new claims: 'This claim has already been {status}.'", async () => {
    const listing = await createListing(db);
    const claim = await fileClaim(db, claimant.userId, { listingId: listing.id });
    await processClaim(db, people.admin, { claimId: claim.id, decision: "reject" });

    const again = await processClaim(db, people.admin, { claimId: claim.id, decision: "approve" });

    expect(again).toEqual({
      ok: false,
      reason: "already_processed",
      message: "This claim has already been rejected.",
    });
    expect(await claimRow(claim.id)).toMatchObject({ status: "rejected" });
    expect(await auditRows(claim.id)).toHaveLength(1);
  });

  it("answers an unknown or malformed claim id with a message, not an error", async () => {
    expect(
      await processClaim(db, people.admin, { claimId: "00000000-0000-4000-8000-000000000000", decision: "approve" }),
    ).toEqual({ ok: false, reason: "not_found", message: "Claim not found." });
    expect(await processClaim(db, people.admin, { claimId: "x'; drop table claims", decision: "approve" })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Claim not found.",
    });
    const claim = await fileClaim(db, claimant.userId, { listingId: (await createListing(db)).id });
    expect(
      await processClaim(db, people.admin, { claimId: claim.id, decision: "approve", adminNotes: "n".repeat(2001) }),
    ).toMatchObject({ ok: false, reason: "invalid", message: "Admin notes can be at most 2000 characters." });
    expect(await claimRow(claim.id)).toMatchObject({ status: "new" });
  });

  const refused: Caller[] = ["anonymous", "homeowner", "owner", "otherOwner"];
  it.each(refused)("refuses %s: only admins process claims", async (caller) => {
    const brand = await createBrand(db);
    const claim = await fileClaim(db, claimant.userId, { brandId: brand.id });

    const result = await processClaim(db, viewerFor(people, caller), { claimId: claim.id, decision: "approve" });

    expect(result).toMatchObject({ ok: false, reason: "forbidden" });
    expect(await claimRow(claim.id)).toMatchObject({ status: "new", processedAt: null });
    expect((await db.select().from(brands).where(eq(brands.id, brand.id)))[0]?.claimedBy).toBeNull();
    expect(await auditRows(claim.id)).toEqual([]);
    expect(mailed()).toEqual([]);
  });

  it("of two admins approving at once, exactly one wins; the other is told it is already approved", async () => {
    const secondAdmin = await createPerson(db, "admin", "admin");
    const brand = await createBrand(db);
    const claim = await fileClaim(db, claimant.userId, { brandId: brand.id });

    const results = await Promise.all([
      processClaim(db, people.admin, { claimId: claim.id, decision: "approve" }),
      processClaim(db, secondAdmin, { claimId: claim.id, decision: "approve" }),
    ]);

    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "already_processed", message: "This claim has already been approved." },
    ]);
    expect(await auditRows(claim.id)).toHaveLength(1);
    expect(await db.select().from(brandProfiles).where(eq(brandProfiles.brandId, brand.id))).toHaveLength(1);
  });

  describe("a grant that fails part-way changes nothing", () => {
    it("when the brand profile cannot be written (after the brand and the role were)", async () => {
      const brand = await createBrand(db);
      const claim = await fileClaim(db, claimant.userId, { brandId: brand.id });
      // Fail the last step of the grant for this brand only.
      await db.execute(
        sql.raw(`CREATE OR REPLACE FUNCTION test_fail_brand_profile() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.brand_id = '${brand.id}' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`),
      );
      await db.execute(sql`CREATE TRIGGER test_fail_brand_profile BEFORE INSERT ON brand_profiles
        FOR EACH ROW EXECUTE FUNCTION test_fail_brand_profile()`);
      try {
        await expect(processClaim(db, people.admin, { claimId: claim.id, decision: "approve" })).rejects.toThrow();
      } finally {
        await db.execute(sql`DROP TRIGGER test_fail_brand_profile ON brand_profiles`);
      }

      expect(await claimRow(claim.id)).toMatchObject({ status: "new", processedAt: null, processedBy: null });
      expect((await db.select().from(brands).where(eq(brands.id, brand.id)))[0]).toMatchObject({
        claimedBy: null,
        claimedAt: null,
      });
      expect(await roleOf(claimant.userId)).toBe("user");
      expect(await auditRows(claim.id)).toEqual([]);
      expect(mailed()).toEqual([]);
    });

    it("when the claimant already owns a brand: a clear message, the claim stays open", async () => {
      const claim = await fileClaim(db, people.otherOwner.userId, { brandId: (await createBrand(db)).id });

      const result = await processClaim(db, people.admin, { claimId: claim.id, decision: "approve" });

      expect(result).toEqual({
        ok: false,
        reason: "conflict",
        message: "The claimant already owns a brand. A user can own one brand.",
      });
      expect(await claimRow(claim.id)).toMatchObject({ status: "new" });
      expect(await auditRows(claim.id)).toEqual([]);
    });

    it("when someone else owns the listing by now", async () => {
      const listing = await createListing(db, { claimedBy: people.owner.userId, status: "claimed" });
      const claim = await fileClaim(db, claimant.userId, { listingId: listing.id });

      const result = await processClaim(db, people.admin, { claimId: claim.id, decision: "approve" });

      expect(result).toMatchObject({ ok: false, message: "This listing has already been claimed by someone else." });
      const [after] = await db.select().from(interiorListings).where(eq(interiorListings.id, listing.id));
      expect(after).toMatchObject({ claimedBy: people.owner.userId, status: "claimed" });
      expect(await claimRow(claim.id)).toMatchObject({ status: "new" });
    });
  });

  it("keeps an admin claimant an admin when their brand claim is approved", async () => {
    const adminClaimant = await createPerson(db, "admin-claimant", "admin");
    const claim = await fileClaim(db, adminClaimant.userId, { brandId: (await createBrand(db)).id });
    await processClaim(db, people.admin, { claimId: claim.id, decision: "approve" });
    expect(await roleOf(adminClaimant.userId)).toBe("admin");
    expect(await db.select().from(brands).where(eq(brands.claimedBy, adminClaimant.userId))).toHaveLength(1);
  });
});
