import type { ComponentProps, ReactNode } from "react";
import { useLocation } from "react-router";
import { GALLERY_COPY } from "~/content/design-ideas";
import { QuoteButton, QuoteLink, type QuoteTarget, quoteTargetFromSearch } from "~/features/leads";
import { cn } from "~/lib/cn";
import type { MediaWidth } from "~/lib/image-sizes";
import { brandPath, photoPath } from "~/lib/paths";
import { buttonClasses } from "~/ui/button";
import { CLIENT_LINK } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { ResponsiveImage } from "~/ui/responsive-image";
import { type Island, IslandSlot, islandSlot, StaticIsland } from "~/ui/static-island";
import { galleryUrl, NO_FILTERS, optionLabel, roomLabel } from "./filters";
import type { GalleryImage } from "./gallery.server";
import { LikeButton, LikeHeart, type LikeVariant, useLike } from "./likes";

export type CardLayout = "grid" | "list";

export function photoHref(image: Pick<GalleryImage, "id">): string {
  return photoPath(image.id);
}

/** Same room and style: the 'see similar' gallery. */
export function similarHref(image: Pick<GalleryImage, "roomType" | "designStyle">): string {
  return galleryUrl({ ...NO_FILTERS, roomType: image.roomType, style: image.designStyle ?? undefined });
}

export function imageAlt(image: Pick<GalleryImage, "title" | "roomType" | "designStyle" | "brand">): string {
  const style = image.designStyle ? `${optionLabel(image.designStyle)} ` : "";
  return `${image.title}: ${style.toLowerCase()}${roomLabel(image.roomType).toLowerCase()} design by ${image.brand.name}`;
}

export function ImageBadges({ image }: { image: GalleryImage }) {
  const tags = [
    roomLabel(image.roomType),
    image.designStyle && optionLabel(image.designStyle),
    image.spaceSize && optionLabel(image.spaceSize),
  ].filter((t): t is string => Boolean(t));
  // The badge looks (badge.css) on the items themselves: one element per tag on a page of 50 cards.
  return (
    <ul className="ic-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="badge badge-neutral">
          {tag}
        </li>
      ))}
      {image.projectCostRange ? <li className="badge badge-brand">{optionLabel(image.projectCostRange)}</li> : null}
    </ul>
  );
}

export function BrandLine({ brand }: { brand: GalleryImage["brand"] }) {
  return (
    <span className="ic-brand-line">
      <span className="ic-brand">{brand.name}</span>
      {brand.isVerified ? (
        <span className="ic-verified">
          <MaskIcon name="badge-check" className="size-3.5" />
          {GALLERY_COPY.verified}
        </span>
      ) : null}
    </span>
  );
}

export function ViewBrandLink({ slug, name, className }: { slug: string; name: string; className?: string }) {
  return (
    <a href={brandPath(slug)} target="_blank" rel="noopener noreferrer" className={cn("ic-brand-link", className)}>
      {GALLERY_COPY.viewBrand}
      <MaskIcon name="external-link" className="size-3.5" />
      <span className="sr-only">{`${name} (opens in a new tab)`}</span>
    </a>
  );
}

/** The page's one form the hearts of a static island submit without JavaScript (see LikeForm). */
const LIKE_FORM_ID = "image-likes";

/** The card's image id and title, which the live slots read instead of carrying them again in the markup. */
function cardImage(slot: Element): { imageId: string; imageTitle: string } {
  const card = slot.closest("article");
  return { imageId: card?.id.replace(/^image-/, "") ?? "", imageTitle: card?.querySelector("h3")?.textContent ?? "" };
}

const likeSlot = islandSlot<{ imageId: string; imageTitle: string; likesCount: number; variant: LikeVariant }>(
  "like",
  (props) => <LikeButton {...props} />,
  (slot) => {
    const button = slot.querySelector("button");
    return {
      ...cardImage(slot),
      likesCount: Number(button?.getAttribute("data-likes") ?? 0),
      variant: button?.classList.contains("ic-round") ? "overlay" : "inline",
    };
  },
);

function LikesCountText({ likesCount }: { likesCount: number }) {
  return (
    <span className="ic-count">
      <MaskIcon name="heart" className="size-4" />
      {likesCount.toLocaleString("en-IN")}
      <span className="sr-only"> likes</span>
    </span>
  );
}

/** The likes under the photo, following the heart (a like or unlike changes them at once). */
function LiveLikesCount({ imageId, likesCount }: { imageId: string; likesCount: number }) {
  return <LikesCountText likesCount={useLike(imageId, likesCount).likesCount} />;
}

const likesCountSlot = islandSlot<{ imageId: string; likesCount: number }>(
  "likes",
  (props) => <LiveLikesCount {...props} />,
  (slot) => ({ imageId: cardImage(slot).imageId, likesCount: Number(slot.textContent?.replace(/\D/g, "") || 0) }),
);

function GetThisLookContent() {
  return (
    <>
      <MaskIcon name="sparkles" className="size-4" />
      {GALLERY_COPY.getThisLook}
    </>
  );
}

const lookSlot = islandSlot<{ target: QuoteTarget; overlay: boolean }>(
  "look",
  ({ target, overlay }) => (
    <QuoteButton target={target} size="sm" className={overlay ? "shadow-md" : undefined}>
      <GetThisLookContent />
    </QuoteButton>
  ),
  (slot) => {
    const href = slot.querySelector("a")?.getAttribute("href") ?? "";
    const target = quoteTargetFromSearch(new URL(href, window.location.origin).searchParams);
    const brandName = slot.closest("article")?.querySelector(".ic-brand")?.textContent ?? "";
    return { target: { ...target, brandName }, overlay: slot.closest(".ic-look") !== null };
  },
);

/** The live parts of the cards' static markup (see StaticIsland). */
export const IMAGE_CARD_SLOTS = [likeSlot, likesCountSlot, lookSlot] as const;

function LikeSlot({ image, liked, variant }: { image: GalleryImage; liked: boolean; variant: LikeVariant }) {
  const props = { imageId: image.id, imageTitle: image.title, likesCount: image.likesCount, variant };
  return (
    <IslandSlot slot={likeSlot} props={props}>
      <LikeHeart
        imageTitle={image.title}
        liked={liked}
        likesCount={image.likesCount}
        variant={variant}
        form={LIKE_FORM_ID}
        formAction={`/api/images/${image.id}/like`}
      />
    </IslandSlot>
  );
}

function GetThisLook({ image, overlay }: { image: GalleryImage; overlay: boolean }) {
  const target = { brandSlug: image.brand.slug, brandName: image.brand.name, imageId: image.id };
  return (
    <IslandSlot slot={lookSlot} props={{ target, overlay }}>
      <QuoteLink target={target} size="sm" className={overlay ? "shadow-md" : undefined}>
        <GetThisLookContent />
      </QuoteLink>
    </IslandSlot>
  );
}

function similarSubject(image: Pick<GalleryImage, "roomType" | "designStyle">): string {
  return [image.designStyle && optionLabel(image.designStyle), roomLabel(image.roomType)].filter(Boolean).join(" ");
}

function SeeSimilar({ image, compact }: { image: GalleryImage; compact?: boolean }) {
  return (
    <a
      href={similarHref(image)}
      {...CLIENT_LINK}
      aria-label={`${GALLERY_COPY.seeSimilar}: more ${similarSubject(image)} designs`}
      title={GALLERY_COPY.seeSimilar}
      className={compact ? "ic-round" : buttonClasses("outline", "sm")}
    >
      <MaskIcon name="layers" className="size-4" />
      {compact ? null : GALLERY_COPY.seeSimilar}
    </a>
  );
}

/** Cards are at most ~400 CSS px wide (a phone's full width): 480–1200 px covers 1× to 3× screens. */
const CARD_IMAGE_WIDTHS: readonly MediaWidth[] = [480, 800, 1200];
const GRID_SIZES = "(min-width:1280px) 300px,(min-width:1024px) 30vw,(min-width:640px) 45vw,100vw";
const LIST_SIZES = "(min-width:1024px) 360px,(min-width:640px) 40vw,100vw";

/**
 * A gallery image card: the photo (the whole card) opens its page; hover (or focus) shows
 * like, see similar and Get This Look; below are counts, badges, the brand and its location.
 * Static (no state, no router hooks), so a gallery page renders it once per distinct card data into a
 * static island (`galleryCards`); the heart, the likes count and Get This Look are its live slots.
 * `liked`: the heart as the page was rendered (false on pages every visitor shares: /api/viewer fills it in).
 * `similar`: false where 'see similar' would lead to the page the card is on.
 */
export function ImageCard({
  image,
  layout = "grid",
  priority = false,
  liked = false,
  similar = true,
}: {
  image: GalleryImage;
  layout?: CardLayout;
  priority?: boolean;
  liked?: boolean;
  similar?: boolean;
}) {
  const list = layout === "list";
  return (
    <article id={`image-${image.id}`} className={list ? "image-card ic-list" : "image-card"}>
      <div className="ic-media">
        {/* Not a link of its own: the title's link covers the card (image-card.css). */}
        <ResponsiveImage
          src={image.imageUrl}
          width={image.width}
          height={image.height}
          alt={imageAlt(image)}
          sizes={list ? LIST_SIZES : GRID_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          priority={priority}
          className="ic-photo"
        />
        {list ? null : (
          <>
            <div className="ic-actions">
              <LikeSlot image={image} liked={liked} variant="overlay" />
              {similar ? <SeeSimilar image={image} compact /> : null}
            </div>
            <div className="ic-look">
              <GetThisLook image={image} overlay />
            </div>
          </>
        )}
      </div>

      <div className="ic-body">
        <div className="ic-head">
          <h3 className="ic-title">
            <a href={photoHref(image)} {...CLIENT_LINK}>
              {image.title}
            </a>
          </h3>
          <BrandLine brand={image.brand} />
          {image.projectLocation ? (
            <p className="ic-muted">
              <MaskIcon name="map-pin" className="size-4" />
              {image.projectLocation}
            </p>
          ) : null}
        </div>
        {list && image.description ? <p className="ic-description">{image.description}</p> : null}
        <ImageBadges image={image} />
        <div className="ic-footer">
          {list ? (
            <>
              <LikeSlot image={image} liked={liked} variant="inline" />
              {similar ? <SeeSimilar image={image} /> : null}
              <GetThisLook image={image} overlay={false} />
              <span className="ml-auto flex items-center gap-4">
                <Counts image={image} viewsOnly />
                <ViewBrandLink slug={image.brand.slug} name={image.brand.name} />
              </span>
            </>
          ) : (
            <>
              <Counts image={image} />
              <ViewBrandLink slug={image.brand.slug} name={image.brand.name} />
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** Like and view counts; `viewsOnly` where a like button already shows the likes. */
function Counts({ image, viewsOnly = false }: { image: GalleryImage; viewsOnly?: boolean }) {
  return (
    <div className="ic-counts">
      {viewsOnly ? null : (
        <IslandSlot slot={likesCountSlot} props={{ imageId: image.id, likesCount: image.likesCount }}>
          <LikesCountText likesCount={image.likesCount} />
        </IslandSlot>
      )}
      <span className="ic-count">
        <MaskIcon name="eye" className="size-4" />
        {image.viewsCount.toLocaleString("en-IN")}
        <span className="sr-only"> views</span>
      </span>
    </div>
  );
}

/** The grid (or list) of a page's cards: its classes, shared by the island and the cards rendered by React. */
export function cardListClass(layout: CardLayout, wide = false): string {
  if (layout === "list") return "grid grid-cols-1 gap-6";
  return wide ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" : "grid gap-6 sm:grid-cols-2 xl:grid-cols-3";
}

/** One card's markup for the island (renderIsland's part element). */
export function imageCardItem(image: GalleryImage, props: Omit<ComponentProps<typeof ImageCard>, "image">) {
  return (
    <li>
      <ImageCard image={image} {...props} />
    </li>
  );
}

/** The form the island's hearts submit without JavaScript; it brings the visitor back here. */
function LikeForm() {
  const location = useLocation();
  return (
    <form id={LIKE_FORM_ID} method="post" hidden>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
    </form>
  );
}

/** A gallery page's cards from a static island (galleryCards in the loader): not hydrated nor sent twice. */
export function StaticCardList({ island, layout, after }: { island: Island; layout: CardLayout; after?: ReactNode }) {
  return (
    <>
      <StaticIsland island={island} slots={IMAGE_CARD_SLOTS} as="ul" className={cardListClass(layout)} />
      {after}
      <LikeForm />
    </>
  );
}
