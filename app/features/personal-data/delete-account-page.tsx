import { Form, useNavigation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { Field, Input } from "~/ui/field";
import type { DeleteAccountActionData } from "./delete-account-form";

const WHAT_HAPPENS = [
  "Your account, your sign-ins, saved designers and liked photos are deleted.",
  "Your reviews are removed, and the designers' ratings are worked out again without them.",
  "Your quote requests lose your name, phone number and email, and are closed. Designers keep the conversation, shown as from “a deleted user”.",
  "Files you sent (claim documents, message attachments) are deleted.",
  "A designer page you own becomes unclaimed again; its portfolio stays on Nivasa.",
];

/** /profile/delete: what deleting the account does, and the form that asks for the account's email to confirm. */
export function DeleteAccountPage({
  email,
  blocked,
  actionData,
}: {
  email: string;
  /** Why this account can't be deleted now (the last admin), or null. */
  blocked: string | null;
  actionData: DeleteAccountActionData | undefined;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting";
  const error = actionData?.formError;
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <Card className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">Delete your account</h1>
          <p className="text-stone-700 dark:text-stone-300">
            This can't be undone. You may want to{" "}
            <a href="/profile/export" download className="underline underline-offset-2">
              download your data
            </a>{" "}
            first.
          </p>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-stone-700 dark:text-stone-300">
            {WHAT_HAPPENS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {blocked ? (
            <Alert tone="error">{blocked}</Alert>
          ) : (
            <Form method="post" noValidate className="flex flex-col gap-4">
              <Field id="confirm-email" label={`Type ${email} to confirm`} error={error}>
                <Input
                  id="confirm-email"
                  name="confirmEmail"
                  type="email"
                  autoComplete="off"
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "confirm-email-error" : undefined}
                />
              </Field>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="destructive" disabled={deleting}>
                  {deleting ? "Deleting…" : "Delete my account"}
                </Button>
                <LinkButton to="/profile" variant="outline">
                  Cancel
                </LinkButton>
              </div>
            </Form>
          )}
        </Card>
      </Container>
    </main>
  );
}
