import { data, redirect } from "react-router";
import { PORTFOLIO_COPY } from "~/content/brand-dashboard";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { OwnedBrand } from "~/features/brands/brand-access.server";
import { type FormFailure, formValues } from "~/lib/form-fields";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { readUploadedFile } from "~/services/uploads/checks.server";
import { withUploadForm } from "~/services/uploads/upload-form.server";
import {
  addPortfolioImage,
  deletePortfolioImage,
  type PortfolioResult,
  updatePortfolioImage,
} from "./portfolio.server";

export const PORTFOLIO_INTENTS = ["upload", "update", "delete"] as const;
export type PortfolioIntent = (typeof PORTFOLIO_INTENTS)[number];

/** What the Portfolio tab shows after a form that did not go through: the message and what was typed. */
export interface PortfolioActionData extends FormFailure<PortfolioIntent> {
  imageId?: string;
}

const MULTIPLE = ["designElements"];

function detailsOf(form: FormData): Record<string, unknown> {
  return formValues(form, MULTIPLE);
}

function intentOf(form: FormData): PortfolioIntent {
  const intent = form.get("intent");
  return PORTFOLIO_INTENTS.find((i) => i === intent) ?? "upload";
}

/** The dashboard page the form was sent from (`?page=N`), to go back to. */
function returnPath(form: FormData): string {
  const page = Number(form.get("returnPage"));
  return Number.isInteger(page) && page > 1 && page < 100_000 ? `/brand-dashboard?page=${page}` : "/brand-dashboard";
}

function failed(intent: PortfolioIntent, result: Exclude<PortfolioResult, { ok: true }>, extra: object = {}) {
  return data<PortfolioActionData>(
    { intent, message: result.message, fieldErrors: result.fieldErrors, ...extra },
    { status: result.status },
  );
}

/**
 * The Portfolio tab's forms: upload one image (the form without JavaScript), edit an image's details,
 * delete an image. Success goes back to the tab with a toast; a refusal re-shows the form with its messages.
 */
export async function portfolioAction(
  database: Executor,
  storage: ObjectStorage,
  request: Request,
  viewer: Viewer,
  brand: OwnedBrand,
) {
  return withUploadForm(request, 1, async (read) => {
    if ("refused" in read) {
      return data<PortfolioActionData>({ intent: "upload", fieldErrors: { file: read.refused } }, { status: 413 });
    }
    const { form } = read;
    const intent = intentOf(form);
    const imageId = String(form.get("imageId") ?? "");
    const back = returnPath(form);

    if (intent === "delete") {
      const result = await deletePortfolioImage(database, storage, viewer, imageId);
      if (!result.ok) return failed(intent, result, { imageId });
      throw redirect(back, flashToast(undefined, { type: "success", title: PORTFOLIO_COPY.deleted }));
    }
    if (intent === "update") {
      const values = detailsOf(form);
      const result = await updatePortfolioImage(database, viewer, imageId, values);
      if (!result.ok) return failed(intent, result, { imageId, values });
      throw redirect(back, flashToast(undefined, { type: "success", title: PORTFOLIO_COPY.updated }));
    }
    if (form.getAll("file").length > 1) {
      return data<PortfolioActionData>(
        { intent, fieldErrors: { file: PORTFOLIO_COPY.oneFileWithoutScript }, values: detailsOf(form) },
        { status: 400 },
      );
    }
    const values = detailsOf(form);
    const result = await addPortfolioImage(database, storage, viewer, brand.id, values, () =>
      readUploadedFile(form, "file"),
    );
    if (!result.ok) return failed(intent, result, { values });
    throw redirect(
      "/brand-dashboard",
      flashToast(undefined, {
        type: "success",
        title: PORTFOLIO_COPY.uploaded,
        description: PORTFOLIO_COPY.uploadedDetail,
      }),
    );
  });
}

/** What the upload endpoint answers the dashboard's script: the new image, or why the file was refused. */
export type UploadResponse =
  | { ok: true; imageId: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

function json(body: UploadResponse, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * One file per request from the dashboard's script (which shows a progress bar per file): the same checks
 * and command as the form, answered as JSON. `brand` is the caller's own brand, never one named by the request.
 */
export async function uploadPortfolioImageJson(
  database: Executor,
  storage: ObjectStorage,
  request: Request,
  viewer: Viewer | null,
  brand: OwnedBrand | null,
): Promise<Response> {
  if (!viewer || !brand) return json({ ok: false, message: PORTFOLIO_COPY.notYours }, 403);
  return withUploadForm(request, 1, async (read) => {
    if ("refused" in read) return json({ ok: false, message: read.refused }, 413);
    const result = await addPortfolioImage(database, storage, viewer, brand.id, detailsOf(read.form), () =>
      readUploadedFile(read.form, "file"),
    );
    if (result.ok) return json({ ok: true, imageId: result.image.id });
    const message = result.fieldErrors?.file ?? result.message ?? Object.values(result.fieldErrors ?? {})[0] ?? "";
    return json({ ok: false, message, fieldErrors: result.fieldErrors }, result.status);
  });
}
