import { CircleAlertIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { OG_TYPES, ROBOTS_VALUES, SEO_PAGE_TYPES, TWITTER_CARDS } from "~/content/catalog";
import { META_DESCRIPTION_MAX, META_TITLE_MAX, SEO_MESSAGES, SEO_PAGE_TYPE_INFO, SEO_SCORE_MAX } from "~/content/seo";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form-fields";
import { useHydrated } from "~/lib/use-hydrated";
import { Button, LinkButton } from "~/ui/button";
import { Field, Input, Label, Select, Textarea } from "~/ui/field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/ui/tabs";
import type { SeoFormActionData } from "./dashboard.server";
import {
  SEO_FIELD_LIMITS,
  type SeoFormField,
  type SeoFormValues,
  type SeoTextField,
  seoFormWarnings,
} from "./page-form";
import { SearchSnippetPreview, SocialCardPreview } from "./previews";
import { missingForScore, seoScore } from "./score";
import { ScoreBadge } from "./score-badge";
import { IdentifierField, useTargetLookup } from "./seo-identifier-field";
import type { SeoTargetLookup } from "./seo-page-targets.server";
import { SchemaField } from "./seo-schema-field";
import type { IdentifierSuggestions } from "./targets";

export interface SeoPageFormProps {
  mode: "create" | "edit";
  initial: SeoFormValues;
  actionData?: SeoFormActionData;
  /** Where the form posts (this route's URL). */
  action: string;
  /** The list's search string, to go back to after saving. */
  back: string;
  closeHref: string;
  origin: string;
  target: SeoTargetLookup | null;
  suggestions: IdentifierSuggestions;
}

const TABS = [
  { value: "basic", label: "Basic SEO" },
  { value: "social", label: "Social Media" },
  { value: "technical", label: "Technical" },
  { value: "schema", label: "Schema" },
] as const;

type TabValue = (typeof TABS)[number]["value"];

const FIELD_TAB: Record<SeoFormField, TabValue> = {
  pageType: "basic",
  pageIdentifier: "basic",
  metaTitle: "basic",
  metaDescription: "basic",
  metaKeywords: "basic",
  h1Heading: "basic",
  isActive: "basic",
  ogTitle: "social",
  ogDescription: "social",
  ogImage: "social",
  ogType: "social",
  twitterCard: "social",
  twitterTitle: "social",
  twitterDescription: "social",
  twitterImage: "social",
  canonicalUrl: "technical",
  robots: "technical",
  schemaMarkup: "schema",
};

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn("tabular-nums", length > max ? "font-semibold text-red-700 dark:text-red-400" : undefined)}>
      {length}/{max}
    </span>
  );
}

/** Every seo_pages field in four tabs, counters, live previews, score and warnings. */
export function SeoPageForm(props: SeoPageFormProps) {
  const { mode, actionData, suggestions } = props;
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const [values, setValues] = useState<SeoFormValues>(actionData?.values ?? props.initial);
  const [tab, setTab] = useState<TabValue>("basic");
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  const target = useTargetLookup(values.pageType, values.pageIdentifier, props.target);
  const saving = navigation.state === "submitting" && navigation.formAction === props.action;
  const id = useId();

  useEffect(() => {
    if (!actionData) return;
    toast.error(actionData.toast.title, { description: actionData.toast.description });
    const first = Object.keys(actionData.fieldErrors)[0] as SeoFormField | undefined;
    if (first && first in FIELD_TAB) setTab(FIELD_TAB[first]);
  }, [actionData]);

  const set = (field: SeoFormField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const text = (
    field: SeoTextField,
    label: string,
    options: { counter?: number; rows?: number; hint?: ReactNode } = {},
  ) => {
    const fieldId = `${id}-${field}`;
    const value = values[field];
    const control = {
      id: fieldId,
      name: field,
      value,
      onChange: set(field),
      maxLength: SEO_FIELD_LIMITS[field],
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? `${fieldId}-error` : undefined,
    };
    const hint = options.counter ? <Counter length={value.length} max={options.counter} /> : options.hint;
    return (
      <Field id={fieldId} label={label} error={errors[field]} hint={hint}>
        {options.rows ? <Textarea rows={options.rows} {...control} /> : <Input {...control} />}
      </Field>
    );
  };

  const choice = (field: "ogType" | "twitterCard" | "robots", label: string, options: readonly string[]) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]}>
      <Select id={`${id}-${field}`} name={field} value={values[field]} onChange={set(field)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Field>
  );

  const preview = {
    values,
    origin: props.origin,
    path: target?.ok ? target.target.path : null,
    placeholders: target?.ok ? target.target.placeholders : {},
  };
  const score = seoScore(values);

  const sections: Record<TabValue, ReactNode> = {
    basic: (
      <div className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-pageType`} label="Page Type" error={errors.pageType}>
            <Select
              id={`${id}-pageType`}
              name="pageType"
              value={values.pageType}
              onChange={set("pageType")}
              aria-invalid={errors.pageType ? true : undefined}
            >
              <option value="">Select page type</option>
              {SEO_PAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SEO_PAGE_TYPE_INFO[type].label} ({type})
                </option>
              ))}
            </Select>
          </Field>
          <IdentifierField
            id={`${id}-pageIdentifier`}
            pageType={values.pageType}
            value={values.pageIdentifier}
            onChange={set("pageIdentifier")}
            error={errors.pageIdentifier}
            existingId={actionData?.existingId}
            back={props.back}
            target={target}
            suggestions={suggestions}
          />
        </div>
        {text("metaTitle", "Meta Title", { counter: META_TITLE_MAX })}
        {text("metaDescription", "Meta Description", { counter: META_DESCRIPTION_MAX, rows: 3 })}
        {text("metaKeywords", "Meta Keywords", {
          hint: "Comma-separated, e.g. interior designers Chennai, modular kitchen",
        })}
        {text("h1Heading", "H1 Heading", { hint: "The page's main heading. {city} and {brand} are filled in." })}
        <div className="flex items-center gap-2">
          <input
            id={`${id}-isActive`}
            type="checkbox"
            name="isActive"
            checked={values.isActive}
            onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
            className="size-4 accent-brand-600"
          />
          <Label htmlFor={`${id}-isActive`}>Active (applied to the public page)</Label>
        </div>
        <SearchSnippetPreview {...preview} />
      </div>
    ),
    social: (
      <div className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("ogTitle", "OG Title", { hint: "Empty: the meta title" })}
          {choice("ogType", "OG Type", OG_TYPES)}
        </div>
        {text("ogDescription", "OG Description", { rows: 2, hint: "Empty: the meta description" })}
        {text("ogImage", "OG Image URL", { hint: "1200×630 works everywhere; a full address or a path like /media/…" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("twitterTitle", "Twitter Title", { hint: "Empty: the meta title" })}
          {choice("twitterCard", "Twitter Card", TWITTER_CARDS)}
        </div>
        {text("twitterDescription", "Twitter Description", { rows: 2, hint: "Empty: the meta description" })}
        {text("twitterImage", "Twitter Image URL", { hint: "Empty: the OG image" })}
        <SocialCardPreview {...preview} />
      </div>
    ),
    technical: (
      <div className="grid gap-4">
        {text("canonicalUrl", "Canonical URL", {
          hint: "Empty: the page's own address. Set it only to point search engines at another page.",
        })}
        {choice("robots", "Robots", ROBOTS_VALUES)}
        <SearchSnippetPreview {...preview} />
      </div>
    ),
    schema: (
      <SchemaField
        id={`${id}-schemaMarkup`}
        value={values.schemaMarkup}
        error={errors.schemaMarkup}
        onChange={(schemaMarkup) => setValues((current) => ({ ...current, schemaMarkup }))}
      />
    ),
  };

  const warnBeforeSaving = () => {
    for (const warning of seoFormWarnings(values)) toast.warning(SEO_MESSAGES.warning, { description: warning });
  };

  return (
    <Form
      method="post"
      action={props.action}
      state={location.state}
      preventScrollReset
      onSubmit={warnBeforeSaving}
      className="flex flex-col gap-4"
      noValidate
    >
      <input type="hidden" name="back" value={props.back} />
      <input type="hidden" name="warned" value={hydrated ? "1" : ""} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="form-score">
        <span className="font-medium">SEO score</span>
        <ScoreBadge score={score} />
        {score < SEO_SCORE_MAX ? (
          <span className="text-stone-600 dark:text-stone-400">
            Add:{" "}
            {missingForScore(values)
              .map((item) => `${item.label} (+${item.points})`)
              .join(", ")}
          </span>
        ) : null}
      </div>
      {hydrated ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <TabsList className="flex w-full overflow-x-auto">
            {TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
                {Object.keys(errors).some((field) => FIELD_TAB[field as SeoFormField] === item.value) ? (
                  <CircleAlertIcon className="size-3.5 text-red-600" aria-label="has errors" />
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((item) => (
            <TabsContent key={item.value} value={item.value} forceMount className="data-[state=inactive]:hidden">
              {sections[item.value]}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        TABS.map((item) => (
          <section
            key={item.value}
            className="flex flex-col gap-3 border-t border-stone-200 pt-4 dark:border-stone-800"
          >
            <h3 className="font-semibold">{item.label}</h3>
            {sections[item.value]}
          </section>
        ))
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <LinkButton to={props.closeHref} variant="outline" preventScrollReset>
          Cancel
        </LinkButton>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : mode === "create" ? "Create SEO Page" : "Update SEO Page"}
        </Button>
      </div>
    </Form>
  );
}
