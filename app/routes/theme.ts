import { data, redirect } from "react-router";
import { z } from "zod";
import { themeCookie } from "~/features/shell/theme.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { THEMES } from "~/lib/theme";
import type { Route } from "./+types/theme";

/** `redirectTo` marks the plain form post (no JS): it returns to its page, or home when that is not ours. */
const themeForm = z.object({ theme: z.enum(THEMES), redirectTo: z.string().optional() });

/** Saves the theme choice. A plain form post (no JS) comes back to its page; the header's fetcher gets data. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = themeForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Choose light, dark or system." }, { status: 400 });
  const headers = { "Set-Cookie": themeCookie(parsed.data.theme) };
  if (parsed.data.redirectTo !== undefined) return redirect(safeRedirectPath(parsed.data.redirectTo), { headers });
  return data({ theme: parsed.data.theme }, { headers });
}

export function loader() {
  return redirect("/");
}
