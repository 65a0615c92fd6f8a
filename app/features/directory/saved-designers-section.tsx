import { HeartIcon } from "lucide-react";
import { LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { DesignerGrid } from "./designer-card";
import type { DesignerCardData } from "./listing.server";

/** "Saved designers" on /profile: the brands whose heart the user ticked (unsaving works here too). */
export function SavedDesignersSection({ designers }: { designers: DesignerCardData[] }) {
  return (
    <section aria-labelledby="saved-designers-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-designers-heading" className="text-xl font-semibold">
          Saved designers
        </h2>
        <LinkButton to="/interior-designers" size="sm" variant="outline">
          Find interior designers
        </LinkButton>
      </div>
      {designers.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <HeartIcon aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-medium">No saved designers yet</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Tap the heart on a designer's card to shortlist them here.
          </p>
        </Card>
      ) : (
        <DesignerGrid designers={designers} signedIn favouriteIds={designers.map((designer) => designer.id)} />
      )}
    </section>
  );
}
