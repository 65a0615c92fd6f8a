import { MapPinIcon, PencilIcon, PlusIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { LISTING_STATUS_LABELS, MY_LISTINGS_COPY, MY_LISTINGS_PATH } from "~/content/brand-dashboard";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { RequiredNote } from "~/ui/form-fields";
import { ListingFields, listingFormValues } from "./listing-form";
import type { OwnedListing } from "./listings.server";
import type { EditableListing, MyListingsTab as MyListingsData } from "./my-listings.server";
import type { MyListingsActionData } from "./my-listings-actions.server";

const STATUS_TONES = { unclaimed: "neutral", claimed: "warning", verified: "success" } as const;

function ListingCard({ listing }: { listing: OwnedListing }) {
  return (
    <li>
      <Card className="flex items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-semibold">{listing.name}</h3>
          {listing.city ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-stone-600 dark:text-stone-300">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {listing.city}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <Badge tone={STATUS_TONES[listing.status]}>{LISTING_STATUS_LABELS[listing.status]}</Badge>
          <LinkButton
            to={`${MY_LISTINGS_PATH}?edit=${listing.id}`}
            variant="outline"
            size="sm"
            aria-label={`Edit ${listing.name}`}
          >
            <PencilIcon className="size-4" aria-hidden="true" />
            Edit
          </LinkButton>
        </div>
      </Card>
    </li>
  );
}

/** The listing form in a card: Add Listing, or Edit of `editing`; a refusal shows again with what was typed. */
function ListingFormCard({
  editing,
  cities,
  failed,
}: {
  editing: EditableListing | null;
  cities: MyListingsData["cities"];
  failed?: MyListingsActionData;
}) {
  const navigation = useNavigation();
  const intent = editing ? "update" : "add";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const state = failed?.state ?? { values: editing ? listingFormValues(editing) : {}, errors: {} };
  const title = editing ? `Edit ${editing.name}` : MY_LISTINGS_COPY.addListing;
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <Form
        method="post"
        action={editing ? `${MY_LISTINGS_PATH}?edit=${editing.id}` : `${MY_LISTINGS_PATH}?add`}
        className="mt-4 flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="listingId" value={editing.id} /> : null}
        <RequiredNote />
        {failed ? <Alert tone="error">{failed.message}</Alert> : null}
        <ListingFields form={editing ? "edit-listing" : "add-listing"} state={state} cities={cities} />
        <div className="flex gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : editing ? "Save changes" : MY_LISTINGS_COPY.addListing}
          </Button>
          <LinkButton to={MY_LISTINGS_PATH} variant="outline">
            Cancel
          </LinkButton>
        </div>
      </Form>
    </Card>
  );
}

/** My Listings: the listings the user owns with their status, Add Listing and Edit (the Create Listing form). */
export function MyListingsTab({
  data,
  adding,
  actionData,
}: {
  data: MyListingsData;
  /** Add Listing is open (`?add`). */
  adding: boolean;
  actionData?: MyListingsActionData;
}) {
  const failedEdit = actionData?.intent === "update" ? actionData : undefined;
  const failedAdd = actionData?.intent === "add" ? actionData : undefined;
  const editing = data.editing ?? null;
  return (
    <section aria-labelledby="listings-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="listings-heading" className="text-xl font-semibold">
          {MY_LISTINGS_COPY.heading} <span className="text-stone-500">({data.listings.length})</span>
        </h2>
        {adding || failedAdd ? null : (
          <LinkButton to={`${MY_LISTINGS_PATH}?add`} size="sm">
            <PlusIcon className="size-4" aria-hidden="true" />
            {MY_LISTINGS_COPY.addListing}
          </LinkButton>
        )}
      </div>
      {failedEdit && !editing ? <Alert tone="error">{failedEdit.message}</Alert> : null}
      {adding || failedAdd ? <ListingFormCard editing={null} cities={data.cities} failed={failedAdd} /> : null}
      {editing ? (
        <ListingFormCard
          key={editing.id}
          editing={editing}
          cities={data.cities}
          failed={failedEdit?.listingId === editing.id ? failedEdit : undefined}
        />
      ) : null}
      {data.listings.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-300">{MY_LISTINGS_COPY.empty}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {data.listings.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </ul>
          <p className="text-sm text-stone-600 dark:text-stone-400">{MY_LISTINGS_COPY.verifiedNote}</p>
        </>
      )}
    </section>
  );
}
