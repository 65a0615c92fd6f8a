import { ImageIcon, Trash2Icon, UploadIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SETTINGS_COPY } from "~/content/brand-dashboard";
import { BRAND_SERVICES } from "~/content/catalog";
import { BUSINESS_INPUTS, CityField } from "~/features/brands/profile-form-fields";
import { FIELD_LIMITS } from "~/features/brands/profile-limits";
import { formatRupees } from "~/lib/money";
import { brandPath } from "~/lib/paths";
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from "~/services/uploads/limits";
import { Alert } from "~/ui/alert";
import { BrandLogo } from "~/ui/brand-logo";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Input } from "~/ui/field";
import { CheckboxesField, type FormState, listOf, type Option, TextAreaField, TextField } from "~/ui/form-fields";
import type { BrandSettings } from "./brand-settings.server";
import { BRAND_SETTINGS_LIMITS, STYLE_SPECIALTIES, withHeld } from "./brand-settings-schema";
import type { SettingsActionData } from "./settings-actions.server";

type Values = FormState["values"];

/** Ids of the fields are `settings-<name>`. */
const FORM = "settings";

const asOption = (value: string): Option => ({ value, label: value });

/** The form's starting values: what was typed into a form that came back, or the saved settings as text. */
function initialValues(settings: Pick<BrandSettings, "fields" | "contact">, typed?: Record<string, unknown>): Values {
  if (typed) return typed;
  const { fields, contact } = settings;
  const number = (value: number | null) => (value === null ? "" : String(value));
  return {
    ...fields,
    ...contact,
    areasServed: fields.areasServed.join(", "),
    yearsExperience: number(fields.yearsExperience),
    teamSize: number(fields.teamSize),
    minProjectCost: number(fields.minProjectCost),
    maxProjectCost: number(fields.maxProjectCost),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`settings-section-${id}`}
      className="grid gap-4 border-t border-stone-200 pt-5 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-2 dark:border-stone-800"
    >
      <h3 id={`settings-section-${id}`} className="font-semibold sm:col-span-2">
        {title}
      </h3>
      {children}
    </section>
  );
}

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function LogoCard({ settings, failed }: { settings: BrandSettings; failed?: SettingsActionData }) {
  const uploading = useSubmitting("logo");
  const removing = useSubmitting("removeLogo");
  const error = failed?.fieldErrors?.logo ?? (failed?.intent !== "save" ? failed?.message : undefined);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <BrandLogo brandName={settings.fields.brandName} logoUrl={settings.logoUrl} className="flex size-20" />
      <div className="flex flex-1 flex-col gap-3">
        <h3 className="font-semibold">Logo</h3>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="logo" />
          <Field
            id="settings-logo"
            label={settings.logoUrl ? "Replace logo" : "Upload a logo"}
            error={error}
            hint={`JPEG, PNG, WebP, AVIF or HEIC, up to ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB. A square image works best.`}
          >
            <Input
              id="settings-logo"
              name="logo"
              type="file"
              accept={IMAGE_ACCEPT}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "settings-logo-error" : undefined}
              className="h-auto py-1.5"
            />
          </Field>
          <Button type="submit" variant="outline" disabled={uploading}>
            <UploadIcon className="size-4" aria-hidden="true" />
            {uploading ? "Uploading…" : "Upload Logo"}
          </Button>
        </Form>
        {settings.logoUrl ? (
          <Form method="post">
            <input type="hidden" name="intent" value="removeLogo" />
            <Button type="submit" variant="ghost" size="sm" disabled={removing}>
              <Trash2Icon className="size-4" aria-hidden="true" />
              {removing ? "Removing…" : "Remove logo"}
            </Button>
          </Form>
        ) : (
          <p className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
            <ImageIcon className="size-4" aria-hidden="true" />
            Without a logo your initials show.
          </p>
        )}
      </div>
    </Card>
  );
}

/** Profile Settings: the brand's logo, its public fields and the owner's contact. */
export function SettingsTab({ settings, actionData }: { settings: BrandSettings; actionData?: SettingsActionData }) {
  const failed = actionData?.intent === "save" ? actionData : undefined;
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-6">
      <h2 id="settings-heading" className="text-xl font-semibold">
        Profile Settings
      </h2>
      <LogoCard settings={settings} failed={failed ? undefined : actionData} />
      <BrandFieldsForm settings={settings} failed={failed} withContact />
    </section>
  );
}

/** A fields form that came back: its message, the messages per field and what was typed. */
export type BrandFieldsFailure = Pick<SettingsActionData, "message" | "fieldErrors" | "values">;

/**
 * A brand's public fields (and, for its owner, the account contact): Profile Settings' form, which an admin's
 * brand edit on /admin/brands reuses with its own hidden fields (intent and brand).
 */
export function BrandFieldsForm({
  settings,
  failed,
  hidden = { intent: "save" },
  withContact = false,
}: {
  settings: Pick<BrandSettings, "fields" | "contact" | "cities">;
  failed?: BrandFieldsFailure;
  hidden?: { intent: string } & Record<string, string>;
  withContact?: boolean;
}) {
  const state: FormState = { errors: failed?.fieldErrors ?? {}, values: initialValues(settings, failed?.values) };
  const saving = useSubmitting(hidden.intent);
  const styles = withHeld(STYLE_SPECIALTIES, settings.fields.styleSpecialties);
  const services = withHeld(BRAND_SERVICES, listOf(state.values, "servicesOffered"));
  const costHint = `Rupees per sq ft, ${formatRupees(BRAND_SETTINGS_LIMITS.cost.min)}–${formatRupees(BRAND_SETTINGS_LIMITS.cost.max)}`;
  return (
    <Card className="p-5 sm:p-6">
      <Form method="post" noValidate className="flex flex-col gap-6">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {failed?.message ? <Alert tone="error">{failed.message}</Alert> : null}
        <Section id="brand" title="Your brand">
          <div className="sm:col-span-2">
            <TextField
              form={FORM}
              name="brandName"
              label="Brand Name"
              state={state}
              required
              maxLength={FIELD_LIMITS.businessName}
              hint={`The profile address stays ${brandPath(settings.fields.slug)}`}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              form={FORM}
              name="description"
              label="Description"
              state={state}
              hint="Shown on your card and at the top of your profile."
              rows={3}
              maxLength={FIELD_LIMITS.description}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              form={FORM}
              name="about"
              label="About"
              state={state}
              hint="Your profile's About tab; each line shows as a paragraph."
              rows={6}
              maxLength={BRAND_SETTINGS_LIMITS.about}
            />
          </div>
        </Section>
        <Section id="contact" title="Contact details (public)">
          <TextField form={FORM} state={state} {...BUSINESS_INPUTS.phone} />
          <TextField form={FORM} state={state} {...BUSINESS_INPUTS.email} />
          <div className="sm:col-span-2">
            <TextField form={FORM} state={state} {...BUSINESS_INPUTS.website} label="Website" />
          </div>
        </Section>
        <Section id="area" title="Where you work">
          <CityField form={FORM} state={state} cities={settings.cities} label="City" />
          <TextField form={FORM} state={state} {...BUSINESS_INPUTS.areasServed} />
        </Section>
        <Section id="pricing" title="Experience and pricing">
          <TextField form={FORM} name="yearsExperience" label="Years of Experience" state={state} inputMode="numeric" />
          <TextField form={FORM} name="teamSize" label="Team Size" state={state} inputMode="numeric" />
          <TextField
            form={FORM}
            name="minProjectCost"
            label="Minimum Cost per sq ft (₹)"
            state={state}
            inputMode="numeric"
            hint={costHint}
          />
          <TextField
            form={FORM}
            name="maxProjectCost"
            label="Maximum Cost per sq ft (₹)"
            state={state}
            inputMode="numeric"
            hint={costHint}
          />
          <CheckboxesField
            name="styleSpecialties"
            legend="Style Specialties"
            options={styles.map(asOption)}
            state={state}
            hint={styles.length > STYLE_SPECIALTIES.length ? SETTINGS_COPY.keptStyles : undefined}
            className="sm:col-span-2"
          />
          <CheckboxesField
            name="servicesOffered"
            legend="Services"
            options={services.map(asOption)}
            state={state}
            className="sm:col-span-2"
          />
        </Section>
        {withContact ? (
          <Section id="account" title="Account contact (not shown publicly)">
            <TextField
              form={FORM}
              name="contactPerson"
              label="Contact Person"
              state={state}
              autoComplete="name"
              maxLength={BRAND_SETTINGS_LIMITS.contactPerson}
              hint="Used in your dashboard's welcome line."
            />
            <TextField form={FORM} state={state} {...BUSINESS_INPUTS.email} name="contactEmail" label="Contact Email" />
          </Section>
        ) : null}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save Settings"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
