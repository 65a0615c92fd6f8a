/**
 * The SEO dashboard's routes, behind their admin guard: what the loaders show, and what the forms post turned
 * into commands and answered with the dashboard's toasts (SEO_MESSAGES): a redirect back to the list (with a
 * flash toast, so it works without JavaScript too), or the form again with its errors.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { SEO_PAGE_TYPES } from "~/content/catalog";
import { createdPagesMessage, SEO_MESSAGES } from "~/content/seo";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { siteOrigin } from "~/features/seo/seo.api.server";
import type { FieldErrors } from "~/lib/form-fields";
import { logger } from "~/lib/logger.server";
import { type FlashToast, flashToast } from "~/services/flash.server";
import { parseSeoListQuery, type SeoListQuery, seoListHref, seoListSearch } from "./list-query";
import { EMPTY_SEO_FORM, SEO_FIELD_LIMITS, type SeoFormValues, seoFormValues, seoFormWarnings } from "./page-form";
import { type FormToast, parseSeoPageForm } from "./page-form-schema";
import {
  createCitySeoPages,
  createLocalitySeoPages,
  createSeoPage,
  deleteSeoPage,
  setSeoPageActive,
  updateSeoPage,
} from "./seo-page-commands.server";
import { getSeoPage, listSeoPages, seoStats } from "./seo-page-queries.server";
import { findSeoTarget, identifierSuggestions, type SeoTargetLookup } from "./seo-page-targets.server";
import { normalizeIdentifier } from "./targets";

/** Shown when the database fails: the details go to the log, not to the page. */
const TRY_AGAIN = "Something went wrong on our side. Please try again.";

const FLASH_DESCRIPTION_MAX = 500;

/** The list the form came from (its `back` field: "?q=…&page=2"), rebuilt from parsed values only. */
function backTo(form: FormData): string {
  const back = form.get("back");
  return seoListHref(parseSeoListQuery(new URLSearchParams(typeof back === "string" ? back : "")));
}

function toList(form: FormData, toast: FlashToast): Response {
  const description = toast.description?.slice(0, FLASH_DESCRIPTION_MAX) || undefined;
  return redirect(backTo(form), flashToast({ status: 303 }, { ...toast, description }));
}

/** A refused command (Response) goes on to the route; anything else is logged and answered with `toast`. */
function failure(error: unknown, form: FormData, toast: { title: string; description?: string }): Response {
  if (error instanceof Response) throw error;
  logger().error({ err: error }, `[seo] ${toast.title}`);
  return toList(form, { type: "error", title: toast.title, description: toast.description ?? TRY_AGAIN });
}

// ── Loaders ──

/** The list and the stat cards; a failing database shows 'Error loading SEO pages' instead of an error page. */
export async function loadSeoDashboard(db: Executor, query: SeoListQuery) {
  try {
    const [stats, list] = await Promise.all([seoStats(db), listSeoPages(db, query)]);
    return { stats, list, query, loadError: null };
  } catch (error) {
    logger().error({ err: error }, `[seo] ${SEO_MESSAGES.loadError}`);
    const stats = { total: 0, active: 0, inactive: 0, averageScore: null };
    return { stats, list: { rows: [], total: 0, page: 1, totalPages: 1 }, query, loadError: TRY_AGAIN };
  }
}

/** Where a form opened from the list goes back to (the list's own query, parsed). */
function listPlace(request: Request) {
  const query = parseSeoListQuery(new URL(request.url).searchParams);
  return { back: seoListSearch(query), closeHref: seoListHref(query) };
}

/** The add form: empty but for the defaults of a new SEO page. */
export async function loadNewSeoPage(db: Executor, request: Request) {
  return {
    ...listPlace(request),
    initial: EMPTY_SEO_FORM,
    target: null,
    origin: siteOrigin(),
    suggestions: await identifierSuggestions(db),
  };
}

/** The edit form of one SEO page, with what its identifier names; 404 when there is no such page. */
export async function loadSeoPageEditor(db: Executor, request: Request, id: string) {
  const page = await getSeoPage(db, id);
  if (!page) throw data(null, { status: 404 });
  const [target, suggestions] = await Promise.all([
    findSeoTarget(db, page.pageType, page.pageIdentifier),
    identifierSuggestions(db),
  ]);
  return { ...listPlace(request), initial: seoFormValues(page), target, origin: siteOrigin(), suggestions };
}

/** The delete confirmation's summary of the page; 404 when there is no such page. */
export async function loadSeoPageDeletion(db: Executor, request: Request, id: string) {
  const page = await getSeoPage(db, id);
  if (!page) throw data(null, { status: 404 });
  const { pageType, pageIdentifier, metaTitle } = page;
  return { ...listPlace(request), page: { pageType, pageIdentifier, metaTitle } };
}

const targetQuery = z.object({
  pageType: z.enum(SEO_PAGE_TYPES),
  identifier: z.string().max(SEO_FIELD_LIMITS.pageIdentifier).default(""),
});

/** GET /admin/seo/target?pageType=…&identifier=…: what the identifier names, for the form's hint and previews. */
export async function lookUpSeoTarget(db: Executor, request: Request): Promise<SeoTargetLookup> {
  const parsed = targetQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return { ok: false, message: "Choose a page type first." };
  const { pageType, identifier } = parsed.data;
  return findSeoTarget(db, pageType, normalizeIdentifier(pageType, identifier));
}

// ── The dashboard: toggle a row, bulk-create city or locality pages ──

const dashboardForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), id: z.string().min(1).max(100), isActive: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("create-city-pages") }),
  z.object({ intent: z.literal("create-locality-pages") }),
]);

export async function seoDashboardAction(db: Executor, viewer: Viewer | null, form: FormData): Promise<Response> {
  const parsed = dashboardForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return toList(form, { type: "error", title: "Error", description: "That action is unknown." });
  const command = parsed.data;
  if (command.intent === "toggle") return toggle(db, viewer, form, command.id, command.isActive === "true");
  const kind = command.intent === "create-city-pages" ? "city" : "locality";
  return bulkCreate(db, viewer, form, kind);
}

async function toggle(db: Executor, viewer: Viewer | null, form: FormData, id: string, isActive: boolean) {
  try {
    const result = await setSeoPageActive(db, viewer, id, isActive);
    if (!result)
      return toList(form, { type: "error", title: SEO_MESSAGES.statusError, description: SEO_MESSAGES.notFound });
    return toList(form, {
      type: "success",
      title: SEO_MESSAGES.statusUpdated,
      description: isActive ? SEO_MESSAGES.activated : SEO_MESSAGES.deactivated,
    });
  } catch (error) {
    return failure(error, form, { title: SEO_MESSAGES.statusError });
  }
}

const BULK = {
  city: {
    create: createCitySeoPages,
    created: SEO_MESSAGES.cityPagesCreated,
    none: SEO_MESSAGES.noNewCityPages,
    covered: SEO_MESSAGES.allCitiesCovered,
    error: SEO_MESSAGES.cityPagesError,
  },
  locality: {
    create: createLocalitySeoPages,
    created: SEO_MESSAGES.localityPagesCreated,
    none: SEO_MESSAGES.noNewLocalityPages,
    covered: SEO_MESSAGES.allLocalitiesCovered,
    error: SEO_MESSAGES.localityPagesError,
  },
} as const;

async function bulkCreate(db: Executor, viewer: Viewer | null, form: FormData, kind: "city" | "locality") {
  const bulk = BULK[kind];
  try {
    const count = await bulk.create(db, viewer);
    if (count === 0) return toList(form, { type: "info", title: bulk.none, description: bulk.covered });
    return toList(form, { type: "success", title: bulk.created, description: createdPagesMessage(count, kind) });
  } catch (error) {
    return failure(error, form, { title: bulk.error });
  }
}

// ── Delete ──

export async function seoDeleteAction(db: Executor, viewer: Viewer | null, id: string, form: FormData) {
  try {
    const deleted = await deleteSeoPage(db, viewer, id);
    return deleted
      ? toList(form, { type: "success", title: SEO_MESSAGES.deleted })
      : toList(form, { type: "error", title: SEO_MESSAGES.deleteError, description: SEO_MESSAGES.notFound });
  } catch (error) {
    return failure(error, form, { title: SEO_MESSAGES.deleteError });
  }
}

// ── Create and edit ──

/** The form again after a refusal: what was typed, the message per field, and the toast. */
export interface SeoFormActionData {
  values: SeoFormValues;
  fieldErrors: FieldErrors;
  toast: FormToast;
  /** The SEO page that already exists for this page, to link to. */
  existingId?: string;
}

/** The typed values, for showing the form again (no JavaScript) after a refusal. */
function typedValues(form: FormData): SeoFormValues {
  const values: SeoFormValues = { ...EMPTY_SEO_FORM, isActive: form.get("isActive") === "on" };
  for (const key of Object.keys(EMPTY_SEO_FORM) as (keyof SeoFormValues)[]) {
    const value = form.get(key);
    if (key !== "isActive" && typeof value === "string") values[key] = value;
  }
  return values;
}

/**
 * Saves a new (id null) or existing SEO page. Length and schema warnings don't block the save; the
 * browser shows them as toasts when it submits (`warned`), otherwise they go with the success toast.
 */
export async function seoPageFormAction(db: Executor, viewer: Viewer | null, id: string | null, form: FormData) {
  const values = typedValues(form);
  const refuse = (status: number, toast: FormToast, fieldErrors: FieldErrors = {}, existingId?: string) =>
    data<SeoFormActionData>({ values, fieldErrors, toast, existingId }, { status });
  const parsed = parseSeoPageForm(Object.fromEntries(form));
  if (!parsed.ok) return refuse(400, parsed.toast, parsed.fieldErrors);
  let result: Awaited<ReturnType<typeof createSeoPage>>;
  try {
    result = id ? await updateSeoPage(db, viewer, id, parsed.input) : await createSeoPage(db, viewer, parsed.input);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger().error({ err: error }, `[seo] ${SEO_MESSAGES.saveError}`);
    return refuse(500, { title: SEO_MESSAGES.saveError, description: TRY_AGAIN });
  }
  if (!result.ok) {
    const fieldErrors = result.field ? { [result.field]: result.message } : {};
    return refuse(409, { title: SEO_MESSAGES.saveError, description: result.message }, fieldErrors, result.existingId);
  }
  const warnings = form.get("warned") === "1" ? [] : seoFormWarnings(values);
  return toList(form, {
    type: "success",
    title: id ? SEO_MESSAGES.updated : SEO_MESSAGES.created,
    description: warnings.join(" ") || undefined,
  });
}
