/**
 * Liking images in the browser. One store per page knows which images the viewer likes (the same
 * image may show twice, e.g. featured and trending); the heart is a real form that posts without
 * JavaScript and, with it, updates in place.
 */
import { createContext, type FormEvent, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { GALLERY_COPY } from "~/content/design-ideas";
import type { RootData } from "~/features/shell";
import { rememberLiked, useLikedState, useMaybeSignedIn } from "~/features/shell";
import { cn } from "~/lib/cn";
import { MaskIcon } from "~/ui/mask-icon";
import { showToast } from "~/ui/toaster";

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

interface LikesStore {
  /** False once /api/viewer said nobody is signed in: a tap then shows the sign-in toast without a request. */
  maybeSignedIn: boolean;
  /** Whether the viewer likes the image; undefined while unknown (a page every visitor shares, before /api/viewer). */
  liked: (imageId: string) => boolean | undefined;
  count: (imageId: string) => number | undefined;
  set: (imageId: string, state: LikeState) => void;
  /** Marks more images as liked (a page appended by Load More). */
  addLiked: (imageIds: string[]) => void;
}

const LikesContext = createContext<LikesStore | null>(null);

/**
 * `likedIds`: the viewer's likes among the page's images as the page was rendered — empty on pages every
 * visitor shares; there the hearts fill in from /api/viewer (viewer-state.tsx).
 */
export function LikesProvider({ likedIds, children }: { likedIds: string[]; children: ReactNode }) {
  const renderedSignedIn = Boolean(useRouteLoaderData<RootData>("root")?.viewer);
  const maybeSignedIn = useMaybeSignedIn();
  const [liked, setLiked] = useState<Record<string, boolean>>({});
  const [counts, setCounts] = useState<Record<string, number>>({});
  const initial = useMemo(() => new Set(likedIds), [likedIds]);

  const set = useCallback((imageId: string, state: LikeState) => {
    setLiked((prev) => ({ ...prev, [imageId]: state.liked }));
    setCounts((prev) => ({ ...prev, [imageId]: state.likesCount }));
  }, []);
  const addLiked = useCallback((imageIds: string[]) => {
    setLiked((prev) => ({ ...Object.fromEntries(imageIds.map((id) => [id, true])), ...prev }));
  }, []);

  const store = useMemo<LikesStore>(
    () => ({
      maybeSignedIn,
      liked: (id) => liked[id] ?? (initial.has(id) || (renderedSignedIn ? false : undefined)),
      count: (id) => counts[id],
      set,
      addLiked,
    }),
    [maybeSignedIn, renderedSignedIn, liked, counts, initial, set, addLiked],
  );
  return <LikesContext.Provider value={store}>{children}</LikesContext.Provider>;
}

function useLikesStore(): LikesStore {
  const store = useContext(LikesContext);
  if (!store) throw new Error("LikeButton must be inside a LikesProvider");
  return store;
}

/** The viewer's current like state of an image (`known`: not a guess), starting from the server's figures. */
export function useLike(imageId: string, likesCount: number): LikeState & { known: boolean } {
  const store = useLikesStore();
  const answered = useLikedState(imageId);
  const liked = store.liked(imageId) ?? answered;
  return { liked: liked ?? false, known: liked !== undefined, likesCount: store.count(imageId) ?? likesCount };
}

export function showSignInToast(onSignIn: () => void) {
  showToast("error", GALLERY_COPY.signInTitle, {
    description: GALLERY_COPY.signInDescription,
    action: { label: "Sign In", onClick: onSignIn },
  });
}

/**
 * The heart. Signed out: the 'Sign in required' toast. Signed in: optimistic toggle, confirmed (or
 * rolled back) by POST /api/images/:id/like.
 */
export function LikeButton({
  imageId,
  imageTitle,
  likesCount,
  variant = "overlay",
  className,
}: {
  imageId: string;
  imageTitle: string;
  likesCount: number;
  variant?: LikeVariant;
  className?: string;
}) {
  const store = useLikesStore();
  const state = useLike(imageId, likesCount);
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const here = `${location.pathname}${location.search}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!store.maybeSignedIn) {
      showSignInToast(() => navigate(`/auth?redirectTo=${encodeURIComponent(here)}`));
      return;
    }
    if (busy) return;
    const previous = { liked: state.liked, likesCount: state.likesCount };
    const wanted = !previous.liked;
    store.set(imageId, { liked: wanted, likesCount: Math.max(0, previous.likesCount + (wanted ? 1 : -1)) });
    setBusy(true);
    try {
      const response = await fetch(event.currentTarget.action, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ liked: String(wanted), redirectTo: here }),
        // The heart shows the like at once: a reload or a link followed before the answer must not cancel it.
        keepalive: true,
      });
      if (response.status === 401) {
        store.set(imageId, previous);
        showSignInToast(() => navigate(`/auth?redirectTo=${encodeURIComponent(here)}`));
        return;
      }
      if (!response.ok) throw new Error(`like failed: ${response.status}`);
      const confirmed = (await response.json()) as LikeState;
      store.set(imageId, confirmed);
      rememberLiked(imageId, confirmed.liked);
    } catch {
      store.set(imageId, previous);
      showToast("error", "Error", { description: GALLERY_COPY.likeError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action={`/api/images/${imageId}/like`} onSubmit={submit} className={className}>
      {/* Without JavaScript on a page every visitor shares the state is unknown: no value, the server flips it. */}
      {state.known ? <input type="hidden" name="liked" value={String(!state.liked)} /> : null}
      <input type="hidden" name="redirectTo" value={here} />
      <LikeHeart imageTitle={imageTitle} liked={state.liked} likesCount={state.likesCount} variant={variant} />
    </form>
  );
}

export type LikeVariant = "overlay" | "inline";

/**
 * The heart's button, without its form: LikeButton's, and in a static island's markup (image-card.tsx) a
 * button of the page's one like form (`form`, `formAction`), carrying its count for the live button.
 */
export function LikeHeart({
  imageTitle,
  liked,
  likesCount,
  variant,
  form,
  formAction,
}: {
  imageTitle: string;
  liked: boolean;
  likesCount: number;
  variant: LikeVariant;
  form?: string;
  formAction?: string;
}) {
  const label = `${liked ? "Unlike" : "Like"} ${imageTitle}`;
  const count = likesCount.toLocaleString("en-IN");
  return (
    <button
      type="submit"
      form={form}
      formAction={formAction}
      data-likes={formAction ? likesCount : undefined}
      aria-label={variant === "inline" ? `${label} (${count} likes)` : label}
      aria-pressed={liked}
      title={formAction ? undefined : label}
      className={variant === "overlay" ? "ic-round" : "ic-like"}
    >
      <MaskIcon name={liked ? "heart-filled" : "heart"} className={cn("size-5", liked && "text-red-500")} />
      {variant === "inline" ? <span>{count}</span> : null}
    </button>
  );
}

/** Registers images the viewer likes that arrived after the page loaded (Load More). */
export function useLikesLoader(): (imageIds: string[]) => void {
  return useLikesStore().addLiked;
}
