import { data, redirect } from "react-router";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "~/lib/form-fields";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { safeLocalPath } from "~/lib/safe-redirect";
import { ownNextPage } from "~/lib/visitor-cookies.server";
import { flashToast } from "~/services/flash.server";
import type { Auth } from "../auth.server";
import {
  type AccountResult,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  sendPhoneCode,
  setAccountName,
  signIn,
  signUp,
  verifyPhoneCode,
} from "../endpoints.server";
import {
  type AuthTab,
  forgotPasswordSchema,
  parseAuthTab,
  phoneSendSchema,
  phoneVerifySchema,
  profileSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../forms";
import { SUSPENDED_SIGN_IN } from "../rules/suspension.server";
import type { Viewer } from "../viewer.server";
import { AUTH_INTENTS, type AuthIntent, type AuthNotice, isAuthNotice } from "./notices";

export const TOASTS = {
  welcomeBack: "Welcome back!",
  accountCreated: "Account created successfully! Please check your email for verification.",
  emailVerified: "Email verified",
  welcome: "Welcome to Nivasa!",
} as const;

const VERIFY_LINK_FAILED = "This verification link is invalid or has expired. Sign in to get a new one.";
export const SIGN_IN_LINK_FAILED =
  "This sign-in link has expired or was already used. Sign in to continue, or choose “Forgot password?” to set a password by email.";

export interface AuthPageState {
  tab: AuthTab;
  /** Where to go after signing in ("" = home), kept across tabs. */
  redirectTo: string;
  notice: AuthNotice | null;
  error: string | null;
  resetToken: string | null;
}

export interface AuthActionData {
  intent: AuthIntent;
  fieldErrors?: FieldErrors;
  formError?: string;
  /** Set when sign-in failed only because the email isn't verified yet: offer to resend. */
  unverifiedEmail?: string;
  notice?: AuthNotice;
  /** The number a code was just sent to (+91…): the phone form then asks for the code. */
  phoneSent?: string;
  values?: { email?: string; fullName?: string; phoneNumber?: string };
}

function authUrl(params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}

/** Where to go after signing in: a safe same-site path, never the auth pages themselves ("" = home). */
function redirectParam(value: FormDataEntryValue | string | null): string {
  const safe = safeLocalPath(value);
  if (!safe || safe === "/") return "";
  const pathname = safe.split(/[?#]/)[0];
  return pathname === "/auth" || pathname.startsWith("/auth/") || pathname === "/sign-out" ? "" : safe;
}

/** Reads the page state from the URL; signed-in visitors are sent on (after an email verification, with a toast). */
export function authPageState(request: Request, viewer: Viewer | null): AuthPageState {
  const params = new URL(request.url).searchParams;
  const redirectTo = redirectParam(params.get("redirectTo"));
  const linkError = params.get("error");
  let tab = parseAuthTab(params.get("tab"));

  if (params.get("verified") === "1" && !linkError) {
    if (viewer) {
      throw redirect(
        redirectTo || "/",
        flashToast(undefined, { type: "success", title: TOASTS.emailVerified, description: "Welcome to Nivasa!" }),
      );
    }
    return { tab: "signin", redirectTo, notice: "verified", error: null, resetToken: null };
  }
  // A first phone sign-in asks the new account's name; signed out there is no account to name.
  if (tab === "name" && !viewer) tab = "phone";
  // Rendered for them alone: a page shared by every visitor (a brand's Reviews tab) then shows their own forms.
  if (viewer && tab !== "reset" && tab !== "name")
    throw redirect(redirectTo || "/", { headers: { "Set-Cookie": ownNextPage() } });

  let error: string | null = null;
  if (params.get("verified") === "1") {
    error = VERIFY_LINK_FAILED;
    tab = "signin";
  }
  if (params.get("link") === "expired") {
    error = SIGN_IN_LINK_FAILED;
    tab = "signin";
  }
  if (params.get("account") === "suspended") {
    error = SUSPENDED_SIGN_IN;
    tab = "signin";
  }
  const resetToken = tab === "reset" ? params.get("token") : null;
  if (tab === "reset" && (linkError || !resetToken)) {
    if (linkError) error = "This password reset link is invalid or has expired. Please request a new one.";
    tab = "forgot";
  }
  const notice = params.get("notice");
  return {
    tab,
    redirectTo,
    notice: notice && isAuthNotice(notice) ? notice : null,
    error,
    resetToken,
  };
}

function invalid(intent: AuthIntent, error: z.ZodError, values: AuthActionData["values"] = {}) {
  return data<AuthActionData>({ intent, fieldErrors: fieldErrors(error), values }, { status: 400 });
}

function failed(
  intent: AuthIntent,
  result: Extract<AccountResult, { ok: false }>,
  values: AuthActionData["values"],
  phoneSent?: string,
) {
  return data<AuthActionData>(
    {
      intent,
      formError: result.message,
      unverifiedEmail: result.kind === "unverified" ? values?.email : undefined,
      phoneSent,
      values,
    },
    { status: result.status },
  );
}

/** A verified number's account is new while its name is still the number it was made with. */
function isUnnamed(payload: unknown, phone: string): boolean {
  const user = (payload as { user?: { name?: unknown } } | null)?.user;
  return user?.name === formatIndianMobile(phone);
}

/** The /auth form posts: sign in, sign up, resend verification, forgot and reset password. */
export async function authPageAction(authInstance: Auth, request: Request) {
  const form = Object.fromEntries(await request.formData());
  const intent = AUTH_INTENTS.find((value) => value === form.intent);
  const redirectTo = redirectParam(typeof form.redirectTo === "string" ? form.redirectTo : null);
  const email = typeof form.email === "string" ? form.email.trim() : "";

  switch (intent) {
    case "signin": {
      const parsed = signInSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error, { email });
      const result = await signIn(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { email: parsed.data.email });
      throw redirect(redirectTo || "/", flashToast(result.headers, { type: "success", title: TOASTS.welcomeBack }));
    }
    case "signup": {
      const fullName = typeof form.fullName === "string" ? form.fullName : "";
      const parsed = signUpSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error, { email, fullName });
      const result = await signUp(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { email: parsed.data.email, fullName });
      throw redirect(
        authUrl({ tab: "signin", notice: "check-email", redirectTo }),
        flashToast(result.headers, { type: "success", title: TOASTS.accountCreated }),
      );
    }
    case "resend-verification": {
      const parsed = resendVerificationSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error, { email });
      const result = await resendVerification(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { email });
      return data<AuthActionData>({ intent, notice: "verification-sent", values: { email } });
    }
    case "forgot": {
      const parsed = forgotPasswordSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error, { email });
      const result = await requestPasswordReset(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { email });
      throw redirect(authUrl({ tab: "signin", notice: "reset-requested", redirectTo }));
    }
    case "reset": {
      const parsed = resetPasswordSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const result = await resetPassword(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, {});
      throw redirect(
        authUrl({ tab: "signin", notice: "password-reset", redirectTo }),
        flashToast(result.headers, { type: "success", title: "Password updated" }),
      );
    }
    case "phone-send": {
      const phoneNumber = typeof form.phoneNumber === "string" ? form.phoneNumber : "";
      const parsed = phoneSendSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error, { phoneNumber });
      const result = await sendPhoneCode(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { phoneNumber });
      return data<AuthActionData>({ intent, phoneSent: parsed.data.phoneNumber, values: { phoneNumber } });
    }
    case "phone-verify": {
      const phoneNumber = typeof form.phoneNumber === "string" ? form.phoneNumber : "";
      const parsed = phoneVerifySchema.safeParse(form);
      if (!parsed.success) {
        const answer = {
          intent,
          fieldErrors: fieldErrors(parsed.error),
          phoneSent: phoneNumber,
          values: { phoneNumber },
        };
        return data<AuthActionData>(answer, { status: 400 });
      }
      const phone = parsed.data.phoneNumber;
      const result = await verifyPhoneCode(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { phoneNumber: phone }, phone);
      if (isUnnamed(result.payload, phone))
        throw redirect(authUrl({ tab: "name", redirectTo }), { headers: result.headers });
      throw redirect(redirectTo || "/", flashToast(result.headers, { type: "success", title: TOASTS.welcomeBack }));
    }
    case "phone-name": {
      const fullName = typeof form.fullName === "string" ? form.fullName : "";
      const parsed = profileSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error, { fullName });
      const result = await setAccountName(authInstance, request, parsed.data);
      if (!result.ok) return failed(intent, result, { fullName });
      throw redirect(redirectTo || "/", flashToast(undefined, { type: "success", title: TOASTS.welcome }));
    }
    default:
      return data<AuthActionData>(
        { intent: "signin", formError: "Something went wrong. Please try again." },
        { status: 400 },
      );
  }
}
