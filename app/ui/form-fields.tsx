import type { ComponentProps, ReactNode } from "react";
import { Field, Input, Select, Textarea } from "~/ui/field";

/**
 * Messages per field, and the values to show: a saved record's, or what was typed into a form that came back
 * (repeated fields such as checkboxes as arrays), so nothing typed is lost.
 */
export interface FormState {
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, unknown>>;
}

export const EMPTY_FORM: FormState = { errors: {}, values: {} };

/** A field's value as text ("" when missing or repeated). */
export function textOf(values: FormState["values"], name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/** A repeated field's values (checkboxes). */
export function listOf(values: FormState["values"], name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
}

export interface FieldProps {
  /** Unique on the page: ids are `${form}-${name}`. */
  form: string;
  name: string;
  label: ReactNode;
  state: FormState;
  hint?: ReactNode;
}

function wiring(form: string, name: string, state: FormState) {
  const id = `${form}-${name}`;
  const error = state.errors[name];
  return {
    id,
    error,
    control: {
      id,
      name,
      defaultValue: textOf(state.values, name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    },
  };
}

/** A labelled text input with its message; `defaultValue` comes from the form state. */
export function TextField({
  form,
  name,
  label,
  state,
  hint,
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "form" | "name" | "defaultValue">) {
  const { id, error, control } = wiring(form, name, state);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input {...control} {...input} />
    </Field>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  state,
  hint,
  ...textarea
}: FieldProps & Omit<ComponentProps<"textarea">, "form" | "name" | "defaultValue">) {
  const { id, error, control } = wiring(form, name, state);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Textarea {...control} {...textarea} />
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A labelled select; `empty` is the first option's text (the value ""). */
export function SelectField({
  form,
  name,
  label,
  state,
  hint,
  options,
  empty,
  ...select
}: FieldProps & { options: readonly Option[]; empty: string } & Omit<
    ComponentProps<"select">,
    "form" | "name" | "defaultValue"
  >) {
  const { id, error, control } = wiring(form, name, state);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select {...control} {...select}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A group of checkboxes sent under one name (a list field), with its message. */
export function CheckboxesField({
  name,
  legend,
  options,
  state,
  hint,
  className,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  state: FormState;
  hint?: ReactNode;
  className?: string;
}) {
  const chosen = new Set(listOf(state.values, name));
  const error = state.errors[name];
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && !error ? <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{hint}</p> : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Required fields are marked *", said once above a form. */
export function RequiredNote() {
  return <p className="text-sm text-stone-600 dark:text-stone-400">Fields marked * are required.</p>;
}
