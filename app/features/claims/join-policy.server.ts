import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { findOwnedBrand } from "~/features/brands/brands.api.server";

export const JOIN_MESSAGES = {
  signIn: "Please sign in to join as a brand.",
  alreadyOwnsBrand: "You already own a brand on Nivasa. Manage it from your Brand Dashboard.",
} as const;

/**
 * Policy for every 'Join as a Brand' action (claim or create): a signed-in person who owns no brand yet.
 * Null when allowed, else the refusal to show.
 */
export async function canJoinAsBrand(database: Executor, viewer: Viewer | null): Promise<string | null> {
  if (!viewer) return JOIN_MESSAGES.signIn;
  if (await findOwnedBrand(database, viewer.userId)) return JOIN_MESSAGES.alreadyOwnsBrand;
  return null;
}
