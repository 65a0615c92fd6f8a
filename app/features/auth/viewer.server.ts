import type { USER_ROLES } from "~/content/catalog";

export type Role = (typeof USER_ROLES)[number];

/** The signed-in person as pages see them. Null when signed out. */
export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  emailVerified: boolean;
}

/** Placeholder until better-auth lands: everyone is signed out. */
export async function getViewer(_request: Request): Promise<Viewer | null> {
  return null;
}
