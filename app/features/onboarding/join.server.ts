import { data, redirect } from "react-router";
import { z } from "zod";
import { ONBOARDING_MESSAGES } from "~/content/onboarding";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { type FormValues, textValues } from "~/features/brands";
import {
  type ClaimablePage,
  type ClaimChoice,
  canJoinAsBrand,
  claimBrandInstantly,
  findClaimChoice,
  listClaimableBrands,
  listClaimableListings,
  listOwnClaims,
  type OwnClaim,
  submitClaimRequest,
} from "~/features/claims/claims.api.server";
import { listCityChoices } from "~/features/directory/directory.api.server";
import { LISTING_FIELDS, listingSchema } from "~/features/listings";
import { createListing, listOwnedListings, type OwnedListing } from "~/features/listings/listings.api.server";
import { fieldErrors } from "~/lib/form-fields";
import { JOIN_TABS, type JoinTab, joinHref } from "~/lib/paths";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { createBrand } from "./create-brand.server";
import { CREATE_BRAND_FIELDS, createBrandSchema } from "./join-schemas";

/** What the 'Join as a Brand' page shows: the open tab's list, choice or form, and the viewer's own claims. */
export interface JoinPageData {
  tab: JoinTab;
  ownClaims: OwnClaim[];
  ownListings: OwnedListing[];
  /** Claim tabs: the list (no choice open) or the brand/listing being claimed (null: no longer claimable). */
  list: ClaimablePage | null;
  choice: ClaimChoice | null | undefined;
  /** Create tabs: the cities to choose from. */
  cities: { id: string; name: string }[];
  /** The signed-in person, to prefill a claim request. */
  claimant: { fullName: string; email: string };
}

const joinQuerySchema = z.object({
  tab: z.enum(JOIN_TABS).catch("claim-brand"),
  q: z.string().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  id: z.uuid().optional().catch(undefined),
});

export async function loadJoinPage(database: Executor, viewer: Viewer, url: URL): Promise<JoinPageData> {
  const query = joinQuerySchema.parse(Object.fromEntries(url.searchParams));
  const kind = query.tab === "claim-brand" ? "brand" : query.tab === "claim-listing" ? "listing" : null;
  const [ownClaims, ownListings] = await Promise.all([
    listOwnClaims(database, viewer.userId),
    listOwnedListings(database, viewer.userId),
  ]);
  const base = {
    tab: query.tab,
    ownClaims,
    ownListings,
    list: null,
    choice: undefined,
    cities: [],
    claimant: { fullName: viewer.fullName, email: viewer.email },
  };
  if (!kind) return { ...base, cities: await listCityChoices(database) };
  if (query.id) return { ...base, choice: await findClaimChoice(database, viewer, kind, query.id) };
  const list = kind === "brand" ? listClaimableBrands : listClaimableListings;
  return { ...base, list: await list(database, viewer.userId, { search: query.q, page: query.page }) };
}

export const JOIN_INTENTS = ["claim-brand-now", "request-claim", "create-brand", "create-listing"] as const;
export type JoinIntent = (typeof JOIN_INTENTS)[number];

/** What a refused join form gets back: its messages and everything that was typed. */
export interface JoinActionData {
  intent: JoinIntent;
  /** The form-level failure (the form's error title, and the server's message when there is one). */
  formError: { title: string; message: string };
  fieldErrors: Partial<Record<string, string>>;
  values: FormValues;
}

const FAILURE_TITLES: Record<JoinIntent, string> = {
  "claim-brand-now": ONBOARDING_MESSAGES.claimBrandFailed,
  "request-claim": ONBOARDING_MESSAGES.claimBrandFailed,
  "create-brand": ONBOARDING_MESSAGES.createBrandFailed,
  "create-listing": ONBOARDING_MESSAGES.createListingFailed,
};

const FIX_FIELDS = "Please correct the fields marked below.";

const targetSchema = z.object({ kind: z.enum(["brand", "listing"]), id: z.uuid() });

/**
 * The join forms' one action (POST /brand-dashboard): claim a brand at once, request a claim, create a brand or
 * a listing. Every intent is refused to someone who already owns a brand. Success redirects with a
 * toast; a refusal returns the messages and the typed values (status 400, or 409 for a conflict).
 */
export async function handleJoinAction(
  database: Executor,
  viewer: Viewer,
  request: Request,
  documents: ObjectStorage,
): Promise<Response | ReturnType<typeof data<JoinActionData>>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<JoinActionData>(
      {
        intent: "request-claim",
        formError: { title: "Something went wrong", message: UNREADABLE },
        fieldErrors: {},
        values: {},
      },
      { status: 400 },
    );
  }
  const intent = z.enum(JOIN_INTENTS).catch("request-claim").parse(form.get("intent"));
  const refuse = (
    message: string,
    values: FormValues = {},
    errors: JoinActionData["fieldErrors"] = {},
    status = 400,
  ) => {
    const title =
      intent === "request-claim" && form.get("kind") === "listing"
        ? ONBOARDING_MESSAGES.claimListingFailed
        : FAILURE_TITLES[intent];
    return data<JoinActionData>({ intent, formError: { title, message }, fieldErrors: errors, values }, { status });
  };
  const refusal = await canJoinAsBrand(database, viewer);
  if (refusal) return refuse(refusal, {}, {}, 403);

  if (intent === "create-brand" || intent === "create-listing") {
    const fields = intent === "create-brand" ? CREATE_BRAND_FIELDS : LISTING_FIELDS;
    const values = textValues(form, fields);
    if (intent === "create-brand") {
      const parsed = createBrandSchema.safeParse(values);
      if (!parsed.success) return refuse(FIX_FIELDS, values, fieldErrors(parsed.error));
      const result = await createBrand(database, viewer, parsed.data);
      if (!result.ok) return refuse(result.message, values, result.fieldErrors, result.fieldErrors ? 400 : 409);
      throw redirect(
        "/brand-dashboard",
        flashToast(undefined, { type: "success", title: ONBOARDING_MESSAGES.brandCreated }),
      );
    }
    const parsed = listingSchema.safeParse(values);
    if (!parsed.success) return refuse(FIX_FIELDS, values, fieldErrors(parsed.error));
    const result = await createListing(database, viewer, parsed.data);
    if (!result.ok) return refuse(result.message, values, result.fieldErrors);
    throw redirect(
      "/brand-dashboard",
      flashToast(undefined, { type: "success", title: ONBOARDING_MESSAGES.listingCreated }),
    );
  }

  const target = targetSchema.safeParse({ kind: form.get("kind"), id: form.get("id") });
  if (!target.success) return refuse("This business could not be found. Please choose it again from the list.");
  const back = joinHref(target.data.kind === "brand" ? "claim-brand" : "claim-listing");
  if (intent === "claim-brand-now") {
    if (target.data.kind !== "brand") return refuse("Only brands can be claimed at once.");
    const result = await claimBrandInstantly(database, viewer, target.data.id);
    if (!result.ok) return refuse(result.message, {}, {}, 409);
    throw redirect(
      "/brand-dashboard",
      flashToast(undefined, { type: "success", title: ONBOARDING_MESSAGES.brandClaimed }),
    );
  }
  const result = await submitClaimRequest(database, viewer, target.data, form, documents);
  if (!result.ok) {
    const message = result.message || FIX_FIELDS;
    return refuse(message, result.values, result.fieldErrors, result.message ? 409 : 400);
  }
  const toast =
    target.data.kind === "listing"
      ? { title: ONBOARDING_MESSAGES.listingClaimed, description: CLAIM_SENT }
      : { title: ONBOARDING_MESSAGES.claimPending, description: CLAIM_SENT };
  throw redirect(back, flashToast(undefined, { type: "success", ...toast }));
}

const UNREADABLE = "The form could not be read. Please try again.";
const CLAIM_SENT = "An admin will check your claim; we have emailed you a receipt and will email you the outcome.";
