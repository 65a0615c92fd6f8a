import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./card";

/** A titled list on a page (e.g. the profile's saved designers), with an action and an empty state. */
export function CollectionSection({
  id,
  title,
  action,
  empty,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  /** Shown instead of `children` when the collection has nothing in it. */
  empty: { icon: LucideIcon; title: string; text: string } | null;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {empty ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <empty.icon aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-medium">{empty.title}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">{empty.text}</p>
        </Card>
      ) : (
        children
      )}
    </section>
  );
}
