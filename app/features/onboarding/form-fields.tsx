import type { ComponentProps, ReactNode } from "react";
import { Field, Input, Select, Textarea } from "~/ui/field";

/** Messages per field, and the values to show again after a refusal (so nothing typed is lost). */
export interface FormState {
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}

interface FieldProps {
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
      defaultValue: state.values[name] ?? "",
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

/** The city a business is in, from the cities table. */
export function CityField({
  form,
  state,
  cities,
}: {
  form: string;
  state: FormState;
  cities: readonly { id: string; name: string }[];
}) {
  const { id, error, control } = wiring(form, "cityId", state);
  return (
    <Field id={id} label="City *" error={error}>
      <Select {...control} required>
        <option value="">Choose a city</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** "Required fields are marked *", said once above a form. */
export function RequiredNote() {
  return <p className="text-sm text-stone-600 dark:text-stone-400">Fields marked * are required.</p>;
}
