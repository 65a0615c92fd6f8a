import { CompassIcon, HomeIcon } from "lucide-react";
import { LinkButton } from "~/ui/button";

/** The 404 screen: '404', 'Oops! Page not found', 'Return to Home'. */
export function NotFoundView() {
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="mx-auto max-w-lg text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
          <CompassIcon className="size-8" aria-hidden="true" />
        </div>
        <p className="mt-6 text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl dark:text-brand-400">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50">
          Oops! Page not found
        </h1>
        <p className="mt-3 text-stone-600 dark:text-stone-300">
          The page you are looking for may have moved or no longer exists. Let's get you back on track.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <LinkButton to="/" size="lg">
            <HomeIcon className="size-4" aria-hidden="true" />
            Return to Home
          </LinkButton>
          <LinkButton to="/interior-designers" variant="outline" size="lg">
            Find Interior Designers
          </LinkButton>
        </div>
      </div>
    </main>
  );
}
