import { ArrowLeftIcon, BadgeCheckIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ONBOARDING_MESSAGES } from "~/content/onboarding";
import { BUSINESS_INPUTS, FIELD_LIMITS } from "~/features/brands";
import type { ClaimChoice } from "~/features/claims/claims.api.server";
import { joinHref } from "~/lib/paths";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Input } from "~/ui/field";
import { type FormState, RequiredNote, TextAreaField, TextField } from "~/ui/form-fields";
import { ClaimableSummary } from "./claim-list";
import type { JoinActionData, JoinIntent } from "./join.server";

/** The proof documents a claim request takes (checked again by content on the server). */
const PROOF_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

function useSubmitting(intent: JoinIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function FormFailure({ actionData, intent }: { actionData: JoinActionData | undefined; intent: JoinIntent }) {
  if (actionData?.intent !== intent) return null;
  return (
    <Alert tone="error" title={actionData.formError.title}>
      <p>{actionData.formError.message}</p>
    </Alert>
  );
}

/** A brand or listing opened from the claim list: claimed at once when the account proves it, else a request. */
export function ClaimChoicePanel({
  choice,
  claimant,
  actionData,
}: {
  choice: ClaimChoice | null;
  claimant: { fullName: string; email: string };
  actionData: JoinActionData | undefined;
}) {
  const tab = choice?.kind === "listing" ? "claim-listing" : "claim-brand";
  return (
    <div className="flex flex-col gap-5">
      <Link
        to={joinHref(tab)}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to the list
      </Link>
      {choice ? (
        <ClaimChoiceBody choice={choice} claimant={claimant} actionData={actionData} />
      ) : (
        <Alert tone="info" title="This business can't be claimed">
          <p>It has been claimed, or someone's claim for it is waiting for review. Choose another from the list.</p>
        </Alert>
      )}
    </div>
  );
}

function ClaimChoiceBody({
  choice,
  claimant,
  actionData,
}: {
  choice: ClaimChoice;
  claimant: { fullName: string; email: string };
  actionData: JoinActionData | undefined;
}) {
  return (
    <>
      <Card className="flex flex-wrap items-start justify-between gap-4 p-5">
        <ClaimableSummary item={choice} />
        {choice.pending ? <Badge tone="warning">{ONBOARDING_MESSAGES.claimPending}</Badge> : null}
      </Card>
      {choice.instant ? <InstantClaim choice={choice} actionData={actionData} /> : null}
      {choice.pending ? (
        <p className="text-stone-600 dark:text-stone-300">
          Your claim is waiting for review. We'll email you as soon as an admin has checked it.
        </p>
      ) : (
        <ClaimRequestForm choice={choice} claimant={claimant} actionData={actionData} />
      )}
    </>
  );
}

function InstantClaim({ choice, actionData }: { choice: ClaimChoice; actionData: JoinActionData | undefined }) {
  const submitting = useSubmitting("claim-brand-now");
  return (
    <Card className="flex flex-col gap-3 border-emerald-300 p-5 dark:border-emerald-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <BadgeCheckIcon className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        Your email proves this is your business
      </h3>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        Your verified account email matches the email or website this brand has on Nivasa, so you can claim it now
        without waiting for a review.
      </p>
      <FormFailure actionData={actionData} intent="claim-brand-now" />
      <Form method="post" className="flex">
        <input type="hidden" name="intent" value="claim-brand-now" />
        <input type="hidden" name="kind" value="brand" />
        <input type="hidden" name="id" value={choice.id} />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Claiming…" : `Claim ${choice.name}`}
        </Button>
      </Form>
    </Card>
  );
}

function ClaimRequestForm({
  choice,
  claimant,
  actionData,
}: {
  choice: ClaimChoice;
  claimant: { fullName: string; email: string };
  actionData: JoinActionData | undefined;
}) {
  const submitting = useSubmitting("request-claim");
  const mine = actionData?.intent === "request-claim";
  const state: FormState = {
    errors: mine ? actionData.fieldErrors : {},
    values: mine ? actionData.values : { fullName: claimant.fullName, email: claimant.email },
  };
  const form = "claim";
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{choice.instant ? "Or send a claim request" : "Send a claim request"}</h3>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          An admin checks that the {choice.kind} is yours before it is linked to your account. A document that shows the
          business name (GST certificate, shop licence, a recent invoice) makes the check quicker.
        </p>
      </div>
      <FormFailure actionData={actionData} intent="request-claim" />
      <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="request-claim" />
        <input type="hidden" name="kind" value={choice.kind} />
        <input type="hidden" name="id" value={choice.id} />
        <RequiredNote />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="fullName"
            label="Full Name *"
            state={state}
            required
            maxLength={FIELD_LIMITS.name}
            autoComplete="name"
          />
          <TextField form={form} state={state} {...BUSINESS_INPUTS.businessName} />
          <TextField form={form} state={state} {...BUSINESS_INPUTS.email} label="Email *" required />
          <TextField form={form} state={state} {...BUSINESS_INPUTS.phone} name="mobile" label="Mobile *" required />
        </div>
        <Field
          id="claim-proof"
          label="Business proof (optional)"
          error={state.errors.proof}
          hint="PDF, JPEG or PNG, up to 15 MB. Only you and Nivasa's admins can open it."
        >
          <Input
            id="claim-proof"
            name="proof"
            type="file"
            accept={PROOF_ACCEPT}
            className="h-auto py-1.5"
            aria-invalid={state.errors.proof ? true : undefined}
            aria-describedby={state.errors.proof ? "claim-proof-error" : undefined}
          />
        </Field>
        <TextAreaField
          form={form}
          name="messageToAdmin"
          label="Message to the admin"
          state={state}
          rows={3}
          maxLength={FIELD_LIMITS.message}
          placeholder="Anything that helps us check your claim"
        />
        <Button type="submit" className="self-start" disabled={submitting}>
          {submitting ? "Sending…" : "Send Claim Request"}
        </Button>
      </Form>
    </Card>
  );
}
