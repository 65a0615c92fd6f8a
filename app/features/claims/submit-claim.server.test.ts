import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { brandProfiles, brands, claims, profiles } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { queueMail } from "~/services/mail-queue.server";
import type { DiskStorage } from "~/services/storage/disk-storage.server";
import { createBrand, createListing } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { createTestDiskStorage, type TestStorage } from "~/testing/storage.server";
import { processClaim } from "./process-claim.server";
import { claimProofResponse } from "./proof.server";
import {
  CLAIM_MESSAGES,
  claimBrandInstantly,
  MAX_OPEN_CLAIMS,
  requestClaim,
  submitClaimRequest,
} from "./submit-claim.server";

vi.mock("~/services/mail-queue.server", () => ({ queueMail: vi.fn(async () => {}) }));

const mailed = () => vi.mocked(queueMail).mock.calls.map(([, message]) => message);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const TYPED = {
  fullName: "Kavya Rao",
  businessName: "Rao Interiors",
  email: "kavya@example.test",
  mobile: "+919876543210",
};
const REQUEST = { ...TYPED, messageToAdmin: null };

function claimForm(values: Record<string, string>, proof?: Uint8Array): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (proof) form.set("proof", new File([new Uint8Array(proof)], "gst.pdf", { type: "application/pdf" }));
  return form;
}

describeEachDatabase("claiming a brand or a listing", (getDb) => {
  let db: Db;
  let people: Personas;
  let claimant: Viewer;
  let uploads: TestStorage<DiskStorage>;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    uploads = await createTestDiskStorage();
  });
  afterAll(() => uploads.close());

  beforeEach(async () => {
    vi.mocked(queueMail).mockClear();
    claimant = await createPerson(db, "claimant", "user");
  });

  const brandRow = async (id: string) => (await db.select().from(brands).where(eq(brands.id, id)))[0];
  const roleOf = async (userId: string) =>
    (await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)))[0]?.role;
  const claimsOf = (userId: string) => db.select().from(claims).where(eq(claims.userId, userId));

  describe("instant claim", () => {
    it("grants the brand when the verified email is the brand's own", async () => {
      const brand = await createBrand(db, { email: claimant.email.toUpperCase() });

      expect(await claimBrandInstantly(db, claimant, brand.id)).toEqual({ ok: true });

      expect((await brandRow(brand.id))?.claimedBy).toBe(claimant.userId);
      expect(await roleOf(claimant.userId)).toBe("brand");
      const [profile] = await db.select().from(brandProfiles).where(eq(brandProfiles.userId, claimant.userId));
      expect(profile).toMatchObject({ brandId: brand.id, businessName: brand.brandName, contactEmail: claimant.email });
    });

    it("grants the brand when the email is at the website's own domain, and closes others' open claims", async () => {
      const owner = { ...claimant, email: `owner-${claimant.userId.slice(0, 6)}@rao-studio.in` };
      const brand = await createBrand(db, { websiteUrl: "https://www.rao-studio.in" });
      const impostor = await createPerson(db, "impostor", "user");
      await requestClaim(db, impostor, { kind: "brand", id: brand.id }, REQUEST, null);
      vi.mocked(queueMail).mockClear();

      expect(await claimBrandInstantly(db, owner, brand.id)).toEqual({ ok: true });

      expect(await claimsOf(impostor.userId)).toEqual([expect.objectContaining({ status: "rejected" })]);
      expect(mailed()).toEqual([
        expect.objectContaining({ to: impostor.email, subject: `Your claim for ${brand.brandName} was not approved` }),
      ]);
    });

    it("refuses when the email proves nothing, and changes nothing", async () => {
      const brand = await createBrand(db, { email: "hello@elsewhere.in", websiteUrl: "https://elsewhere.in" });

      expect(await claimBrandInstantly(db, claimant, brand.id)).toEqual({
        ok: false,
        message: CLAIM_MESSAGES.notYours,
      });
      expect(
        await claimBrandInstantly(db, { ...claimant, email: "x@elsewhere.in", emailVerified: false }, brand.id),
      ).toMatchObject({ ok: false, message: CLAIM_MESSAGES.notYours });
      expect((await brandRow(brand.id))?.claimedBy).toBeNull();
      expect(await roleOf(claimant.userId)).toBe("user");
    });

    it("of two people claiming one brand at once, exactly one wins; the other is told", async () => {
      const brand = await createBrand(db, { websiteUrl: "https://twins.in" });
      const rival = await createPerson(db, "rival", "user");
      const [a, b] = await Promise.all([
        claimBrandInstantly(db, { ...claimant, email: "a@twins.in" }, brand.id),
        claimBrandInstantly(db, { ...rival, email: "b@twins.in" }, brand.id),
      ]);

      expect([a, b].filter((r) => r.ok)).toHaveLength(1);
      expect([a, b].filter((r) => !r.ok)).toEqual([{ ok: false, message: CLAIM_MESSAGES.brandTaken }]);
      expect(await db.select().from(brandProfiles).where(eq(brandProfiles.brandId, brand.id))).toHaveLength(1);
      const roles = [await roleOf(claimant.userId), await roleOf(rival.userId)].sort();
      expect(roles).toEqual(["brand", "user"]);
    });

    it("refuses a brand that is already claimed", async () => {
      expect(await claimBrandInstantly(db, claimant, people.owner.brandId)).toEqual({
        ok: false,
        message: CLAIM_MESSAGES.brandTaken,
      });
    });
  });

  describe("claim requests", () => {
    it("files a brand claim with a private proof document; receipt to the claimant, notice to admins", async () => {
      const brand = await createBrand(db);
      const form = claimForm({ ...TYPED, mobile: "98765 43210", messageToAdmin: "It's my studio." }, PDF);

      const result = await submitClaimRequest(db, claimant, { kind: "brand", id: brand.id }, form, uploads.storage);

      expect(result).toMatchObject({ ok: true });
      const [claim] = await claimsOf(claimant.userId);
      expect(claim).toMatchObject({
        brandId: brand.id,
        listingId: null,
        status: "new",
        mobile: "+919876543210",
        messageToAdmin: "It's my studio.",
        businessProofUrl: expect.stringMatching(/^claims\/[0-9a-f]{32}\.pdf$/),
      });
      expect((await brandRow(brand.id))?.claimedBy).toBeNull();
      expect(mailed().map((m) => m.to)).toEqual(expect.arrayContaining([claimant.email, people.admin.email]));
      expect(mailed().find((m) => m.to === claimant.email)?.subject).toBe(
        `We received your claim for ${brand.brandName}`,
      );

      // The document: the claimant and admins can fetch it; nobody else can tell it exists.
      const proof = (viewer: Viewer | null) => claimProofResponse(db, viewer, claim!.id, uploads.storage);
      expect(new Uint8Array(await (await proof(claimant))!.arrayBuffer())).toEqual(PDF);
      expect((await proof(people.admin))?.headers.get("Cache-Control")).toBe("private, no-store");
      for (const caller of ["anonymous", "homeowner", "owner", "otherOwner"] as Caller[]) {
        expect(await proof(viewerFor(people, caller))).toBeNull();
      }
    });

    it("refuses a proof that is not a PDF, JPEG or PNG, and keeps what was typed", async () => {
      const brand = await createBrand(db);
      const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");

      const result = await submitClaimRequest(
        db,
        claimant,
        { kind: "brand", id: brand.id },
        claimForm(TYPED, html),
        uploads.storage,
      );

      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { proof: "This file is not a supported document: use a PDF, JPEG or PNG." },
        values: { fullName: "Kavya Rao", email: "kavya@example.test" },
      });
      expect(await claimsOf(claimant.userId)).toEqual([]);
    });

    it("says what is wrong with the fields and files nothing", async () => {
      const listing = await createListing(db);
      const form = claimForm({ fullName: "", email: "nope", mobile: "12345", businessName: "<b>x</b>" }, PDF);

      const result = await submitClaimRequest(db, claimant, { kind: "listing", id: listing.id }, form, uploads.storage);

      expect(result).toMatchObject({
        ok: false,
        fieldErrors: {
          fullName: "Please enter your full name.",
          email: "Please enter a valid email address",
          mobile: expect.stringContaining("valid 10-digit Indian mobile"),
          businessName: "Please remove HTML tags (text between < and >).",
        },
        values: { businessName: "<b>x</b>", mobile: "12345" },
      });
      expect(await claimsOf(claimant.userId)).toEqual([]);
    });

    it("keeps a brand with an open claim from anyone else", async () => {
      const brand = await createBrand(db);
      const other = await createPerson(db, "other", "user");
      await requestClaim(db, claimant, { kind: "brand", id: brand.id }, REQUEST, null);

      expect(await requestClaim(db, other, { kind: "brand", id: brand.id }, REQUEST, null)).toEqual({
        ok: false,
        message: "Someone else has already asked to claim this brand. Their claim is waiting for review.",
      });
      expect(await requestClaim(db, claimant, { kind: "brand", id: brand.id }, REQUEST, null)).toEqual({
        ok: false,
        message: "You have already asked to claim this brand. Your claim is waiting for review.",
      });
    });

    it("of two requests for one listing at once, exactly one is filed", async () => {
      const listing = await createListing(db);
      const other = await createPerson(db, "other", "user");
      const results = await Promise.all([
        requestClaim(db, claimant, { kind: "listing", id: listing.id }, REQUEST, null),
        requestClaim(db, other, { kind: "listing", id: listing.id }, REQUEST, null),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        {
          ok: false,
          message: "Someone else has already asked to claim this listing. Their claim is waiting for review.",
        },
      ]);
    });

    it(`allows ${MAX_OPEN_CLAIMS} open requests per person`, async () => {
      for (let i = 0; i < MAX_OPEN_CLAIMS; i++) {
        const listing = await createListing(db);
        expect(await requestClaim(db, claimant, { kind: "listing", id: listing.id }, REQUEST, null)).toMatchObject({
          ok: true,
        });
      }
      const listing = await createListing(db);
      expect(await requestClaim(db, claimant, { kind: "listing", id: listing.id }, REQUEST, null)).toEqual({
        ok: false,
        message: CLAIM_MESSAGES.tooMany,
      });
    });

    it("round trip for a listing: request, reject (claimable again), request again, approve (verified and owned)", async () => {
      const listing = await createListing(db);
      const target = { kind: "listing" as const, id: listing.id };
      const first = await requestClaim(db, claimant, target, REQUEST, null);
      if (!first.ok) throw new Error(first.message);
      expect(await processClaim(db, people.admin, { claimId: first.claimId, decision: "reject" })).toMatchObject({
        ok: true,
      });

      const second = await requestClaim(db, claimant, target, REQUEST, null);
      if (!second.ok) throw new Error(second.message);
      expect(await processClaim(db, people.admin, { claimId: second.claimId, decision: "approve" })).toMatchObject({
        ok: true,
      });

      expect(await requestClaim(db, people.homeowner, target, REQUEST, null)).toEqual({
        ok: false,
        message: CLAIM_MESSAGES.listingTaken,
      });
    });
  });

  const refused: [Caller, string][] = [
    ["anonymous", "Please sign in"],
    ["owner", "You already own a brand"],
    ["otherOwner", "You already own a brand"],
  ];
  it.each(refused)("refuses every claim by %s", async (caller, message) => {
    const viewer = viewerFor(people, caller);
    const brand = await createBrand(db, { email: viewer?.email ?? "x@y.in" });
    const listing = await createListing(db);
    for (const result of [
      await claimBrandInstantly(db, viewer, brand.id),
      await requestClaim(db, viewer, { kind: "brand", id: brand.id }, REQUEST, null),
      await requestClaim(db, viewer, { kind: "listing", id: listing.id }, REQUEST, null),
    ]) {
      expect(result).toMatchObject({ ok: false, message: expect.stringContaining(message) });
    }
    expect((await brandRow(brand.id))?.claimedBy).toBeNull();
    expect(await db.select().from(claims).where(eq(claims.brandId, brand.id))).toEqual([]);
  });
});
