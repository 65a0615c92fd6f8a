import { z } from "zod";
import { readCookie } from "~/lib/cookies";
import { clearCookie, setCookie } from "~/lib/cookies.server";
import { FLASH_COOKIE, type FlashToast } from "~/lib/flash-cookie";

/**
 * A toast that survives one redirect: set it in an action/loader, the next page shows it.
 *   throw redirect("/", flashToast(headers, { type: "success", title: "Welcome back!" }));
 * The root loader reads and clears it (readFlashToast); the shell shows it with sonner.
 */
export const flashToastSchema: z.ZodType<FlashToast> = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
});
export type { FlashToast };
export { FLASH_COOKIE };

// Not HttpOnly on purpose: root's shouldRevalidate looks for it after client-side redirects.
const MAX_AGE_SECONDS = 60;

/** Adds the flash cookie to `init` (a Headers, a ResponseInit, or nothing) and returns a ResponseInit. */
export function flashToast(init: Headers | ResponseInit | undefined, toast: FlashToast): ResponseInit {
  const base: ResponseInit = init instanceof Headers ? { headers: init } : (init ?? {});
  const headers = new Headers(base.headers);
  const value = Buffer.from(JSON.stringify(flashToastSchema.parse(toast)), "utf8").toString("base64url");
  headers.append("Set-Cookie", setCookie(FLASH_COOKIE, value, { maxAge: MAX_AGE_SECONDS }));
  return { ...base, headers };
}

/** The pending toast, if any, and the header that clears it (send it with the response that shows it). */
export function readFlashToast(request: Request): { toast: FlashToast | null; headers: Headers } {
  const headers = new Headers();
  const raw = readCookie(request.headers.get("Cookie"), FLASH_COOKIE);
  if (raw === null) return { toast: null, headers };
  headers.append("Set-Cookie", clearCookie(FLASH_COOKIE));
  return { toast: decode(raw), headers };
}

function decode(raw: string): FlashToast | null {
  try {
    const parsed = flashToastSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
