import { cn } from "~/lib/cn";

export type MaskIconName =
  | "images"
  | "map-pin"
  | "briefcase"
  | "badge-check"
  | "clock"
  | "info"
  | "chevron-left"
  | "chevron-right"
  | "chevron-down"
  | "heart"
  | "heart-filled"
  | "check"
  | "arrow-right"
  | "star-filled"
  | "eye"
  | "sparkles"
  | "layers"
  | "external-link";

/** A decorative Lucide icon as one masked element (see mask-icon.css); size it with classes, e.g. "size-4". */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span aria-hidden="true" className={cn("mask-icon", `mask-icon-${name}`, className)} />;
}
