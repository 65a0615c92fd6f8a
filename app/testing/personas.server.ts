/** The people every authorization test tries an action as: one table-driven test per action, every persona. */
import { randomUUID } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { brandProfiles, brands, profiles, users } from "~/db/schema";
import type { Role, Viewer } from "~/features/auth/viewer.server";

export interface BrandOwner extends Viewer {
  brandId: string;
}

export interface Personas {
  /** Signed in, role user, owns nothing. */
  homeowner: Viewer;
  /** Owns `owner.brandId`: the brand the tests act on. */
  owner: BrandOwner;
  /** Owns another brand: must be refused on `owner`'s. */
  otherOwner: BrandOwner;
  admin: Viewer;
}

/** The callers an action that is not public must refuse, with `null` standing for a signed-out visitor. */
export type Caller = keyof Personas | "anonymous";

export function viewerFor(personas: Personas, caller: Caller): Viewer | null {
  return caller === "anonymous" ? null : personas[caller];
}

/** One signed-up person: a user row (email verified) and a profile with `role`. */
export async function createPerson(db: Executor, label: string, role: Role): Promise<Viewer> {
  const userId = randomUUID();
  const email = `${label}-${userId.slice(0, 8)}@example.test`;
  const fullName = `${label[0]?.toUpperCase()}${label.slice(1)} Person`;
  await db.insert(users).values({ id: userId, name: fullName, email, emailVerified: true });
  await db.insert(profiles).values({ userId, fullName, role });
  return { userId, email, fullName, role, emailVerified: true };
}

async function createOwner(db: Executor, label: string): Promise<BrandOwner> {
  const person = await createPerson(db, label, "brand");
  const [brand] = await db
    .insert(brands)
    .values({
      slug: `${label}-${person.userId.slice(0, 8)}`,
      brandName: `${person.fullName}'s Studio`,
      claimedBy: person.userId,
      claimedAt: new Date(),
    })
    .returning({ id: brands.id });
  if (!brand) throw new Error("brand not created");
  await db.insert(brandProfiles).values({
    userId: person.userId,
    brandId: brand.id,
    businessName: `${person.fullName}'s Studio`,
    contactPerson: person.fullName,
    contactEmail: person.email,
  });
  return { ...person, brandId: brand.id };
}

/** A homeowner, two brand owners and an admin, each a real user row with a profile. */
export async function createPersonas(db: Executor): Promise<Personas> {
  return {
    homeowner: await createPerson(db, "homeowner", "user"),
    owner: await createOwner(db, "owner"),
    otherOwner: await createOwner(db, "other"),
    admin: await createPerson(db, "admin", "admin"),
  };
}
