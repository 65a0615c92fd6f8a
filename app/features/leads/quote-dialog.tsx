import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import type { loader as rootLoader } from "~/root";
import { buttonClasses } from "~/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/ui/dialog";
import type { QuoteFieldErrors } from "./quote-form";
import { type QuoteActionData, QuoteFormFields, validateQuoteSubmit } from "./quote-form-fields";
import { QUOTE_PATH, type QuoteTarget, quoteHref } from "./quote-target";

export type { QuoteTarget } from "./quote-target";

type ButtonVariant = Parameters<typeof buttonClasses>[0];
type ButtonSize = Parameters<typeof buttonClasses>[1];

/**
 * Get Free Quote button. A real link to the /get-quote page (works before JS loads); once the page is
 * interactive it opens the Get Free Quote dialog, which posts to the same action.
 */
export function QuoteButton({
  target = {},
  variant = "primary",
  size = "md",
  className,
  children,
}: {
  target?: QuoteTarget;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    // Ctrl/⌘-click or middle-click still opens the page in a new tab.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Link
          to={quoteHref(target)}
          onClick={openDialog}
          rel="nofollow"
          className={buttonClasses(variant, size, className)}
        >
          {children}
        </Link>
      </DialogTrigger>
      {open ? <QuoteDialogContent target={target} onDone={close} /> : null}
    </Dialog>
  );
}

function QuoteDialogContent({ target, onDone }: { target: QuoteTarget; onDone: () => void }) {
  const fetcher = useFetcher<QuoteActionData>();
  const [errors, setErrors] = useState<QuoteFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const idPrefix = useId().replaceAll(":", "");
  const viewerName = useRouteLoaderData<typeof rootLoader>("root")?.viewer?.fullName ?? "";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success("Quote request sent!", { description: <QuoteSentMessage result={result} /> });
      onDone();
    } else {
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    }
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <DialogContent
      size="lg"
      title={target.brandName ? `Get Free Quote from ${target.brandName}` : "Get Free Quote"}
      description={
        target.brandName
          ? `Share your requirement and ${target.brandName} will call you back, usually within 24 hours.`
          : "Tell us about your home and we'll connect you with 3-5 verified designers near you."
      }
    >
      <fetcher.Form
        method="post"
        action={QUOTE_PATH}
        noValidate
        className="relative"
        onSubmit={(event) => {
          const invalid = validateQuoteSubmit(event);
          setErrors(invalid ?? {});
          setFormError(undefined);
        }}
      >
        <QuoteFormFields
          idPrefix={idPrefix}
          target={target}
          defaults={{ name: viewerName, location: target.location }}
          errors={errors}
          formError={formError}
          submitting={fetcher.state !== "idle"}
        />
      </fetcher.Form>
    </DialogContent>
  );
}

/** Who will call back: the brand, or the designers the request was matched with (with links). */
export function QuoteSentMessage({ result }: { result: Extract<QuoteActionData, { ok: true }> }) {
  const { recipients } = result;
  if (recipients.length === 0) {
    return <>Our team will match you with verified designers and call you within 24 hours.</>;
  }
  const names = recipients.map((r, i) => (
    <span key={r.slug}>
      {i > 0 ? (i === recipients.length - 1 ? " and " : ", ") : null}
      <Link to={`/brand/${r.slug}`} className="font-medium underline underline-offset-2">
        {r.brandName}
      </Link>
    </span>
  ));
  return result.routing === "brand" ? (
    <>{names} will contact you within 24 hours.</>
  ) : (
    <>We've shared your request with {names}. They will contact you within 24 hours.</>
  );
}
