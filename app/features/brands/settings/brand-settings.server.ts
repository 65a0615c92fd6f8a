import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { brandProfiles, brands, cities } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { canEditBrand } from "~/features/brands/brand-access.server";
import { BUSINESS_MESSAGES } from "~/features/brands/profile-fields";
import { logger } from "~/lib/logger.server";
import { purgePublicPages } from "~/services/public-pages.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { UploadError } from "~/services/uploads/checks.server";
import { deleteStoredImage, withStoredImage } from "~/services/uploads/images.server";
import { type BrandContact, type BrandFields, parseBrandContact, parseBrandFields } from "./brand-settings-schema";

/** What Profile Settings shows: the brand's public fields, its logo and the owner's contact. */
export interface BrandSettings {
  fields: BrandFields & { slug: string };
  contact: BrandContact;
  logoUrl: string | null;
  cities: { id: string; name: string }[];
}

/** The outcome of a settings command: done, or why not (a message and/or per-field messages). */
export type SettingsResult =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 404; message?: string; fieldErrors?: Partial<Record<string, string>> };

export const SETTINGS_MESSAGES = {
  saved: "Profile settings saved",
  logoSaved: "Logo updated",
  logoRemoved: "Logo removed",
  notYours: "You can only change your own brand's settings.",
  fixErrors: "Please correct the highlighted fields.",
} as const;

const forbidden = { ok: false, status: 403, message: SETTINGS_MESSAGES.notYours } as const;

const brandFieldColumns = {
  brandName: brands.brandName,
  description: brands.description,
  about: brands.about,
  phone: brands.phone,
  email: brands.email,
  websiteUrl: brands.websiteUrl,
  cityId: sql<string>`coalesce(${brands.cityId}::text, '')`,
  areasServed: brands.areasServed,
  yearsExperience: brands.yearsExperience,
  teamSize: brands.teamSize,
  minProjectCost: brands.minProjectCost,
  maxProjectCost: brands.maxProjectCost,
  styleSpecialties: brands.styleSpecialties,
  servicesOffered: brands.servicesOffered,
};

/** Profile Settings' data; null when `viewer` may not edit the brand. */
export async function loadBrandSettings(
  database: Executor,
  viewer: Viewer | null,
  brandId: string,
): Promise<BrandSettings | null> {
  if (!(await canEditBrand(database, viewer, brandId))) return null;
  const [[row], cityRows] = await Promise.all([
    database
      .select({
        ...brandFieldColumns,
        slug: brands.slug,
        logoUrl: brands.logoUrl,
        contactPerson: brandProfiles.contactPerson,
        contactEmail: brandProfiles.contactEmail,
      })
      .from(brands)
      .leftJoin(brandProfiles, eq(brandProfiles.brandId, brands.id))
      .where(eq(brands.id, brandId)),
    database.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name)),
  ]);
  if (!row) return null;
  const { contactPerson, contactEmail, logoUrl, ...fields } = row;
  return {
    fields: fields as BrandSettings["fields"],
    contact: { contactPerson, contactEmail },
    logoUrl,
    cities: cityRows,
  };
}

/** The style specialties a brand has now ([] when there is no such brand): a save keeps those off STYLE_SPECIALTIES. */
export async function heldStyles(database: Executor, brandId: string): Promise<string[]> {
  const [row] = await database.select({ styles: brands.styleSpecialties }).from(brands).where(eq(brands.id, brandId));
  return row?.styles ?? [];
}

/**
 * Writes a brand's public fields (the one write behind the owner's Profile Settings and an admin's brand edit):
 * the city name follows the chosen city; the slug stays. Returns the fields before and after, for
 * changedFields() and the audit log; null when there is no such brand or city. Call in a transaction and
 * purgePublicPages() after it commits.
 */
export async function writeBrandFields(
  tx: Executor,
  brandId: string,
  fields: BrandFields,
): Promise<{ before: BrandFields; after: BrandFields } | "no-brand" | "no-city"> {
  const [current] = await tx.select(brandFieldColumns).from(brands).where(eq(brands.id, brandId)).for("update");
  if (!current) return "no-brand";
  const [city] = await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, fields.cityId));
  if (!city) return "no-city";
  await tx
    .update(brands)
    .set({ ...fields, city: city.name, updatedAt: new Date() })
    .where(eq(brands.id, brandId));
  return { before: current as BrandFields, after: fields };
}

/**
 * The owner's Profile Settings form: the brand's public fields and the owner's contact, checked with their
 * schemas and written in one transaction; public pages show the change at once.
 */
export async function updateBrandSettings(
  database: Executor,
  viewer: Viewer | null,
  brandId: string,
  values: Record<string, unknown>,
): Promise<SettingsResult> {
  if (!(await canEditBrand(database, viewer, brandId))) return forbidden;
  const fields = parseBrandFields(values, await heldStyles(database, brandId));
  const contact = parseBrandContact(values);
  if (!fields.ok || !contact.ok) {
    const fieldErrors = { ...(fields.ok ? {} : fields.fieldErrors), ...(contact.ok ? {} : contact.fieldErrors) };
    return { ok: false, status: 400, message: SETTINGS_MESSAGES.fixErrors, fieldErrors };
  }
  const outcome = await database.transaction(async (tx) => {
    const written = await writeBrandFields(tx, brandId, fields.value);
    if (typeof written === "string") return written;
    await tx
      .update(brandProfiles)
      .set({ ...contact.value, businessName: fields.value.brandName })
      .where(eq(brandProfiles.brandId, brandId));
    return "saved";
  });
  if (outcome === "no-brand") return { ok: false, status: 404 };
  if (outcome === "no-city") {
    return { ok: false, status: 400, fieldErrors: { cityId: BUSINESS_MESSAGES.cityRequired } };
  }
  purgePublicPages(database);
  return { ok: true };
}

/**
 * Sets the brand's logo URL (null removes it) in one statement that also returns the one it replaces, so two
 * changes at once can't both miss the old logo's files. Undefined when there is no such brand.
 */
async function swapLogo(database: Executor, brandId: string, url: string | null): Promise<string | null | undefined> {
  const result = await database.execute(sql`
    UPDATE ${brands} AS b SET logo_url = ${url}, updated_at = now()
    FROM (SELECT id, logo_url FROM ${brands} WHERE id = ${brandId} FOR UPDATE) AS old
    WHERE b.id = old.id
    RETURNING old.logo_url AS "previous"`);
  const [row] = rowsOf<{ previous: string | null }>(result);
  return row ? row.previous : undefined;
}

async function deleteOldLogo(storage: ObjectStorage, previous: string | null | undefined): Promise<void> {
  if (previous)
    await deleteStoredImage(storage, previous).catch((e) => logger().error({ err: e }, "[settings] old logo kept"));
}

/** Replaces the brand's logo with an uploaded image (the portfolio pipeline); the old logo's files go. */
export async function replaceBrandLogo(
  database: Executor,
  storage: ObjectStorage,
  viewer: Viewer | null,
  brandId: string,
  file: () => Promise<Uint8Array>,
): Promise<SettingsResult> {
  if (!(await canEditBrand(database, viewer, brandId))) return forbidden;
  let previous: string | null | undefined;
  try {
    const bytes = await file();
    previous = await withStoredImage(storage, bytes, async (logo) => {
      const replaced = await swapLogo(database, brandId, logo.url);
      if (replaced === undefined) throw new Error(`brand ${brandId} not found`);
      return replaced;
    });
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, status: 400, fieldErrors: { logo: error.message } };
    throw error;
  }
  await deleteOldLogo(storage, previous);
  purgePublicPages(database);
  return { ok: true };
}

/** Removes the brand's logo (the initials show again) and its files. */
export async function removeBrandLogo(
  database: Executor,
  storage: ObjectStorage,
  viewer: Viewer | null,
  brandId: string,
): Promise<SettingsResult> {
  if (!(await canEditBrand(database, viewer, brandId))) return forbidden;
  await deleteOldLogo(storage, await swapLogo(database, brandId, null));
  purgePublicPages(database);
  return { ok: true };
}
