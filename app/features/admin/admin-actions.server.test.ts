import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, cities } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { processClaim } from "~/features/claims/process-claim.server";
import { createBrand, createListing, fileClaim } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead } from "~/testing/leads.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { editBrand, setBrandVerified } from "./brands/brands.server";
import { routeLead } from "./leads/leads.server";
import { approveImages, rejectImage, setImageFeatured } from "./moderation/moderation.server";
import { setUserRole } from "./users/users.server";

/** Every admin action, set up on fresh records, as one call that answers `ok`. */
interface AdminAction {
  name: string;
  run(db: Db, viewer: Viewer | null, people: Personas): Promise<{ ok: boolean }>;
}

const pendingImage = (db: Db, people: Personas) =>
  createTestImage(db, people.owner.brandId, { isApproved: false, title: "Pending" });

/** A city for brand edits (created once per database). */
async function testCity(db: Db): Promise<string> {
  const [existing] = await db.select({ id: cities.id }).from(cities).limit(1);
  if (existing) return existing.id;
  const [city] = await db
    .insert(cities)
    .values({ name: "Pune", slug: `pune-${Date.now()}`, state: "Maharashtra" })
    .returning({ id: cities.id });
  return city!.id;
}

const ACTIONS: AdminAction[] = [
  {
    name: "process a claim",
    run: async (db, viewer, people) => {
      const claim = await fileClaim(db, people.homeowner.userId, { listingId: (await createListing(db)).id });
      return processClaim(db, viewer, { claimId: claim.id, decision: "approve", adminNotes: "" });
    },
  },
  {
    name: "approve images",
    run: async (db, viewer, people) => approveImages(db, viewer, { imageIds: [(await pendingImage(db, people)).id] }),
  },
  {
    name: "reject an image",
    run: async (db, viewer, people) =>
      rejectImage(db, viewer, { imageId: (await pendingImage(db, people)).id, reason: "Blurred." }),
  },
  {
    name: "feature an image",
    run: async (db, viewer, people) =>
      setImageFeatured(db, viewer, { imageId: (await createTestImage(db, people.owner.brandId)).id, featured: true }),
  },
  {
    name: "verify a brand",
    run: async (db, viewer) => setBrandVerified(db, viewer, { brandId: (await createBrand(db)).id, verified: true }),
  },
  {
    name: "edit a brand",
    run: async (db, viewer, people) =>
      editBrand(db, viewer, people.owner.brandId, {
        brandName: `Corrected ${crypto.randomUUID().slice(0, 8)}`,
        cityId: await testCity(db),
      }),
  },
  {
    name: "route a lead",
    run: async (db, viewer) => {
      const brand = await createBrand(db, { isVerified: true });
      const lead = await createTestLead(db, brand.id);
      const other = await createBrand(db, { isVerified: true });
      return routeLead(db, viewer, { requestId: lead, brandIds: [other.id] });
    },
  },
  {
    name: "set a role",
    run: async (db, viewer) =>
      setUserRole(db, viewer, { userId: (await createPerson(db, "member", "user")).userId, role: "admin" }),
  },
];

const REFUSED: Caller[] = ["anonymous", "homeowner", "owner", "otherOwner"];

describeEachDatabase("admin actions: only admins, always audited", (getDb) => {
  let people: Personas;
  useTestJobQueue(getDb);
  const auditCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

  beforeAll(async () => {
    people = await createPersonas(getDb());
  });

  for (const action of ACTIONS) {
    describe(action.name, () => {
      it.each(REFUSED)("is refused for %s and changes nothing", async (caller) => {
        const before = await auditCount();
        const result = await action.run(getDb(), viewerFor(people, caller), people);
        expect(result.ok).toBe(false);
        expect(await auditCount()).toBe(before);
      });

      it("is done for an admin, with exactly one audit row", async () => {
        const before = await auditCount();
        expect(await action.run(getDb(), people.admin, people)).toMatchObject({ ok: true });
        expect(await auditCount()).toBe(before + 1);
      });
    });
  }
});
