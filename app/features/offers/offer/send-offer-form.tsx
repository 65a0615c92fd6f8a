import { Form, useNavigation } from "react-router";
import { OFFER_GRADES, OFFER_UNITS } from "~/content/catalog";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Input, Select, Textarea } from "~/ui/field";
import { GST_PERCENT } from "./money";
import { OFFER_INTENT, type OfferFormErrors, type OfferFormValues } from "./offer-fields";
import { gradeLabel, OFFER_LIMITS, OFFER_UNIT_LABELS } from "./offer-rules";

function Problems({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} role="alert" className="flex flex-col gap-1 text-sm text-red-700 dark:text-red-400">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

const cell = "field-control h-10 w-full";

/**
 * The designer's offer form: a fixed number of line and stage rows (blank ones are ignored), prefilled from
 * the current version or the brand's standard terms; refused, it shows each problem by its field with the
 * values as sent.
 */
export function SendOfferForm({
  defaults,
  revision,
  errors = {},
}: {
  defaults: OfferFormValues;
  /** The version this form would replace, if any. */
  revision: number | null;
  errors?: OfferFormErrors;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === OFFER_INTENT;
  const one = (messages?: string[]) => messages?.join(" ");
  return (
    <Card className="p-5">
      <Form method="post" preventScrollReset className="flex flex-col gap-5" aria-labelledby="send-offer-heading">
        <input type="hidden" name="intent" value={OFFER_INTENT} />
        <div>
          <h3 id="send-offer-heading" className="font-semibold">
            {revision ? `Revise your offer (sends v${revision + 1})` : "Send an offer"}
          </h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Amounts in ₹ before GST; Nivasa adds {GST_PERCENT} % GST and totals the offer. Blank rows are left out.
          </p>
        </div>
        {Object.keys(errors).length > 0 ? (
          <Alert tone="error">The offer was not sent: please correct what is marked below.</Alert>
        ) : null}
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.lines ? "offer-lines-error" : undefined}>
          <legend className="mb-1 text-sm font-medium">Lines</legend>
          <Problems id="offer-lines-error" messages={errors.lines} />
          <div className="hidden grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.2fr)] gap-2 text-xs text-stone-600 sm:grid dark:text-stone-400">
            <span>Work</span>
            <span>Quantity</span>
            <span>Unit</span>
            <span>Rate (₹ per unit)</span>
          </div>
          {defaults.lines.map((line, i) => (
            <div
              key={i}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.2fr)]"
            >
              <input
                name="lineDescription"
                aria-label={`Line ${i + 1}: work`}
                defaultValue={line.description}
                maxLength={OFFER_LIMITS.descriptionMax}
                className={`${cell} col-span-2 sm:col-span-1`}
              />
              <input
                name="lineQuantity"
                aria-label={`Line ${i + 1}: quantity`}
                inputMode="decimal"
                defaultValue={line.quantity}
                className={cell}
              />
              <select name="lineUnit" aria-label={`Line ${i + 1}: unit`} defaultValue={line.unit} className={cell}>
                {OFFER_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {OFFER_UNIT_LABELS[unit]}
                  </option>
                ))}
              </select>
              <input
                name="lineRate"
                aria-label={`Line ${i + 1}: rate in ₹`}
                inputMode="decimal"
                defaultValue={line.rate}
                className={`${cell} col-span-2 sm:col-span-1`}
              />
            </div>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="offer-grade" label="Material grade" error={one(errors.grade)}>
            <Select id="offer-grade" name="grade" defaultValue={defaults.grade}>
              <option value="">Choose…</option>
              {OFFER_GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {gradeLabel(grade)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="offer-valid-until" label="Valid until" error={one(errors.validUntil)}>
            <Input id="offer-valid-until" name="validUntil" type="date" defaultValue={defaults.validUntil} />
          </Field>
          <Field id="offer-timeline" label="Timeline (weeks)" error={one(errors.timeline)}>
            <Input id="offer-timeline" name="timelineWeeks" inputMode="numeric" defaultValue={defaults.timelineWeeks} />
          </Field>
          <Field id="offer-warranty" label="Warranty (years)" error={one(errors.warranty)}>
            <Input id="offer-warranty" name="warrantyYears" inputMode="numeric" defaultValue={defaults.warrantyYears} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="offer-included" label="Included" error={one(errors.terms)}>
            <Textarea
              id="offer-included"
              name="included"
              rows={3}
              maxLength={OFFER_LIMITS.termsMax}
              defaultValue={defaults.included}
            />
          </Field>
          <Field id="offer-excluded" label="Excluded">
            <Textarea
              id="offer-excluded"
              name="excluded"
              rows={3}
              maxLength={OFFER_LIMITS.termsMax}
              defaultValue={defaults.excluded}
            />
          </Field>
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.stages ? "offer-stages-error" : undefined}>
          <legend className="mb-1 text-sm font-medium">Payment schedule (whole percentages adding up to 100)</legend>
          <Problems id="offer-stages-error" messages={errors.stages} />
          {defaults.stages.map((stage, i) => (
            <div key={i} className="grid grid-cols-[minmax(0,3fr)_minmax(0,1fr)] gap-2">
              <input
                name="stageLabel"
                aria-label={`Stage ${i + 1}: name`}
                defaultValue={stage.label}
                maxLength={OFFER_LIMITS.stageLabelMax}
                className={cell}
              />
              <input
                name="stagePercent"
                aria-label={`Stage ${i + 1}: percent`}
                inputMode="numeric"
                defaultValue={stage.percent}
                className={cell}
              />
            </div>
          ))}
        </fieldset>
        <Button type="submit" className="self-start" disabled={sending}>
          {sending ? "Sending…" : revision ? `Send v${revision + 1}` : "Send the offer"}
        </Button>
      </Form>
    </Card>
  );
}
