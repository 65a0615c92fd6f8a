import { data } from "react-router";
import type { z } from "zod";
import { ADMIN_ONLY } from "~/content/admin";
import type { Viewer } from "~/features/auth/auth.api.server";
import { formValues } from "~/lib/form-fields";
import type { AuditActor } from "~/services/audit.server";

/** What an admin command answers: done (a message to show, and details), or refused with a status and why. */
export type AdminResult<T extends object = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; status: 400 | 403 | 404 | 409; message: string };

export type AdminRefusal = Extract<AdminResult, { ok: false }>;

export const NOT_ADMIN: AdminRefusal = { ok: false, status: 403, message: ADMIN_ONLY };

/**
 * The policy of every admin action: only an admin may, and the audit log records them as the actor. Null for
 * anyone else (signed out included): the command then answers NOT_ADMIN and changes nothing. The pages check
 * `requireAdmin` first; commands check again so no entry point can skip it.
 */
export function adminActor(viewer: Viewer | null): AuditActor | null {
  return viewer?.role === "admin" ? { userId: viewer.userId, email: viewer.email } : null;
}

export function refused(status: AdminRefusal["status"], message: string): AdminRefusal {
  return { ok: false, status, message };
}

/**
 * The posted form parsed with `schema` (fields named in `multiple` as lists), or a 400 with the first problem's
 * message (a broken body included).
 */
export async function readAdminForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  multiple: readonly string[] = [],
): Promise<{ ok: true; data: z.output<S> } | AdminRefusal> {
  let form: Record<string, unknown>;
  try {
    form = formValues(await request.formData(), multiple);
  } catch {
    return refused(400, "The form could not be read. Please try again.");
  }
  const parsed = schema.safeParse(form);
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? "Please check the form.");
  return { ok: true, data: parsed.data };
}

/** What an admin page's action sends back: the outcome to show (toast, and an alert without JavaScript). */
export interface AdminActionData {
  ok: boolean;
  message: string;
  /** Which form answered (pages with several forms). */
  intent?: string;
}

export function adminActionData(result: AdminResult, intent?: string) {
  const body: AdminActionData = { ok: result.ok, message: result.message, intent };
  return data(body, { status: result.ok ? 200 : result.status });
}
