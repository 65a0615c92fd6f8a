import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

/**
 * The one notification area, mounted in root.tsx. Show toasts anywhere with
 * `import { toast } from "sonner"` → toast.success("Welcome back!"), toast.error("Error", { description }).
 * From a loader/action across a redirect use flashToast() (app/features/shell/flash.server.ts).
 */
export const TOAST_DEFAULTS = {
  duration: 4000,
  visibleToasts: 3,
  position: "bottom-right",
  width: 356,
  gap: 14,
} as const;

export function Toaster({ theme }: { theme: "light" | "dark" | "system" }) {
  return (
    <Sonner
      theme={theme}
      position={TOAST_DEFAULTS.position}
      duration={TOAST_DEFAULTS.duration}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      gap={TOAST_DEFAULTS.gap}
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
      style={{ "--width": `${TOAST_DEFAULTS.width}px` } as CSSProperties}
    />
  );
}
