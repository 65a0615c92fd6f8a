import { USER_ROLES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { setRoleByEmail } from "./profile.server";

export const USER_ROLE_USAGE = `Usage: npm run user:role -- <email> <${USER_ROLES.join("|")}>`;

export interface CommandOutcome {
  exitCode: 0 | 1 | 2;
  message: string;
}

/** `npm run user:role -- <email> <role>`: 0 done, 1 unknown email or role, 2 bad usage. */
export async function runUserRoleCommand(db: Executor, args: string[]): Promise<CommandOutcome> {
  const [email, role, ...extra] = args;
  if (!email || !role || extra.length > 0) return { exitCode: 2, message: USER_ROLE_USAGE };
  const result = await setRoleByEmail(db, email, role);
  if (!result.ok) return { exitCode: 1, message: result.message };
  const change =
    result.previousRole === result.role ? `was already ${result.role}` : `${result.previousRole} → ${result.role}`;
  return { exitCode: 0, message: `${result.email}: ${change}` };
}
