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
  | "pencil"
  | "trash"
  | "sparkles"
  | "layers"
  | "external-link"
  | "timer"
  | "phone"
  | "mail"
  | "globe"
  | "share-2"
  | "users"
  | "indian-rupee"
  | "house"
  | "sun"
  | "moon"
  | "monitor"
  | "menu"
  | "x"
  | "log-in"
  | "building"
  | "sliders-horizontal"
  | "pause"
  | "play"
  | "search-x";

/**
 * A decorative Lucide icon as one masked element (see mask-icon.css); size it with classes, e.g. "size-4".
 * An empty element, so assistive tech skips it without aria-hidden; one class names and draws it (pages
 * repeat icons hundreds of times).
 */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span className={cn(`mask-icon-${name}`, className)} />;
}
