import {
  ArrowLeftIcon,
  ImageOffIcon,
  LayoutGridIcon,
  ListIcon,
  Loader2Icon,
  SlidersHorizontalIcon,
  XIcon,
} from "lucide-react";
import { type MouseEvent, useState } from "react";
import { Link, useNavigation } from "react-router";
import { FILTER_COPY, GALLERY_COPY, GALLERY_PLACEHOLDERS, ROOM_STYLE_SHORTCUTS } from "~/content/design-ideas";
import { cn } from "~/lib/cn";
import { roomIdeasPath } from "~/lib/paths";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { LinkButton } from "~/ui/button";
import { isModifiedClick } from "~/ui/client-link";
import { Container } from "~/ui/container";
import { ResponsiveImage } from "~/ui/responsive-image";
import { Skeleton } from "~/ui/skeleton";
import { showToast } from "~/ui/toaster";
import { FilterPanel } from "./filter-panel";
import {
  clearedFilters,
  formatDesignCount,
  GALLERY_SORTS,
  GALLERY_VIEWS,
  type GalleryFilters,
  galleryApiUrl,
  galleryUrl,
  hasActiveFilters,
  optionLabel,
  type RoomType,
  roomLabel,
  roomSlug,
} from "./filters";
import type { GalleryImage } from "./gallery.server";
import { type CardLayout, cardListClass, ImageCard, StaticCardList } from "./image-card";
import { LikesProvider, useLikesLoader } from "./likes";
import type { GalleryScreenData } from "./loaders.server";

/** The one gallery screen behind /design-ideas?…, /design-ideas/:room[/:style] and /design-gallery/…. */
export function GalleryScreen(props: GalleryScreenData) {
  return (
    <LikesProvider likedIds={props.likedIds}>
      <main className="flex-1">
        <GalleryHeader {...props} />
        <Container className="py-8 lg:py-10">
          <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <aside aria-labelledby="filters-heading" className="lg:sticky lg:top-24 lg:self-start">
              <input type="checkbox" id="show-filters" aria-label={FILTER_COPY.show} className="peer sr-only" />
              <label
                htmlFor="show-filters"
                className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 lg:hidden dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
              >
                <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
                {FILTER_COPY.show}
              </label>
              <div className="mt-4 hidden rounded-2xl border border-stone-200 bg-white p-5 peer-checked:block lg:mt-0 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto dark:border-stone-800 dark:bg-stone-900">
                <h2 id="filters-heading" className="mb-5 text-lg font-semibold">
                  {FILTER_COPY.heading}
                </h2>
                <FilterPanel filters={props.filters} />
              </div>
            </aside>
            <GalleryResults {...props} />
          </div>
        </Container>
      </main>
    </LikesProvider>
  );
}

function GalleryHeader({ filters, fixedRoom, hero, title, description, crumbs, count }: GalleryScreenData) {
  const room = filters.roomType;
  if (!room || !hero) {
    return (
      <header className="border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900/40">
        <Container className="py-8 sm:py-10">
          <Breadcrumbs items={crumbs} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-50">
            {title}
          </h1>
          <p className="mt-3 max-w-3xl text-stone-600 dark:text-stone-300">{description}</p>
          {room ? <StyleShortcuts room={room} active={filters.style} /> : null}
        </Container>
      </header>
    );
  }
  return (
    <header className="relative isolate overflow-hidden bg-stone-900">
      <ResponsiveImage
        src={hero.imageUrl}
        width={hero.width}
        height={hero.height}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/90 via-stone-950/70 to-stone-950/30"
      />
      <Container className="py-10 sm:py-14">
        <Breadcrumbs items={crumbs} tone="inverse" />
        {fixedRoom ? (
          <Link
            to="/design-ideas"
            className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white backdrop-blur hover:bg-white/20"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            {GALLERY_COPY.back}
          </Link>
        ) : null}
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{description}</p>
        <p className="mt-5 inline-flex rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">
          {formatDesignCount(count)} {count === 1 ? "design" : "designs"}
        </p>
        <StyleShortcuts room={room} active={filters.style} inverse />
      </Container>
    </header>
  );
}

/** Under a room: quick links to its modern, scandinavian, minimalist and boho designs. */
function StyleShortcuts({ room, active, inverse = false }: { room: RoomType; active?: string; inverse?: boolean }) {
  return (
    <nav aria-label={GALLERY_COPY.styleShortcuts} className="mt-6 flex flex-wrap items-center gap-2">
      <span
        className={cn("mr-1 text-sm font-medium", inverse ? "text-white/80" : "text-stone-600 dark:text-stone-300")}
      >
        {GALLERY_COPY.styleShortcuts}:
      </span>
      {ROOM_STYLE_SHORTCUTS.map((style) => (
        <Link
          key={style}
          to={roomIdeasPath(roomSlug(room), style)}
          aria-current={active === style ? "page" : undefined}
          className={cn(
            "rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors",
            active === style
              ? "bg-brand-600 text-white"
              : inverse
                ? "bg-white/15 text-white backdrop-blur hover:bg-white/25"
                : "border border-stone-300 bg-white text-stone-800 hover:border-stone-400 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100",
          )}
        >
          {optionLabel(style)} {roomLabel(room)}
        </Link>
      ))}
    </nav>
  );
}

/** Chips for each active filter; each removes itself. */
function ActiveFilters({ filters, fixedRoom }: { filters: GalleryFilters; fixedRoom?: RoomType }) {
  const chips: Array<{ label: string; without: GalleryFilters }> = [];
  if (filters.roomType && filters.roomType !== fixedRoom) {
    chips.push({ label: roomLabel(filters.roomType), without: { ...filters, roomType: undefined, layout: undefined } });
  }
  for (const key of ["style", "color", "size", "layout", "budget"] as const) {
    const value = filters[key];
    if (value) chips.push({ label: optionLabel(value), without: { ...filters, [key]: undefined } });
  }
  for (const element of filters.elements) {
    chips.push({
      label: optionLabel(element),
      without: { ...filters, elements: filters.elements.filter((e) => e !== element) },
    });
  }
  if (filters.search) chips.push({ label: `“${filters.search}”`, without: { ...filters, search: undefined } });
  if (filters.featured) chips.push({ label: "Featured", without: { ...filters, featured: false } });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={galleryUrl(chip.without)}
              preventScrollReset
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-700 hover:bg-brand-100 dark:bg-brand-700/30 dark:text-brand-100"
            >
              {chip.label}
              <XIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={galleryUrl(clearedFilters(filters, fixedRoom))}
        className="text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-stone-900 dark:text-stone-300"
      >
        {GALLERY_COPY.clearAll}
      </Link>
    </div>
  );
}

function Toolbar({ filters, count }: { filters: GalleryFilters; count: number }) {
  const segment = "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors";
  const on = "bg-white text-stone-900 shadow-sm dark:bg-stone-700 dark:text-white";
  const off = "text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
        <span className="font-semibold text-stone-900 dark:text-stone-50">{formatDesignCount(count)}</span>{" "}
        {count === 1 ? "design" : "designs"}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <nav
          aria-label={FILTER_COPY.sort}
          className="flex items-center gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800"
        >
          {GALLERY_SORTS.map((sort) => (
            <Link
              key={sort}
              to={galleryUrl({ ...filters, sort })}
              preventScrollReset
              aria-current={filters.sort === sort ? "true" : undefined}
              className={cn(segment, filters.sort === sort ? on : off)}
            >
              {FILTER_COPY.sorts[sort]}
            </Link>
          ))}
        </nav>
        <nav
          aria-label={FILTER_COPY.view}
          className="flex items-center gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800"
        >
          {GALLERY_VIEWS.map((view) => {
            const Icon = view === "grid" ? LayoutGridIcon : ListIcon;
            return (
              <Link
                key={view}
                to={galleryUrl({ ...filters, view })}
                preventScrollReset
                aria-current={filters.view === view ? "true" : undefined}
                aria-label={FILTER_COPY.views[view]}
                title={FILTER_COPY.views[view]}
                className={cn(segment, "px-2", filters.view === view ? on : off)}
              >
                <Icon aria-hidden="true" className="size-4" />
              </Link>
            );
          })}
        </nav>
      </div>
    </div>
  );
}

/** A grid (or list) of image cards; `wide` for full-width sections without the filter sidebar. */
export function CardList({
  images,
  layout,
  placeholders = 0,
  wide = false,
}: {
  images: GalleryImage[];
  layout: CardLayout;
  placeholders?: number;
  wide?: boolean;
}) {
  return (
    <ul className={cardListClass(layout, wide)}>
      {images.map((image) => (
        <li key={image.id}>
          <ImageCard image={image} layout={layout} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, i) => (
        <li key={`placeholder-${i}`} aria-hidden="true">
          <CardSkeleton layout={layout} />
        </li>
      ))}
    </ul>
  );
}

function CardSkeleton({ layout }: { layout: CardLayout }) {
  return (
    <div
      className={cn(
        "flex overflow-hidden rounded-2xl border border-stone-200 dark:border-stone-800",
        layout === "list" ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <Skeleton className={cn("aspect-[4/3] rounded-none", layout === "list" && "sm:w-2/5")} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** Whether a client-side navigation to another gallery view is under way (show placeholders). */
function useGalleryLoading(): boolean {
  const navigation = useNavigation();
  const next = navigation.location?.pathname ?? "";
  return navigation.state === "loading" && (next.startsWith("/design-ideas") || next.startsWith("/design-gallery"));
}

/**
 * Load More: the next page from GET /api/design-images appended under the current one (the first page is
 * the loader's static island; these cards are rendered here). The same control is a plain next-page link
 * (?cursor=…) before JavaScript runs.
 */
function useLoadMore(filters: GalleryFilters, first: Pick<GalleryScreenData, "cards" | "nextCursor">) {
  const pageKey = `${galleryUrl(filters)}|${first.cards.island.version}|${first.nextCursor ?? ""}`;
  const [state, setState] = useState({ key: pageKey, more: [] as GalleryImage[], nextCursor: first.nextCursor });
  const [loading, setLoading] = useState(false);
  const addLiked = useLikesLoader();
  const current = state.key === pageKey ? state : { key: pageKey, more: [], nextCursor: first.nextCursor };

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (loading || !current.nextCursor) return;
    setLoading(true);
    try {
      const response = await fetch(galleryApiUrl(filters, current.nextCursor), {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as { images: GalleryImage[]; nextCursor: string | null; likedIds: string[] };
      addLiked(page.likedIds);
      const seen = new Set(current.more.map((i) => i.id));
      setState({
        key: pageKey,
        more: [...current.more, ...page.images.filter((i) => !seen.has(i.id))],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      console.error("Failed to load design images", error);
      showToast("error", "Error", { description: GALLERY_COPY.loadError });
    } finally {
      setLoading(false);
    }
  }

  return { more: current.more, nextCursor: current.nextCursor, loading, loadMore };
}

function GalleryResults(props: GalleryScreenData) {
  const { filters, fixedRoom, count, isLaterPage } = props;
  const loading = useGalleryLoading();
  const { more, nextCursor, loading: loadingMore, loadMore } = useLoadMore(filters, props);
  const layout = filters.view;

  return (
    <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-5">
      <h2 id="results-heading" className="sr-only">
        Designs
      </h2>
      <Toolbar filters={filters} count={count} />
      <ActiveFilters filters={filters} fixedRoom={fixedRoom} />
      {isLaterPage ? (
        <Link
          to={galleryUrl(filters)}
          className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100"
        >
          {GALLERY_COPY.firstPage}
        </Link>
      ) : null}

      {loading ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Loading designs…
          </p>
          <CardList images={[]} layout={layout} placeholders={GALLERY_PLACEHOLDERS} />
        </div>
      ) : props.cards.count === 0 ? (
        <EmptyState filters={filters} fixedRoom={fixedRoom} />
      ) : (
        <>
          <StaticCardList island={props.cards.island} layout={layout} />
          {more.length > 0 || loadingMore ? (
            <CardList images={more} layout={layout} placeholders={loadingMore ? GALLERY_PLACEHOLDERS : 0} />
          ) : null}
          {nextCursor ? (
            <div className="flex justify-center pt-4">
              <LinkButton
                to={galleryUrl(filters, nextCursor)}
                onClick={loadMore}
                variant="outline"
                size="lg"
                rel="next"
                aria-disabled={loadingMore || undefined}
                className="min-w-56"
              >
                {loadingMore ? <Loader2Icon aria-hidden="true" className="size-4 animate-spin" /> : null}
                {GALLERY_COPY.loadMore}
              </LinkButton>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function EmptyState({ filters, fixedRoom }: { filters: GalleryFilters; fixedRoom?: RoomType }) {
  const room = fixedRoom ?? filters.roomType;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
      <ImageOffIcon aria-hidden="true" className="size-10 text-stone-400" />
      <p className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-50">
        {room ? GALLERY_COPY.emptyForRoom(roomLabel(room)) : GALLERY_COPY.empty}
      </p>
      <p className="mt-2 max-w-md text-sm text-stone-600 dark:text-stone-300">{GALLERY_COPY.emptyHint}</p>
      {hasActiveFilters(filters, fixedRoom) ? (
        <LinkButton to={galleryUrl(clearedFilters(filters, fixedRoom))} className="mt-6">
          {GALLERY_COPY.clearAll}
        </LinkButton>
      ) : null}
    </div>
  );
}
