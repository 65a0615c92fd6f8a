import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { QUOTE_BUDGETS, QUOTE_TIMELINES } from "~/content/catalog";
import { lazyModule } from "~/lib/lazy-module";
import { brandPath } from "~/lib/paths";
import { Button } from "~/ui/button";
import { CodeInput, CodeSentNote } from "~/ui/code-input";
import { Field, Input, Select, Textarea } from "~/ui/field";
import {
  HONEYPOT_FIELD,
  QUOTE_AREA_SQFT,
  QUOTE_FIELDS,
  QUOTE_STEPS,
  type QuoteField,
  type QuoteFieldErrors,
} from "./quote-form";
import type { QuoteTarget } from "./quote-target";

/** What the quote action answers (the dialog's fetcher and the no-JS page both read it). */
export type QuoteActionData =
  | { ok: true; routing: "brand" | "matched"; recipients: { brandName: string; slug: string }[] }
  | {
      ok: false;
      fieldErrors: QuoteFieldErrors;
      formError?: string;
      values: Partial<Record<QuoteField, string>>;
      /** A code was sent to this number (+91…): the form asks for it, keeping the rest as it was typed. */
      codeFor?: string;
    };

const HIDDEN_TARGET_FIELDS = ["brandId", "brandSlug", "imageId", "cityId", "localityId"] as const;

/** The browser-side checks (and zod, which they use) in their own chunk, fetched once. */
export const quoteValidation = lazyModule(() => import("./quote-validation"));

/**
 * Browser-side checks for a form that is on the page from the start (/get-quote), without zod in the
 * page's first load: they load when the form is first pointed at or focused, and a submit before they
 * arrive goes to the server, which answers with the same messages. Gives the errors to show: the
 * browser's since its last check, else those of the action's latest `answer`.
 */
export function useQuoteValidation(answer: QuoteActionData | undefined) {
  const [checked, setChecked] = useState<{ errors: QuoteFieldErrors; answer: QuoteActionData | undefined }>();
  const prepare = () => quoteValidation.preload();
  const failed = answer && !answer.ok ? answer : undefined;
  // A new answer from the server replaces what the browser found before sending.
  const local = checked && checked.answer === answer ? checked.errors : undefined;
  return {
    errors: local ?? failed?.fieldErrors,
    formError: local ? undefined : failed?.formError,
    formProps: {
      onFocus: prepare,
      onPointerEnter: prepare,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const checks = quoteValidation.current();
        if (checks) setChecked({ errors: checks.validateQuoteSubmit(event) ?? {}, answer });
      },
    },
  };
}

/** The fields of the Get Free Quote form, shared by the dialog and the /get-quote page. */
export function QuoteFormFields({
  idPrefix,
  target,
  defaults,
  errors = {},
  formError,
  submitting,
  askEmail,
  codeFor,
}: {
  idPrefix: string;
  target: QuoteTarget;
  /** No account address: ask where replies may also be emailed (optional). */
  askEmail: boolean;
  defaults: Partial<Record<QuoteField, string>>;
  errors?: QuoteFieldErrors;
  formError?: string;
  submitting: boolean;
  /** The number a code was sent to: the form shows the code step, the fields it keeps hidden. */
  codeFor?: string;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  if (codeFor) {
    return (
      <QuoteCodeStep
        id={id}
        target={target}
        values={defaults}
        phone={codeFor}
        formError={formError}
        submitting={submitting}
      />
    );
  }
  /** A control's name, id, value sent before and, when it was refused, the link to its message. */
  const bind = (field: QuoteField) => ({
    id: id(field),
    name: field,
    defaultValue: defaults[field] ?? "",
    ...(errors[field] ? { "aria-invalid": true, "aria-describedby": `${id(field)}-error` } : {}),
  });
  return (
    <div className="flex flex-col gap-4">
      <TargetFields target={target} />
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("name")} label="Name" error={errors.name}>
          <Input {...bind("name")} autoComplete="name" required maxLength={100} placeholder="Your full name" />
        </Field>
        <Field id={id("phone")} label="Phone Number" error={errors.phone}>
          <Input
            {...bind("phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={20}
            placeholder="98765 43210"
          />
        </Field>
      </div>
      {askEmail ? (
        <Field
          id={id("email")}
          error={errors.email}
          label="Email (optional)"
          hint="Designers' replies and a link to your request are emailed here too."
        >
          <Input
            {...bind("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            placeholder="you@example.com"
          />
        </Field>
      ) : null}
      <Field id={id("location")} label="Location" error={errors.location}>
        <Input
          {...bind("location")}
          autoComplete="address-level2"
          required
          maxLength={200}
          placeholder="e.g. Koramangala, Bangalore"
        />
      </Field>
      <Field id={id("requirement")} label="Requirement" error={errors.requirement}>
        <Textarea
          {...bind("requirement")}
          rows={3}
          required
          maxLength={2000}
          placeholder="e.g. Full interiors for a 2 BHK: modular kitchen, wardrobes and living room"
        />
      </Field>
      <Field
        id={id("areaSqft")}
        label="Carpet area in sq ft (optional)"
        error={errors.areaSqft}
        hint="Designers can then quote you per sq ft."
      >
        <Input
          {...bind("areaSqft")}
          type="number"
          inputMode="numeric"
          min={QUOTE_AREA_SQFT.min}
          max={QUOTE_AREA_SQFT.max}
          step={1}
          placeholder="e.g. 1100"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("budget")} label="Budget Range" error={errors.budget}>
          <Select {...bind("budget")}>
            <option value="">Select budget</option>
            {QUOTE_BUDGETS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("timeline")} label="When planning to start?" error={errors.timeline}>
          <Select {...bind("timeline")}>
            <option value="">Select timeline</option>
            {QUOTE_TIMELINES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? "Sending…" : "Get Free Quote"}
      </Button>
      <p className="text-center text-xs text-stone-600 dark:text-stone-400">
        Free and no obligation. Designers usually call back within 24 hours.
        {askEmail ? " We text a code to confirm your number." : null}
      </p>
    </div>
  );
}

function TargetFields({ target }: { target: QuoteTarget }) {
  return HIDDEN_TARGET_FIELDS.map((key) =>
    target[key] ? <input key={key} type="hidden" name={key} value={target[key]} /> : null,
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </p>
  ) : null;
}

/**
 * The quote's second step: the code texted to the form's number. The form's values ride along in hidden
 * fields, so the same post (in the dialog, or a plain page without JavaScript) sends the request once the code
 * is right; "Change details" brings the form back, "Send a new code" texts another.
 */
function QuoteCodeStep({
  id,
  target,
  values,
  phone,
  formError,
  submitting,
}: {
  id: (field: string) => string;
  target: QuoteTarget;
  values: Partial<Record<QuoteField, string>>;
  phone: string;
  formError?: string;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <TargetFields target={target} />
      {QUOTE_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field] ?? ""} />
      ))}
      <CodeSentNote phone={phone} />
      <FormError message={formError} />
      <Field id={id("code")} label="Code from the SMS">
        <CodeInput id={id("code")} name="code" autoFocus />
      </Field>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? "Sending…" : "Verify and send request"}
      </Button>
      <div className="flex items-center justify-between gap-3 text-sm">
        <button
          type="submit"
          name="step"
          value={QUOTE_STEPS.resend}
          formNoValidate
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Send a new code
        </button>
        <button
          type="submit"
          name="step"
          value={QUOTE_STEPS.edit}
          formNoValidate
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Change details
        </button>
      </div>
    </div>
  );
}

/** Who will call back: the brand, or the designers the request was matched with (with links). */
export function QuoteSentMessage({ result }: { result: Extract<QuoteActionData, { ok: true }> }) {
  const { recipients } = result;
  if (recipients.length === 0) {
    return <>Our team will match you with verified designers and call you within 24 hours.</>;
  }
  const names = recipients.map((r, i) => (
    <span key={r.slug}>
      {i > 0 ? (i === recipients.length - 1 ? " and " : ", ") : null}
      <Link to={brandPath(r.slug)} className="font-medium underline underline-offset-2">
        {r.brandName}
      </Link>
    </span>
  ));
  return result.routing === "brand" ? (
    <>{names} will contact you within 24 hours.</>
  ) : (
    <>We've shared your request with {names}. They will contact you within 24 hours.</>
  );
}
