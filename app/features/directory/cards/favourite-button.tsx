import { type FormEvent, useEffect, useState, useSyncExternalStore } from "react";
import { useFetcher, useLocation } from "react-router";
import { rememberFavourite, useFavouriteState, useViewer } from "~/features/shell";
import { MaskIcon } from "~/ui/mask-icon";

export const FAVOURITES_PATH = "/favourites";
const STORAGE_KEY = "nivasa:favourites";

function storedFavourites(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** The visitor's hearts, read from storage once per page (a listing renders dozens of hearts). */
let visitorFavourites: Set<string> | null = null;
const visitorListeners = new Set<() => void>();

function setVisitorFavourites(ids: Set<string>): void {
  visitorFavourites = ids;
  for (const listener of visitorListeners) listener();
}

/** Hearts toggled in another tab: storage is read once for all the hearts on the page. */
function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY || event.key === null) setVisitorFavourites(storedFavourites());
}

function subscribeToVisitorFavourites(listener: () => void): () => void {
  if (visitorListeners.size === 0) window.addEventListener("storage", onStorage);
  visitorListeners.add(listener);
  return () => {
    visitorListeners.delete(listener);
    if (visitorListeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function currentVisitorFavourites(): Set<string> {
  if (!visitorFavourites) visitorFavourites = storedFavourites();
  return visitorFavourites;
}

function useVisitorFavourite(brandId: string): boolean {
  return useSyncExternalStore(
    subscribeToVisitorFavourites,
    () => currentVisitorFavourites().has(brandId),
    () => false,
  );
}

function storeFavourite(brandId: string, favourite: boolean): void {
  const ids = new Set(currentVisitorFavourites());
  if (favourite) ids.add(brandId);
  else ids.delete(brandId);
  setVisitorFavourites(ids);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Private mode or full storage: the heart still toggles for this page.
  }
}

/**
 * Once signed in, the hearts kept in this browser as a visitor move into the account (then leave the browser).
 * Rendered once by the site chrome for signed-in viewers.
 */
export function MergeVisitorFavourites() {
  const fetcher = useFetcher<{ merged?: number }>();
  const [ids] = useState(() => [...storedFavourites()]);
  useEffect(() => {
    if (ids.length === 0) return;
    fetcher.submit({ intent: "merge", brandIds: JSON.stringify(ids) }, { method: "post", action: FAVOURITES_PATH });
  }, [ids, fetcher.submit]);
  useEffect(() => {
    if (fetcher.data?.merged === undefined) return;
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored to clear.
    }
    setVisitorFavourites(new Set());
    for (const id of ids) rememberFavourite(id, true);
  }, [ids, fetcher.data]);
  return null;
}

/**
 * The heart on a designer card. Signed in: saved to the account (a real form post, so it works without JS).
 * Visitor: kept in this browser's localStorage. Pages shared by every visitor render it empty; once
 * /api/viewer answers (viewer-state.tsx) a signed-in visitor's saved designers fill in. Without JavaScript the
 * form leaves the state out on such a page, and the server flips it.
 */
export function FavouriteButton({
  brandId,
  brandName,
  signedIn: renderedSignedIn,
  saved,
  className,
}: {
  brandId: string;
  brandName: string;
  /** As the page was rendered: false on a page shared by every visitor. */
  signedIn: boolean;
  saved: boolean;
  className?: string;
}) {
  const fetcher = useFetcher<{ favourite?: boolean }>();
  const location = useLocation();
  const visitorFavourite = useVisitorFavourite(brandId);
  const viewer = useViewer();
  const known = useFavouriteState(brandId);
  const signedIn = viewer !== null;

  const confirmed = fetcher.data?.favourite;
  useEffect(() => {
    if (confirmed !== undefined) rememberFavourite(brandId, confirmed);
  }, [brandId, confirmed]);

  const pending = fetcher.formData?.get("favourite");
  const accountFavourite = known ?? (renderedSignedIn ? saved : undefined);
  const favourite = signedIn ? (pending != null ? pending === "1" : (accountFavourite ?? false)) : visitorFavourite;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signedIn) {
      fetcher.submit({ brandId, favourite: favourite ? "0" : "1" }, { method: "post", action: FAVOURITES_PATH });
    } else {
      storeFavourite(brandId, !favourite);
    }
  };

  return (
    <form method="post" action={FAVOURITES_PATH} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="brandId" value={brandId} />
      {renderedSignedIn || signedIn ? <input type="hidden" name="favourite" value={favourite ? "0" : "1"} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <HeartButton brandName={brandName} favourite={favourite} />
    </form>
  );
}

/** The heart itself. `form`: the page's one FavouriteForm, for hearts in static markup (before JS). */
export function HeartButton({
  brandName,
  favourite,
  form,
  brandId,
  renderedSignedIn,
}: {
  brandName: string;
  favourite: boolean;
  form?: string;
  brandId?: string;
  /** A static heart rendered for a signed-in visitor (the live one reads it back). */
  renderedSignedIn?: boolean;
}) {
  return (
    <button
      type="submit"
      form={form}
      name={brandId ? "brandId" : undefined}
      value={brandId}
      data-signed-in={renderedSignedIn || undefined}
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${brandName} from favourites` : `Save ${brandName} to favourites`}
      className="btn-overlay"
    >
      <MaskIcon name={favourite ? "heart-filled" : "heart"} />
    </button>
  );
}

/**
 * One form for the hearts of a page of static cards (HeartButton with `form` and `brandId`): without JS the
 * server flips the heart (no wanted state sent) and comes back here.
 */
export function FavouriteForm({ id }: { id: string }) {
  const location = useLocation();
  return (
    <form id={id} method="post" action={FAVOURITES_PATH} hidden>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
    </form>
  );
}
