import { Form, useNavigation } from "react-router";
import { BUSINESS_INPUTS, CityField, FIELD_LIMITS } from "~/features/brands";
import { ListingFields } from "~/features/listings";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { EMPTY_FORM, type FormState, RequiredNote, TextAreaField, TextField } from "~/ui/form-fields";
import { FormFailure } from "./claim-choice";
import type { JoinActionData, JoinIntent } from "./join.server";

type Cities = readonly { id: string; name: string }[];

function stateFor(intent: JoinIntent, actionData: JoinActionData | undefined): FormState {
  return actionData?.intent === intent ? { errors: actionData.fieldErrors, values: actionData.values } : EMPTY_FORM;
}

function SubmitButton({ intent, label, pending }: { intent: JoinIntent; label: string; pending: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" className="self-start" disabled={submitting}>
      {submitting ? pending : label}
    </Button>
  );
}

/** Create Brand: a new brand owned by the signer at once, unverified until an admin verifies it. */
export function CreateBrandForm({ cities, actionData }: { cities: Cities; actionData: JoinActionData | undefined }) {
  const state = stateFor("create-brand", actionData);
  const form = "brand";
  return (
    <Card className="flex flex-col gap-4 p-5">
      <p className="text-sm text-stone-600 dark:text-stone-300">
        Your brand gets its own page in your city's directory. It shows as unverified until our team has checked it.
      </p>
      <FormFailure actionData={actionData} intent="create-brand" />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="create-brand" />
        <RequiredNote />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} state={state} {...BUSINESS_INPUTS.businessName} label="Business Name *" required />
          <TextField
            form={form}
            state={state}
            {...BUSINESS_INPUTS.email}
            name="businessEmail"
            label="Business Email *"
            required
          />
          <TextField form={form} state={state} {...BUSINESS_INPUTS.phone} />
          <TextField form={form} state={state} {...BUSINESS_INPUTS.website} />
          <CityField form={form} state={state} cities={cities} />
        </div>
        <TextAreaField
          form={form}
          name="description"
          label="Business Description *"
          state={state}
          rows={4}
          required
          maxLength={FIELD_LIMITS.description}
          placeholder="What you design, for whom, and what makes your studio different"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} state={state} {...BUSINESS_INPUTS.areasServed} />
          <TextField form={form} state={state} {...BUSINESS_INPUTS.services} />
        </div>
        <SubmitButton intent="create-brand" label="Create Brand" pending="Creating…" />
      </Form>
    </Card>
  );
}

/** Create Listing: only the name is required; the listing is the signer's at once. */
export function CreateListingForm({ cities, actionData }: { cities: Cities; actionData: JoinActionData | undefined }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <p className="text-sm text-stone-600 dark:text-stone-300">
        A listing is a simple directory entry for your business. You can add a full brand profile later.
      </p>
      <FormFailure actionData={actionData} intent="create-listing" />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="create-listing" />
        <RequiredNote />
        <ListingFields form="listing" state={stateFor("create-listing", actionData)} cities={cities} />
        <SubmitButton intent="create-listing" label="Create Listing" pending="Creating…" />
      </Form>
    </Card>
  );
}
