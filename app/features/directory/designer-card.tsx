import { type ReactNode, useId } from "react";
import { catalogLabel } from "~/content/catalog";
import { QuoteButton } from "~/features/leads/quote-dialog";
import { responseTimeLabel } from "~/features/leads/response-time";
import { formatRupeeRange } from "~/lib/money";
import { buttonClasses } from "~/ui/button";
import { CLIENT_LINK } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { ResponsiveImage } from "~/ui/responsive-image";
import { SnapCarousel } from "~/ui/snap-carousel";
import { FavouriteButton } from "./favourite-button";
import type { DesignerCardData } from "./listing.server";
import { displayRating, RatingStars, UnverifiedInfo, UnverifiedInfoButton, VerifiedBadge } from "./rating";

export interface FavouriteState {
  signedIn: boolean;
  saved: boolean;
}

/** Cards are at most 400 CSS px wide: 800 px covers 2× screens, so the srcset stops there. */
const CARD_IMAGE_WIDTH = 800;
/** Two candidates per photo: 480 for one-column phones and 1× screens, 800 for 2× (each is a long URL × 72). */
const CARD_IMAGE_WIDTHS = [480, 800] as const;
/** A photo after the first before the carousel is engaged: one width, no srcset (see DesignerCard). */
const CARD_LATER_IMAGE_WIDTHS = [480] as const;
const CARD_IMAGE_SIZES = "(min-width:1280px) 400px,(min-width:768px) 50vw,100vw";

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

/** A carousel photo linking to the profile: a duplicate of the name link, so hidden from assistive tech and Tab. */
function PhotoLink({ href, children }: { href: string; children: ReactNode }) {
  const hidden = { tabIndex: -1, "aria-hidden": true } as const;
  return (
    <a href={href} {...CLIENT_LINK} {...hidden} className="designer-card-photo">
      {children}
    </a>
  );
}

/** A designer in a listing (spec §2 Designer card). */
export function DesignerCard({
  designer,
  favourite,
  quoteLocation,
  unverifiedInfoId,
}: {
  designer: DesignerCardData;
  favourite: FavouriteState;
  quoteLocation?: string;
  /** The listing's UnverifiedInfo popover, which this card's info button opens when it is unverified. */
  unverifiedInfoId: string;
}) {
  const nameId = useId();
  const href = `/brand/${designer.slug}`;
  const rating = displayRating(designer.rating);
  const area = designer.firstArea ?? designer.city;
  const price = formatRupeeRange(designer.minProjectCost, designer.maxProjectCost);
  const responds = responseTimeLabel(designer.responseMinutes);

  return (
    <article aria-labelledby={nameId} className="designer-card">
      <div className="designer-card-media">
        {designer.images.length > 0 ? (
          <SnapCarousel label={`Photos by ${designer.brandName}`} buttonClassName="size-8 opacity-90">
            {(engaged) =>
              designer.images.map((image, i) => (
                <PhotoLink key={image.url} href={href}>
                  <ResponsiveImage
                    src={image.url}
                    width={Math.min(image.width, CARD_IMAGE_WIDTH)}
                    height={Math.round((Math.min(image.width, CARD_IMAGE_WIDTH) * image.height) / image.width)}
                    alt=""
                    sizes={CARD_IMAGE_SIZES}
                    // The later photos are off to the side (swiped to without JS): until the carousel is
                    // pointed at, focused or touched they carry one width instead of a srcset.
                    widths={engaged || i === 0 ? CARD_IMAGE_WIDTHS : CARD_LATER_IMAGE_WIDTHS}
                  />
                </PhotoLink>
              ))
            }
          </SnapCarousel>
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-stone-200 text-4xl font-semibold text-brand-700 dark:from-stone-800 dark:to-stone-900 dark:text-brand-100">
            {initials(designer.brandName)}
          </div>
        )}
        <span className="designer-card-photo-count">
          <MaskIcon name="images" className="size-3.5" />
          {`${designer.photoCount} ${designer.photoCount === 1 ? "Photo" : "Photos"}`}
        </span>
        <FavouriteButton
          brandId={designer.id}
          brandName={designer.brandName}
          signedIn={favourite.signedIn}
          saved={favourite.saved}
          className="absolute top-3 right-3"
        />
      </div>

      <div className="designer-card-body">
        <div className="designer-card-head">
          <span aria-hidden="true" className="designer-card-avatar">
            {initials(designer.brandName)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="designer-card-fact">
              <h3 id={nameId} className="designer-card-title">
                {/* Truncated on the link itself so its box (the tap target) ends before the info button. */}
                <a href={href} {...CLIENT_LINK} className="designer-card-name">
                  {designer.brandName}
                </a>
              </h3>
              {designer.isVerified ? (
                <VerifiedBadge className="shrink-0" />
              ) : (
                <UnverifiedInfoButton popoverId={unverifiedInfoId} brandName={designer.brandName} />
              )}
            </div>
            <div className="designer-card-rating">
              <RatingStars rating={rating} />
              <span className="font-semibold">{rating.toFixed(1)}</span>
              <span className="designer-card-muted">
                {`(${designer.reviewCount} ${designer.reviewCount === 1 ? "review" : "reviews"})`}
              </span>
            </div>
          </div>
        </div>

        {designer.specialties.length > 0 ? (
          <ul className="designer-card-chips" aria-label="Specialties">
            {designer.specialties.map((style) => (
              <li key={style} className="designer-card-chip">
                {catalogLabel(style)}
              </li>
            ))}
          </ul>
        ) : null}

        {designer.description ? <p className="designer-card-description">{designer.description}</p> : null}

        <dl className="designer-card-facts">
          <div className="designer-card-fact min-w-0">
            <dt>
              <MaskIcon name="map-pin" className="designer-card-fact-icon" />
              <span className="sr-only">Area</span>
            </dt>
            <dd className="truncate">{area ?? "India"}</dd>
          </div>
          {designer.yearsExperience != null ? (
            <div className="designer-card-fact">
              <dt>
                <MaskIcon name="briefcase" className="designer-card-fact-icon" />
                <span className="sr-only">Experience</span>
              </dt>
              <dd>{`${designer.yearsExperience}+ years exp`}</dd>
            </div>
          ) : null}
          {responds ? (
            <div className="col-span-2 flex items-center gap-1.5">
              <dt>
                <MaskIcon name="clock" className="size-4 text-stone-500" />
                <span className="sr-only">Response time</span>
              </dt>
              <dd>{responds}</dd>
            </div>
          ) : null}
          {price ? (
            <div className="col-span-2">
              <dt className="sr-only">Cost per sq ft</dt>
              <dd>
                <strong className="designer-card-price">{price}</strong>
                <span className="designer-card-muted"> per sq ft</span>
              </dd>
            </div>
          ) : null}
        </dl>

        <div className="designer-card-actions">
          <QuoteButton
            // The slug alone names the brand (the quote page and action resolve it): no id in 24 links.
            target={{ brandSlug: designer.slug, brandName: designer.brandName, location: quoteLocation }}
            className="w-full"
          >
            Contact
          </QuoteButton>
          <a
            href={href}
            {...CLIENT_LINK}
            className={buttonClasses("outline", "md", "w-full")}
            aria-label={`View profile of ${designer.brandName}`}
          >
            View Profile
          </a>
        </div>
      </div>
    </article>
  );
}

/** The designers of one listing page in a responsive grid. */
export function DesignerGrid({
  designers,
  signedIn,
  favouriteIds,
  quoteLocation,
}: {
  designers: DesignerCardData[];
  signedIn: boolean;
  favouriteIds: readonly string[];
  quoteLocation?: string;
}) {
  const unverifiedInfoId = useId();
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {designers.map((designer) => (
          // Padding (cancelled by the margin) keeps the hover shadow inside the item's paint containment.
          <li key={designer.id} className="render-when-near -m-4 min-w-0 p-4">
            <DesignerCard
              designer={designer}
              favourite={{ signedIn, saved: favouriteIds.includes(designer.id) }}
              quoteLocation={quoteLocation}
              unverifiedInfoId={unverifiedInfoId}
            />
          </li>
        ))}
      </ul>
      {designers.some((designer) => !designer.isVerified) ? <UnverifiedInfo id={unverifiedInfoId} /> : null}
    </>
  );
}
