import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Card } from "~/ui/card";
import { Dialog, DialogContent } from "~/ui/dialog";

/** Location state of a link that opens a form over the list (a dialog) instead of as a page of its own. */
export const OVER_LIST = { seoDialog: true } as const;

export function isOverList(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { seoDialog?: unknown }).seoDialog === true;
}

/** Whether the open child route (form, confirm) shows over the list: opened from the list, with JavaScript. */
export function useShowsOverList(): boolean {
  const hydrated = useHydrated();
  const { state } = useLocation();
  return hydrated && isOverList(state);
}

/**
 * The add/edit form and the delete confirmation: a dialog over the list when opened from it, otherwise (a
 * bookmark, a reload, no JavaScript) a page of its own with a way back to the list.
 */
export function SeoPanel({
  title,
  description,
  closeHref,
  size = "xl",
  children,
}: {
  title: string;
  description?: ReactNode;
  closeHref: string;
  size?: "md" | "xl";
  children: ReactNode;
}) {
  const overList = useShowsOverList();
  const navigate = useNavigate();
  if (overList) {
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : navigate(closeHref, { preventScrollReset: true }))}>
        <DialogContent title={title} description={description} size={size}>
          {children}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-col gap-1.5">
        <Link to={closeHref} className="w-fit text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          ← All SEO pages
        </Link>
        <h2 className="text-xl font-semibold">{title}</h2>
        {description ? <p className="text-sm text-stone-600 dark:text-stone-400">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
