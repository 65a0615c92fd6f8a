import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, portfolioImages } from "~/db/schema";
import { getGalleryImage, listFeaturedImages } from "~/features/gallery/gallery.server";
import { queueMail } from "~/services/mail-queue.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { approveImages, listModerationImages, rejectImage, setImageFeatured } from "./moderation.server";

vi.mock("~/services/mail-queue.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/services/mail-queue.server")>()),
  queueMail: vi.fn(async () => {}),
}));

const mailed = () => vi.mocked(queueMail).mock.calls.map(([, message]) => message);

describeEachDatabase("admin: moderation", (getDb) => {
  let db: Db;
  let people: Personas;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  beforeEach(() => {
    vi.mocked(queueMail).mockReset();
    vi.mocked(queueMail).mockImplementation(async () => {});
  });

  const pending = (values: Partial<typeof portfolioImages.$inferInsert> = {}) =>
    createTestImage(db, people.owner.brandId, { isApproved: false, title: "Pending kitchen", ...values });
  const imageRow = async (id: string) => (await db.select().from(portfolioImages).where(eq(portfolioImages.id, id)))[0];
  const auditOf = (ids: string[]) =>
    db
      .select({ action: auditLog.action, target: auditLog.targetId, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.targetId, ids));

  it("lists pending images newest first with their brand, and counts every state", async () => {
    const older = await pending({ createdAt: new Date(Date.now() - 60_000) });
    const newer = await pending();
    const page = await listModerationImages(db, { view: "pending", page: 1 });
    const ids = page.rows.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.rows.find((r) => r.id === newer.id)?.brand).toMatchObject({
      id: people.owner.brandId,
      name: "Owner Person's Studio",
    });
    expect(page.counts.pending).toBe(page.total);
    expect(page.counts.pending).toBeGreaterThanOrEqual(2);
  });

  it("approves one image: public from then on, audited", async () => {
    const image = await pending();
    expect(await getGalleryImage(db, image.id)).toBeUndefined();
    expect(await approveImages(db, people.admin, { imageIds: [image.id] })).toMatchObject({ ok: true, approved: 1 });
    expect(await imageRow(image.id)).toMatchObject({ isApproved: true, moderatedBy: people.admin.userId });
    expect(await getGalleryImage(db, image.id)).toBeDefined();
    expect(await auditOf([image.id])).toEqual([
      { action: "image.approve", target: image.id, after: { isApproved: true } },
    ]);
    // Already approved: refused, and no second audit row.
    expect(await approveImages(db, people.admin, { imageIds: [image.id] })).toMatchObject({ ok: false, status: 409 });
    expect(await auditOf([image.id])).toHaveLength(1);
  });

  it("bulk-approves a page of images in one go, skipping ones already approved", async () => {
    const images = [await pending(), await pending(), await pending()];
    const approved = await createTestImage(db, people.owner.brandId);
    const ids = [...images.map((i) => i.id), approved.id];
    expect(await approveImages(db, people.admin, { imageIds: ids })).toMatchObject({
      ok: true,
      approved: 3,
      message: "3 images approved.",
    });
    expect((await auditOf(ids)).map((r) => r.target).sort()).toEqual(images.map((i) => i.id).sort());
  });

  it("rejects with a reason: never public, the owner is emailed the reason, audited", async () => {
    const image = await pending({ title: "Dim study" });
    const result = await rejectImage(
      db,
      people.admin,
      { imageId: image.id, reason: "The photo is blurred." },
      "https://nivasa.test",
    );
    expect(result).toMatchObject({ ok: true });
    const row = await imageRow(image.id);
    expect(row).toMatchObject({ isApproved: false, rejectionReason: "The photo is blurred." });
    expect(row?.rejectedAt).toBeInstanceOf(Date);
    expect(await getGalleryImage(db, image.id)).toBeUndefined();
    expect(mailed()).toEqual([
      expect.objectContaining({
        to: people.owner.email,
        subject: "Your portfolio image “Dim study” was not approved — Nivasa",
        text: expect.stringContaining("Reason: The photo is blurred."),
      }),
    ]);
    expect(await auditOf([image.id])).toEqual([
      { action: "image.reject", target: image.id, after: { rejectionReason: "The photo is blurred." } },
    ]);
    expect(await rejectImage(db, people.admin, { imageId: image.id, reason: "Again" })).toEqual({
      ok: false,
      status: 409,
      message: "This image has already been rejected.",
    });
    // A rejected image can still be approved later (the brand fixed it): the rejection is cleared.
    expect(await approveImages(db, people.admin, { imageIds: [image.id] })).toMatchObject({ ok: true });
    expect(await imageRow(image.id)).toMatchObject({ isApproved: true, rejectedAt: null, rejectionReason: null });
  });

  it("rolls the rejection back when its mail can't be queued: still pending, no audit row", async () => {
    const image = await pending();
    vi.mocked(queueMail).mockRejectedValueOnce(new Error("queue unavailable"));
    await expect(rejectImage(db, people.admin, { imageId: image.id, reason: "Watermarked." })).rejects.toThrow(
      "queue unavailable",
    );
    expect(await imageRow(image.id)).toMatchObject({ isApproved: false, rejectedAt: null, rejectionReason: null });
    expect(await auditOf([image.id])).toEqual([]);
  });

  it("features and unfeatures: featured approved images make Featured Designs", async () => {
    const image = await createTestImage(db, people.owner.brandId, { createdAt: new Date(Date.now() + 60_000) });
    expect(await setImageFeatured(db, people.admin, { imageId: image.id, featured: true })).toMatchObject({ ok: true });
    expect((await listFeaturedImages(db, 50)).map((i) => i.id)).toContain(image.id);
    expect(await setImageFeatured(db, people.admin, { imageId: image.id, featured: true })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await setImageFeatured(db, people.admin, { imageId: image.id, featured: false })).toMatchObject({
      ok: true,
    });
    expect((await listFeaturedImages(db, 50)).map((i) => i.id)).not.toContain(image.id);
    expect((await auditOf([image.id])).map((r) => r.action)).toEqual(["image.feature", "image.unfeature"]);
    // A rejected image can't be featured; an unknown one is a 404.
    const rejected = await pending({ rejectedAt: new Date(), rejectionReason: "No." });
    expect(await setImageFeatured(db, people.admin, { imageId: rejected.id, featured: true })).toMatchObject({
      status: 409,
    });
    expect(
      await setImageFeatured(db, people.admin, { imageId: "00000000-0000-4000-8000-000000000000", featured: true }),
    ).toMatchObject({ status: 404 });
  });
});
