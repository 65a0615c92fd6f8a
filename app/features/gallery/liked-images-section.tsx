import { HeartIcon } from "lucide-react";
import { LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import type { GalleryImage } from "./gallery.server";
import { CardList } from "./gallery-screen";
import { LikesProvider } from "./likes";

/** "Liked designs" on /profile: the images from listLikedImages(db, userId), hearts filled (unlike works here). */
export function LikedImagesSection({ images }: { images: GalleryImage[] }) {
  return (
    <section aria-labelledby="liked-designs-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="liked-designs-heading" className="text-xl font-semibold">
          Liked designs
        </h2>
        <LinkButton to="/design-ideas" size="sm" variant="outline">
          Browse design ideas
        </LinkButton>
      </div>
      {images.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <HeartIcon aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-medium">No liked designs yet</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Tap the heart on any design idea to keep it here for later.
          </p>
        </Card>
      ) : (
        <LikesProvider likedIds={images.map((image) => image.id)}>
          <CardList images={images} layout="grid" />
        </LikesProvider>
      )}
    </section>
  );
}
