import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { rebuildProjectRecords } from "~/features/projects/projects.api.server";
import { purgePublicPages } from "~/services/public-pages.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand, createTestImage } from "~/testing/gallery.server";
import { createTestRecordProject } from "~/testing/project-record.server";
import { cardDetails } from "./listing.server";

const NOW = new Date("2026-11-27T06:00:00Z");
const START = "2026-03-01";

describeEachDatabase("designer cards: photos, photo count and project record in one read", (getDb) => {
  let db: Db;
  const brand = { withBoth: "", photosOnly: "", recordOnly: "", neither: "" };

  beforeAll(async () => {
    db = getDb();
    for (const key of Object.keys(brand) as (keyof typeof brand)[]) brand[key] = (await createTestBrand(db)).id;
    for (const [i, likesCount] of [5, 9, 1, 7].entries()) {
      await createTestImage(db, brand.withBoth, { imageUrl: `/media/art/both-${i}.webp`, likesCount });
    }
    await createTestImage(db, brand.withBoth, { imageUrl: "/media/art/pending.webp", isApproved: false });
    await createTestImage(db, brand.photosOnly, { imageUrl: "/media/art/only.webp" });
    const handedOver = new Date("2026-04-20T10:00:00+05:30");
    await createTestRecordProject(db, brand.withBoth, { startOn: START, handedOverAt: handedOver });
    await createTestRecordProject(db, brand.recordOnly, { startOn: START, handedOverAt: handedOver });
    await createTestRecordProject(db, brand.recordOnly, { startOn: START });
    await rebuildProjectRecords(db, NOW);
  });

  it("gives each card its 3 best approved photos, its approved photo count and its handovers, on time or not", async () => {
    const details = await cardDetails(db, Object.values(brand));
    expect(details.get(brand.withBoth)).toEqual({
      photoCount: 4,
      images: ["both-1", "both-3", "both-0"].map((name) => ({
        url: `/media/art/${name}.webp`,
        width: expect.any(Number),
        height: expect.any(Number),
      })),
      record: { handovers: 1, onTime: 1 },
    });
    expect(details.get(brand.photosOnly)).toMatchObject({ photoCount: 1, record: { handovers: 0, onTime: 0 } });
    // A brand without an approved photo still shows its record.
    expect(details.get(brand.recordOnly)).toEqual({ photoCount: 0, images: [], record: { handovers: 1, onTime: 1 } });
    expect(details.get(brand.neither)).toEqual({ photoCount: 0, images: [], record: { handovers: 0, onTime: 0 } });
  });

  it("keeps a brand's details for the next listings until public content changes, and reads the others", async () => {
    const kept = (await createTestBrand(db)).id;
    await createTestImage(db, kept, { imageUrl: "/media/art/kept-0.webp" });
    expect((await cardDetails(db, [kept])).get(kept)?.photoCount).toBe(1);

    await createTestImage(db, kept, { imageUrl: "/media/art/kept-1.webp" });
    const added = (await createTestBrand(db)).id;
    await createTestImage(db, added, { imageUrl: "/media/art/added.webp" });
    const both = await cardDetails(db, [added, kept]);
    expect([...both.keys()]).toEqual([added, kept]);
    expect(both.get(kept)?.photoCount).toBe(1);
    expect(both.get(added)?.images.map((image) => image.url)).toEqual(["/media/art/added.webp"]);

    purgePublicPages(db);
    expect((await cardDetails(db, [kept])).get(kept)?.photoCount).toBe(2);
  });
});
