import { Form, useNavigation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Input } from "~/ui/field";
import { type FormState, listOf, TextField } from "~/ui/form-fields";
import { type StandardTerms, TERMS_STAGE_ROWS } from "./standard-terms";
import type { TermsActionData } from "./standard-terms.server";

const FORM = "terms";

function initialValues(terms: StandardTerms): FormState["values"] {
  const number = (value: number | null) => (value === null ? "" : String(value));
  return {
    warrantyYears: number(terms.warrantyYears),
    typicalTimelineWeeks: number(terms.typicalTimelineWeeks),
    stageLabel: (terms.paymentStages ?? []).map((stage) => stage.label),
    stagePercent: (terms.paymentStages ?? []).map((stage) => String(stage.percent)),
    freeSiteVisit: terms.freeSiteVisit ? "on" : undefined,
    freeDesign3d: terms.freeDesign3d ? "on" : undefined,
    emiAvailable: terms.emiAvailable ? "on" : undefined,
  };
}

const FLAGS = [
  { name: "freeSiteVisit", label: "The first site visit is free" },
  { name: "freeDesign3d", label: "The 3D design is free" },
  { name: "emiAvailable", label: "EMI (paying in instalments) is offered" },
] as const;

/**
 * Profile Settings' "Standard terms": they prefill every offer and show on the brand's profile and cards.
 * Posts to the settings page with ?terms; works without JavaScript.
 */
export function StandardTermsForm({ terms, failed }: { terms: StandardTerms; failed?: TermsActionData }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.endsWith("?terms") === true;
  const values = failed?.values ?? initialValues(terms);
  const state: FormState = { errors: {}, values };
  const labels = listOf(values, "stageLabel");
  const percents = listOf(values, "stagePercent");
  return (
    <Card className="p-5 sm:p-6">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-labelledby="terms-title">
        <input type="hidden" name="intent" value="terms" />
        <div className="sm:col-span-2">
          <h3 id="terms-title" className="font-semibold">
            Standard terms
          </h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            They prefill every offer you send and show on your profile and your card in listings.
          </p>
        </div>
        {failed?.errors.length ? (
          <Alert tone="error" className="sm:col-span-2">
            <ul>
              {failed.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <TextField form={FORM} name="warrantyYears" label="Warranty (years)" state={state} inputMode="numeric" />
        <TextField
          form={FORM}
          name="typicalTimelineWeeks"
          label="Typical timeline (weeks)"
          state={state}
          inputMode="numeric"
        />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">Payment stages (whole percentages adding up to 100)</legend>
          {Array.from({ length: TERMS_STAGE_ROWS }, (_, i) => (
            <div key={i} className="grid grid-cols-[1fr_6rem] gap-2">
              <Input
                name="stageLabel"
                aria-label={`Stage ${i + 1}`}
                placeholder={i === 0 ? "Booking" : undefined}
                defaultValue={labels[i] ?? ""}
                maxLength={80}
              />
              <Input
                name="stagePercent"
                aria-label={`Stage ${i + 1} percent`}
                inputMode="numeric"
                placeholder="%"
                defaultValue={percents[i] ?? ""}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="sr-only">What you offer</legend>
          {FLAGS.map((flag) => (
            <label key={flag.name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={flag.name} defaultChecked={values[flag.name] === "on"} />
              {flag.label}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save Terms"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
