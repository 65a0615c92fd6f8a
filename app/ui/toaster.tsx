import { type CSSProperties, useEffect, useState } from "react";
import type { ExternalToast } from "sonner";
import { lazyModule } from "~/lib/lazy-module";

/**
 * The one notification area, mounted in root.tsx. Show toasts anywhere with
 * `import { toast } from "sonner"` → toast.success("Welcome back!"), toast.error("Error", { description }),
 * or, from code that is on every page's first load, with showToast() below, which doesn't put sonner there.
 * From a loader/action across a redirect use flashToast() (app/features/shell/flash.server.ts).
 */
export const TOAST_DEFAULTS = {
  duration: 4000,
  visibleToasts: 3,
  position: "bottom-right",
  width: 356,
  gap: 14,
} as const;

/** sonner is a chunk of its own (when it loads it also injects its stylesheet), fetched once. */
type Sonner = typeof import("sonner");
const sonner = lazyModule((): Promise<Sonner> => import("sonner"));

/** toast.success/error/info without a static import of sonner. */
export function showToast(type: "success" | "error" | "info", title: string, data?: ExternalToast): void {
  sonner.load().then(
    ({ toast }) => toast[type](title, data),
    () => {},
  );
}

/**
 * Toasts only ever follow a script, so the area mounts once the page is interactive and the browser is
 * idle, not with the server HTML. Toasts created before it mounts show when it does (sonner replays them).
 */
export function Toaster({ theme }: { theme: "light" | "dark" | "system" }) {
  const [module, setModule] = useState<Sonner>();
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      sonner.load().then(
        (loaded) => {
          if (!cancelled) setModule(loaded);
        },
        () => {},
      );
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(load, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  if (!module) return null;
  const Sonner = module.Toaster;
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
