import { ImageIcon, Trash2Icon, UploadIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { BRAND_SERVICES } from "~/content/catalog";
import { BrandLogo } from "~/features/directory/brand-logo";
import { FIELD_LIMITS } from "~/features/onboarding/limits";
import { formatRupees } from "~/lib/money";
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from "~/services/uploads/limits";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Input, Select, Textarea } from "~/ui/field";
import type { BrandSettings } from "./brand-settings.server";
import { BRAND_SETTINGS_LIMITS, STYLE_SPECIALTIES } from "./brand-settings-schema";
import type { SettingsActionData } from "./settings-actions.server";

type Values = Partial<Record<string, unknown>>;
type Errors = Partial<Record<string, string>>;

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

function text(values: Values, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

function list(values: Values, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
}

/** An input's id, name and error wiring. */
function control(name: string, errors: Errors) {
  return {
    id: `settings-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `settings-${name}-error` : undefined,
  };
}

function TextField({
  name,
  label,
  values,
  errors,
  hint,
  ...input
}: {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  hint?: ReactNode;
} & Omit<React.ComponentProps<"input">, "name">) {
  return (
    <Field id={`settings-${name}`} label={label} error={errors[name]} hint={hint}>
      <Input {...control(name, errors)} defaultValue={text(values, name)} {...input} />
    </Field>
  );
}

function Checkboxes({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  checked: string[];
  error?: string;
}) {
  const chosen = new Set(checked);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={chosen.has(option)}
              className="size-4 accent-brand-600"
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
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
  const errors: Errors = failed?.fieldErrors ?? {};
  const values = initialValues(settings, failed?.values);
  const saving = useSubmitting(hidden.intent);
  const savedServices = list(values, "servicesOffered");
  const services = [
    ...BRAND_SERVICES,
    ...savedServices.filter((s) => !(BRAND_SERVICES as readonly string[]).includes(s)),
  ];
  const costHint = `Rupees per sq ft, ${formatRupees(BRAND_SETTINGS_LIMITS.cost.min)}–${formatRupees(BRAND_SETTINGS_LIMITS.cost.max)}`;
  return (
    <Card className="p-5 sm:p-6">
      <Form method="post" className="flex flex-col gap-6">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {failed?.message ? <Alert tone="error">{failed.message}</Alert> : null}
        <Section id="brand" title="Your brand">
          <div className="sm:col-span-2">
            <TextField
              name="brandName"
              label="Brand Name"
              values={values}
              errors={errors}
              required
              maxLength={FIELD_LIMITS.businessName}
              hint={`The profile address stays /brand/${settings.fields.slug}`}
            />
          </div>
          <div className="sm:col-span-2">
            <Field
              id="settings-description"
              label="Description"
              error={errors.description}
              hint="Shown on your card and at the top of your profile."
            >
              <Textarea
                {...control("description", errors)}
                defaultValue={text(values, "description")}
                rows={3}
                maxLength={FIELD_LIMITS.description}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field
              id="settings-about"
              label="About"
              error={errors.about}
              hint="Your profile's About tab; each line shows as a paragraph."
            >
              <Textarea
                {...control("about", errors)}
                defaultValue={text(values, "about")}
                rows={6}
                maxLength={BRAND_SETTINGS_LIMITS.about}
              />
            </Field>
          </div>
        </Section>
        <Section id="contact" title="Contact details (public)">
          <TextField
            name="phone"
            label="Phone"
            values={values}
            errors={errors}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="98765 43210"
          />
          <TextField
            name="email"
            label="Email"
            values={values}
            errors={errors}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
          />
          <div className="sm:col-span-2">
            <TextField
              name="websiteUrl"
              label="Website"
              values={values}
              errors={errors}
              inputMode="url"
              maxLength={FIELD_LIMITS.website}
              placeholder="https://www.yourstudio.in"
            />
          </div>
        </Section>
        <Section id="area" title="Where you work">
          <Field id="settings-cityId" label="City" error={errors.cityId}>
            <Select {...control("cityId", errors)} defaultValue={text(values, "cityId")} required>
              <option value="">Choose…</option>
              {settings.cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </Select>
          </Field>
          <TextField
            name="areasServed"
            label="Areas Served"
            values={values}
            errors={errors}
            maxLength={FIELD_LIMITS.listText}
            hint="Separate areas with commas, e.g. Koramangala, HSR Layout"
          />
        </Section>
        <Section id="pricing" title="Experience and pricing">
          <TextField
            name="yearsExperience"
            label="Years of Experience"
            values={values}
            errors={errors}
            inputMode="numeric"
          />
          <TextField name="teamSize" label="Team Size" values={values} errors={errors} inputMode="numeric" />
          <TextField
            name="minProjectCost"
            label="Minimum Cost per sq ft (₹)"
            values={values}
            errors={errors}
            inputMode="numeric"
            hint={costHint}
          />
          <TextField
            name="maxProjectCost"
            label="Maximum Cost per sq ft (₹)"
            values={values}
            errors={errors}
            inputMode="numeric"
            hint={costHint}
          />
          <Checkboxes
            name="styleSpecialties"
            legend="Style Specialties"
            options={STYLE_SPECIALTIES}
            checked={list(values, "styleSpecialties")}
            error={errors.styleSpecialties}
          />
          <Checkboxes
            name="servicesOffered"
            legend="Services"
            options={services}
            checked={savedServices}
            error={errors.servicesOffered}
          />
        </Section>
        {withContact ? (
          <Section id="account" title="Account contact (not shown publicly)">
            <TextField
              name="contactPerson"
              label="Contact Person"
              values={values}
              errors={errors}
              autoComplete="name"
              maxLength={BRAND_SETTINGS_LIMITS.contactPerson}
              hint="Used in your dashboard's welcome line."
            />
            <TextField
              name="contactEmail"
              label="Contact Email"
              values={values}
              errors={errors}
              type="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
            />
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
