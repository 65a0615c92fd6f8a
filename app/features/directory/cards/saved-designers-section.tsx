import { HeartIcon } from "lucide-react";
import { LinkButton } from "~/ui/button";
import { CollectionSection } from "~/ui/collection-section";
import type { DesignerCardData } from "../listings/listing.server";
import { DesignerGrid } from "./designer-card";

/** "Saved designers" on /profile: the brands whose heart the user ticked (unsaving works here too). */
export function SavedDesignersSection({ designers }: { designers: DesignerCardData[] }) {
  return (
    <CollectionSection
      id="saved-designers"
      title="Saved designers"
      action={
        <LinkButton to="/interior-designers" size="sm" variant="outline">
          Find interior designers
        </LinkButton>
      }
      empty={
        designers.length === 0
          ? {
              icon: HeartIcon,
              title: "No saved designers yet",
              text: "Tap the heart on a designer's card to shortlist them here.",
            }
          : null
      }
    >
      <DesignerGrid designers={designers} signedIn favouriteIds={designers.map((designer) => designer.id)} />
    </CollectionSection>
  );
}
