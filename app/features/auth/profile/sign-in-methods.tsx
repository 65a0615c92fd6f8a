import { Form, Link, useNavigation } from "react-router";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { CodeInput, CodeSentNote } from "~/ui/code-input";
import { Field, Input } from "~/ui/field";
import type { Viewer } from "../viewer.server";
import { EmailVerifiedBadge } from "./email-verified-badge";
import type { ProfileActionData } from "./profile-page.server";

/** The anchor of the mobile number's card: the alert settings link here when there is no number yet. */
export const PHONE_SECTION_ID = "phone";

/** What links an email sign-in and a phone sign-in to one account, as the page says it (and auth does it). */
export const ONE_ACCOUNT_NOTE =
  "Your mobile number and your email both sign in to this one account. Signing in with a number or an email shown here always opens this account, never a new one; a number or an email that is on no account makes a new account. So add both here before you sign in the other way.";

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** The number, then (once the SMS is sent) its code: two plain form posts, so it works without JavaScript. */
function PhoneCard({ phoneNumber, actionData }: { phoneNumber: string | null; actionData?: ProfileActionData }) {
  const sending = useSubmitting("phone-send");
  const checking = useSubmitting("phone-verify");
  const sent = actionData?.intent === "phone-verify" || actionData?.intent === "phone-send" ? actionData : undefined;
  const codeFor = sent?.phoneSent;
  const numberError = sent?.intent === "phone-send" ? sent.fieldErrors?.phoneNumber : undefined;
  const codeError = sent?.intent === "phone-verify" ? (sent.fieldErrors?.code ?? sent.formError) : undefined;
  return (
    <Card className="p-6" id={PHONE_SECTION_ID}>
      <h3 className="text-lg font-semibold">Mobile number</h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-medium">
        {phoneNumber ? (
          <>
            {formatIndianMobile(phoneNumber)}
            <Badge tone="success">Verified</Badge>
          </>
        ) : (
          <span className="text-stone-600 dark:text-stone-300">No mobile number yet.</span>
        )}
      </p>
      {codeFor ? (
        <div className="mt-4 flex flex-col gap-3">
          <Form method="post" noValidate className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="phone-verify" />
            <input type="hidden" name="phoneNumber" value={codeFor} />
            <CodeSentNote phone={codeFor} />
            <Field id="profile-code" label="Code" error={codeError}>
              <CodeInput id="profile-code" name="code" {...errorProps("profile-code", codeError)} />
            </Field>
            <Button type="submit" className="self-start" disabled={checking}>
              {checking ? "Checking…" : "Save number"}
            </Button>
          </Form>
          <Form method="post" className="flex items-center justify-between gap-3 text-sm">
            <input type="hidden" name="intent" value="phone-send" />
            <input type="hidden" name="phoneNumber" value={codeFor} />
            <button type="submit" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              Send a new code
            </button>
            <Link
              to={`/profile#${PHONE_SECTION_ID}`}
              reloadDocument
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Use another number
            </Link>
          </Form>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="phone-send" />
          <Field
            id="profile-phoneNumber"
            label={phoneNumber ? "New mobile number" : "Add a mobile number"}
            error={numberError ?? (sent?.intent === "phone-send" ? sent.formError : undefined)}
            hint="We'll text a 6-digit code to check it is yours."
          >
            <Input
              id="profile-phoneNumber"
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={20}
              placeholder="98765 43210"
              defaultValue={sent?.values?.phoneNumber}
              {...errorProps("profile-phoneNumber", numberError)}
            />
          </Field>
          <Button type="submit" variant="outline" size="sm" className="self-start" disabled={sending}>
            {sending ? "Sending code…" : "Send code"}
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** The account's email, and a form mailing a link that makes another address (or a first one) the account's. */
function EmailCard({ viewer, actionData }: { viewer: Viewer; actionData?: ProfileActionData }) {
  const sending = useSubmitting("email-change");
  const resending = useSubmitting("resend-verification");
  const answer = actionData?.intent === "email-change" ? actionData : undefined;
  const error = answer?.fieldErrors?.email ?? answer?.formError;
  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold">Email</h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-medium break-all">
        {viewer.email ? (
          <>
            {viewer.email}
            <EmailVerifiedBadge verified={viewer.emailVerified} />
          </>
        ) : (
          <span className="text-stone-600 dark:text-stone-300">No email yet.</span>
        )}
      </p>
      {viewer.email && !viewer.emailVerified ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="resend-verification" />
          <Button type="submit" variant="outline" size="sm" disabled={resending}>
            {resending ? "Sending…" : "Resend verification email"}
          </Button>
        </Form>
      ) : null}
      {answer?.notice ? (
        <p role="status" className="mt-4 text-sm text-emerald-800 dark:text-emerald-300">
          {answer.notice}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="intent" value="email-change" />
        <Field
          id="profile-email"
          label={viewer.email ? "New email" : "Add an email"}
          error={error}
          hint="We'll mail a link to it: the address is yours here once you open it."
        >
          <Input
            id="profile-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={answer?.values?.email}
            {...errorProps("profile-email", error)}
          />
        </Field>
        <Button type="submit" variant="outline" size="sm" className="self-start" disabled={sending}>
          {sending ? "Sending link…" : "Send link"}
        </Button>
      </Form>
    </Card>
  );
}

/** /profile's sign-in section: the mobile number and the email, either added or changed, both on one account. */
export function SignInMethods({ viewer, actionData }: { viewer: Viewer; actionData?: ProfileActionData }) {
  return (
    <section aria-labelledby="sign-in-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="sign-in-heading" className="text-xl font-semibold">
          How you sign in
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-600 dark:text-stone-300">{ONE_ACCOUNT_NOTE}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <PhoneCard phoneNumber={viewer.phoneNumber ?? null} actionData={actionData} />
        <EmailCard viewer={viewer} actionData={actionData} />
      </div>
    </section>
  );
}
