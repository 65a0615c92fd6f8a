/**
 * What the design-ideas routes load: the landing, the gallery screen and the photo page. Routes
 * parse their params and call one of these; everything a page shows comes back in one object.
 */
import type { RouterContextProvider } from "react-router";
import { ROOM_TYPES } from "~/content/catalog";
import { FEATURED_LIMIT, LANDING, TRENDING_FETCH } from "~/content/design-ideas";
import type { Executor } from "~/db/client.server";
import { getViewer } from "~/features/auth/auth.api.server";
import { absoluteUrl, breadcrumbList, type PageSeo, pageSeo } from "~/features/seo";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.api.server";
import { isMediaUrl, mediaUrlAtWidth } from "~/lib/image-sizes";
import { brandPath, photoPath, roomIdeasPath } from "~/lib/paths";
import { pageTitle } from "~/lib/seo-title";
import type { Crumb } from "~/ui/breadcrumbs";
import type { Island } from "~/ui/static-island";
import { renderIsland } from "~/ui/static-island.server";
import {
  cursorParam,
  type GalleryFilters,
  galleryDescription,
  galleryTitle,
  galleryUrl,
  hasActiveFilters,
  NO_FILTERS,
  optionLabel,
  type PathFilters,
  parseGalleryFilters,
  type RoomType,
  roomLabel,
  roomSlug,
} from "./filters";
import {
  countGalleryImages,
  type GalleryImage,
  getGalleryImage,
  listFeaturedImages,
  listGalleryPage,
  listRoomCovers,
  listSimilarImages,
  listTrendingImages,
  type RoomCover,
  roomHeroImage,
} from "./gallery.server";
import { imageCardItem, similarHref } from "./image-card";
import { likedImageIds } from "./likes.server";

/** The breadcrumb Home › Design Ideas › Room › Style, each linking to its page. */
export function galleryCrumbs(filters: Pick<GalleryFilters, "roomType" | "style">, current?: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: "Design Ideas", href: "/design-ideas" },
  ];
  if (filters.roomType) {
    const roomHref = roomIdeasPath(roomSlug(filters.roomType));
    crumbs.push({ label: roomLabel(filters.roomType), href: roomHref });
    if (filters.style) crumbs.push({ label: optionLabel(filters.style), href: `${roomHref}/${filters.style}` });
  }
  if (current) crumbs.push({ label: current });
  else crumbs[crumbs.length - 1] = { label: crumbs[crumbs.length - 1]!.label };
  return crumbs;
}

function breadcrumbJsonLd(origin: string, crumbs: Crumb[], selfPath: string) {
  return breadcrumbList(
    origin,
    crumbs.map((c) => ({ name: c.label, path: c.href ?? selfPath })),
  );
}

/** Share-card image: the /media/ rendition at 1200 px. */
function shareImage(image: GalleryImage | undefined): string | undefined {
  if (!image) return undefined;
  return isMediaUrl(image.imageUrl) ? mediaUrlAtWidth(image.imageUrl, 1200) : image.imageUrl;
}

async function viewerLikes(request: Request, db: Executor, images: GalleryImage[]) {
  const viewer = await getViewer(request);
  const likedIds = viewer
    ? await likedImageIds(
        db,
        viewer.userId,
        images.map((i) => i.id),
      )
    : [];
  return { signedIn: viewer !== null, likedIds };
}

// ── Landing ──

export interface LandingData {
  featured: GalleryImage[];
  trending: GalleryImage[];
  roomCovers: RoomCover[];
  likedIds: string[];
  seo: PageSeo;
}

export async function loadLanding(db: Executor, request: Request): Promise<LandingData> {
  const [featured, trending, roomCovers] = await Promise.all([
    listFeaturedImages(db, FEATURED_LIMIT),
    listTrendingImages(db, TRENDING_FETCH),
    listRoomCovers(db, ROOM_TYPES),
  ]);
  const origin = siteOrigin();
  const [{ likedIds }, seo] = await Promise.all([
    viewerLikes(request, db, [...featured, ...trending]),
    resolveSeo(db, {
      pageType: "design_ideas_hub",
      path: "/design-ideas",
      origin,
      defaults: {
        title: pageTitle("Interior Design Ideas & Inspiration for Indian Homes"),
        description: LANDING.description,
        h1: LANDING.title,
        image: shareImage(featured[0] ?? trending[0]),
        jsonLd: [breadcrumbJsonLd(origin, galleryCrumbs({}), "/design-ideas")],
      },
    }),
  ]);
  return { featured, trending, roomCovers, likedIds, seo };
}

// ── Gallery screen ──

export interface GalleryScreenData {
  filters: GalleryFilters;
  /** The room fixed by the page's path: it survives 'Clear All Filters'. */
  fixedRoom?: RoomType;
  /** The page's image cards as a static island (each card rendered once per distinct data), and how many. */
  cards: { island: Island; count: number };
  nextCursor: string | null;
  /** True when this is a later page reached without JavaScript (?cursor=…). */
  isLaterPage: boolean;
  count: number;
  hero?: GalleryImage;
  title: string;
  description: string;
  crumbs: Crumb[];
  likedIds: string[];
  signedIn: boolean;
  seo: PageSeo;
}

/**
 * Filter combinations worth indexing: a room and/or style alone (with any sort or view). Searches,
 * later pages and deeper combinations stay out of search engines but keep being followed.
 */
function isIndexable(filters: GalleryFilters, cursor: string | undefined): boolean {
  return !cursor && !hasActiveFilters({ ...filters, roomType: undefined, style: undefined });
}

/** The cards of a gallery page, rendered (each once per distinct card data) into the island GalleryScreen shows. */
function galleryCards(
  request: Request,
  context: Readonly<RouterContextProvider>,
  images: GalleryImage[],
  filters: GalleryFilters,
  { priorityFirst, likedIds }: { priorityFirst: boolean; likedIds: readonly string[] },
): GalleryScreenData["cards"] {
  const here = galleryUrl({ ...filters, sort: NO_FILTERS.sort, view: NO_FILTERS.view });
  const parts = images.map((image, i) => {
    const props = {
      layout: filters.view,
      priority: priorityFirst && i === 0,
      liked: likedIds.includes(image.id),
      similar: similarHref(image) !== here,
    };
    return {
      key: JSON.stringify(["image-card", image, props]),
      element: () => imageCardItem(image, props),
    };
  });
  return { island: renderIsland(request, context, "gallery-cards", parts), count: images.length };
}

export async function loadGalleryScreen(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: PathFilters,
  fixedRoom?: RoomType,
): Promise<GalleryScreenData> {
  const url = new URL(request.url);
  const filters = parseGalleryFilters(url.searchParams, path);
  const cursor = cursorParam(url.searchParams);
  const [page, count, hero] = await Promise.all([
    listGalleryPage(db, filters, cursor),
    countGalleryImages(db, filters),
    filters.roomType ? roomHeroImage(db, filters.roomType) : undefined,
  ]);
  const { signedIn, likedIds } = await viewerLikes(request, db, page.images);

  const title = galleryTitle(filters);
  const description = galleryDescription(filters, count);
  const crumbs = galleryCrumbs(filters, filters.roomType ? undefined : title);
  const canonicalPath = galleryUrl({ ...filters, sort: "latest", view: "grid" });
  const origin = siteOrigin();
  const defaults = {
    title: pageTitle(title),
    description,
    h1: title,
    image: shareImage(hero ?? page.images[0]),
    robots: isIndexable(filters, cursor) ? ("index,follow" as const) : ("noindex,follow" as const),
    jsonLd: [breadcrumbJsonLd(origin, crumbs, canonicalPath)],
  };
  // Admin overrides (seo_pages) apply to the plain room page, a room in one style, and the plain "all designs" gallery.
  const plain =
    !hasActiveFilters({ ...filters, roomType: undefined, style: undefined }) &&
    (filters.roomType !== undefined || filters.style === undefined) &&
    !cursor;
  const seo = plain
    ? await resolveSeo(db, {
        pageType: filters.roomType ? "room_design" : "design_gallery",
        identifier: filters.roomType ? [roomSlug(filters.roomType), filters.style].filter(Boolean).join("/") : "",
        path: canonicalPath,
        origin,
        defaults,
      })
    : pageSeo(origin, canonicalPath, defaults);

  return {
    filters,
    fixedRoom,
    cards: galleryCards(request, context, page.images, filters, { priorityFirst: !hero, likedIds }),
    nextCursor: page.nextCursor,
    isLaterPage: cursor !== undefined,
    count,
    hero,
    title: seo.h1 ?? title,
    description,
    crumbs,
    likedIds,
    signedIn,
    seo,
  };
}

/** The next page as JSON for Load More: images, the cursor after them and which the viewer liked. */
export async function loadMoreImages(db: Executor, request: Request) {
  const url = new URL(request.url);
  const filters = parseGalleryFilters(url.searchParams);
  const page = await listGalleryPage(db, filters, cursorParam(url.searchParams));
  const { likedIds } = await viewerLikes(request, db, page.images);
  return { images: page.images, nextCursor: page.nextCursor, likedIds };
}

export type MoreImages = Awaited<ReturnType<typeof loadMoreImages>>;

// ── Photo page ──

export interface PhotoPageData {
  image: GalleryImage;
  similar: GalleryImage[];
  crumbs: Crumb[];
  likedIds: string[];
  signedIn: boolean;
  seo: PageSeo;
}

/** The photo page for an approved image (undefined → 404). Its view is counted by the page's beacon. */
export async function loadPhotoPage(
  db: Executor,
  request: Request,
  imageId: string,
): Promise<PhotoPageData | undefined> {
  const image = await getGalleryImage(db, imageId);
  if (!image) return undefined;
  const similar = await listSimilarImages(db, image);
  const { signedIn, likedIds } = await viewerLikes(request, db, [image, ...similar]);

  const origin = siteOrigin();
  const path = photoPath(image.id);
  const crumbs = galleryCrumbs({ roomType: image.roomType, style: image.designStyle ?? undefined }, image.title);
  const room = roomLabel(image.roomType);
  const style = image.designStyle ? `${optionLabel(image.designStyle)} ` : "";
  const description =
    image.description ??
    `A ${style.toLowerCase()}${room.toLowerCase()} design by ${image.brand.name}${image.projectLocation ? ` in ${image.projectLocation}` : ""}.`;
  const seo = pageSeo(origin, path, {
    title: pageTitle(`${image.title} – ${style}${room} Design`),
    description,
    image: shareImage(image),
    ogType: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ImageObject",
        name: image.title,
        description,
        contentUrl: absoluteUrl(origin, shareImage(image) ?? image.imageUrl),
        width: image.width,
        height: image.height,
        url: absoluteUrl(origin, path),
        creator: {
          "@type": "Organization",
          name: image.brand.name,
          url: absoluteUrl(origin, brandPath(image.brand.slug)),
        },
        ...(image.projectLocation ? { contentLocation: { "@type": "Place", name: image.projectLocation } } : {}),
      },
      breadcrumbJsonLd(origin, crumbs, path),
    ],
  });
  return { image, similar, crumbs, likedIds, signedIn, seo };
}
