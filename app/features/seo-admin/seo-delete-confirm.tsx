import { Trash2Icon } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { SEO_MESSAGES, SEO_PAGE_TYPE_INFO } from "~/content/seo";
import { Button, LinkButton } from "~/ui/button";
import { SeoPanel } from "./seo-panel";
import type { SeoPageType } from "./targets";

/** 'Are you sure you want to delete this SEO page?', as a dialog over the list or a page of its own. */
export function SeoDeleteConfirm({
  page,
  action,
  back,
  closeHref,
}: {
  page: { pageType: SeoPageType; pageIdentifier: string; metaTitle: string | null };
  action: string;
  back: string;
  closeHref: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formAction === action;
  const label = SEO_PAGE_TYPE_INFO[page.pageType].label;
  return (
    <SeoPanel title="Delete SEO page" description={SEO_MESSAGES.deleteConfirm} closeHref={closeHref} size="md">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm dark:bg-stone-800/60">
        <dt className="text-stone-600 dark:text-stone-400">Page</dt>
        <dd className="font-medium">
          {label}
          {page.pageIdentifier ? <span className="font-mono"> {page.pageIdentifier}</span> : null}
        </dd>
        <dt className="text-stone-600 dark:text-stone-400">Title</dt>
        <dd>{page.metaTitle ?? "The page's own title"}</dd>
      </dl>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        The public page goes back to its own title, description and social card.
      </p>
      <Form
        method="post"
        action={action}
        state={location.state}
        preventScrollReset
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="back" value={back} />
        <LinkButton to={closeHref} variant="outline" preventScrollReset>
          Cancel
        </LinkButton>
        <Button type="submit" variant="destructive" disabled={deleting}>
          <Trash2Icon className="size-4" aria-hidden="true" />
          {deleting ? "Deleting…" : "Delete"}
        </Button>
      </Form>
    </SeoPanel>
  );
}
