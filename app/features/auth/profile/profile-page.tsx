import { LayoutDashboardIcon, ShieldCheckIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { initials } from "~/lib/initials";
import { Alert } from "~/ui/alert";
import { Button, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { Field, Input } from "~/ui/field";
import type { Viewer } from "../viewer.server";
import type { ProfileActionData } from "./profile-page.server";
import { SignInMethods } from "./sign-in-methods";

const SIGN_IN_INTENTS: ProfileActionData["intent"][] = ["phone-send", "phone-verify", "email-change"];

const ROLE_LABELS = { user: "Member", brand: "Brand owner", admin: "Administrator" } as const;

/**
 * /profile: the account (email, role, name) and, below it, the viewer's saved designers, liked photos and quote
 * requests (`children`, each from its own feature).
 */
export function ProfilePage({
  viewer,
  name,
  actionData,
  children,
}: {
  viewer: Viewer;
  /** The name the header shows. */
  name: string;
  actionData: ProfileActionData | undefined;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update-name";
  const nameError = actionData?.intent === "update-name" ? actionData.fieldErrors?.fullName : undefined;

  // The sign-in cards show their own answers beside their fields.
  const pageAnswer = actionData && SIGN_IN_INTENTS.includes(actionData.intent) ? undefined : actionData;

  useEffect(() => {
    if (actionData?.formError) toast.error("Error", { description: actionData.formError });
    else if (actionData?.notice) toast.success(actionData.notice);
  }, [actionData]);

  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto w-full max-w-4xl flex flex-col gap-8">
          <div className="flex flex-wrap items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
            >
              {initials(name)}
            </span>
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
              <p className="truncate text-stone-600 dark:text-stone-300">
                {viewer.email || (viewer.phoneNumber ? formatIndianMobile(viewer.phoneNumber) : null)}
              </p>
            </div>
            {viewer.role === "brand" ? (
              <LinkButton to="/brand-dashboard" variant="outline">
                <LayoutDashboardIcon className="size-4" aria-hidden="true" />
                Brand Dashboard
              </LinkButton>
            ) : null}
            {viewer.role === "admin" ? (
              <LinkButton to="/admin" variant="outline">
                <ShieldCheckIcon className="size-4" aria-hidden="true" />
                Admin Dashboard
              </LinkButton>
            ) : null}
          </div>

          {pageAnswer?.formError ? <Alert tone="error">{pageAnswer.formError}</Alert> : null}
          {pageAnswer?.notice ? <Alert tone="success">{pageAnswer.notice}</Alert> : null}

          <section aria-labelledby="account-heading" className="grid gap-6 md:grid-cols-2">
            <h2 id="account-heading" className="sr-only">
              Account
            </h2>
            <Card className="p-6">
              <h3 className="text-lg font-semibold">Account details</h3>
              <dl className="mt-4 flex flex-col gap-4 text-sm">
                <div>
                  <dt className="text-stone-500 dark:text-stone-400">Role</dt>
                  <dd className="mt-1 font-medium">{ROLE_LABELS[viewer.role]}</dd>
                </div>
              </dl>
            </Card>

            <Card className="p-6">
              <h3 className="text-lg font-semibold">Your name</h3>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
                Shown in the header and to designers you contact.
              </p>
              <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="update-name" />
                <Field id="profile-fullName" label="Full Name" error={nameError}>
                  <Input
                    id="profile-fullName"
                    name="fullName"
                    autoComplete="name"
                    required
                    maxLength={100}
                    defaultValue={viewer.fullName}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? "profile-fullName-error" : undefined}
                  />
                </Field>
                <Button type="submit" className="self-start" disabled={saving}>
                  {saving ? "Saving…" : "Save changes"}
                </Button>
              </Form>
            </Card>
          </section>

          <SignInMethods viewer={viewer} actionData={actionData} />

          {children}
        </div>
      </Container>
    </main>
  );
}
