import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { leadThreadPath, quoteRequestPath } from "~/lib/paths";

export const quoteEventsPath = (requestId: string) => `${quoteRequestPath(requestId)}/events`;
export const leadEventsPath = (leadId: string) => `${leadThreadPath(leadId)}/events`;

/**
 * Keeps an open thread page live: listens to its event stream (`quoteEventsPath` / `leadEventsPath`) and
 * reloads the page's data on every change, which shows new messages, "Seen" marks and a closed request, and
 * marks what the viewer now sees as seen (the page's loader does). It connects with the cursor of what the page
 * was rendered with, so what changed between the render and the connection arrives as the first change. In a
 * hidden tab the reload waits until the tab is shown again, so "Seen" means seen. The browser's EventSource
 * reconnects after a drop and resumes from the last event it heard (Last-Event-ID).
 */
export function useThreadEvents(eventsPath: string, renderedCursor: string): void {
  const { revalidate } = useRevalidator();
  const reload = useRef(revalidate);
  reload.current = revalidate;
  // Read when the stream connects: later renders' cursors are the stream's own ids.
  const cursor = useRef(renderedCursor);
  cursor.current = renderedCursor;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`${eventsPath}?${new URLSearchParams({ after: cursor.current })}`);
    let waiting = false;
    const refresh = () => {
      waiting = document.visibilityState === "hidden";
      if (!waiting) void reload.current();
    };
    const onShown = () => {
      if (waiting && document.visibilityState === "visible") refresh();
    };
    source.addEventListener("thread", refresh);
    document.addEventListener("visibilitychange", onShown);
    return () => {
      source.close();
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [eventsPath]);
}
