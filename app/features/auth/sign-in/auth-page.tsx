import { ArrowLeftIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert } from "~/ui/alert";
import { Card } from "~/ui/card";
import {
  AuthTabs,
  ContinueWithPhone,
  ForgotPasswordForm,
  FormErrorAlert,
  NameForm,
  PhoneSignInForm,
  ResetPasswordForm,
  SignInForm,
  SignUpForm,
} from "./auth-forms";
import type { AuthActionData, AuthPageState } from "./auth-page.server";
import { AUTH_NOTICES } from "./notices";

/** Each tab's page title, heading and lead. */
export const AUTH_HEADINGS = {
  signin: { title: "Sign In", h1: "Welcome back", lead: "Sign in to your Nivasa account" },
  signup: { title: "Create an Account", h1: "Join Nivasa", lead: "Create an account to save designs and get quotes" },
  forgot: { title: "Forgot Password", h1: "Forgot your password?", lead: "We'll email you a link to reset it" },
  reset: { title: "Choose a New Password", h1: "Choose a new password", lead: "Pick a password you haven't used here" },
  phone: {
    title: "Sign In with Mobile Number",
    h1: "Continue with mobile number",
    lead: "Sign in or sign up with a code by SMS",
  },
  name: { title: "Your Name", h1: "What should we call you?", lead: "Designers see this name on your requests" },
} as const;

/** /auth: signing in by email or mobile number, signing up, the name step and password resets. */
export function AuthPage({
  loaderData,
  actionData,
}: {
  loaderData: AuthPageState;
  actionData: AuthActionData | undefined;
}) {
  const { tab, redirectTo, error, resetToken } = loaderData;
  const notice = actionData?.notice ?? loaderData.notice;
  const formError = actionData?.formError ?? error;
  const heading = AUTH_HEADINGS[tab];

  useEffect(() => {
    if (actionData?.formError) toast.error("Error", { description: actionData.formError });
    else if (actionData?.notice) toast.success(AUTH_NOTICES[actionData.notice].title);
  }, [actionData]);

  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16 dark:from-stone-900 dark:to-stone-950">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-stone-300 dark:hover:text-white"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <Card className="shadow-md">
          <div className="flex flex-col gap-1.5 px-6 pt-7 pb-5 text-center sm:px-8">
            <h1 className="text-2xl font-bold tracking-tight text-stone-900 dark:text-white">{heading.h1}</h1>
            <p className="text-sm text-stone-600 dark:text-stone-300">{heading.lead}</p>
          </div>
          <div className="flex flex-col gap-5 px-6 pb-6 sm:px-8">
            {tab === "signin" || tab === "signup" ? <AuthTabs tab={tab} redirectTo={redirectTo} /> : null}
            {formError ? <FormErrorAlert message={formError} unverifiedEmail={actionData?.unverifiedEmail} /> : null}
            {notice && !formError ? (
              <Alert tone="success" title={AUTH_NOTICES[notice].title}>
                <p>{AUTH_NOTICES[notice].text}</p>
              </Alert>
            ) : null}
            {tab === "signin" ? <SignInForm actionData={actionData} redirectTo={redirectTo} /> : null}
            {tab === "signup" ? <SignUpForm actionData={actionData} redirectTo={redirectTo} /> : null}
            {tab === "signin" || tab === "signup" ? <ContinueWithPhone redirectTo={redirectTo} /> : null}
            {tab === "phone" ? <PhoneSignInForm actionData={actionData} redirectTo={redirectTo} /> : null}
            {tab === "name" ? <NameForm actionData={actionData} redirectTo={redirectTo} /> : null}
            {tab === "forgot" ? <ForgotPasswordForm actionData={actionData} redirectTo={redirectTo} /> : null}
            {tab === "reset" && resetToken ? (
              <ResetPasswordForm actionData={actionData} redirectTo={redirectTo} token={resetToken} />
            ) : null}
          </div>
          <p className="border-t border-stone-200 px-6 py-4 text-center text-xs leading-relaxed text-stone-600 sm:px-8 dark:border-stone-800 dark:text-stone-400">
            By creating an account, you agree to our{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
              Privacy Policy
            </Link>
            .
          </p>
        </Card>
      </div>
    </main>
  );
}
