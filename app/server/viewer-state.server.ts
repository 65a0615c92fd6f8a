/**
 * The personal bits of a shared public page, for the signed-in visitor looking at it: who they are (the header
 * menu), which of the page's designers they saved and which of its images they like, and on a brand page what
 * they may do on its Reviews tab (their review, the owner's reply forms). Public pages are the same
 * bytes for everyone (the page cache shares them with signed-in visitors); the browser asks for these once per
 * page view (`GET /api/viewer?brands=…&images=…&reviewsOf=…`, viewer-state.tsx) and fills them in.
 */
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";
import { unreadMessagesOf } from "~/features/conversations/conversations.api.server";
import { favouriteBrandIds } from "~/features/directory/cards/favourites.server";
import { likedImageIds } from "~/features/gallery/likes.server";
import { type ViewerReviewState, viewerReviewStateOf } from "~/features/reviews/reviews.server";

/** More than any page shows at once (a gallery page and two Load Mores); beyond it the request is refused. */
export const VIEWER_STATE_MAX_IDS = 200;

const idList = z
  .string()
  .max(VIEWER_STATE_MAX_IDS * 37)
  .transform((text) => (text === "" ? [] : [...new Set(text.split(","))]))
  .pipe(z.array(z.uuid()).max(VIEWER_STATE_MAX_IDS));

/** `?brands=<id>,<id>&images=<id>,…&reviewsOf=<brand id>` (any may be absent). */
export const viewerStateQuery = z.object({
  brands: idList.default([]),
  images: idList.default([]),
  reviewsOf: z.uuid().optional(),
});

export type ViewerStateQuery = z.infer<typeof viewerStateQuery>;

export interface ViewerState {
  viewer: Viewer | null;
  /** Of the brands asked about, the ones the viewer saved. */
  favouriteBrandIds: string[];
  /** Of the images asked about, the ones the viewer likes. */
  likedImageIds: string[];
  /** The viewer's part of the Reviews tab of the brand asked about (`reviewsOf`); null when signed out or not asked. */
  reviews: (ViewerReviewState & { brandId: string }) | null;
  /** Unread messages in the leads of the brand the viewer owns (the header's and the Leads tab's count). */
  leadsUnread: number;
  /** Designers' messages the viewer has not read on their own quote requests (the header's count). */
  quotesUnread: number;
}

/** Only ever about `viewer` (the session's user): nobody can ask about someone else. */
export async function loadViewerState(
  db: Executor,
  viewer: Viewer | null,
  query: ViewerStateQuery,
): Promise<ViewerState> {
  if (!viewer)
    return { viewer: null, favouriteBrandIds: [], likedImageIds: [], reviews: null, leadsUnread: 0, quotesUnread: 0 };
  const { reviewsOf } = query;
  const [saved, liked, reviews, leadsUnread, quotesUnread] = await Promise.all([
    favouriteBrandIds(db, viewer.userId, query.brands),
    likedImageIds(db, viewer.userId, query.images),
    reviewsOf ? viewerReviewStateOf(db, reviewsOf, viewer) : null,
    unreadMessagesOf(db, viewer.userId, "brand"),
    unreadMessagesOf(db, viewer.userId, "homeowner"),
  ]);
  return {
    viewer,
    favouriteBrandIds: [...saved],
    likedImageIds: liked,
    reviews: reviews && reviewsOf ? { brandId: reviewsOf, ...reviews } : null,
    leadsUnread,
    quotesUnread,
  };
}
