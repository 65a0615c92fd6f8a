import { eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { brands } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { formValues } from "~/lib/form-fields";
import { flashToast } from "~/services/flash.server";
import { purgePublicPages } from "~/services/public-pages.server";
import { canEditBrand } from "../brand-access.server";
import { NO_TERMS, parseStandardTerms, type StandardTerms } from "./standard-terms";

export const STANDARD_TERMS_MESSAGES = {
  saved: "Standard terms saved",
  notYours: "You can only change your own brand's terms.",
} as const;

/** The columns of a brand's standard terms, for every page that shows them. */
export const standardTermsColumns = {
  warrantyYears: brands.warrantyYears,
  typicalTimelineWeeks: brands.typicalTimelineWeeks,
  paymentStages: brands.paymentStages,
  freeSiteVisit: brands.freeSiteVisit,
  freeDesign3d: brands.freeDesign3d,
  emiAvailable: brands.emiAvailable,
};

const termsRow = preparedQuery("brand_standard_terms", (db, name) =>
  db
    .select(standardTermsColumns)
    .from(brands)
    .where(eq(brands.id, sql.placeholder("brandId")))
    .prepare(name),
);

export async function loadStandardTerms(db: Executor, brandId: string): Promise<StandardTerms> {
  const [row] = await termsRow(db).execute({ brandId });
  return row ?? NO_TERMS;
}

export type SaveTermsResult = { ok: true } | { ok: false; status: 400 | 403 | 404; errors: string[] };

/**
 * The brand's owner (or an admin) sets its standard terms. They show on its profile and on designer cards in
 * every list, so every cached public page goes, as with the brand's other public fields.
 */
export async function saveStandardTerms(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  form: FormData,
): Promise<SaveTermsResult> {
  if (!(await canEditBrand(db, viewer, brandId))) {
    return { ok: false, status: 403, errors: [STANDARD_TERMS_MESSAGES.notYours] };
  }
  const parsed = parseStandardTerms(form);
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  const updated = await db
    .update(brands)
    .set({ ...parsed.terms, updatedAt: new Date() })
    .where(eq(brands.id, brandId))
    .returning({ id: brands.id });
  if (updated.length === 0) return { ok: false, status: 404, errors: [] };
  purgePublicPages(db);
  return { ok: true };
}

/** What the terms form shows after a save that did not go through: the messages and what was typed. */
export interface TermsActionData {
  intent: "terms";
  errors: string[];
  values: Record<string, unknown>;
}

export const TERMS_FIELDS = ["stageLabel", "stagePercent"] as const;

/** The terms form's post: back to Profile Settings with a toast, or the form again with its messages. */
export async function standardTermsAction(db: Executor, form: FormData, viewer: Viewer, brandId: string) {
  const result = await saveStandardTerms(db, viewer, brandId, form);
  if (result.ok) {
    throw redirect(
      "/brand-dashboard/settings",
      flashToast(undefined, { type: "success", title: STANDARD_TERMS_MESSAGES.saved }),
    );
  }
  return data<TermsActionData>(
    { intent: "terms", errors: result.errors, values: formValues(form, TERMS_FIELDS) },
    { status: result.status },
  );
}
