import type { ComponentProps } from "react";
import { type FormState, SelectField, type TextField } from "~/ui/form-fields";
import { FIELD_LIMITS } from "./profile-limits";

/**
 * The business fields every business form shares (Create Brand, Create Listing, claim requests, My Listings,
 * Profile Settings and the admin's brand edit), each with the input hints its schema in business-fields.ts
 * expects. Labels differ per form (a * where the form requires the field).
 */

/** The city a business is in, from the cities table. */
export function CityField({
  form,
  state,
  cities,
  label = "City *",
}: {
  form: string;
  state: FormState;
  cities: readonly { id: string; name: string }[];
  label?: string;
}) {
  return (
    <SelectField
      form={form}
      name="cityId"
      label={label}
      state={state}
      required
      empty="Choose a city"
      options={cities.map((city) => ({ value: city.id, label: city.name }))}
    />
  );
}

/** The input props of a text field for a business field: its name, label and input hints. */
type TextInput = Omit<ComponentProps<typeof TextField>, "form" | "state">;

/**
 * Spread into a TextField, then override what differs per form: `<TextField form state {...BUSINESS_INPUTS.email}
 * label="Email *" required />`.
 */
export const BUSINESS_INPUTS = {
  businessName: {
    name: "businessName",
    label: "Business Name",
    maxLength: FIELD_LIMITS.businessName,
    autoComplete: "organization",
  },
  email: { name: "email", label: "Email", type: "email", maxLength: FIELD_LIMITS.email, autoComplete: "email" },
  /** An Indian mobile number (the schema normalises it to +91…). */
  phone: {
    name: "phone",
    label: "Phone",
    type: "tel",
    inputMode: "tel",
    maxLength: 20,
    autoComplete: "tel",
    placeholder: "98765 43210",
  },
  website: {
    name: "websiteUrl",
    label: "Website URL",
    type: "url",
    inputMode: "url",
    maxLength: FIELD_LIMITS.website,
    autoComplete: "url",
    placeholder: "https://www.yourstudio.in",
  },
  /** Comma-separated lists (the schema is commaList). */
  areasServed: {
    name: "areasServed",
    label: "Areas Served",
    maxLength: FIELD_LIMITS.listText,
    hint: "Separate areas with commas",
    placeholder: "Koramangala, HSR Layout",
  },
  services: {
    name: "servicesOffered",
    label: "Services Offered",
    maxLength: FIELD_LIMITS.listText,
    hint: "Separate services with commas",
    placeholder: "Modular kitchens, Full home interiors",
  },
  tags: {
    name: "tags",
    label: "Tags",
    maxLength: FIELD_LIMITS.listText,
    hint: "Separate tags with commas",
    placeholder: "Modular kitchens, Villas",
  },
} as const satisfies Record<string, TextInput>;
