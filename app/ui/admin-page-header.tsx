import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Heading block for admin tool pages, with a back link to /admin. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/admin/claims"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-stone-300 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Admin Dashboard
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-2xl text-stone-600 dark:text-stone-300">{children}</p>
    </div>
  );
}
