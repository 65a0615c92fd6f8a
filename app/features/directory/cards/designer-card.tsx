import type { ReactNode } from "react";
import { catalogLabel } from "~/content/catalog";
import { termsHighlights } from "~/features/brands";
import { QuoteButton, QuoteLink, type QuoteTarget, quoteTargetFromSearch, responseTimeLabel } from "~/features/leads";
import { projectRecordCardLine } from "~/features/projects";
import { expectFavourite } from "~/features/shell";
import { responsiveSources, withoutMediaWidth } from "~/lib/image-sizes";
import { initials } from "~/lib/initials";
import { formatRupeeRange } from "~/lib/money";
import { brandPath } from "~/lib/paths";
import { buttonClasses } from "~/ui/button";
import { CLIENT_LINKS } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { ResponsiveImage } from "~/ui/responsive-image";
import { CarouselEngager, SnapCarousel } from "~/ui/snap-carousel";
import { type Island, IslandSlot, islandSlot, StaticIsland } from "~/ui/static-island";
import type { DesignerCardData } from "../listings/listing.server";
import { FavouriteButton, FavouriteForm, HeartButton } from "./favourite-button";
import { displayRating, RatingStars, UnverifiedInfo, UnverifiedInfoButton, VerifiedBadge } from "./rating";

export interface FavouriteState {
  signedIn: boolean;
  saved: boolean;
}

/** Cards are at most 400 CSS px wide: 800 px covers 2× screens, so the srcset stops there. */
const CARD_IMAGE_WIDTH = 800;
/** How many of the brand's standard terms a card names. */
const CARD_TERMS = 3;
/** Two candidates per photo: 480 for one-column phones and 1× screens, 800 for 2× (each is a long URL × 72). */
const CARD_IMAGE_WIDTHS = [480, 800] as const;
/** A photo after the first before the carousel is engaged: one width, no srcset (see DesignerCard). */
const CARD_LATER_IMAGE_WIDTHS = [480] as const;
const CARD_IMAGE_SIZES = "(min-width:1280px) 400px,(min-width:768px) 50vw,100vw";

/** A carousel photo linking to the profile: a duplicate of the name link, so hidden from assistive tech and Tab. */
function PhotoLink({ href, children }: { href: string; children: ReactNode }) {
  const hidden = { tabIndex: -1, "aria-hidden": true } as const;
  return (
    <a href={href} {...hidden}>
      {children}
    </a>
  );
}

/** The page's one favourites form and its "Not verified yet" popover (ids: one card grid per page). */
const FAVOURITE_FORM_ID = "designer-favourites";
const UNVERIFIED_INFO_ID = "designer-unverified-info";

interface HeartProps {
  brandId: string;
  brandName: string;
  signedIn: boolean;
  saved: boolean;
}

/** The card's name, which the live slots read instead of carrying it again in the markup. */
function cardName(slot: Element): string {
  return slot.closest("article")?.querySelector("h3")?.textContent ?? "";
}

const heartOf = (slot: Element) => slot.querySelector("button");

const heartSlot = islandSlot<HeartProps>(
  "heart",
  (props) => <FavouriteButton {...props} />,
  (slot) => {
    const button = heartOf(slot);
    return {
      brandId: button?.value ?? "",
      brandName: cardName(slot),
      signedIn: button?.hasAttribute("data-signed-in") ?? false,
      saved: button?.getAttribute("aria-pressed") === "true",
    };
  },
  // Every heart's designer in the page's one /api/viewer request, though hearts mount as they near the screen.
  (slot) => {
    const brandId = heartOf(slot)?.value;
    if (brandId) expectFavourite(brandId);
  },
);

const quoteSlot = islandSlot<{ target: QuoteTarget }>(
  "quote",
  ({ target }) => <QuoteButton target={target}>Contact</QuoteButton>,
  (slot) => {
    const href = slot.querySelector("a")?.getAttribute("href") ?? "";
    const target = quoteTargetFromSearch(new URL(href, window.location.origin).searchParams);
    return { target: { ...target, brandName: cardName(slot) } };
  },
);

/** The later photos carry one width until the carousel is engaged: then their full srcset. */
function widenPhotos(carousel: HTMLElement): void {
  for (const img of carousel.querySelectorAll("img:not([srcset])")) {
    if (!(img instanceof HTMLImageElement)) continue;
    const sources = responsiveSources(
      withoutMediaWidth(img.getAttribute("src") ?? ""),
      Number(img.getAttribute("width")),
      CARD_IMAGE_WIDTHS,
    );
    if (!sources?.srcSet) continue;
    img.sizes = CARD_IMAGE_SIZES;
    img.srcset = sources.srcSet;
  }
}

const photosSlot = islandSlot<{ count: number }>(
  "photos",
  ({ count }) => <CarouselEngager count={count} buttonClassName="size-8 opacity-90" onEngage={widenPhotos} />,
  (slot) => ({ count: slot.parentElement?.querySelectorAll(".snap-carousel-track > *").length ?? 0 }),
);

/** The live parts of the cards' static markup (see StaticIsland). */
export const DESIGNER_CARD_SLOTS = [heartSlot, quoteSlot, photosSlot] as const;

/**
 * A designer in a listing. Static (no state, no router hooks), so a listing renders
 * it once per distinct card data into a static island (`designerCardsIsland`); the heart, the Contact button
 * and the carousel's arrows are its live slots.
 */
export function DesignerCard({
  designer,
  favourite,
  quoteLocation,
}: {
  designer: DesignerCardData;
  favourite: FavouriteState;
  quoteLocation?: string;
}) {
  const nameId = `designer-${designer.slug}`;
  const href = brandPath(designer.slug);
  const rating = displayRating(designer.rating);
  const area = designer.firstArea ?? designer.city;
  const price = formatRupeeRange(designer.minProjectCost, designer.maxProjectCost);
  const responds = responseTimeLabel(designer.responseMinutes);
  const record = projectRecordCardLine(designer.record);
  const terms = termsHighlights(designer).slice(0, CARD_TERMS);
  const quoteTarget = { brandSlug: designer.slug, brandName: designer.brandName, location: quoteLocation };
  const heart = { brandId: designer.id, brandName: designer.brandName, ...favourite };

  return (
    <article aria-labelledby={nameId} className="designer-card">
      <div>
        {designer.images.length > 0 ? (
          <SnapCarousel
            label={`Photos by ${designer.brandName}`}
            controls="none"
            bareSlides
            extra={<IslandSlot slot={photosSlot} props={{ count: designer.images.length }} />}
          >
            {designer.images.map((image, i) => (
              <PhotoLink key={image.url} href={href}>
                <ResponsiveImage
                  src={image.url}
                  width={Math.min(image.width, CARD_IMAGE_WIDTH)}
                  height={Math.round((Math.min(image.width, CARD_IMAGE_WIDTH) * image.height) / image.width)}
                  alt=""
                  sizes={CARD_IMAGE_SIZES}
                  // The later photos are off to the side (swiped to without JS): until the carousel is
                  // pointed at, focused or touched (widenPhotos) they carry one width instead of a srcset.
                  widths={i === 0 ? CARD_IMAGE_WIDTHS : CARD_LATER_IMAGE_WIDTHS}
                />
              </PhotoLink>
            ))}
          </SnapCarousel>
        ) : (
          <div className="designer-card-initials">{initials(designer.brandName)}</div>
        )}
        <span>
          <MaskIcon name="images" />
          {`${designer.photoCount} ${designer.photoCount === 1 ? "Photo" : "Photos"}`}
        </span>
        <IslandSlot slot={heartSlot} props={heart} className="designer-card-heart">
          <HeartButton
            brandName={designer.brandName}
            favourite={favourite.signedIn && favourite.saved}
            form={FAVOURITE_FORM_ID}
            brandId={designer.id}
            renderedSignedIn={favourite.signedIn}
          />
        </IslandSlot>
      </div>

      <div>
        <header>
          <span aria-hidden="true">{initials(designer.brandName)}</span>
          <div>
            <div>
              <h3 id={nameId}>
                {/* Truncated on the link itself so its box (the tap target) ends before the info button. */}
                <a href={href}>{designer.brandName}</a>
              </h3>
              {designer.isVerified ? (
                <VerifiedBadge />
              ) : (
                <UnverifiedInfoButton popoverId={UNVERIFIED_INFO_ID} brandName={designer.brandName} />
              )}
            </div>
            <div>
              <RatingStars rating={rating} />
              <strong>{rating.toFixed(1)}</strong>
              <span>{`(${designer.reviewCount} ${designer.reviewCount === 1 ? "review" : "reviews"})`}</span>
            </div>
          </div>
        </header>

        {designer.specialties.length > 0 ? (
          <ul aria-label="Specialties">
            {designer.specialties.map((style) => (
              <li key={style}>{catalogLabel(style)}</li>
            ))}
          </ul>
        ) : null}

        {terms.length > 0 ? (
          <ul aria-label="Standard terms">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        ) : null}

        {designer.description ? <p>{designer.description}</p> : null}

        <dl>
          <div>
            <dt>
              <MaskIcon name="map-pin" />
              <span className="sr-only">Area</span>
            </dt>
            <dd>{area ?? "India"}</dd>
          </div>
          {designer.yearsExperience != null ? (
            <div>
              <dt>
                <MaskIcon name="briefcase" />
                <span className="sr-only">Experience</span>
              </dt>
              <dd>{`${designer.yearsExperience}+ years exp`}</dd>
            </div>
          ) : null}
          {responds ? (
            <div className="col-span-2">
              <dt>
                <MaskIcon name="clock" />
                <span className="sr-only">Response time</span>
              </dt>
              <dd>{responds}</dd>
            </div>
          ) : null}
          {record ? (
            <div className="col-span-2" data-project-record>
              <dt>
                <MaskIcon name="house" />
                <span className="sr-only">Project record</span>
              </dt>
              <dd>{record}</dd>
            </div>
          ) : null}
          {price ? (
            <div className="col-span-2">
              <dt className="sr-only">Cost per sq ft</dt>
              <dd>
                <strong>{price}</strong>
                <span> per sq ft</span>
              </dd>
            </div>
          ) : null}
        </dl>

        <footer>
          {/* The slug alone names the brand (the quote page and action resolve it): no id in 24 links. */}
          <IslandSlot slot={quoteSlot} props={{ target: quoteTarget }}>
            <QuoteLink target={quoteTarget}>Contact</QuoteLink>
          </IslandSlot>
          <a href={href} className={buttonClasses("outline")} aria-label={`View profile of ${designer.brandName}`}>
            View Profile
          </a>
        </footer>
      </div>
    </article>
  );
}

const GRID_CLASS = "designer-grid";

/** The grid's shared parts beside its cards: the hearts' form and the one "Not verified yet" popover. */
function GridExtras({ unverified }: { unverified: boolean }) {
  return (
    <>
      <FavouriteForm id={FAVOURITE_FORM_ID} />
      {unverified ? <UnverifiedInfo id={UNVERIFIED_INFO_ID} /> : null}
    </>
  );
}

/** The designers of a page rendered by React in a responsive grid (the profile's saved designers, city overview). */
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
  return (
    <>
      <ul className={GRID_CLASS} {...CLIENT_LINKS}>
        {designers.map((designer) => (
          <li key={designer.id}>
            <DesignerCard
              designer={designer}
              favourite={{ signedIn, saved: favouriteIds.includes(designer.id) }}
              quoteLocation={quoteLocation}
            />
          </li>
        ))}
      </ul>
      <GridExtras unverified={designers.some((designer) => !designer.isVerified)} />
    </>
  );
}

/** A listing page's cards as a static island (see designerCardsIsland). */
export interface DesignerCardsIsland {
  island: Island;
  count: number;
  unverified: boolean;
}

/** The same grid as DesignerGrid from a static island: the cards' markup is not hydrated nor sent twice. */
export function StaticDesignerGrid({ cards }: { cards: DesignerCardsIsland }) {
  return (
    <>
      <StaticIsland
        island={cards.island}
        slots={DESIGNER_CARD_SLOTS}
        as="ul"
        className={GRID_CLASS}
        attributes={CLIENT_LINKS}
      />
      <GridExtras unverified={cards.unverified} />
    </>
  );
}

/** One card's markup for the island (renderIsland's part element). */
export function designerCardItem(designer: DesignerCardData, favourite: FavouriteState, quoteLocation?: string) {
  return (
    <li>
      <DesignerCard designer={designer} favourite={favourite} quoteLocation={quoteLocation} />
    </li>
  );
}
