import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brandProfiles, brands, cities } from "~/db/schema";
import { findBrandProfile } from "~/features/directory/brand/brand.server";
import type { DiskStorage } from "~/services/storage/disk-storage.server";
import { UPLOAD_MESSAGES } from "~/services/uploads/limits";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { createTestDiskStorage } from "~/testing/storage.server";
import {
  loadBrandSettings,
  removeBrandLogo,
  replaceBrandLogo,
  updateBrandSettings,
  writeBrandFields,
} from "./brand-settings.server";
import { BRAND_SETTINGS_MESSAGES } from "./brand-settings-schema";

let disk: { storage: DiskStorage; close(): Promise<void> };
let logo: Uint8Array;

beforeAll(async () => {
  disk = await createTestDiskStorage();
  logo = new Uint8Array(
    await sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 180, g: 90, b: 40, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => disk.close());

async function stored(url: string | null | undefined): Promise<boolean> {
  if (!url) return false;
  return (await disk.storage.get("public", url.replace(/^\/uploads\//, ""))) !== null;
}

describeEachDatabase("brand settings", (getDb) => {
  let db: Db;
  let people: Personas;
  let chennai: string;
  let form: Record<string, unknown>;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [city] = await db
      .insert(cities)
      .values({ name: "Chennai", slug: `chennai-${Date.now()}`, state: "Tamil Nadu" })
      .returning({ id: cities.id });
    chennai = city!.id;
    form = {
      brandName: "Kaveri Interiors",
      description: "Warm, practical homes.",
      about: "Founded in 2012.\nWe design and build.",
      phone: "98765 43210",
      email: "Hello@Kaveri.in",
      websiteUrl: "kaveri.in",
      cityId: chennai,
      areasServed: "Adyar, Velachery, , adyar",
      yearsExperience: "12",
      teamSize: "18",
      minProjectCost: "1,200",
      maxProjectCost: "2500",
      styleSpecialties: ["Modern", "Scandinavian"],
      servicesOffered: ["Modular Kitchens", "Custom Furniture"],
      contactPerson: "Meera Iyer",
      contactEmail: "meera@kaveri.in",
    };
  });

  it("saves every public field and the contact; the slug stays; the public profile shows it", async () => {
    const before = await findBrandProfile(
      db,
      (await loadBrandSettings(db, people.owner, people.owner.brandId))!.fields.slug,
    );
    expect(await updateBrandSettings(db, people.owner, people.owner.brandId, form)).toEqual({ ok: true });
    const settings = await loadBrandSettings(db, people.owner, people.owner.brandId);
    expect(settings?.fields).toMatchObject({
      slug: before!.slug,
      brandName: "Kaveri Interiors",
      phone: "+919876543210",
      email: "hello@kaveri.in",
      websiteUrl: "https://kaveri.in/",
      cityId: chennai,
      areasServed: ["Adyar", "Velachery"],
      yearsExperience: 12,
      teamSize: 18,
      minProjectCost: 1200,
      maxProjectCost: 2500,
      styleSpecialties: ["Modern", "Scandinavian"],
      servicesOffered: ["Modular Kitchens", "Custom Furniture"],
    });
    expect(settings?.contact).toEqual({ contactPerson: "Meera Iyer", contactEmail: "meera@kaveri.in" });
    const profile = await findBrandProfile(db, before!.slug);
    expect(profile).toMatchObject({
      brandName: "Kaveri Interiors",
      city: "Chennai",
      about: "Founded in 2012.\nWe design and build.",
    });
    const [account] = await db
      .select({ businessName: brandProfiles.businessName })
      .from(brandProfiles)
      .where(eq(brandProfiles.brandId, people.owner.brandId));
    expect(account?.businessName).toBe("Kaveri Interiors");
  });

  it("explains bad input field by field and changes nothing", async () => {
    const result = await updateBrandSettings(db, people.owner, people.owner.brandId, {
      ...form,
      brandName: " ",
      phone: "12345",
      email: "not-an-email",
      websiteUrl: "javascript:alert(1)",
      teamSize: "-4",
      styleSpecialties: ["Gothic"],
      about: "<script>alert(1)</script>",
      contactEmail: "nope",
    });
    expect(result).toMatchObject({ ok: false, status: 400 });
    const errors = result.ok ? {} : (result.fieldErrors ?? {});
    expect(Object.keys(errors).sort()).toEqual(
      ["about", "brandName", "contactEmail", "email", "phone", "styleSpecialties", "teamSize", "websiteUrl"].sort(),
    );
    expect(errors.brandName).toBe(BRAND_SETTINGS_MESSAGES.brandName);
    expect(errors.teamSize).toBe(BRAND_SETTINGS_MESSAGES.teamSize);
    const [brand] = await db.select({ name: brands.brandName }).from(brands).where(eq(brands.id, people.owner.brandId));
    expect(brand?.name).toBe("Kaveri Interiors");
  });

  it("keeps style specialties off the list that the brand already has, until the owner unticks them", async () => {
    await db
      .update(brands)
      .set({ styleSpecialties: ["Victorian", "Modern"] })
      .where(eq(brands.id, people.owner.brandId));
    const styles = async () =>
      (await loadBrandSettings(db, people.owner, people.owner.brandId))?.fields.styleSpecialties;

    const kept = { ...form, styleSpecialties: ["Victorian", "Modern", "Scandinavian"] };
    expect(await updateBrandSettings(db, people.owner, people.owner.brandId, kept)).toEqual({ ok: true });
    expect(await styles()).toEqual(["Victorian", "Modern", "Scandinavian"]);

    const another = { ...form, styleSpecialties: ["Victorian", "Gothic"] };
    expect(await updateBrandSettings(db, people.owner, people.owner.brandId, another)).toMatchObject({
      ok: false,
      fieldErrors: { styleSpecialties: expect.any(String) },
    });
    expect(await styles()).toEqual(["Victorian", "Modern", "Scandinavian"]);

    expect(
      await updateBrandSettings(db, people.owner, people.owner.brandId, { ...form, styleSpecialties: ["Modern"] }),
    ).toEqual({
      ok: true,
    });
    expect(await styles()).toEqual(["Modern"]);
  });

  it("checks min ≤ max cost once both are valid, and refuses a city that doesn't exist", async () => {
    const order = await updateBrandSettings(db, people.owner, people.owner.brandId, {
      ...form,
      minProjectCost: "3000",
      maxProjectCost: "2000",
    });
    expect(order).toMatchObject({ fieldErrors: { maxProjectCost: BRAND_SETTINGS_MESSAGES.costOrder } });
    const city = await updateBrandSettings(db, people.owner, people.owner.brandId, {
      ...form,
      cityId: "00000000-0000-4000-8000-000000000000",
    });
    expect(city).toMatchObject({ ok: false, fieldErrors: { cityId: expect.any(String) } });
  });

  it("gives admins one write with the changed fields before and after", async () => {
    const result = await db.transaction((tx) =>
      writeBrandFields(tx, people.otherOwner.brandId, {
        brandName: "Renamed by admin",
        description: null,
        about: null,
        phone: null,
        email: null,
        websiteUrl: null,
        cityId: chennai,
        areasServed: [],
        yearsExperience: null,
        teamSize: null,
        minProjectCost: null,
        maxProjectCost: null,
        styleSpecialties: [],
        servicesOffered: [],
      }),
    );
    expect(result).toMatchObject({
      before: { brandName: expect.stringContaining("Studio") },
      after: { brandName: "Renamed by admin" },
    });
  });

  it("replaces the logo through the image pipeline and deletes the old one's files; removes it", async () => {
    expect(await replaceBrandLogo(db, disk.storage, people.owner, people.owner.brandId, async () => logo)).toEqual({
      ok: true,
    });
    const first = (await loadBrandSettings(db, people.owner, people.owner.brandId))?.logoUrl;
    expect(first).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\/512\.webp$/);
    expect(await stored(first)).toBe(true);

    expect(await replaceBrandLogo(db, disk.storage, people.owner, people.owner.brandId, async () => logo)).toEqual({
      ok: true,
    });
    const second = (await loadBrandSettings(db, people.owner, people.owner.brandId))?.logoUrl;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);

    const refused = await replaceBrandLogo(db, disk.storage, people.owner, people.owner.brandId, async () =>
      new TextEncoder().encode("<svg onload=alert(1)>"),
    );
    expect(refused).toMatchObject({ ok: false, fieldErrors: { logo: UPLOAD_MESSAGES.notImage } });
    expect((await loadBrandSettings(db, people.owner, people.owner.brandId))?.logoUrl).toBe(second);

    expect(await removeBrandLogo(db, disk.storage, people.owner, people.owner.brandId)).toEqual({ ok: true });
    expect((await loadBrandSettings(db, people.owner, people.owner.brandId))?.logoUrl).toBeNull();
    expect(await stored(second)).toBe(false);
  });

  const refused: Caller[] = ["anonymous", "homeowner", "otherOwner"];

  it.each(refused)("refuses %s every settings action on the owner's brand", async (caller) => {
    const viewer = viewerFor(people, caller);
    let read = false;
    expect(await loadBrandSettings(db, viewer, people.owner.brandId)).toBeNull();
    expect(
      await updateBrandSettings(db, viewer, people.owner.brandId, { ...form, brandName: "Hijacked" }),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      await replaceBrandLogo(db, disk.storage, viewer, people.owner.brandId, async () => {
        read = true;
        return logo;
      }),
    ).toMatchObject({ status: 403 });
    expect(await removeBrandLogo(db, disk.storage, viewer, people.owner.brandId)).toMatchObject({ status: 403 });
    expect(read).toBe(false);
    const [brand] = await db.select({ name: brands.brandName }).from(brands).where(eq(brands.id, people.owner.brandId));
    expect(brand?.name).not.toBe("Hijacked");
  });

  it("lets an admin change any brand's settings", async () => {
    expect(await updateBrandSettings(db, people.admin, people.owner.brandId, form)).toEqual({ ok: true });
    expect(await loadBrandSettings(db, people.admin, people.owner.brandId)).not.toBeNull();
  });
});
