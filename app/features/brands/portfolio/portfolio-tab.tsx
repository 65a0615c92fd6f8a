import { Form, useNavigation } from "react-router";
import { IMAGE_STATUS_LABELS, PORTFOLIO_COPY } from "~/content/brand-dashboard";
import { catalogLabel } from "~/content/catalog";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { CLIENT_LINKS } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { Pager } from "~/ui/pager";
import { ResponsiveImage } from "~/ui/responsive-image";
import { AddImageForm } from "./add-image-form";
import { ImageDetailsFields } from "./image-details-fields";
import type { DashboardImage, ImageStatus } from "./portfolio.server";
import type { PortfolioActionData } from "./portfolio-actions.server";

export interface PortfolioTabData {
  images: DashboardImage[];
  total: number;
  page: number;
  pages: number;
  /** The image whose details are open for editing (`?edit=<id>`), if it is on this page. */
  editing: DashboardImage | null;
}

const STATUS_TONES = { pending: "warning", approved: "success", rejected: "danger" } as const;

function StatusBadge({ status }: { status: ImageStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="w-fit">
      {IMAGE_STATUS_LABELS[status]}
    </Badge>
  );
}

function pageHref(page: number, extra = ""): string {
  const params = new URLSearchParams(extra);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/brand-dashboard?${query}` : "/brand-dashboard";
}

function ReturnPage({ page }: { page: number }) {
  return <input type="hidden" name="returnPage" value={page} />;
}

/** The one form every card's Delete button submits (with its image id): one router form, not one per card. */
const DELETE_FORM = "delete-image";

function DeleteImageForm({ page }: { page: number }) {
  return (
    <Form
      id={DELETE_FORM}
      method="post"
      hidden
      onSubmit={(event) => {
        if (!window.confirm(PORTFOLIO_COPY.deleteConfirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <ReturnPage page={page} />
    </Form>
  );
}

function DeleteImageButton({ image, deleting }: { image: DashboardImage; deleting: boolean }) {
  return (
    <Button
      type="submit"
      form={DELETE_FORM}
      name="imageId"
      value={image.id}
      variant="ghost"
      size="sm"
      disabled={deleting}
      aria-label={`Delete ${image.title}`}
    >
      <MaskIcon name="trash" className="size-4" />
      {deleting ? "Deleting…" : "Delete"}
    </Button>
  );
}

function ImageCard({ image, page, deleting }: { image: DashboardImage; page: number; deleting: boolean }) {
  const labels = [image.roomType, image.designStyle].flatMap((value) => (value ? [catalogLabel(value)] : []));
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden">
        <div className="relative aspect-[4/3] bg-stone-100 dark:bg-stone-800">
          <ResponsiveImage
            src={image.url}
            width={image.width}
            height={image.height}
            alt={image.title}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="size-full object-cover"
          />
          <span className="absolute top-2 left-2">
            <StatusBadge status={image.status} />
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="font-semibold leading-snug">{image.title}</h3>
          <p className="text-sm text-stone-600 dark:text-stone-300">{labels.join(" · ")}</p>
          {image.status === "rejected" && image.rejectionReason ? (
            <p className="text-sm text-red-700 dark:text-red-400">Reason: {image.rejectionReason}</p>
          ) : null}
          <p className="flex gap-4 text-sm text-stone-600 dark:text-stone-400">
            <span className="inline-flex items-center gap-1">
              <MaskIcon name="heart" className="size-4" />
              {image.likesCount} <span className="sr-only">likes</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <MaskIcon name="eye" className="size-4" />
              {image.viewsCount} <span className="sr-only">views</span>
            </span>
          </p>
          <div className="mt-auto flex gap-2 pt-2">
            <a
              href={pageHref(page, `edit=${image.id}`)}
              className={buttonClasses("outline", "sm")}
              aria-label={`Edit ${image.title}`}
            >
              <MaskIcon name="pencil" className="size-4" />
              Edit
            </a>
            <DeleteImageButton image={image} deleting={deleting} />
          </div>
        </div>
      </Card>
    </li>
  );
}

function EditImagePanel({
  image,
  page,
  actionData,
}: {
  image: DashboardImage;
  page: number;
  actionData?: PortfolioActionData;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "update";
  const failed = actionData?.intent === "update" && actionData.imageId === image.id ? actionData : undefined;
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold">Edit image details</h3>
      <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="flex flex-col gap-2">
          <ResponsiveImage
            src={image.url}
            width={image.width}
            height={image.height}
            alt={image.title}
            sizes="16rem"
            className="w-full rounded-lg"
          />
          <StatusBadge status={image.status} />
        </div>
        <Form method="post" className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="imageId" value={image.id} />
          <ReturnPage page={page} />
          {failed?.message ? <Alert tone="error">{failed.message}</Alert> : null}
          <ImageDetailsFields
            id={`edit-${image.id}`}
            values={failed?.values ?? { ...image }}
            errors={failed?.fieldErrors}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Save changes"}
            </Button>
            <LinkButton to={pageHref(page)} variant="outline">
              Cancel
            </LinkButton>
          </div>
        </Form>
      </div>
    </Card>
  );
}

/** The Portfolio tab: Add Image, the brand's images with their moderation state, edit and delete. */
export function PortfolioTab({ data, actionData }: { data: PortfolioTabData; actionData?: PortfolioActionData }) {
  const uploadFailed = actionData?.intent === "upload" ? actionData : undefined;
  const otherFailure = actionData && actionData.intent !== "upload" && !data.editing ? actionData.message : undefined;
  const { formData } = useNavigation();
  const deletingId = formData?.get("intent") === "delete" ? formData.get("imageId") : null;
  return (
    <section aria-labelledby="portfolio-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="portfolio-heading" className="text-xl font-semibold">
          {PORTFOLIO_COPY.heading} <span className="text-stone-500">({data.total})</span>
        </h2>
      </div>
      {otherFailure ? <Alert tone="error">{otherFailure}</Alert> : null}
      <AddImageForm
        open={data.total === 0 || uploadFailed !== undefined}
        values={uploadFailed?.values}
        errors={uploadFailed?.fieldErrors}
      />
      {data.editing ? <EditImagePanel image={data.editing} page={data.page} actionData={actionData} /> : null}
      {data.images.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-300">{PORTFOLIO_COPY.empty}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" {...CLIENT_LINKS}>
          {data.images.map((image) => (
            <ImageCard key={image.id} image={image} page={data.page} deleting={image.id === deletingId} />
          ))}
        </ul>
      )}
      <DeleteImageForm page={data.page} />
      <Pager page={data.page} totalPages={data.pages} hrefForPage={(p) => pageHref(p)} label="Portfolio pages" />
    </section>
  );
}
