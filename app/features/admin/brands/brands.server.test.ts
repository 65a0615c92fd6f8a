import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, brands, cities } from "~/db/schema";
import { BRAND_SETTINGS_MESSAGES } from "~/features/brands/settings/brand-settings-schema";
import { createBrand } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { editBrand, listAdminBrands, setBrandVerified, verifyBrandSchema } from "./brands.server";

describeEachDatabase("admin brands", (getDb) => {
  let db: Db;
  let people: Personas;
  let cityId: string;
  let tag: string;

  const auditOf = (brandId: string) =>
    db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, brandId));

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    tag = `Kochi${Date.now()}`;
    const [city] = await db
      .insert(cities)
      .values({ name: tag, slug: tag.toLowerCase(), state: "Kerala" })
      .returning({ id: cities.id });
    cityId = city!.id;
  });

  it("searches by name or city and filters verified, unverified, claimed and unclaimed", async () => {
    const verified = await createBrand(db, { brandName: `Zeta ${tag}`, isVerified: true });
    const plain = await createBrand(db, { brandName: "Plain studio", city: tag });
    const byName = await listAdminBrands(db, { q: `zeta ${tag}`, page: 1 });
    expect(byName.rows.map((r) => r.id)).toEqual([verified.id]);
    const byCity = await listAdminBrands(db, { q: tag, page: 1 });
    expect(byCity.rows.map((r) => r.id).sort()).toEqual([verified.id, plain.id].sort());
    expect((await listAdminBrands(db, { q: tag, status: "verified", page: 1 })).rows.map((r) => r.id)).toEqual([
      verified.id,
    ]);
    expect((await listAdminBrands(db, { q: tag, status: "unverified", page: 1 })).rows.map((r) => r.id)).toEqual([
      plain.id,
    ]);
    expect((await listAdminBrands(db, { q: tag, status: "claimed", page: 1 })).total).toBe(0);
    const claimed = await listAdminBrands(db, { status: "claimed", page: 1 });
    expect(claimed.rows.every((row) => row.ownerEmail !== null)).toBe(true);
    const paged = await listAdminBrands(db, { q: "%", page: 99_999 });
    expect(paged.page).toBe(paged.totalPages);
  });

  it("verifies and unverifies with an audit row each; doing it twice is refused", async () => {
    const brand = await createBrand(db);
    expect(await setBrandVerified(db, people.admin, { brandId: brand.id, verified: true })).toMatchObject({ ok: true });
    expect(await setBrandVerified(db, people.admin, { brandId: brand.id, verified: true })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await setBrandVerified(db, people.admin, { brandId: brand.id, verified: false })).toMatchObject({
      ok: true,
    });
    expect(await auditOf(brand.id)).toEqual([
      { action: "brand.verify", before: { isVerified: false }, after: { isVerified: true } },
      { action: "brand.unverify", before: { isVerified: true }, after: { isVerified: false } },
    ]);
    const missing = await setBrandVerified(db, people.admin, {
      brandId: "00000000-0000-4000-8000-000000000000",
      verified: true,
    });
    expect(missing).toMatchObject({ ok: false, status: 404 });
  });

  it("edits a brand's public fields with the owner's schema; the audit row holds only the changed fields", async () => {
    const brand = await createBrand(db, { brandName: "Typo Intreiors" });
    const result = await editBrand(db, people.admin, brand.id, {
      brandName: "Typo Interiors",
      cityId,
      phone: "98765 43210",
    });
    expect(result).toMatchObject({ ok: true });
    const [row] = await db
      .select({ name: brands.brandName, city: brands.city, phone: brands.phone, slug: brands.slug })
      .from(brands)
      .where(eq(brands.id, brand.id));
    expect(row).toEqual({ name: "Typo Interiors", city: tag, phone: "+919876543210", slug: brand.slug });
    const [audit] = await auditOf(brand.id);
    expect(audit?.action).toBe("brand.edit");
    expect(audit?.before).toMatchObject({ brandName: "Typo Intreiors", phone: null });
    expect(audit?.after).toMatchObject({ brandName: "Typo Interiors", phone: "+919876543210", cityId });
    expect(Object.keys(audit?.after ?? {})).not.toContain("about");
  });

  it("explains bad input field by field and writes nothing, audit included", async () => {
    const brand = await createBrand(db, { brandName: "Untouched" });
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const result = await editBrand(db, people.admin, brand.id, {
      brandName: " ",
      cityId,
      websiteUrl: "javascript:alert(1)",
      teamSize: "-3",
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { brandName: BRAND_SETTINGS_MESSAGES.brandName, teamSize: BRAND_SETTINGS_MESSAGES.teamSize },
    });
    const noCity = await editBrand(db, people.admin, brand.id, {
      brandName: "Renamed",
      cityId: "00000000-0000-4000-8000-000000000000",
    });
    expect(noCity).toMatchObject({ ok: false, fieldErrors: { cityId: expect.any(String) } });
    const [row] = await db.select({ name: brands.brandName }).from(brands).where(eq(brands.id, brand.id));
    expect(row?.name).toBe("Untouched");
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n).toBe(before);
  });
});

it("answers a tampered verify value with a message an admin can read", () => {
  const parsed = verifyBrandSchema.safeParse({ brandId: crypto.randomUUID(), verified: "maybe" });
  expect(parsed.error?.issues[0]?.message).toBe("Choose Verify or Unverify.");
});
