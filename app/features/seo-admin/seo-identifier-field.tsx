import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { SEO_PAGE_TYPES } from "~/content/catalog";
import { SEO_PAGE_TYPE_INFO } from "~/content/seo";
import { Input, Label } from "~/ui/field";
import type { SeoTargetLookup } from "./seo-page-targets.server";
import { IDENTIFIER_KIND, type IdentifierSuggestions, normalizeIdentifier, type SeoPageType } from "./targets";

export const TARGET_LOOKUP_PATH = "/admin/seo/target";

/** Looks the identifier up as the admin types (300 ms after the last key), for the hint and the previews. */
export function useTargetLookup(pageType: string, identifier: string, initial: SeoTargetLookup | null) {
  const fetcher = useFetcher<SeoTargetLookup>();
  const { load } = fetcher;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!(SEO_PAGE_TYPES as readonly string[]).includes(pageType)) return;
    const normalized = normalizeIdentifier(pageType as SeoPageType, identifier);
    const timer = setTimeout(() => {
      setAsked(true);
      load(`${TARGET_LOOKUP_PATH}?${new URLSearchParams({ pageType, identifier: normalized })}`);
    }, 300);
    return () => clearTimeout(timer);
  }, [pageType, identifier, load]);
  if (!(SEO_PAGE_TYPES as readonly string[]).includes(pageType)) return null;
  return asked ? (fetcher.data ?? initial) : initial;
}

/** The page identifier: suggestions for its page type, and whether it names a page (and which) as the admin types. */
export function IdentifierField({
  id,
  pageType,
  value,
  onChange,
  error,
  existingId,
  back,
  target,
  suggestions,
}: {
  id: string;
  pageType: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  existingId?: string;
  back: string;
  target: SeoTargetLookup | null;
  suggestions: IdentifierSuggestions;
}) {
  const type = (SEO_PAGE_TYPES as readonly string[]).includes(pageType) ? (pageType as SeoPageType) : null;
  const kind = type ? IDENTIFIER_KIND[type] : null;
  const info = type ? SEO_PAGE_TYPE_INFO[type] : null;
  const options =
    kind === "city"
      ? suggestions.cities
      : kind === "locality"
        ? suggestions.localities
        : kind === "room"
          ? suggestions.rooms
          : [];
  const single = kind === "none";
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Page Identifier</Label>
      <Input
        id={id}
        name="pageIdentifier"
        value={single ? "" : value}
        onChange={onChange}
        disabled={single}
        list={options.length > 0 ? `${id}-options` : undefined}
        placeholder={single ? "None: a single page" : (info?.example ?? "Choose a page type first")}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
      />
      {options.length > 0 ? (
        <datalist id={`${id}-options`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </datalist>
      ) : null}
      <div id={`${id}-status`} className="text-xs" aria-live="polite">
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
            {existingId ? (
              <>
                {" "}
                <Link to={`/admin/seo/${existingId}${back}`} className="font-medium underline">
                  Edit the existing one
                </Link>
              </>
            ) : null}
          </p>
        ) : target?.ok ? (
          <p className="flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
            <CheckCircle2Icon className="size-3.5 shrink-0" aria-hidden="true" />
            {target.target.name}:{" "}
            <a href={target.target.path} target="_blank" rel="noopener" className="underline">
              {target.target.path}
            </a>
          </p>
        ) : target && !target.ok && (value.trim() !== "" || kind !== "none") ? (
          <p className="flex items-center gap-1 text-amber-800 dark:text-amber-300">
            <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {target.message}
          </p>
        ) : info ? (
          <p className="text-stone-600 dark:text-stone-400">Identifier: {info.identifier}</p>
        ) : null}
      </div>
    </div>
  );
}
