import { useState } from "react";
import {
  COLOR_PALETTES,
  COST_RANGES,
  catalogLabel,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { useHydrated } from "~/lib/use-hydrated";
import { Field, Input, Select, Textarea } from "~/ui/field";
import { IMAGE_DETAIL_LIMITS } from "./portfolio-schema";

/** Values the fields start with: an image's details, or what was typed into a form that came back. */
export type ImageDetailValues = Partial<Record<string, unknown>>;

function text(values: ImageDetailValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

function list(values: ImageDetailValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
}

function ChoiceField({
  id,
  name,
  label,
  options,
  values,
  errors,
  required = false,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  values: ImageDetailValues;
  errors: Partial<Record<string, string>>;
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const error = errors[name];
  return (
    <Field id={`${id}-${name}`} label={label} error={error}>
      <Select
        id={`${id}-${name}`}
        name={name}
        defaultValue={text(values, name)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      >
        <option value="">{required ? "Choose…" : "Not specified"}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {catalogLabel(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * Every detail of a portfolio image (spec §3), for Add Image and Edit. The kitchen layout is asked for
 * kitchens only (before JavaScript runs it shows with a note, and the server drops it for other rooms).
 */
export function ImageDetailsFields({
  id,
  values = {},
  errors = {},
}: {
  id: string;
  values?: ImageDetailValues;
  errors?: Partial<Record<string, string>>;
}) {
  const [roomType, setRoomType] = useState(text(values, "roomType"));
  const hydrated = useHydrated();
  const elements = new Set(list(values, "designElements"));
  const fieldProps = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id={`${id}-title`} label="Title" error={errors.title}>
          <Input
            {...fieldProps("title")}
            defaultValue={text(values, "title")}
            required
            maxLength={IMAGE_DETAIL_LIMITS.title}
            placeholder="e.g. Teak and white modular kitchen"
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id={`${id}-description`} label="Description" error={errors.description}>
          <Textarea
            {...fieldProps("description")}
            defaultValue={text(values, "description")}
            rows={3}
            maxLength={IMAGE_DETAIL_LIMITS.description}
          />
        </Field>
      </div>
      <ChoiceField
        id={id}
        name="roomType"
        label="Room Type"
        options={ROOM_TYPES}
        values={values}
        errors={errors}
        required
        onChange={setRoomType}
      />
      <ChoiceField
        id={id}
        name="designStyle"
        label="Design Style"
        options={DESIGN_STYLES}
        values={values}
        errors={errors}
      />
      <ChoiceField
        id={id}
        name="colorPalette"
        label="Color Palette"
        options={COLOR_PALETTES}
        values={values}
        errors={errors}
      />
      <ChoiceField id={id} name="spaceSize" label="Space Size" options={SPACE_SIZES} values={values} errors={errors} />
      <div hidden={hydrated && roomType !== "kitchen"}>
        <ChoiceField
          id={id}
          name="layoutType"
          label="Kitchen Layout (kitchens only)"
          options={KITCHEN_LAYOUTS}
          values={values}
          errors={errors}
        />
      </div>
      <ChoiceField
        id={id}
        name="projectCostRange"
        label="Project Cost Range"
        options={COST_RANGES}
        values={values}
        errors={errors}
      />
      <div className="sm:col-span-2">
        <Field id={`${id}-projectLocation`} label="Project Location" error={errors.projectLocation}>
          <Input
            {...fieldProps("projectLocation")}
            defaultValue={text(values, "projectLocation")}
            maxLength={IMAGE_DETAIL_LIMITS.projectLocation}
            placeholder="e.g. Adyar, Chennai"
          />
        </Field>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">Design Elements</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {DESIGN_ELEMENTS.map((element) => (
            <label key={element} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="designElements"
                value={element}
                defaultChecked={elements.has(element)}
                className="size-4 accent-brand-600"
              />
              {catalogLabel(element)}
            </label>
          ))}
        </div>
        {errors.designElements ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.designElements}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
