import { cn } from "~/lib/cn";

/** The Nivasa mark (a house in a terracotta tile) and wordmark, linking home (a plain anchor, routed by the header's and footer's CLIENT_LINKS). */
export function Logo({ className }: { className?: string }) {
  return (
    <a
      href="/"
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M8 24V12.5L16 7l8 5.5V24h-5.5v-6.5h-5V24z" className="fill-brand-50" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-stone-900 dark:text-white">Nivasa</span>
    </a>
  );
}
