import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { portfolioImages } from "~/db/schema";
import { brandPortfolio } from "~/features/directory/brand/brand.server";
import { cardDetails } from "~/features/directory/listings/listing.server";
import { NO_FILTERS } from "~/features/gallery/filters";
import { getGalleryImage, listGalleryPage } from "~/features/gallery/gallery.server";
import type { DiskStorage } from "~/services/storage/disk-storage.server";
import { UPLOAD_MESSAGES } from "~/services/uploads/limits";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { createTestDiskStorage } from "~/testing/storage.server";
import {
  addPortfolioImage,
  DASHBOARD_IMAGES_PAGE_SIZE,
  deletePortfolioImage,
  loadPortfolioTab,
  updatePortfolioImage,
} from "./portfolio.server";
import { IMAGE_MESSAGES } from "./portfolio-schema";

const DETAILS = {
  title: "Teak kitchen in Adyar",
  description: "Warm wood and white quartz",
  roomType: "kitchen",
  designStyle: "modern",
  colorPalette: "white",
  spaceSize: "medium",
  layoutType: "island",
  projectCostRange: "premium",
  projectLocation: "Adyar, Chennai",
  designElements: ["lighting", "modular_storage", "lighting"],
};

let photo: Uint8Array;
let disk: { storage: DiskStorage; close(): Promise<void> };

beforeAll(async () => {
  photo = new Uint8Array(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a86" } })
      .jpeg()
      .toBuffer(),
  );
  disk = await createTestDiskStorage();
});
afterAll(() => disk.close());

/** Whether any stored file of the image (by its URL) is still on disk. */
async function hasFiles(url: string): Promise<boolean> {
  const key = url.replace(/^\/uploads\//, "");
  return (await disk.storage.get("public", key)) !== null;
}

describeEachDatabase("portfolio", (getDb) => {
  let db: Db;
  let people: Personas;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  it("adds an uploaded image as pending, with every detail and its stored widths", async () => {
    const result = await addPortfolioImage(
      db,
      disk.storage,
      people.owner,
      people.owner.brandId,
      DETAILS,
      async () => photo,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.image).toMatchObject({
      title: "Teak kitchen in Adyar",
      roomType: "kitchen",
      layoutType: "island",
      designElements: ["lighting", "modular_storage"],
      status: "pending",
      width: 900,
      height: 600,
    });
    expect(result.image.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\/900\.webp$/);
    expect(await hasFiles(result.image.url)).toBe(true);

    const listed = await loadPortfolioTab(db, people.owner.userId, new URLSearchParams());
    expect(listed?.images.map((i) => i.id)).toContain(result.image.id);
  });

  it("drops the kitchen layout for other rooms and explains bad details before touching the file", async () => {
    let read = false;
    const file = async () => {
      read = true;
      return photo;
    };
    const bad = await addPortfolioImage(
      db,
      disk.storage,
      people.owner,
      people.owner.brandId,
      { ...DETAILS, title: "  ", roomType: "garage", designStyle: "gothic", projectLocation: "<b>x</b>" },
      file,
    );
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        title: IMAGE_MESSAGES.title,
        roomType: IMAGE_MESSAGES.roomType,
        designStyle: "Please choose one of the options",
        projectLocation: "Please remove HTML tags (text between < and >).",
      },
    });
    expect(read).toBe(false);

    const bedroom = await addPortfolioImage(
      db,
      disk.storage,
      people.owner,
      people.owner.brandId,
      { ...DETAILS, roomType: "bedroom" },
      file,
    );
    expect(bedroom.ok && bedroom.image.layoutType).toBeNull();
  });

  it("refuses a file that is not an image, leaving no row", async () => {
    const before = await db.$count(portfolioImages, eq(portfolioImages.brandId, people.owner.brandId));
    const result = await addPortfolioImage(db, disk.storage, people.owner, people.owner.brandId, DETAILS, async () =>
      new TextEncoder().encode("hello, I am a text file named photo.jpg"),
    );
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { file: UPLOAD_MESSAGES.notImage } });
    expect(await db.$count(portfolioImages, eq(portfolioImages.brandId, people.owner.brandId))).toBe(before);
  });

  it("edits the details and keeps the moderation state; deletes the row and its files", async () => {
    const added = await addPortfolioImage(
      db,
      disk.storage,
      people.owner,
      people.owner.brandId,
      DETAILS,
      async () => photo,
    );
    if (!added.ok) throw new Error("not added");
    const edited = await updatePortfolioImage(db, people.owner, added.image.id, {
      ...DETAILS,
      title: "Island kitchen",
      designElements: "lighting",
    });
    expect(edited).toMatchObject({
      ok: true,
      image: { title: "Island kitchen", designElements: ["lighting"], status: "pending" },
    });

    expect(await deletePortfolioImage(db, disk.storage, people.owner, added.image.id)).toEqual({ ok: true });
    expect(await hasFiles(added.image.url)).toBe(false);
    expect(await db.$count(portfolioImages, eq(portfolioImages.id, added.image.id))).toBe(0);
    expect(await deletePortfolioImage(db, disk.storage, people.owner, added.image.id)).toMatchObject({ status: 403 });
  });

  it("shows the owner every state with its badge, the public only approved images", async () => {
    const brandId = people.otherOwner.brandId;
    const approved = await createTestImage(db, brandId, { title: "Approved one", isApproved: true });
    const pending = await createTestImage(db, brandId, { title: "Pending one", isApproved: false });
    const rejected = await createTestImage(db, brandId, {
      title: "Rejected one",
      isApproved: false,
      rejectedAt: new Date(),
      rejectionReason: "Watermarked",
    });

    const mine = await loadPortfolioTab(db, people.otherOwner.userId, new URLSearchParams());
    expect(Object.fromEntries(mine?.images.map((i) => [i.title, [i.status, i.rejectionReason]]) ?? [])).toEqual({
      "Approved one": ["approved", null],
      "Pending one": ["pending", null],
      "Rejected one": ["rejected", "Watermarked"],
    });

    // Brand page, designer cards, gallery and the photo page see the approved image only.
    const brandPage = await brandPortfolio(db, { id: brandId });
    expect(brandPage.photos.map((p) => p.id)).toEqual([approved.id]);
    expect(brandPage.photoCount).toBe(1);
    const cards = await cardDetails(db, [brandId]);
    expect(cards.get(brandId)).toMatchObject({ photoCount: 1, images: [{ url: approved.imageUrl }] });
    const gallery = await listGalleryPage(db, NO_FILTERS, undefined, 500);
    const galleryIds = gallery.images.map((i) => i.id);
    expect(galleryIds).toContain(approved.id);
    expect(galleryIds).not.toContain(pending.id);
    expect(galleryIds).not.toContain(rejected.id);
    expect(await getGalleryImage(db, pending.id)).toBeUndefined();
    expect(await getGalleryImage(db, rejected.id)).toBeUndefined();
  });

  const refused: Caller[] = ["anonymous", "homeowner", "otherOwner"];

  it.each(refused)("refuses %s every portfolio action on the owner's brand", async (caller) => {
    const viewer = viewerFor(people, caller);
    const [image] = await db
      .insert(portfolioImages)
      .values({ brandId: people.owner.brandId, imageUrl: "/media/art/x.webp", title: "Mine", roomType: "bedroom" })
      .returning({ id: portfolioImages.id });
    const id = image!.id;
    let read = false;

    if (viewer) {
      const tab = await loadPortfolioTab(db, viewer.userId, new URLSearchParams());
      expect(tab?.images.map((i) => i.id) ?? []).not.toContain(id);
    }
    expect(
      await addPortfolioImage(db, disk.storage, viewer, people.owner.brandId, DETAILS, async () => {
        read = true;
        return photo;
      }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(read).toBe(false);
    expect(await updatePortfolioImage(db, viewer, id, { ...DETAILS, title: "Hijacked" })).toMatchObject({
      status: 403,
    });
    expect(await deletePortfolioImage(db, disk.storage, viewer, id)).toMatchObject({ status: 403 });
    const [after] = await db
      .select({ title: portfolioImages.title })
      .from(portfolioImages)
      .where(eq(portfolioImages.id, id));
    expect(after?.title).toBe("Mine");
  });

  it("lets an admin manage any brand's images", async () => {
    const [image] = await db
      .insert(portfolioImages)
      .values({ brandId: people.owner.brandId, imageUrl: "/media/art/x.webp", title: "Mine", roomType: "bedroom" })
      .returning({ id: portfolioImages.id });
    expect(await updatePortfolioImage(db, people.admin, image!.id, DETAILS)).toMatchObject({ ok: true });
    expect(await deletePortfolioImage(db, disk.storage, people.admin, image!.id)).toEqual({ ok: true });
  });

  it("answers 'not found' to an image id that isn't a UUID, for the owner and an admin", async () => {
    for (const caller of [people.owner, people.admin]) {
      for (const id of ["not-a-uuid", "", "1 OR 1=1", `${"f".repeat(36)}`]) {
        expect(await updatePortfolioImage(db, caller, id, DETAILS), id).toMatchObject({ ok: false, status: 404 });
        expect(await deletePortfolioImage(db, disk.storage, caller, id), id).toMatchObject({ ok: false, status: 404 });
      }
    }
  });

  it("pages the owner's images newest first, counts them all, and shows the last page for a page past it", async () => {
    const owner = await createPersonas(db);
    const brandId = owner.owner.brandId;
    const made = [];
    for (let i = 0; i < DASHBOARD_IMAGES_PAGE_SIZE + 2; i++) {
      made.push(
        await createTestImage(db, brandId, { title: `Photo ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) }),
      );
    }
    const newestFirst = made.map((image) => image.id).reverse();
    const tab = (page: string, edit = "") =>
      loadPortfolioTab(db, owner.owner.userId, new URLSearchParams({ page, edit }));

    const first = await tab("1", newestFirst[3]);
    expect(first).toMatchObject({ total: made.length, page: 1, pages: 2, editing: { id: newestFirst[3] } });
    expect(first?.images.map((i) => i.id)).toEqual(newestFirst.slice(0, DASHBOARD_IMAGES_PAGE_SIZE));
    for (const page of ["2", "99", "1e30"]) {
      const last = await tab(page);
      expect(last, page).toMatchObject({ total: made.length, page: 2, pages: 2, editing: null });
      expect(last?.images.map((i) => i.id)).toEqual(newestFirst.slice(DASHBOARD_IMAGES_PAGE_SIZE));
    }
    expect(await tab("-3")).toMatchObject({ page: 1 });
  });

  it("gives a brand without images an empty first page, and nothing to someone who owns no brand", async () => {
    const fresh = await createPersonas(db);
    expect(await loadPortfolioTab(db, fresh.owner.userId, new URLSearchParams({ page: "4" }))).toEqual({
      images: [],
      total: 0,
      page: 1,
      pages: 1,
      editing: null,
    });
    expect(await loadPortfolioTab(db, fresh.homeowner.userId, new URLSearchParams())).toBeNull();
    expect(await loadPortfolioTab(db, fresh.admin.userId, new URLSearchParams())).toBeNull();
  });
});
