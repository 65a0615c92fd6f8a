import { useEffect } from "react";

/**
 * Counts one view of the page by posting to `url` from the browser once it shows the page: counting in a
 * beacon instead of the loader keeps the page cacheable, and crawlers don't run it. An empty form body, so
 * the post passes the same checks as every other form (app/server/request-guard.server.ts).
 */
export function useViewBeacon(url: string): void {
  useEffect(() => {
    const body = new URLSearchParams();
    if (!navigator.sendBeacon?.(url, body))
      fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
  }, [url]);
}
