import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { cities, interiorListings } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { BUSINESS_MESSAGES } from "~/features/brands";
import { canEditListing } from "~/features/brands/brands.api.server";
import { findCityById } from "~/features/directory/directory.api.server";
import { parseForm } from "~/lib/form-fields";
import { purgePublicPages } from "~/services/public-pages.server";
import { type ListingInput, listingSchema } from "./listing-schema";
import { createListing, listOwnedListings, type OwnedListing } from "./listings.server";

/** A listing's fields as its owner edits them with the listing form. */
export type EditableListing = Omit<ListingInput, "cityId"> & { id: string; cityId: string | null };

export interface MyListingsTab {
  listings: OwnedListing[];
  /** The listing whose form is open (`?edit=<id>`), when the viewer may edit it. */
  editing: EditableListing | null;
  cities: { id: string; name: string }[];
}

export const MY_LISTINGS_MESSAGES = {
  added: "Listing added",
  saved: "Listing saved",
  notYours: "You can only change your own listings.",
  notFound: "This listing no longer exists.",
  fixErrors: "Please correct the highlighted fields.",
} as const;

/** The outcome of a My Listings command: done, or why not (a message and/or per-field messages). */
export type ListingResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 403 | 404; message: string; fieldErrors?: Partial<Record<string, string>> };

const listingId = z.uuid();

const editableColumns = {
  id: interiorListings.id,
  name: interiorListings.name,
  businessName: interiorListings.businessName,
  email: interiorListings.email,
  phone: interiorListings.phone,
  cityId: interiorListings.cityId,
  areasServed: interiorListings.areasServed,
  tags: interiorListings.tags,
  priceTier: interiorListings.priceTier,
};

async function editableListing(database: Executor, viewer: Viewer, id: unknown): Promise<EditableListing | null> {
  const parsed = listingId.safeParse(id);
  if (!parsed.success || !(await canEditListing(database, viewer, parsed.data))) return null;
  const [row] = await database
    .select(editableColumns)
    .from(interiorListings)
    .where(eq(interiorListings.id, parsed.data));
  return row ?? null;
}

/** The My Listings tab: the listings the viewer owns with their status, and the one being edited. */
export async function loadMyListings(
  database: Executor,
  viewer: Viewer,
  editId: string | null,
): Promise<MyListingsTab> {
  const [listings, editing, cityRows] = await Promise.all([
    listOwnedListings(database, viewer.userId),
    editId ? editableListing(database, viewer, editId) : null,
    database.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name)),
  ]);
  return { listings, editing, cities: cityRows };
}

function invalid(fieldErrors: Partial<Record<string, string>>): ListingResult {
  return { ok: false, status: 400, message: MY_LISTINGS_MESSAGES.fixErrors, fieldErrors };
}

/** Add Listing: the Create Listing form's schema and command; the listing is the viewer's, status claimed. */
export async function addListing(
  database: Executor,
  viewer: Viewer | null,
  values: Record<string, unknown>,
): Promise<ListingResult> {
  if (!viewer) return { ok: false, status: 403, message: MY_LISTINGS_MESSAGES.notYours };
  const parsed = parseForm(listingSchema, values);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const created = await createListing(database, viewer, parsed.value);
  if (!created.ok) return invalid(created.fieldErrors ?? {});
  purgePublicPages(database);
  return created;
}

/** Edit: the owner (or an admin) changes a listing's fields with the same schema; status and owner stay. */
export async function updateListing(
  database: Executor,
  viewer: Viewer | null,
  id: unknown,
  values: Record<string, unknown>,
): Promise<ListingResult> {
  const parsedId = listingId.safeParse(id);
  if (!parsedId.success) return { ok: false, status: 404, message: MY_LISTINGS_MESSAGES.notFound };
  if (!(await canEditListing(database, viewer, parsedId.data))) {
    return { ok: false, status: 403, message: MY_LISTINGS_MESSAGES.notYours };
  }
  const parsed = parseForm(listingSchema, values);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const city = await findCityById(database, parsed.value.cityId);
  if (!city) return invalid({ cityId: BUSINESS_MESSAGES.cityRequired });
  const [row] = await database
    .update(interiorListings)
    .set(parsed.value)
    .where(eq(interiorListings.id, parsedId.data))
    .returning({ id: interiorListings.id });
  if (!row) return { ok: false, status: 404, message: MY_LISTINGS_MESSAGES.notFound };
  purgePublicPages(database);
  return { ok: true, id: row.id };
}
