import type { FormEvent } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { cn } from "~/lib/cn";
import { lazyModule } from "~/lib/lazy-module";
import { buttonClasses } from "~/ui/button";
import { Label, Select } from "~/ui/field";
import { MaskIcon } from "~/ui/mask-icon";
import { Pager } from "~/ui/pager";
import { type DesignerCardsIsland, StaticDesignerGrid } from "../cards/designer-card";
import {
  type BudgetOption,
  DESIGNER_SORTS,
  type DesignerSearch,
  designerSearchHref,
  designerTotalLabel,
  hasActiveFilters,
  MIN_RATING_OPTIONS,
  SORT_LABELS,
  TERMS_FILTERS,
  termsFilterOff,
  termsFilterOn,
} from "./designer-search";
import type { DesignerListing } from "./listing.server";

/** The URL reader (it uses zod) loads when the filter bar is first pointed at or focused, not with the page. */
const searchSchema = lazyModule(() => import("./designer-search-schema"));

export interface PlaceOption {
  value: string;
  label: string;
}

export interface DesignerResultsProps {
  /** The page's path: filters and pages link back to it. */
  pathname: string;
  search: DesignerSearch;
  listing: Omit<DesignerListing, "designers">;
  /** The page's cards (designerCardsResults in the loader). */
  cards: DesignerCardsIsland;
  /** India-wide page: the City dropdown. */
  cityOptions?: PlaceOption[];
  /** City pages: the Area dropdown. */
  areaOptions?: PlaceOption[];
  budgetOptions: BudgetOption[];
  /** Dedicated city pages: the 'Sort by Rating' button. */
  ratingToggle?: boolean;
  /** e.g. "in Mumbai", for the result count. */
  placeLabel?: string;
}

export const RESULTS_ANCHOR = "designers";

/** Filter bar, result count, active filters, the designer grid and the pager. */
export function DesignerResults(props: DesignerResultsProps) {
  const { pathname, search, listing } = props;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const first = (listing.page - 1) * listing.pageSize + 1;
  const last = first + props.cards.count - 1;

  return (
    <div className="flex flex-col gap-6">
      <FilterBar {...props} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
          {listing.total === 0 ? (
            "No designers found"
          ) : (
            <>
              Showing{" "}
              <span className="font-semibold text-stone-900 dark:text-stone-50">
                {first}-{last}
              </span>{" "}
              of <span className="font-semibold text-stone-900 dark:text-stone-50">{designerTotalLabel(listing)}</span>{" "}
              {listing.total === 1 ? "designer" : "designers"} {props.placeLabel ?? ""}
            </>
          )}
        </p>
        <ActiveFilters {...props} />
      </div>
      <div aria-busy={loading} className={cn("transition-opacity", loading && "opacity-60")}>
        {props.cards.count > 0 ? (
          <StaticDesignerGrid cards={props.cards} />
        ) : (
          <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
            <MaskIcon name="search-x" className="mx-auto block size-10 text-stone-400" />
            <p className="mt-4 text-lg font-semibold">No designers match these filters</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Try another budget or area, or clear the filters to see everyone.
            </p>
            <Link to={pathname} className={buttonClasses("outline", "md", "mt-6")} preventScrollReset>
              Clear all filters
            </Link>
          </div>
        )}
      </div>
      <Pager
        page={listing.page}
        totalPages={listing.pageCount}
        label="Designer pages"
        hrefForPage={(page) => `${designerSearchHref(pathname, search, { page })}#${RESULTS_ANCHOR}`}
      />
    </div>
  );
}

/** A GET form: every choice is a URL. With JS it applies on change without reloading the page. */
function FilterBar({ pathname, search, cityOptions, areaOptions, budgetOptions, ratingToggle }: DesignerResultsProps) {
  const navigate = useNavigate();
  const extraFilters =
    Number(search.verified) +
    Number(search.minRating != null) +
    TERMS_FILTERS.filter((filter) => termsFilterOn(search, filter.key)).length;

  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    searchSchema.load().then(
      ({ parseDesignerSearch }) => {
        const next = parseDesignerSearch(params);
        navigate(designerSearchHref(pathname, search, { ...next, q: search.q, page: 1 }), {
          preventScrollReset: true,
        });
      },
      // Without the reader, the form goes the no-JS way: a GET of its fields.
      () => form.submit(),
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <form
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={(event) => apply(event.currentTarget)}
      onPointerEnter={() => searchSchema.preload()}
      onFocus={() => searchSchema.preload()}
      className="grid grid-cols-2 gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex sm:flex-wrap sm:items-center sm:gap-3 dark:border-stone-800 dark:bg-stone-900"
    >
      {search.q ? <input type="hidden" name="q" value={search.q} /> : null}
      <details className="group relative">
        <summary
          className={cn(
            buttonClasses("outline", "md"),
            "w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden",
          )}
        >
          <MaskIcon name="sliders-horizontal" className="size-4" />
          Filter
          {extraFilters > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{extraFilters}</span>
          ) : null}
        </summary>
        <div className="absolute left-0 z-20 mt-2 flex w-72 max-w-[calc(100vw-3rem)] flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-lg dark:border-stone-700 dark:bg-stone-900">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="verified"
              value="1"
              defaultChecked={search.verified}
              key={`verified-${search.verified}`}
              className="size-4 accent-brand-600"
            />
            Verified designers only
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Terms</legend>
            {TERMS_FILTERS.map((filter) => {
              const on = termsFilterOn(search, filter.key);
              return (
                <label key={filter.key} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={filter.param}
                    value={filter.value}
                    defaultChecked={on}
                    key={`${filter.key}-${on}`}
                    className="size-4 accent-brand-600"
                  />
                  {filter.label}
                </label>
              );
            })}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium">Minimum rating</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {[undefined, ...MIN_RATING_OPTIONS].map((value) => (
                <label key={value ?? "any"} className="rating-choice">
                  <input
                    type="radio"
                    name="rating"
                    value={value ?? ""}
                    defaultChecked={search.minRating === value}
                    key={`rating-${search.minRating}`}
                    className="accent-brand-600"
                  />
                  {value == null ? (
                    "Any"
                  ) : (
                    <>
                      {`${value}+ `}
                      <MaskIcon name="star-filled" className="size-3.5 text-amber-400" />
                    </>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>

      {cityOptions ? (
        <Choice name="city" label="City" value={search.city} allLabel="All Cities" options={cityOptions} />
      ) : null}
      {areaOptions ? (
        <Choice name="area" label="Area" value={search.area} allLabel="All Areas" options={areaOptions} />
      ) : null}
      <Choice
        name="budget"
        label="Budget per sq ft"
        value={search.budget}
        allLabel="All Ranges"
        options={budgetOptions}
      />
      <Choice
        name="sort"
        label="Sort by"
        value={search.sort}
        options={DESIGNER_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
      {ratingToggle ? (
        <Link
          to={designerSearchHref(pathname, search, { sort: search.sort === "rating" ? "popular" : "rating" })}
          preventScrollReset
          className={cn(
            buttonClasses(search.sort === "rating" ? "primary" : "outline", "md"),
            "col-span-2 w-full sm:w-auto",
          )}
        >
          {search.sort === "rating" ? <MaskIcon name="check" className="size-4" /> : null}
          Sort by Rating
        </Link>
      ) : null}
      {/* Without JS the choices apply on submit; with JS they apply on change (no button, no layout shift). */}
      <noscript className="col-span-2">
        <button type="submit" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          Apply
        </button>
      </noscript>
    </form>
  );
}

function Choice({
  name,
  label,
  value,
  allLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  allLabel?: string;
  options: PlaceOption[];
}) {
  const id = `filter-${name}`;
  return (
    <div className="flex min-w-0 flex-col sm:min-w-44">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select id={id} name={name} defaultValue={value ?? ""} key={`${name}-${value}`}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Removable chips for the filters in effect, plus Clear all. */
function ActiveFilters({ pathname, search, cityOptions, areaOptions, budgetOptions }: DesignerResultsProps) {
  if (!hasActiveFilters(search)) return null;
  const label = (options: PlaceOption[] | undefined, value: string | undefined) =>
    options?.find((o) => o.value === value)?.label ?? value;
  const chips: { key: string; text: string; change: Partial<DesignerSearch> }[] = [];
  if (search.q) chips.push({ key: "q", text: `“${search.q}”`, change: { q: undefined } });
  if (search.city)
    chips.push({ key: "city", text: label(cityOptions, search.city) ?? "", change: { city: undefined } });
  if (search.area)
    chips.push({ key: "area", text: label(areaOptions, search.area) ?? "", change: { area: undefined } });
  if (search.budget)
    chips.push({ key: "budget", text: label(budgetOptions, search.budget) ?? "", change: { budget: undefined } });
  if (search.minRating != null)
    chips.push({ key: "rating", text: `${search.minRating}+ stars`, change: { minRating: undefined } });
  if (search.verified) chips.push({ key: "verified", text: "Verified", change: { verified: false } });
  for (const filter of TERMS_FILTERS) {
    if (termsFilterOn(search, filter.key)) {
      chips.push({ key: filter.key, text: filter.label, change: termsFilterOff(filter.key) });
    }
  }

  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={designerSearchHref(pathname, search, chip.change)}
            preventScrollReset
            aria-label={`Remove filter ${chip.text}`}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-600/20 hover:bg-brand-100 dark:bg-stone-800 dark:text-brand-100"
          >
            {chip.text}
            <MaskIcon name="x" className="size-3.5" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={designerSearchHref(pathname, search, {
            q: undefined,
            city: undefined,
            area: undefined,
            budget: undefined,
            minRating: undefined,
            verified: false,
            freeSiteVisit: false,
            freeDesign3d: false,
            emiAvailable: false,
            minWarranty: undefined,
          })}
          preventScrollReset
          className="inline-flex min-h-6 items-center text-sm font-medium text-stone-600 underline-offset-4 hover:underline dark:text-stone-300"
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}
