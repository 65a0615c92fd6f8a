import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The page's content column: centred, max-w-7xl, with side padding that grows with the screen. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/**
 * A page band with an optional heading block: <Section eyebrow="Why Nivasa" title="…" description="…">.
 * The title is an h2 (pages own their single h1); `tone="muted"` gives the alternating stone band.
 */
export function Section({
  eyebrow,
  title,
  description,
  action,
  tone = "plain",
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  tone?: "plain" | "muted";
}) {
  return (
    <section
      className={cn("py-12 sm:py-16", tone === "muted" && "bg-stone-50 dark:bg-stone-900/40", className)}
      {...props}
    >
      <Container>
        {title ? (
          <div className="section-head">
            <div>
              {eyebrow ? <p>{eyebrow}</p> : null}
              <h2>{title}</h2>
              {description ? <p>{description}</p> : null}
            </div>
            {action ? <div>{action}</div> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
