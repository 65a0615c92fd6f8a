import { type MouseEvent, type ReactNode, useCallback, useRef, useState } from "react";
import { lazyModule } from "~/lib/lazy-module";
import { buttonClasses } from "~/ui/button";
import { isModifiedClick } from "~/ui/client-link";
import { type QuoteTarget, quoteHref } from "./quote-target";

export type { QuoteTarget } from "./quote-target";

type ButtonVariant = Parameters<typeof buttonClasses>[0];
type ButtonSize = Parameters<typeof buttonClasses>[1];
/**
 * The dialog's code (its form, the browser-side validation with zod, radix Dialog) is a chunk of its own,
 * fetched once: on the first hover or focus of any quote button, so that it is usually there by the click.
 */
const quoteDialog = lazyModule(() => import("./quote-dialog-content"));

/**
 * A QuoteButton's markup before JS (a static island's fallback, see ui/static-island.tsx): the /get-quote link.
 * A plain link until the island mounts the button, so it announces no dialog.
 */
export function QuoteLink({
  target,
  size = "md",
  className,
  children,
}: {
  target: QuoteTarget;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={quoteHref(target)} rel="nofollow" className={buttonClasses("primary", size, className)}>
      {children}
    </a>
  );
}

/**
 * Get Free Quote button. A real link to the /get-quote page (works before JS loads); once the page is
 * interactive it opens the Get Free Quote dialog, which posts to the same action. The dialog's code loads
 * on first use; while it is on its way the button shows it is busy, and if it can't be fetched the click
 * goes to the /get-quote page after all.
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
  const [loading, setLoading] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const href = quoteHref(target);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    // Ctrl/⌘-click or middle-click still opens the page in a new tab.
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (quoteDialog.current()) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    quoteDialog.load().then(
      () => {
        setLoading(false);
        setOpen(true);
      },
      () => window.location.assign(href),
    );
  }

  const QuoteDialog = open ? quoteDialog.current()?.QuoteDialog : undefined;
  return (
    <>
      {/* A plain anchor, not a router <Link>: every click is the dialog's, and a listing renders dozens. */}
      <a
        ref={link}
        href={href}
        onClick={openDialog}
        onPointerEnter={() => quoteDialog.preload()}
        onFocus={() => quoteDialog.preload()}
        rel="nofollow"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        className={buttonClasses(variant, size, className)}
      >
        {children}
      </a>
      {QuoteDialog ? <QuoteDialog target={target} onClose={close} returnFocusTo={link} /> : null}
    </>
  );
}
