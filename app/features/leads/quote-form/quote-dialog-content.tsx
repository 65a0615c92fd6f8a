import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useViewer } from "~/features/shell";
import { Dialog, DialogContent } from "~/ui/dialog";
import type { QuoteFieldErrors } from "./quote-form";
import { type QuoteActionData, QuoteFormFields, QuoteSentMessage } from "./quote-form-fields";
import { QUOTE_PATH, type QuoteTarget } from "./quote-target";
import { validateQuoteSubmit } from "./quote-validation";

/**
 * The Get Free Quote dialog: loaded by QuoteButton (quote-dialog.tsx) on first use, with its form, the
 * browser-side validation and radix Dialog, so none of them weigh on a page's first load. Mounted only
 * while open; posts to the /get-quote action with a fetcher.
 */
export function QuoteDialog({
  target,
  onClose,
  returnFocusTo,
}: {
  target: QuoteTarget;
  onClose: () => void;
  /** Gets the focus back when the dialog closes (the button that opened it). */
  returnFocusTo: { readonly current: HTMLElement | null };
}) {
  const fetcher = useFetcher<QuoteActionData>();
  const [errors, setErrors] = useState<QuoteFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const idPrefix = useId().replaceAll(":", "");
  const viewer = useViewer();
  // The server's last answer, while it asks for the code or brings the form back as it was.
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success("Quote request sent!", { description: <QuoteSentMessage result={result} /> });
      onClose();
    } else {
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    }
  }, [fetcher.state, fetcher.data, onClose]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        size="lg"
        title={target.brandName ? `Get Free Quote from ${target.brandName}` : "Get Free Quote"}
        description={
          target.brandName
            ? `Share your requirement and ${target.brandName} will call you back, usually within 24 hours.`
            : "Tell us about your home and we'll connect you with 3-5 verified designers near you."
        }
        onCloseAutoFocus={(event) => {
          // There is no radix Trigger (the button is a plain link until this chunk loads): focus it here.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
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
            defaults={answer?.values ?? { name: viewer?.fullName ?? "", location: target.location }}
            askEmail={!viewer}
            codeFor={answer?.codeFor}
            errors={errors}
            formError={formError}
            submitting={fetcher.state !== "idle"}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
