import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { quoteRequestPath } from "~/features/leads";
import { leadHref } from "./inbox-rules";

export const quoteEventsPath = (requestId: string) => `${quoteRequestPath(requestId)}/events`;
export const leadEventsPath = (leadId: string) => `${leadHref(leadId)}/events`;

/**
 * Keeps an open thread page live: listens to its event stream (`quoteEventsPath` / `leadEventsPath`) and
 * reloads the page's data on every change, which shows new messages, "Seen" marks and a closed request, and
 * marks what the viewer now sees as seen (the page's loader does). In a hidden tab the reload waits until the
 * tab is shown again, so "Seen" means seen. `renderedFrom` is the state the page was rendered with
 * (`threadCursor`, read before its messages): the stream starts there, so a change between the render and the
 * connection is not missed; without it the page reloads once connected. The browser's EventSource reconnects
 * after a drop and resumes from the last event it heard (Last-Event-ID).
 */
export function useThreadEvents(eventsPath: string, renderedFrom: string | null = null): void {
  const { revalidate } = useRevalidator();
  const reload = useRef(revalidate);
  reload.current = revalidate;
  const startFrom = useRef(renderedFrom);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const after = startFrom.current;
    const source = new EventSource(after ? `${eventsPath}?after=${encodeURIComponent(after)}` : eventsPath);
    let waiting = false;
    const refresh = () => {
      waiting = document.visibilityState === "hidden";
      if (!waiting) void reload.current();
    };
    const onShown = () => {
      if (waiting && document.visibilityState === "visible") refresh();
    };
    const onReady = () => {
      if (!after) refresh();
    };
    source.addEventListener("thread", refresh);
    source.addEventListener("ready", onReady, { once: true });
    document.addEventListener("visibilitychange", onShown);
    return () => {
      source.close();
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [eventsPath]);
}
