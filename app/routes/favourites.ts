import { data, redirect } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { changeFavourite, mergeFavourites } from "~/features/directory/cards/favourites.server";
import { redirectToField } from "~/lib/safe-redirect";
import { ownChangeHeaders } from "~/server/http/page-cache/page-cache.server";
import { ACTION_LIMIT_MESSAGES, LIMIT_REACHED } from "~/services/action-limits.server";
import type { Route } from "./+types/favourites";

const favouriteForm = z.object({
  brandId: z.uuid(),
  /** The wanted state; absent (the no-JS form of a page shared by every visitor) → toggle. */
  favourite: z
    .enum(["0", "1"])
    .transform((v) => v === "1")
    .optional(),
  /** Sent by the no-JS form only: where to go back to. Same-site paths only. */
  redirectTo: redirectToField,
});

/** After sign-in, the hearts a visitor kept in this browser (at most one listing page's worth a few times over). */
const mergeForm = z.object({
  intent: z.literal("merge"),
  brandIds: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Not a list" });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.uuid()).max(200)),
});

const tooMany = () => data({ error: ACTION_LIMIT_MESSAGES.favourite }, { status: 429 });

/** Saving a favourite needs an account; visitors keep favourites in their browser instead. */
export async function action({ request }: Route.ActionArgs) {
  const fields = Object.fromEntries(await request.formData());
  const viewer = await getViewer(request);
  if (fields.intent === "merge") {
    if (!viewer) return data({ error: "Sign in to save favourites" }, { status: 401 });
    const merge = mergeForm.safeParse(fields);
    if (!merge.success) return data({ error: "Those favourites could not be read" }, { status: 400 });
    const merged = await mergeFavourites(db(), viewer.userId, merge.data.brandIds);
    return merged === LIMIT_REACHED ? tooMany() : { merged };
  }
  const form = favouriteForm.safeParse(fields);
  const back = form.success ? form.data.redirectTo : undefined;
  if (!viewer) {
    if (back) throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
    return data({ error: "Sign in to save favourites" }, { status: 401 });
  }
  if (!form.success) return data({ error: "Choose a designer to save" }, { status: 400 });
  const saved = await changeFavourite(db(), viewer.userId, form.data.brandId, form.data.favourite);
  if (saved === LIMIT_REACHED) return tooMany();
  if (saved === undefined) return data({ error: "This designer no longer exists" }, { status: 404 });
  const headers = ownChangeHeaders();
  if (back) throw redirect(back, { headers });
  return data({ favourite: saved }, { headers });
}

export function loader() {
  return redirect("/profile");
}
