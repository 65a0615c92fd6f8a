import { SearchIcon, SlidersHorizontalIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  COLOR_PALETTES,
  COST_RANGES,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { COLOR_SWATCHES, FILTER_COPY, SEARCH_DEBOUNCE_MS } from "~/content/design-ideas";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/ui/button";
import { Select } from "~/ui/field";
import {
  type GalleryFilters,
  galleryUrl,
  optionLabel,
  parseGalleryFilters,
  roomLabel,
  SEARCH_MAX_LENGTH,
} from "./filters";

const FORM_ID = "gallery-filters";

function formFilters(form: HTMLFormElement): GalleryFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  const filters = parseGalleryFilters(params);
  // A kitchen layout means nothing once another room is chosen.
  return filters.roomType && filters.roomType !== "kitchen" ? { ...filters, layout: undefined } : filters;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-label mb-2.5">{legend}</legend>
      {children}
    </fieldset>
  );
}

function ChoiceChips({
  name,
  values,
  selected,
  type,
  anyLabel,
}: {
  name: string;
  values: readonly string[];
  selected: readonly string[];
  type: "radio" | "checkbox";
  anyLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {anyLabel ? (
        <label className="filter-chip">
          <input type="radio" name={name} value="" defaultChecked={selected.length === 0} className="sr-only" />
          {anyLabel}
        </label>
      ) : null}
      {values.map((value) => (
        <label key={value} className="filter-chip">
          <input type={type} name={name} value={value} defaultChecked={selected.includes(value)} className="sr-only" />
          {optionLabel(value)}
        </label>
      ))}
    </div>
  );
}

function SelectField({
  id,
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The filter panel: a GET form that works without JavaScript (Apply filters); with it, every change
 * navigates to the canonical gallery URL at once and typing in search waits 300 ms.
 */
export function FilterPanel({ filters }: { filters: GalleryFilters }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchInput = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState(filters.search ?? "");

  // The URL changed elsewhere (a removed chip, Clear All Filters, back button): show its search text,
  // unless the person is still typing in the box.
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setSearch(filters.search ?? "");
  }, [filters.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function go(form: HTMLFormElement, replace = false) {
    clearTimeout(timer.current);
    navigate(galleryUrl(formFilters(form)), { replace, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if ((event.target as HTMLElement).getAttribute("name") === "search") {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(form, true), SEARCH_DEBOUNCE_MS);
    } else {
      go(form);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
  }

  const showLayout = filters.roomType === "kitchen" || filters.layout !== undefined;
  return (
    <search aria-label="Filter designs">
      <form
        id={FORM_ID}
        // Remount (fresh defaults) when the filters change from outside; typed search text is kept.
        key={galleryUrl({ ...filters, search: undefined })}
        method="get"
        action="/design-ideas"
        onChange={onChange}
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-col gap-2">
          <label htmlFor="gallery-search" className="filter-label">
            {FILTER_COPY.search}
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            />
            <input
              id="gallery-search"
              ref={searchInput}
              type="search"
              name="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={FILTER_COPY.searchPlaceholder}
              className="field-control h-10 pl-9"
            />
          </div>
        </div>

        <SelectField
          id="gallery-room"
          label={FILTER_COPY.room}
          name="roomType"
          value={filters.roomType}
          anyLabel={FILTER_COPY.anyRoom}
          options={ROOM_TYPES.map((r) => ({ value: r, label: roomLabel(r) }))}
        />
        <SelectField
          id="gallery-style"
          label={FILTER_COPY.style}
          name="style"
          value={filters.style}
          anyLabel={FILTER_COPY.anyStyle}
          options={DESIGN_STYLES.map((s) => ({ value: s, label: optionLabel(s) }))}
        />
        {showLayout ? (
          <SelectField
            id="gallery-layout"
            label={FILTER_COPY.layout}
            name="layout"
            value={filters.layout}
            anyLabel={FILTER_COPY.anyLayout}
            options={KITCHEN_LAYOUTS.map((l) => ({ value: l, label: optionLabel(l) }))}
          />
        ) : null}

        <Group legend={FILTER_COPY.color}>
          <div className="flex flex-wrap gap-2.5">
            <label className="filter-chip px-2.5">
              <input type="radio" name="color" value="" defaultChecked={!filters.color} className="sr-only" />
              {FILTER_COPY.any}
            </label>
            {COLOR_PALETTES.map((color) => (
              <label
                key={color}
                title={optionLabel(color)}
                className="filter-swatch"
                style={{ backgroundColor: COLOR_SWATCHES[color] }}
              >
                <input
                  type="radio"
                  name="color"
                  value={color}
                  defaultChecked={filters.color === color}
                  className="sr-only"
                />
                <span className="sr-only">{optionLabel(color)}</span>
              </label>
            ))}
          </div>
        </Group>

        <Group legend={FILTER_COPY.size}>
          <ChoiceChips
            name="size"
            type="radio"
            values={SPACE_SIZES}
            selected={filters.size ? [filters.size] : []}
            anyLabel={FILTER_COPY.any}
          />
        </Group>

        <Group legend={FILTER_COPY.budget}>
          <ChoiceChips
            name="budget"
            type="radio"
            values={COST_RANGES}
            selected={filters.budget ? [filters.budget] : []}
            anyLabel={FILTER_COPY.any}
          />
        </Group>

        <Group legend={FILTER_COPY.elements}>
          <ChoiceChips name="element" type="checkbox" values={DESIGN_ELEMENTS} selected={filters.elements} />
        </Group>

        <label className="flex items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
          <input
            type="checkbox"
            name="featured"
            value="true"
            defaultChecked={filters.featured}
            className="size-4 rounded border-stone-300 accent-brand-600"
          />
          {FILTER_COPY.featured}
        </label>

        {filters.sort !== "latest" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        {filters.view !== "grid" ? <input type="hidden" name="view" value={filters.view} /> : null}
        {hydrated ? null : (
          <Button type="submit" className="w-full">
            <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
            {FILTER_COPY.apply}
          </Button>
        )}
      </form>
    </search>
  );
}
