import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A grey placeholder block while content loads; size it with className (e.g. "h-48 w-full"). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-stone-200 dark:bg-stone-800", className)}
      {...props}
    />
  );
}
