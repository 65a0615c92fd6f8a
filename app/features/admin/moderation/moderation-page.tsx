import { BadgeCheckIcon, CheckIcon, StarIcon, StarOffIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { catalogLabel } from "~/content/catalog";
import { formatDate } from "~/lib/dates";
import { brandPath } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Textarea } from "~/ui/field";
import { NavTabs } from "~/ui/nav-tabs";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { AdminActionData } from "../admin-access.server";
import { ActionFeedback, AdminHeading, countLabel, ListResults } from "../admin-list";
import { LatestReviews } from "./latest-reviews";
import type { ReportQueue } from "./message-reports.server";
import type { ModerationImage, ModerationPage, ModerationView } from "./moderation.server";
import { ReportedMessages } from "./reported-messages";
import type { LatestReview } from "./review-removal.server";

const VIEW_LABELS: Record<ModerationView, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };

interface BrandGroup {
  brand: ModerationImage["brand"];
  images: ModerationImage[];
}

/** The page's images grouped by brand, groups in the order of their newest image. */
function byBrand(images: ModerationImage[]): BrandGroup[] {
  const groups = new Map<string, BrandGroup>();
  for (const image of images) {
    const group = groups.get(image.brand.id) ?? { brand: image.brand, images: [] };
    group.images.push(image);
    groups.set(image.brand.id, group);
  }
  return [...groups.values()];
}

export function AdminModerationPage({
  list,
  view,
  reports,
  reviews,
  actionData,
}: {
  list: ModerationPage;
  view: ModerationView;
  reports: ReportQueue;
  reviews: LatestReview[];
  actionData: AdminActionData | undefined;
}) {
  const tabs = (Object.keys(VIEW_LABELS) as ModerationView[]).map((key) => ({
    to: key === "pending" ? "/admin/moderation" : `/admin/moderation?view=${key}`,
    label: `${VIEW_LABELS[key]} (${list.counts[key].toLocaleString("en-IN")})`,
    active: key === view,
  }));
  return (
    <div className="flex flex-col gap-6">
      <AdminHeading title="Moderation">
        Portfolio images wait here until approved; only approved images appear on public pages. A rejected image's brand
        is emailed the reason. Featured approved images make the gallery's Featured Designs. Messages reported by either
        side of a conversation wait here too: hide one, suspend its sender, or dismiss the report. The latest reviews
        are listed last, each with Remove.
      </AdminHeading>
      <ActionFeedback data={actionData} />
      <ReportedMessages queue={reports} />
      <h2 className="text-xl font-semibold">Portfolio images</h2>
      <NavTabs label="Moderation queues" tabs={tabs} />
      <ListResults
        list={list}
        noun={[`${view} image`, `${view} images`]}
        empty={view === "pending" ? "No images are waiting for review." : `No ${view} images.`}
        pagerLabel="Moderation pages"
        actions={view === "pending" && list.rows.length > 0 ? <BulkApprove images={list.rows} /> : null}
      >
        {byBrand(list.rows).map((group) => (
          <BrandImages key={group.brand.id} group={group} />
        ))}
      </ListResults>
      <LatestReviews reviews={reviews} />
    </div>
  );
}

function BulkApprove({ images }: { images: ModerationImage[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.getAll("imageIds").length === images.length;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="approve" />
      {images.map((image) => (
        <input key={image.id} type="hidden" name="imageIds" value={image.id} />
      ))}
      <Button type="submit" disabled={busy}>
        <CheckIcon className="size-4" aria-hidden="true" />
        {busy ? "Approving…" : `Approve all ${images.length} on this page`}
      </Button>
    </Form>
  );
}

function BrandImages({ group }: { group: BrandGroup }) {
  const headingId = `brand-${group.brand.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <Link to={brandPath(group.brand.slug)} className="underline-offset-2 hover:underline">
          {group.brand.name}
        </Link>
        {group.brand.isVerified ? (
          <Badge tone="success">
            <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
            Verified
          </Badge>
        ) : null}
        <span className="text-sm font-normal text-stone-500">{countLabel(group.images.length, "image", "images")}</span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {group.images.map((image) => (
          <li key={image.id}>
            <ImageCard image={image} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ImageCard({ image }: { image: ModerationImage }) {
  const navigation = useNavigation();
  const sent = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = sent?.get("imageId") === image.id || (sent?.getAll("imageIds").includes(image.id) ?? false);
  const pending = !image.isApproved && !image.rejected;
  const facts = [
    catalogLabel(image.roomType),
    image.designStyle,
    image.colorPalette,
    image.spaceSize,
    image.layoutType,
    image.projectCostRange,
  ]
    .filter((v): v is string => Boolean(v))
    .map(catalogLabel);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-image-id={image.id}>
      <ResponsiveImage
        src={image.url}
        width={image.width}
        height={image.height}
        alt={image.title}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
        className="aspect-[4/3] w-full bg-stone-100 object-cover dark:bg-stone-800"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold leading-snug">{image.title}</h3>
          {image.description ? (
            <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-300">{image.description}</p>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Details">
          {facts.map((fact) => (
            <li key={fact}>
              <Badge>{fact}</Badge>
            </li>
          ))}
          {image.isFeatured ? (
            <li>
              <Badge tone="brand">Featured</Badge>
            </li>
          ) : null}
        </ul>
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {image.projectLocation ? `${image.projectLocation} · ` : ""}
          Uploaded {formatDate(image.createdAt)}
          {image.designElements.length > 0 ? ` · ${image.designElements.map(catalogLabel).join(", ")}` : ""}
        </p>
        {image.rejected ? (
          <p className="rounded-md bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
            Rejected: {image.rejectionReason}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          {pending || image.rejected ? (
            <ImageForm image={image} intent="approve">
              <Button type="submit" size="sm" disabled={busy}>
                <CheckIcon className="size-4" aria-hidden="true" />
                Approve
              </Button>
            </ImageForm>
          ) : null}
          {image.rejected ? null : (
            <ImageForm image={image} intent="feature">
              <input type="hidden" name="featured" value={String(!image.isFeatured)} />
              <Button type="submit" size="sm" variant="outline" disabled={busy}>
                {image.isFeatured ? (
                  <StarOffIcon className="size-4" aria-hidden="true" />
                ) : (
                  <StarIcon className="size-4" aria-hidden="true" />
                )}
                {image.isFeatured ? "Unfeature" : "Feature"}
              </Button>
            </ImageForm>
          )}
        </div>
        {image.rejected ? null : <RejectForm image={image} busy={busy} />}
      </div>
    </Card>
  );
}

function ImageForm({
  image,
  intent,
  children,
}: {
  image: ModerationImage;
  intent: "approve" | "feature";
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={intent === "approve" ? "imageIds" : "imageId"} value={image.id} />
      {children}
    </Form>
  );
}

/** Reject needs a reason: the form opens under the card (a <details>, so it works without JavaScript). */
function RejectForm({ image, busy }: { image: ModerationImage; busy: boolean }) {
  const reasonId = `reason-${image.id}`;
  return (
    <details className="group rounded-md border border-stone-200 dark:border-stone-700">
      <summary className="cursor-pointer list-none px-3 py-2 text-sm font-medium text-red-700 marker:hidden dark:text-red-400">
        <span className="inline-flex items-center gap-1.5">
          <XIcon className="size-4" aria-hidden="true" />
          Reject…
        </span>
      </summary>
      <Form method="post" preventScrollReset className="flex flex-col gap-2 p-3 pt-0">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="imageId" value={image.id} />
        <label htmlFor={reasonId} className="text-sm font-medium">
          Reason (emailed to the brand)
        </label>
        <Textarea id={reasonId} name="reason" rows={3} required maxLength={500} />
        <Button type="submit" size="sm" variant="destructive" disabled={busy} className="self-start">
          Reject image
        </Button>
      </Form>
    </details>
  );
}
