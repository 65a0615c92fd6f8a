import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/ui/button";
import { type QuoteTarget, quoteHref } from "./quote-target";

export type { QuoteTarget } from "./quote-target";

type ButtonVariant = Parameters<typeof buttonClasses>[0];
type ButtonSize = Parameters<typeof buttonClasses>[1];

/**
 * Get Free Quote button. A real link to the /get-quote page (works without JS); with JS it opens the
 * Get Free Quote dialog that posts to the same action.
 */
export function QuoteButton({
  target,
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
  return (
    <Link to={quoteHref(target)} className={buttonClasses(variant, size, className)} rel="nofollow">
      {children}
    </Link>
  );
}
