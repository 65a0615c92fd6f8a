import { type FormEvent, type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { cn } from "~/lib/cn";
import { type FieldErrors, fieldErrors } from "~/lib/form-fields";
import { Alert } from "~/ui/alert";
import { Button, LinkButton } from "~/ui/button";
import { CodeInput, CodeSentNote } from "~/ui/code-input";
import { Field, Input } from "~/ui/field";
import { PasswordInput } from "~/ui/password-input";
import {
  type AuthTab,
  forgotPasswordSchema,
  phoneSendSchema,
  phoneVerifySchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../forms";
import type { AuthActionData } from "./auth-page.server";
import type { AuthIntent } from "./notices";

/** Tab links keep the tab in the URL, so switching works before JavaScript loads. */
export function authHref(tab: AuthTab, redirectTo: string): string {
  const params = new URLSearchParams();
  if (tab !== "signin") params.set("tab", tab);
  if (redirectTo) params.set("redirectTo", redirectTo);
  const search = params.toString();
  return search ? `/auth?${search}` : "/auth";
}

export function AuthTabs({ tab, redirectTo }: { tab: AuthTab; redirectTo: string }) {
  const tabs = [
    { id: "signin", label: "Sign In" },
    { id: "signup", label: "Sign Up" },
  ] as const;
  return (
    <nav
      aria-label="Sign in or create an account"
      className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800"
    >
      {tabs.map((item) => {
        const active = item.id === tab;
        return (
          <Link
            key={item.id}
            to={authHref(item.id, redirectTo)}
            replace
            preventScrollReset
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex h-9 items-center justify-center rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
              active
                ? "bg-white text-stone-900 shadow-sm dark:bg-stone-950 dark:text-white"
                : "text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Validates with the shared zod schema before posting; the server checks again either way. */
function useClientValidation(schema: z.ZodType) {
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(result.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }
  return { clientErrors: errors, onSubmit };
}

function useSubmitting(intent: AuthIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

interface FormProps {
  actionData: AuthActionData | undefined;
  redirectTo: string;
}

/** Server errors for this form's fields, unless the browser has already re-validated. */
function useFormErrors(intent: AuthIntent, actionData: AuthActionData | undefined, schema: z.ZodType) {
  const { clientErrors, onSubmit } = useClientValidation(schema);
  const serverErrors = actionData?.intent === intent ? (actionData.fieldErrors ?? {}) : {};
  return { errors: clientErrors ?? serverErrors, onSubmit };
}

function inputProps(name: string, errors: FieldErrors) {
  const id = `auth-${name}`;
  return {
    id,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-error` : undefined,
  } as const;
}

function HiddenFields({ intent, redirectTo }: { intent: AuthIntent; redirectTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
}

function SubmitButton({ intent, children, pending }: { intent: AuthIntent; children: ReactNode; pending: string }) {
  const submitting = useSubmitting(intent);
  return (
    <Button type="submit" className="w-full" disabled={submitting}>
      {submitting ? pending : children}
    </Button>
  );
}

/** The email field every auth form starts with (sign in, sign up, forgot password). */
function FullNameField({ errors, defaultValue }: { errors: FieldErrors; defaultValue?: string }) {
  return (
    <Field id="auth-fullName" label="Full Name" error={errors.fullName}>
      <Input
        {...inputProps("fullName", errors)}
        autoComplete="name"
        required
        defaultValue={defaultValue}
        placeholder="Your full name"
      />
    </Field>
  );
}

function EmailField({ errors, defaultValue }: { errors: FieldErrors; defaultValue?: string }) {
  return (
    <Field id="auth-email" label="Email" error={errors.email}>
      <Input
        {...inputProps("email", errors)}
        type="email"
        autoComplete="email"
        required
        defaultValue={defaultValue}
        placeholder="you@example.com"
      />
    </Field>
  );
}

export function SignInForm({ actionData, redirectTo }: FormProps) {
  const { errors, onSubmit } = useFormErrors("signin", actionData, signInSchema);
  const values = actionData?.intent === "signin" ? actionData.values : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields intent="signin" redirectTo={redirectTo} />
      <EmailField errors={errors} defaultValue={values?.email} />
      <div className="flex flex-col gap-1.5">
        <Field id="auth-password" label="Password" error={errors.password}>
          <PasswordInput {...inputProps("password", errors)} autoComplete="current-password" required />
        </Field>
        <Link
          to={authHref("forgot", redirectTo)}
          className="self-end text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Forgot password?
        </Link>
      </div>
      <SubmitButton intent="signin" pending="Signing in…">
        Sign In
      </SubmitButton>
    </Form>
  );
}

export function SignUpForm({ actionData, redirectTo }: FormProps) {
  const { errors, onSubmit } = useFormErrors("signup", actionData, signUpSchema);
  const values = actionData?.intent === "signup" ? actionData.values : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields intent="signup" redirectTo={redirectTo} />
      <FullNameField errors={errors} defaultValue={values?.fullName} />
      <EmailField errors={errors} defaultValue={values?.email} />
      <Field id="auth-password" label="Password" error={errors.password} hint="At least 6 characters">
        <PasswordInput {...inputProps("password", errors)} autoComplete="new-password" required minLength={6} />
      </Field>
      <Field id="auth-confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
        <PasswordInput {...inputProps("confirmPassword", errors)} autoComplete="new-password" required />
      </Field>
      <SubmitButton intent="signup" pending="Creating account…">
        Create Account
      </SubmitButton>
    </Form>
  );
}

export function ForgotPasswordForm({ actionData, redirectTo }: FormProps) {
  const { errors, onSubmit } = useFormErrors("forgot", actionData, forgotPasswordSchema);
  const values = actionData?.intent === "forgot" ? actionData.values : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields intent="forgot" redirectTo={redirectTo} />
      <p className="text-sm text-stone-600 dark:text-stone-300">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </p>
      <EmailField errors={errors} defaultValue={values?.email} />
      <SubmitButton intent="forgot" pending="Sending…">
        Send Reset Link
      </SubmitButton>
      <BackToSignIn redirectTo={redirectTo} />
    </Form>
  );
}

export function ResetPasswordForm({ actionData, redirectTo, token }: FormProps & { token: string }) {
  const { errors, onSubmit } = useFormErrors("reset", actionData, resetPasswordSchema);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields intent="reset" redirectTo={redirectTo} />
      <input type="hidden" name="token" value={token} />
      <Field id="auth-password" label="New Password" error={errors.password} hint="At least 6 characters">
        <PasswordInput {...inputProps("password", errors)} autoComplete="new-password" required minLength={6} />
      </Field>
      <Field id="auth-confirmPassword" label="Confirm New Password" error={errors.confirmPassword}>
        <PasswordInput {...inputProps("confirmPassword", errors)} autoComplete="new-password" required />
      </Field>
      <SubmitButton intent="reset" pending="Saving…">
        Set New Password
      </SubmitButton>
      <BackToSignIn redirectTo={redirectTo} />
    </Form>
  );
}

function BackToSignIn({ redirectTo, label = "Back to Sign In" }: { redirectTo: string; label?: string }) {
  return (
    <Link
      to={authHref("signin", redirectTo)}
      className="text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      {label}
    </Link>
  );
}

/** The server's message for a failed submission, with a resend button when the email isn't verified yet. */
export function FormErrorAlert({ message, unverifiedEmail }: { message: string; unverifiedEmail?: string }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      {unverifiedEmail ? (
        <Form method="post" className="mt-1">
          <input type="hidden" name="intent" value="resend-verification" />
          <input type="hidden" name="email" value={unverifiedEmail} />
          <ResendButton />
        </Form>
      ) : null}
    </Alert>
  );
}

function ResendButton() {
  const submitting = useSubmitting("resend-verification");
  return (
    <button
      type="submit"
      disabled={submitting}
      className="font-semibold underline underline-offset-4 hover:no-underline disabled:opacity-60"
    >
      {submitting ? "Sending…" : "Resend verification email"}
    </button>
  );
}

/** Under the email forms: the equal alternative, a code by SMS. */
export function ContinueWithPhone({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-stone-500 dark:text-stone-400" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-800" />
        or
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-800" />
      </div>
      <LinkButton to={authHref("phone", redirectTo)} variant="outline" className="w-full">
        Continue with mobile number
      </LinkButton>
    </div>
  );
}

/**
 * Sign-in by mobile number: the number, then (once the SMS is sent) the code. Each step is a plain form post,
 * so it works without JavaScript; the code step keeps the number in a hidden field.
 */
export function PhoneSignInForm({ actionData, redirectTo }: FormProps) {
  const phoneSent = actionData?.phoneSent;
  return phoneSent ? (
    <PhoneCodeForm actionData={actionData} redirectTo={redirectTo} phone={phoneSent} />
  ) : (
    <PhoneNumberForm actionData={actionData} redirectTo={redirectTo} />
  );
}

function PhoneNumberForm({ actionData, redirectTo }: FormProps) {
  const { errors, onSubmit } = useFormErrors("phone-send", actionData, phoneSendSchema);
  const values = actionData?.intent === "phone-send" ? actionData.values : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields intent="phone-send" redirectTo={redirectTo} />
      <Field
        id="auth-phoneNumber"
        label="Mobile number"
        error={errors.phoneNumber}
        hint="We'll text you a 6-digit code. A new number gets a new account."
      >
        <Input
          {...inputProps("phoneNumber", errors)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={20}
          defaultValue={values?.phoneNumber}
          placeholder="98765 43210"
        />
      </Field>
      <SubmitButton intent="phone-send" pending="Sending code…">
        Send code
      </SubmitButton>
      <BackToSignIn redirectTo={redirectTo} label="Use email instead" />
    </Form>
  );
}

function PhoneCodeForm({ actionData, redirectTo, phone }: FormProps & { phone: string }) {
  const { errors, onSubmit } = useFormErrors("phone-verify", actionData, phoneVerifySchema);
  return (
    <div className="flex flex-col gap-4">
      <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <HiddenFields intent="phone-verify" redirectTo={redirectTo} />
        <input type="hidden" name="phoneNumber" value={phone} />
        <CodeSentNote phone={phone} />
        <Field id="auth-code" label="Code" error={errors.code}>
          <CodeInput {...inputProps("code", errors)} />
        </Field>
        <SubmitButton intent="phone-verify" pending="Checking…">
          Continue
        </SubmitButton>
      </Form>
      <Form method="post" className="flex items-center justify-between gap-3 text-sm">
        <HiddenFields intent="phone-send" redirectTo={redirectTo} />
        <input type="hidden" name="phoneNumber" value={phone} />
        <button type="submit" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Send a new code
        </button>
        <Link
          to={authHref("phone", redirectTo)}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Use another number
        </Link>
      </Form>
    </div>
  );
}

/** After a first sign-in by phone: the name designers will see (the account was made without one). */
export function NameForm({ actionData, redirectTo }: FormProps) {
  const { errors, onSubmit } = useFormErrors("phone-name", actionData, profileSchema);
  const values = actionData?.intent === "phone-name" ? actionData.values : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields intent="phone-name" redirectTo={redirectTo} />
      <FullNameField errors={errors} defaultValue={values?.fullName} />
      <SubmitButton intent="phone-name" pending="Saving…">
        Continue
      </SubmitButton>
    </Form>
  );
}
