import { BUSINESS_INPUTS, CityField, FIELD_LIMITS } from "~/features/brands";
import { type FormState, TextField } from "~/ui/form-fields";

/** A saved listing as the form's initial values (lists joined with ", "), for editing it. */
export function listingFormValues(listing: {
  name: string;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  cityId: string | null;
  areasServed: readonly string[];
  tags: readonly string[];
  priceTier: string | null;
}): FormState["values"] {
  return {
    name: listing.name,
    businessName: listing.businessName ?? "",
    email: listing.email ?? "",
    phone: listing.phone ?? "",
    cityId: listing.cityId ?? "",
    areasServed: listing.areasServed.join(", "),
    tags: listing.tags.join(", "),
    priceTier: listing.priceTier ?? "",
  };
}

/**
 * The listing form's fields, without the <Form> around them: Create Listing on
 * 'Join as a Brand' and My Listings' Add/Edit wrap them in their own form and button. Parse what they post with
 * listingSchema (listing-schema.ts). `form` makes the ids unique on the page.
 */
export function ListingFields({
  form,
  state,
  cities,
}: {
  form: string;
  state: FormState;
  cities: readonly { id: string; name: string }[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="name" label="Listing Name *" state={state} required maxLength={FIELD_LIMITS.name} />
      <TextField form={form} state={state} {...BUSINESS_INPUTS.businessName} />
      <TextField form={form} state={state} {...BUSINESS_INPUTS.email} />
      <TextField form={form} state={state} {...BUSINESS_INPUTS.phone} />
      <CityField form={form} state={state} cities={cities} />
      <TextField
        form={form}
        name="priceTier"
        label="Price Tier"
        state={state}
        maxLength={FIELD_LIMITS.priceTier}
        placeholder="Budget / Mid-range / Premium"
      />
      <TextField form={form} state={state} {...BUSINESS_INPUTS.areasServed} />
      <TextField form={form} state={state} {...BUSINESS_INPUTS.tags} />
    </div>
  );
}
