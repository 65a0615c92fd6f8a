import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { cities, interiorListings } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { BUSINESS_MESSAGES, type Refusal } from "~/features/brands";
import { findCityById } from "~/features/directory/directory.api.server";
import type { ListingInput } from "./listing-schema";

/** Policy: any signed-in person may add a listing of their own (it is theirs from the start). */
export function canCreateListing(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null;
}

/**
 * Creates a listing owned by `viewer` (inserted with claimed_by and status claimed) in the chosen city.
 * `input` comes from listingSchema.
 */
export async function createListing(
  database: Executor,
  viewer: Viewer | null,
  input: ListingInput,
): Promise<{ ok: true; id: string } | Refusal> {
  if (!canCreateListing(viewer)) return { ok: false, message: "Please sign in to add a listing." };
  const city = await findCityById(database, input.cityId);
  if (!city)
    return {
      ok: false,
      message: BUSINESS_MESSAGES.cityRequired,
      fieldErrors: { cityId: BUSINESS_MESSAGES.cityRequired },
    };
  const [listing] = await database
    .insert(interiorListings)
    .values({ ...input, cityId: city.id, claimedBy: viewer.userId, status: "claimed" })
    .returning({ id: interiorListings.id });
  if (!listing) throw new Error("listing not inserted");
  return { ok: true, id: listing.id };
}

export interface OwnedListing {
  id: string;
  name: string;
  status: "unclaimed" | "claimed" | "verified";
  city: string | null;
}

/** The listings a user owns (claimed_by is the user), by name. */
export async function listOwnedListings(database: Executor, userId: string): Promise<OwnedListing[]> {
  return database
    .select({
      id: interiorListings.id,
      name: interiorListings.name,
      status: interiorListings.status,
      city: cities.name,
    })
    .from(interiorListings)
    .leftJoin(cities, eq(cities.id, interiorListings.cityId))
    .where(eq(interiorListings.claimedBy, userId))
    .orderBy(asc(interiorListings.name), asc(interiorListings.id))
    .limit(100);
}
