import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

/** Looks in badge.css. */
export function Badge({ tone = "neutral", className, ...props }: ComponentProps<"span"> & { tone?: Tone }) {
  return <span className={cn("badge", `badge-${tone}`, className)} {...props} />;
}
