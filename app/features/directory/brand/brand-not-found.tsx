import { HomeIcon, SearchXIcon } from "lucide-react";
import { LinkButton } from "~/ui/button";

/** An unknown brand's page: 'Brand Not Found' with Go Home (answered with status 404). */
export function BrandNotFound() {
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <SearchXIcon aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">Brand Not Found</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-300">The brand you're looking for doesn't exist.</p>
        <LinkButton to="/" size="lg" className="mt-8">
          <HomeIcon aria-hidden="true" className="size-4" />
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
