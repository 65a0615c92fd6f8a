import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { buttonClasses, LinkButton } from "~/ui/button";

/** A friendly page for unexpected failures; details only in development, never a stack trace in production. */
export function ErrorView({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A request the server refused (400) says why; anything else gets the general apology.
  const refusal = status === 400 && isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  const { pathname, search } = useLocation();
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack || error.message : null;
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="mx-auto max-w-lg text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          <TriangleAlertIcon className="size-8" aria-hidden="true" />
        </div>
        <p className="mt-6 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
          Error {status}
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50">
          Something went wrong
        </h1>
        <p className="mt-3 text-stone-600 dark:text-stone-300">
          {refusal ??
            "We couldn't load this page just now. Please try again in a moment — if it keeps happening, write to support@nivasa.in."}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            // A full reload of the same address, so a failed loader runs again.
            href={`${pathname}${search}`}
            className={buttonClasses("primary", "lg")}
          >
            <RefreshCwIcon className="size-4" aria-hidden="true" />
            Try again
          </a>
          <LinkButton to="/" variant="outline" size="lg">
            Return to Home
          </LinkButton>
        </div>
        {detail ? (
          <pre className="mt-8 max-h-72 overflow-auto rounded-lg bg-stone-100 p-4 text-left text-xs text-stone-700 dark:bg-stone-900 dark:text-stone-300">
            {detail}
          </pre>
        ) : null}
      </div>
    </main>
  );
}
