/**
 * The signed-in visitor's personal bits of a page, in the browser. Public pages are the same bytes for every
 * visitor (the page cache shares them with signed-in visitors too), so they render as to a signed-out visitor;
 * after hydration, and after each client-side navigation, one `GET /api/viewer` asks who is signed in and
 * which of the designers and images on the page they saved or like, and on a brand page what they may do on its
 * Reviews tab (viewer-state.server.ts). Without the session hint cookie (session-hint.ts) nobody is signed in
 * here and the answer is known without asking. Hearts, likes and the Reviews tab register what they need as they mount,
 * so one request covers the whole page, not one per card.
 *
 * Pages rendered for the visitor alone (profile, dashboard, admin, a page with a one-time message) already
 * carry the viewer and their hearts: until the request answers, those figures stand.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { hasSessionHint } from "~/features/auth";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { RootData } from "./root-data";
import type { UnreadInbox } from "./unread-links";

export const VIEWER_STATE_PATH = "/api/viewer";

interface Snapshot {
  /** Whether the request has answered since the page loaded: then `viewer` is who is signed in now. */
  loaded: boolean;
  viewer: Viewer | null;
  favourites: ReadonlyMap<string, boolean>;
  liked: ReadonlyMap<string, boolean>;
  /** The viewer's part of the Reviews tab of the brand page last asked about. */
  reviews: BrandReviewAnswer | null;
  /** Unread messages in the leads of the brand the viewer owns. */
  leadsUnread: number;
  /** Unread designers' messages on the viewer's own quote requests. */
  quotesUnread: number;
}

/**
 * The viewer's part of a brand's Reviews tab, as /api/viewer answers it: the reviews feature defines its fields
 * (and reads them through useViewerReviewState's type parameter); this store only keeps the latest one.
 */
type BrandReviewAnswer = { brandId: string };

interface ViewerStateAnswer {
  viewer: Viewer | null;
  favouriteBrandIds: string[];
  likedImageIds: string[];
  reviews: BrandReviewAnswer | null;
  leadsUnread: number;
  quotesUnread: number;
}

const EMPTY: Snapshot = {
  loaded: false,
  viewer: null,
  favourites: new Map(),
  liked: new Map(),
  reviews: null,
  leadsUnread: 0,
  quotesUnread: 0,
};

let snapshot: Snapshot = EMPTY;
const listeners = new Set<() => void>();
const wanted = {
  brands: new Set<string>(),
  images: new Set<string>(),
  viewer: false,
  reviewsOf: null as string | null,
};
let scheduled = false;
/** Each request's number; a slower older answer never overwrites a newer one's viewer. */
let requestCount = 0;
let latestAnswered = 0;
/** The request number at which the visitor last changed an id themselves: older answers leave it alone. */
const changedAt = new Map<string, number>();

function publish(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // After every component of this commit has registered its ids: one request for the lot.
  setTimeout(() => {
    scheduled = false;
    void ask();
  }, 0);
}

const NOBODY: ViewerStateAnswer = {
  viewer: null,
  favouriteBrandIds: [],
  likedImageIds: [],
  reviews: null,
  leadsUnread: 0,
  quotesUnread: 0,
};

/** The answer for these ids: without the session hint "nobody", without a request; null when the request failed. */
async function fetchAnswer(params: URLSearchParams): Promise<ViewerStateAnswer | null> {
  if (!hasSessionHint(document.cookie)) return NOBODY;
  try {
    const response = await fetch(`${VIEWER_STATE_PATH}?${params}`, { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as ViewerStateAnswer) : null;
  } catch {
    return null;
  }
}

async function ask(): Promise<void> {
  const brands = [...wanted.brands];
  const images = [...wanted.images];
  const { reviewsOf } = wanted;
  if (brands.length === 0 && images.length === 0 && !wanted.viewer && !reviewsOf) return;
  wanted.brands.clear();
  wanted.images.clear();
  wanted.viewer = false;
  wanted.reviewsOf = null;
  const number = ++requestCount;
  const params = new URLSearchParams();
  if (brands.length > 0) params.set("brands", brands.join(","));
  if (images.length > 0) params.set("images", images.join(","));
  if (reviewsOf) params.set("reviewsOf", reviewsOf);
  const answer = await fetchAnswer(params);
  if (!answer) {
    // Offline or refused: the page stays as rendered, and the next page view asks again.
    for (const id of brands) forget(id);
    for (const id of images) forget(id);
    return;
  }
  const newest = number > latestAnswered;
  if (newest) latestAnswered = number;
  // Signed out, or in as someone else since the last answer: nothing known about the previous person stays.
  const someoneElse = newest && snapshot.loaded && snapshot.viewer?.userId !== answer.viewer?.userId;
  const base = someoneElse ? EMPTY : snapshot;
  if (someoneElse) askAgain(snapshot, brands, images);
  publish({
    loaded: snapshot.loaded || newest,
    viewer: newest ? answer.viewer : snapshot.viewer,
    favourites: merged(base.favourites, brands, new Set(answer.favouriteBrandIds), number),
    liked: merged(base.liked, images, new Set(answer.likedImageIds), number),
    reviews: newest && reviewsOf ? answer.reviews : base.reviews,
    leadsUnread: newest ? answer.leadsUnread : base.leadsUnread,
    quotesUnread: newest ? answer.quotesUnread : base.quotesUnread,
  });
}

/** The ids the previous person's answers covered, asked again for the one signed in now. */
function askAgain(previous: Snapshot, brands: string[], images: string[]): void {
  for (const id of previous.favourites.keys()) if (!brands.includes(id)) wanted.brands.add(id);
  for (const id of previous.liked.keys()) if (!images.includes(id)) wanted.images.add(id);
  schedule();
}

function merged(
  known: ReadonlyMap<string, boolean>,
  asked: string[],
  yes: Set<string>,
  number: number,
): Map<string, boolean> {
  const next = new Map(known);
  for (const id of asked) if ((changedAt.get(id) ?? 0) < number) next.set(id, yes.has(id));
  return next;
}

/** Asked about and pending: marked so a second card with the same id does not ask again. */
const asking = new Set<string>();

function forget(id: string): void {
  asking.delete(id);
}

function track(kind: "brands" | "images", id: string): void {
  const known = kind === "brands" ? snapshot.favourites : snapshot.liked;
  if (known.has(id) || asking.has(id)) return;
  asking.add(id);
  wanted[kind].add(id);
  schedule();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useSnapshot(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/** Who is signed in: the answer of /api/viewer once it came, before that what the page was rendered with. */
export function useViewer(): Viewer | null {
  const state = useSnapshot();
  const rendered = useRouteLoaderData<RootData>("root")?.viewer ?? null;
  return state.loaded ? state.viewer : rendered;
}

/**
 * The header's unread counts (a brand's leads, the viewer's quote requests), once /api/viewer answered (asked
 * again on every page view).
 */
export function useUnreadCounts(): Record<UnreadInbox, number | undefined> {
  const state = useSnapshot();
  return state.loaded
    ? { leads: state.leadsUnread, quotes: state.quotesUnread }
    : { leads: undefined, quotes: undefined };
}

/** Unread messages in the viewer's brand's leads (the dashboard's Leads tab). */
export function useLeadsUnread(): number | undefined {
  return useUnreadCounts().leads;
}

/**
 * Whether the visitor may be signed in: true until /api/viewer said otherwise, so a tap before it answers
 * goes to the server (which refuses a signed-out visitor) instead of being lost.
 */
export function useMaybeSignedIn(): boolean {
  const state = useSnapshot();
  const viewer = useViewer();
  return viewer !== null || !state.loaded;
}

/** The viewer's saved state of a designer on the page (undefined until known), asked for with the page's others. */
export function useFavouriteState(brandId: string): boolean | undefined {
  useEffect(() => track("brands", brandId), [brandId]);
  return useSnapshot().favourites.get(brandId);
}

/** Asks for the saved state of a designer whose heart is not mounted yet, with the page's others (static islands). */
export function expectFavourite(brandId: string): void {
  track("brands", brandId);
}

/** The viewer's like of an image on the page (undefined until known), asked for with the page's others. */
export function useLikedState(imageId: string): boolean | undefined {
  useEffect(() => track("images", imageId), [imageId]);
  return useSnapshot().liked.get(imageId);
}

/**
 * The viewer's part of this brand's Reviews tab (undefined until /api/viewer answers for a signed-in visitor),
 * asked again on every page view: a review posted or edited changes it.
 */
export function useViewerReviewState<State>(brandId: string): (State & BrandReviewAnswer) | undefined {
  const { key } = useLocation();
  useEffect(() => {
    void key;
    wanted.reviewsOf = brandId;
    schedule();
  }, [brandId, key]);
  const { reviews } = useSnapshot();
  return reviews?.brandId === brandId ? (reviews as State & BrandReviewAnswer) : undefined;
}

function remember(kind: "favourites" | "liked", id: string, value: boolean): void {
  changedAt.set(id, requestCount + 1);
  asking.delete(id);
  const next = new Map(snapshot[kind]);
  next.set(id, value);
  publish({ ...snapshot, [kind]: next });
}

/** The visitor saved or removed a designer (confirmed by the server): every heart for it follows. */
export function rememberFavourite(brandId: string, favourite: boolean): void {
  remember("favourites", brandId, favourite);
}

/** The visitor liked or unliked an image (confirmed by the server). */
export function rememberLiked(imageId: string, liked: boolean): void {
  remember("liked", imageId, liked);
}

/**
 * Rendered once in the site chrome: asks again on every page view (the visitor may have signed in or out,
 * the page has new designers and images). Ids asked before keep their answer, as this browser changed them.
 */
export function ViewerStateSync() {
  const { key } = useLocation();
  useEffect(() => {
    void key;
    wanted.viewer = true;
    schedule();
  }, [key]);
  return null;
}
