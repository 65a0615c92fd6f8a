import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { brands, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { BRAND_LIST_FIELDS, BUSINESS_MESSAGES, parseBrandFields } from "~/features/brands";
import { heldStyles, writeBrandFields } from "~/features/brands/brands.api.server";
import { formValues } from "~/lib/form-fields";
import { containsPattern } from "~/lib/like";
import { changedFields, recordAudit } from "~/services/audit.server";
import { purgePublicPages } from "~/services/public-pages.server";
import { type AdminActionData, type AdminResult, adminActor, NOT_ADMIN, refused } from "../admin-access.server";
import { choiceField, type Paged, pageField, readPage, searchField } from "../list-query";

export const BRAND_FILTERS = ["verified", "unverified", "claimed", "unclaimed"] as const;
export type BrandFilter = (typeof BRAND_FILTERS)[number];

const FILTER_WHERE: Record<BrandFilter, SQL> = {
  verified: eq(brands.isVerified, true),
  unverified: eq(brands.isVerified, false),
  claimed: isNotNull(brands.claimedBy),
  unclaimed: isNull(brands.claimedBy),
};

export const brandListQuerySchema = z.object({
  q: searchField,
  status: choiceField(BRAND_FILTERS),
  page: pageField,
  edit: z.uuid().optional().catch(undefined),
});
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;

const brandId = z.uuid({ error: "Choose a brand." });

export const verifyBrandSchema = z.object({
  brandId,
  verified: z.enum(["true", "false"], { error: "Choose Verify or Unverify." }).transform((v) => v === "true"),
});

export interface AdminBrandRow {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  isVerified: boolean;
  /** The owner's email when the brand is claimed. */
  ownerEmail: string | null;
  createdAt: string;
}

/** Brands matching the search (name or city) and filter, newest first, with their owner. */
export async function listAdminBrands(db: Executor, query: BrandListQuery): Promise<Paged<AdminBrandRow>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern ? or(ilike(brands.brandName, pattern), ilike(brands.city, pattern)) : undefined,
    query.status ? FILTER_WHERE[query.status] : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where);
  return readPage(query.page, count?.n ?? 0, async (limit, offset) => {
    const rows = await db
      .select({
        id: brands.id,
        name: brands.brandName,
        slug: brands.slug,
        city: brands.city,
        isVerified: brands.isVerified,
        ownerEmail: users.email,
        createdAt: brands.createdAt,
      })
      .from(brands)
      .leftJoin(users, eq(users.id, brands.claimedBy))
      .where(where)
      .orderBy(desc(brands.createdAt), desc(brands.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
  });
}

/** Verifies or unverifies a brand (the Verified badge and lead routing follow is_verified). */
export async function setBrandVerified(
  db: Executor,
  viewer: Viewer | null,
  input: z.infer<typeof verifyBrandSchema>,
): Promise<AdminResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  const result = await db.transaction(async (tx): Promise<AdminResult> => {
    const [brand] = await tx
      .update(brands)
      .set({ isVerified: input.verified, updatedAt: new Date() })
      .where(and(eq(brands.id, input.brandId), eq(brands.isVerified, !input.verified)))
      .returning({ id: brands.id, name: brands.brandName });
    if (!brand) {
      const [exists] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
      if (!exists) return refused(404, "This brand no longer exists.");
      return refused(409, input.verified ? "This brand is already verified." : "This brand isn't verified.");
    }
    await recordAudit(tx, {
      actor,
      action: input.verified ? "brand.verify" : "brand.unverify",
      targetType: "brand",
      targetId: brand.id,
      before: { isVerified: !input.verified },
      after: { isVerified: input.verified },
    });
    return {
      ok: true,
      message: input.verified ? `${brand.name} is verified.` : `${brand.name} is no longer verified.`,
    };
  });
  if (result.ok) purgePublicPages(db);
  return result;
}

export type BrandEditResult =
  | AdminResult
  | { ok: false; status: 400; message: string; fieldErrors: Partial<Record<string, string>> };

const FIX_ERRORS = "Please correct the highlighted fields.";

/**
 * An admin corrects a brand's public fields (a homeowner reported an error): the owner's Profile Settings schema
 * and write, with the changed fields in the audit row of the same transaction.
 */
export async function editBrand(
  db: Executor,
  viewer: Viewer | null,
  id: string,
  values: Record<string, unknown>,
): Promise<BrandEditResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  const fields = parseBrandFields(values, await heldStyles(db, id));
  if (!fields.ok) return { ok: false, status: 400, message: FIX_ERRORS, fieldErrors: fields.fieldErrors };
  const result = await db.transaction(async (tx): Promise<BrandEditResult> => {
    const written = await writeBrandFields(tx, id, fields.value);
    if (written === "no-brand") return refused(404, "This brand no longer exists.");
    if (written === "no-city") {
      return { ok: false, status: 400, message: FIX_ERRORS, fieldErrors: { cityId: BUSINESS_MESSAGES.cityRequired } };
    }
    const change = changedFields(written.before, written.after);
    if (Object.keys(change.after).length === 0) return { ok: true, message: "Nothing changed." };
    await recordAudit(tx, { actor, action: "brand.edit", targetType: "brand", targetId: id, ...change });
    return { ok: true, message: `${fields.value.brandName} saved.` };
  });
  if (result.ok) purgePublicPages(db);
  return result;
}

/** What /admin/brands' forms answer: the outcome, and for an edit that didn't go through its messages and input. */
export interface AdminBrandsActionData extends AdminActionData {
  brandId?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, unknown>;
}

/** Runs a posted /admin/brands form: Verify/Unverify (intent "verify") or an edit (intent "edit"). */
export async function adminBrandsAction(db: Executor, viewer: Viewer | null, request: Request) {
  let values: Record<string, unknown>;
  try {
    values = formValues(await request.formData(), BRAND_LIST_FIELDS);
  } catch {
    return answer(refused(400, "The form could not be read. Please try again."));
  }
  if (values.intent === "edit") {
    const id = brandId.safeParse(values.brandId);
    if (!id.success) return answer(refused(400, "Choose a brand."), "edit");
    const result = await editBrand(db, viewer, id.data, values);
    const failedFields = !result.ok && "fieldErrors" in result ? { fieldErrors: result.fieldErrors, values } : {};
    return answer(result, "edit", { brandId: id.data, ...failedFields });
  }
  const input = verifyBrandSchema.safeParse(values);
  if (!input.success) return answer(refused(400, input.error.issues[0]?.message ?? "Please check the form."));
  return answer(await setBrandVerified(db, viewer, input.data), "verify");
}

function answer(result: BrandEditResult, intent?: string, extra: Partial<AdminBrandsActionData> = {}) {
  const body: AdminBrandsActionData = { ok: result.ok, message: result.message, intent, ...extra };
  return data(body, { status: result.ok ? 200 : result.status });
}
