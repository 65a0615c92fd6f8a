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
          <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              {eyebrow ? (
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
                  {eyebrow}
                </p>
              ) : null}
              <h2 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50">
                {title}
              </h2>
              {description ? <p className="mt-3 text-stone-600 dark:text-stone-300">{description}</p> : null}
            </div>
            {action ? <div className="shrink-0">{action}</div> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
