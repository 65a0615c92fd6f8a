import { DownloadIcon, Trash2Icon } from "lucide-react";
import { buttonClasses, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";

/** "Your data" on /profile: download everything the account holds, or delete the account. */
export function YourDataSection() {
  return (
    <section aria-labelledby="your-data-heading">
      <Card className="p-6">
        <h2 id="your-data-heading" className="text-lg font-semibold">
          Your data
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          Download a copy of everything Nivasa keeps about your account, or delete the account and its data.{" "}
          <a href="/privacy" className="underline underline-offset-2">
            What we keep, and for how long
          </a>
          .
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/profile/export" download className={buttonClasses("outline", "sm")}>
            <DownloadIcon className="size-4" aria-hidden="true" />
            Download my data
          </a>
          <LinkButton to="/profile/delete" variant="destructive" size="sm">
            <Trash2Icon className="size-4" aria-hidden="true" />
            Delete my account…
          </LinkButton>
        </div>
      </Card>
    </section>
  );
}
