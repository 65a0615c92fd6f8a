import { EyeIcon, LayersIcon, MapPinIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { COLOR_SWATCHES, GALLERY_COPY } from "~/content/design-ideas";
import { QuoteButton } from "~/features/leads";
import { photoPath } from "~/lib/paths";
import { useViewBeacon } from "~/lib/view-beacon";
import { Breadcrumbs, type Crumb } from "~/ui/breadcrumbs";
import { buttonClasses } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { ResponsiveImage } from "~/ui/responsive-image";
import { optionLabel, roomLabel } from "./filters";
import type { GalleryImage } from "./gallery.server";
import { CardList } from "./gallery-screen";
import { BrandLine, ImageBadges, imageAlt, similarHref, ViewBrandLink } from "./image-card";
import { LikeButton, LikesProvider } from "./likes";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 py-2.5 text-sm last:border-0 dark:border-stone-800">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-right font-medium text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

/** /design-ideas/photo/{id}: the image large, its details and actions, and similar designs. */
export function PhotoPage({
  image,
  similar,
  crumbs,
  likedIds,
}: {
  image: GalleryImage;
  similar: GalleryImage[];
  crumbs: Crumb[];
  likedIds: string[];
}) {
  useViewBeacon(`${photoPath(image.id)}/view`);
  return (
    <LikesProvider likedIds={likedIds}>
      <main className="flex-1">
        <Container className="py-6 sm:py-8">
          <Breadcrumbs items={crumbs} />
          <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <figure className="overflow-hidden rounded-2xl bg-stone-100 shadow-sm dark:bg-stone-900">
              <ResponsiveImage
                src={image.imageUrl}
                width={image.width}
                height={image.height}
                alt={imageAlt(image)}
                sizes="(min-width: 1280px) 860px, (min-width: 1024px) 66vw, 100vw"
                priority
                className="h-auto w-full"
              />
            </figure>

            <article className="flex flex-col gap-5">
              <div>
                <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50">
                  {image.title}
                </h1>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <BrandLine brand={image.brand} />
                  <ViewBrandLink slug={image.brand.slug} name={image.brand.name} />
                </div>
                {image.projectLocation ? (
                  <p className="mt-2 flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
                    <MapPinIcon aria-hidden="true" className="size-4" />
                    {image.projectLocation}
                  </p>
                ) : null}
              </div>

              {image.description ? <p className="text-stone-700 dark:text-stone-300">{image.description}</p> : null}
              <ImageBadges image={image} />

              <div className="flex flex-wrap items-center gap-3">
                <LikeButton
                  imageId={image.id}
                  imageTitle={image.title}
                  likesCount={image.likesCount}
                  variant="inline"
                />
                <p className="inline-flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-300">
                  <EyeIcon aria-hidden="true" className="size-4" />
                  {image.viewsCount.toLocaleString("en-IN")} views
                </p>
              </div>

              <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
                <QuoteButton
                  target={{ brandSlug: image.brand.slug, brandName: image.brand.name, imageId: image.id }}
                  size="lg"
                  className="w-full"
                >
                  <SparklesIcon aria-hidden="true" className="size-5" />
                  {GALLERY_COPY.getThisLook}
                </QuoteButton>
                <Link to={similarHref(image)} className={buttonClasses("outline", "lg", "w-full")}>
                  <LayersIcon aria-hidden="true" className="size-5" />
                  {GALLERY_COPY.seeSimilar}
                </Link>
              </div>

              <dl className="rounded-xl border border-stone-200 px-4 dark:border-stone-800">
                <Fact label="Room">{roomLabel(image.roomType)}</Fact>
                {image.designStyle ? <Fact label="Style">{optionLabel(image.designStyle)}</Fact> : null}
                {image.colorPalette ? (
                  <Fact label="Colour palette">
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-3.5 rounded-full border border-stone-300"
                        style={{ backgroundColor: COLOR_SWATCHES[image.colorPalette] }}
                      />
                      {optionLabel(image.colorPalette)}
                    </span>
                  </Fact>
                ) : null}
                {image.spaceSize ? <Fact label="Space size">{optionLabel(image.spaceSize)}</Fact> : null}
                {image.layoutType ? <Fact label="Layout">{optionLabel(image.layoutType)}</Fact> : null}
                {image.projectCostRange ? <Fact label="Cost range">{optionLabel(image.projectCostRange)}</Fact> : null}
                {image.designElements.length > 0 ? (
                  <Fact label="Design elements">{image.designElements.map(optionLabel).join(", ")}</Fact>
                ) : null}
              </dl>
            </article>
          </div>
        </Container>

        {similar.length > 0 ? (
          <Section
            title="Similar designs"
            action={
              <Link
                to={similarHref(image)}
                className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
              >
                {GALLERY_COPY.seeSimilar}
              </Link>
            }
            tone="muted"
          >
            <CardList images={similar} layout="grid" wide />
          </Section>
        ) : null}
      </main>
    </LikesProvider>
  );
}
