import { HeartIcon } from "lucide-react";
import { LinkButton } from "~/ui/button";
import { CollectionSection } from "~/ui/collection-section";
import type { GalleryImage } from "./gallery.server";
import { CardList } from "./gallery-screen";
import { LikesProvider } from "./likes";

/** "Liked designs" on /profile: the images from listLikedImages(db, userId), hearts filled (unlike works here). */
export function LikedImagesSection({ images }: { images: GalleryImage[] }) {
  return (
    <CollectionSection
      id="liked-designs"
      title="Liked designs"
      action={
        <LinkButton to="/design-ideas" size="sm" variant="outline">
          Browse design ideas
        </LinkButton>
      }
      empty={
        images.length === 0
          ? {
              icon: HeartIcon,
              title: "No liked designs yet",
              text: "Tap the heart on any design idea to keep it here for later.",
            }
          : null
      }
    >
      <LikesProvider likedIds={images.map((image) => image.id)}>
        <CardList images={images} layout="grid" />
      </LikesProvider>
    </CollectionSection>
  );
}
