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
import {
  CheckboxesField,
  type FormState,
  type Option,
  SelectField,
  TextAreaField,
  TextField,
  textOf,
} from "~/ui/form-fields";
import { IMAGE_DETAIL_LIMITS } from "./portfolio-schema";

/** Values the fields start with: an image's details, or what was typed into a form that came back. */
export type ImageDetailValues = FormState["values"];

const optionsOf = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: catalogLabel(value) }));

/**
 * Every detail of a portfolio image, for Add Image and Edit. The kitchen layout is asked for
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
  const state: FormState = { values, errors };
  const [roomType, setRoomType] = useState(textOf(values, "roomType"));
  const hydrated = useHydrated();
  const choice = (name: string, label: string, options: readonly string[]) => (
    <SelectField form={id} name={name} label={label} state={state} options={optionsOf(options)} empty="Not specified" />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          form={id}
          name="title"
          label="Title"
          state={state}
          required
          maxLength={IMAGE_DETAIL_LIMITS.title}
          placeholder="e.g. Teak and white modular kitchen"
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          form={id}
          name="description"
          label="Description"
          state={state}
          rows={3}
          maxLength={IMAGE_DETAIL_LIMITS.description}
        />
      </div>
      <SelectField
        form={id}
        name="roomType"
        label="Room Type"
        state={state}
        options={optionsOf(ROOM_TYPES)}
        empty="Choose…"
        required
        onChange={(event) => setRoomType(event.currentTarget.value)}
      />
      {choice("designStyle", "Design Style", DESIGN_STYLES)}
      {choice("colorPalette", "Color Palette", COLOR_PALETTES)}
      {choice("spaceSize", "Space Size", SPACE_SIZES)}
      <div hidden={hydrated && roomType !== "kitchen"}>
        {choice("layoutType", "Kitchen Layout (kitchens only)", KITCHEN_LAYOUTS)}
      </div>
      {choice("projectCostRange", "Project Cost Range", COST_RANGES)}
      <div className="sm:col-span-2">
        <TextField
          form={id}
          name="projectLocation"
          label="Project Location"
          state={state}
          maxLength={IMAGE_DETAIL_LIMITS.projectLocation}
          placeholder="e.g. Adyar, Chennai"
        />
      </div>
      <CheckboxesField
        name="designElements"
        legend="Design Elements"
        options={optionsOf(DESIGN_ELEMENTS)}
        state={state}
        className="sm:col-span-2"
      />
    </div>
  );
}
