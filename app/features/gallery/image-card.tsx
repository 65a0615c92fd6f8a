import { Link } from "react-router";
import { GALLERY_COPY } from "~/content/design-ideas";
import { QuoteButton } from "~/features/leads/quote-dialog";
import { cn } from "~/lib/cn";
import { Badge } from "~/ui/badge";
import { buttonClasses } from "~/ui/button";
import { MaskIcon } from "~/ui/mask-icon";
import { ResponsiveImage } from "~/ui/responsive-image";
import { galleryUrl, NO_FILTERS, optionLabel, roomLabel } from "./filters";
import type { GalleryImage } from "./gallery.server";
import { LikeButton, useLike } from "./likes";

export type CardLayout = "grid" | "list";

export function photoHref(image: Pick<GalleryImage, "id">): string {
  return `/design-ideas/photo/${image.id}`;
}

/** Same room and style: the 'see similar' gallery. */
export function similarHref(image: Pick<GalleryImage, "roomType" | "designStyle">): string {
  return galleryUrl({ ...NO_FILTERS, roomType: image.roomType, style: image.designStyle ?? undefined });
}

export function imageAlt(image: Pick<GalleryImage, "title" | "roomType" | "designStyle" | "brand">): string {
  const style = image.designStyle ? `${optionLabel(image.designStyle)} ` : "";
  return `${image.title}: ${style.toLowerCase()}${roomLabel(image.roomType).toLowerCase()} design by ${image.brand.name}`;
}

export function ImageBadges({ image, className }: { image: GalleryImage; className?: string }) {
  const tags = [
    roomLabel(image.roomType),
    image.designStyle && optionLabel(image.designStyle),
    image.spaceSize && optionLabel(image.spaceSize),
  ].filter((t): t is string => Boolean(t));
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
      {image.projectCostRange ? (
        <li>
          <Badge tone="brand">{optionLabel(image.projectCostRange)}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

export function BrandLine({ brand }: { brand: GalleryImage["brand"] }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="truncate font-medium text-stone-800 dark:text-stone-100">{brand.name}</span>
      {brand.isVerified ? (
        <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          <MaskIcon name="badge-check" className="size-3.5" />
          {GALLERY_COPY.verified}
        </span>
      ) : null}
    </span>
  );
}

export function ViewBrandLink({ slug, name, className }: { slug: string; name: string; className?: string }) {
  return (
    <a
      href={`/brand/${slug}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100",
        className,
      )}
    >
      {GALLERY_COPY.viewBrand}
      <MaskIcon name="external-link" className="size-3.5" />
      <span className="sr-only">{`${name} (opens in a new tab)`}</span>
    </a>
  );
}

/** Like and view counts; `viewsOnly` where a like button already shows the likes. */
function Counts({ image, viewsOnly = false }: { image: GalleryImage; viewsOnly?: boolean }) {
  const { likesCount } = useLike(image.id, image.likesCount);
  const likes = likesCount.toLocaleString("en-IN");
  const views = image.viewsCount.toLocaleString("en-IN");
  return (
    <p className="flex items-center gap-3 text-sm text-stone-600 dark:text-stone-300">
      {viewsOnly ? null : (
        <span className="inline-flex items-center gap-1">
          <MaskIcon name="heart" className="size-4" />
          {likes}
          <span className="sr-only"> likes</span>
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <MaskIcon name="eye" className="size-4" />
        {views}
        <span className="sr-only"> views</span>
      </span>
    </p>
  );
}

function GetThisLook({ image, className }: { image: GalleryImage; className?: string }) {
  return (
    <QuoteButton
      target={{ brandSlug: image.brand.slug, brandName: image.brand.name, imageId: image.id }}
      size="sm"
      className={className}
    >
      <MaskIcon name="sparkles" className="size-4" />
      {GALLERY_COPY.getThisLook}
    </QuoteButton>
  );
}

function similarSubject(image: Pick<GalleryImage, "roomType" | "designStyle">): string {
  return [image.designStyle && optionLabel(image.designStyle), roomLabel(image.roomType)].filter(Boolean).join(" ");
}

function SeeSimilar({ image, compact }: { image: GalleryImage; compact?: boolean }) {
  return (
    <Link
      to={similarHref(image)}
      aria-label={`${GALLERY_COPY.seeSimilar}: more ${similarSubject(image)} designs`}
      title={GALLERY_COPY.seeSimilar}
      className={
        compact
          ? "inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-md hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-stone-900/90 dark:text-stone-100"
          : buttonClasses("outline", "sm")
      }
    >
      <MaskIcon name="layers" className="size-4" />
      {compact ? null : GALLERY_COPY.seeSimilar}
    </Link>
  );
}

const GRID_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";
const LIST_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 40vw, 100vw";

/**
 * A gallery image (spec §2 Gallery image card): the photo opens its page; hover (or focus) shows
 * like, see similar and Get This Look; below are counts, badges, the brand and its location.
 */
export function ImageCard({
  image,
  layout = "grid",
  priority = false,
}: {
  image: GalleryImage;
  layout?: CardLayout;
  priority?: boolean;
}) {
  const list = layout === "list";
  return (
    <article
      id={`image-${image.id}`}
      className={cn(
        "group relative flex h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-stone-800 dark:bg-stone-900",
        list ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <div className={cn("relative shrink-0 overflow-hidden bg-stone-100 dark:bg-stone-800", list && "sm:w-2/5")}>
        <Link to={photoHref(image)} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={image.imageUrl}
            width={image.width}
            height={image.height}
            alt={imageAlt(image)}
            sizes={list ? LIST_SIZES : GRID_SIZES}
            priority={priority}
            className="aspect-[4/3] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </Link>
        {list ? null : (
          <>
            <div className="absolute top-3 right-3 flex flex-col gap-2 transition-opacity [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100">
              <LikeButton imageId={image.id} imageTitle={image.title} likesCount={image.likesCount} />
              <SeeSimilar image={image} compact />
            </div>
            <div className="absolute inset-x-3 bottom-3 flex justify-end transition-opacity [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100">
              <GetThisLook image={image} className="shadow-md" />
            </div>
          </>
        )}
      </div>

      <div className={cn("flex min-w-0 flex-1 flex-col gap-3", list ? "p-5" : "p-4")}>
        <div className="flex flex-col gap-1.5">
          <h3 className="text-base font-semibold leading-snug text-stone-900 dark:text-stone-50">
            <Link
              to={photoHref(image)}
              className="rounded-sm hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:text-brand-100"
            >
              {image.title}
            </Link>
          </h3>
          <p className="text-sm">
            <BrandLine brand={image.brand} />
          </p>
          {image.projectLocation ? (
            <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
              <MaskIcon name="map-pin" className="size-4" />
              {image.projectLocation}
            </p>
          ) : null}
        </div>
        {list && image.description ? (
          <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-300">{image.description}</p>
        ) : null}
        <ImageBadges image={image} />
        {list ? (
          <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3 dark:border-stone-800">
            <LikeButton imageId={image.id} imageTitle={image.title} likesCount={image.likesCount} variant="inline" />
            <SeeSimilar image={image} />
            <GetThisLook image={image} />
            <span className="ml-auto flex items-center gap-4">
              <Counts image={image} viewsOnly />
              <ViewBrandLink slug={image.brand.slug} name={image.brand.name} />
            </span>
          </div>
        ) : (
          <div className="mt-auto flex items-center justify-between gap-3 border-t border-stone-100 pt-3 dark:border-stone-800">
            <Counts image={image} />
            <ViewBrandLink slug={image.brand.slug} name={image.brand.name} />
          </div>
        )}
      </div>
    </article>
  );
}
