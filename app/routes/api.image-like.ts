import { data, redirect } from "react-router";
import { z } from "zod";
import { GALLERY_COPY } from "~/content/design-ideas";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { setImageLike, toggleImageLike } from "~/features/gallery/likes.server";
import { redirectToField } from "~/lib/safe-redirect";
import { ownChangeHeaders } from "~/server/http/page-cache/page-cache.server";
import { ACTION_LIMIT_MESSAGES, LIMIT_REACHED } from "~/services/action-limits.server";
import { flashToast } from "~/services/flash.server";
import type { Route } from "./+types/api.image-like";

const likeForm = z.object({
  /** The wanted state ("true"/"false"); absent → toggle. */
  liked: z.enum(["true", "false"]).optional(),
  /** Where a form post without JavaScript returns to. */
  redirectTo: redirectToField,
});

/** The same-site page to go back to, scrolled to the image; anything else falls back to the gallery. */
function backTo(target: string | undefined, imageId: string | undefined): string {
  const page = (target ?? "/design-ideas").split("#")[0];
  return imageId ? `${page}#image-${imageId}` : page;
}

/**
 * POST /api/images/:imageId/like. Script callers (Accept: application/json) get { liked, likesCount }
 * or an error status; a plain form post is redirected back (a signed-out visitor to /auth first),
 * with a toast when it failed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  const imageId = z.guid().safeParse(params.imageId);
  const fields = await request
    .formData()
    .then((formData) => Object.fromEntries(formData))
    .catch(() => ({}));
  const form = likeForm.safeParse(fields);
  const back = backTo(form.success ? form.data.redirectTo : undefined, imageId.data);
  const fail = (status: number, title: string, description: string) =>
    wantsJson
      ? data({ error: title, description }, { status })
      : redirect(back, flashToast({ status: 303 }, { type: "error", title, description }));

  const viewer = await getViewer(request);
  if (!viewer && !wantsJson) {
    // Without JavaScript no toast can show: take the visitor to sign in, and back here afterwards.
    const signIn = `/auth?redirectTo=${encodeURIComponent(back)}`;
    const toast = {
      type: "info",
      title: GALLERY_COPY.signInTitle,
      description: GALLERY_COPY.signInDescription,
    } as const;
    return redirect(signIn, flashToast({ status: 303 }, toast));
  }
  if (!viewer) return fail(401, GALLERY_COPY.signInTitle, GALLERY_COPY.signInDescription);
  if (!imageId.success || !form.success) return fail(400, "Error", GALLERY_COPY.likeError);

  const liked = form.data.liked;
  const result =
    liked === undefined
      ? await toggleImageLike(db(), viewer.userId, imageId.data)
      : await setImageLike(db(), viewer.userId, imageId.data, liked === "true");
  if (result === LIMIT_REACHED) return fail(429, "Error", ACTION_LIMIT_MESSAGES.like);
  if (!result) return fail(404, "Error", GALLERY_COPY.likeError);
  const headers = ownChangeHeaders();
  return wantsJson ? data(result, { headers }) : redirect(back, { status: 303, headers });
}

export function loader() {
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
