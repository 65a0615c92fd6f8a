import { CheckCircle2Icon, CircleAlertIcon, TriangleAlertIcon } from "lucide-react";
import { SEO_MESSAGES } from "~/content/seo";
import { Button } from "~/ui/button";
import { Field, Textarea } from "~/ui/field";
import { parseSchemaMarkup, SCHEMA_SHAPE_MESSAGE, SEO_FIELD_LIMITS, schemaWarnings } from "./page-form";

const EXAMPLE_SCHEMA = JSON.stringify(
  {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: [
      {
        "@type": "Question",
        name: "How much does interior design cost in {city}?",
        acceptedAnswer: { "@type": "Answer", text: "…" },
      },
    ],
  },
  null,
  2,
);

/** The JSON-LD box: says as the admin types whether it is valid JSON, and what schema.org would object to. */
export function SchemaField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const parsed = parseSchemaMarkup(value);
  const warnings = parsed.ok ? schemaWarnings(parsed.value) : [];
  const status =
    value.trim() === "" ? null : parsed.ok ? (
      <p className="flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
        <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
        Valid JSON
      </p>
    ) : (
      <p className="flex items-center gap-1 text-red-700 dark:text-red-400">
        <CircleAlertIcon className="size-3.5" aria-hidden="true" />
        {parsed.error === "json" ? SEO_MESSAGES.schemaNotJson : SCHEMA_SHAPE_MESSAGE}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <Field id={id} label="Schema Markup (JSON-LD)" error={error}>
        <Textarea
          id={id}
          name="schemaMarkup"
          rows={14}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={SEO_FIELD_LIMITS.schemaMarkup}
          spellCheck={false}
          placeholder={EXAMPLE_SCHEMA}
          aria-invalid={error ? true : undefined}
          className="font-mono text-xs"
        />
      </Field>
      <div className="flex flex-wrap items-start justify-between gap-2 text-xs" aria-live="polite">
        <div className="flex flex-col gap-1">
          {status}
          {warnings.map((warning) => (
            <p key={warning} className="flex items-center gap-1 text-amber-800 dark:text-amber-300">
              <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {warning}
            </p>
          ))}
          {value.trim() === "" ? (
            <p className="text-stone-600 dark:text-stone-400">
              Empty: no extra structured data. Added to the page's own (organization, breadcrumbs).
            </p>
          ) : null}
        </div>
        {parsed.ok && value.trim() !== "" ? (
          <Button size="sm" variant="outline" onClick={() => onChange(JSON.stringify(parsed.value, null, 2))}>
            Format JSON
          </Button>
        ) : null}
      </div>
    </div>
  );
}
