import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { quoteRequestPath } from "~/features/leads";
import { leadHref } from "./inbox-rules";

export const quoteEventsPath = (requestId: string) => `${quoteRequestPath(requestId)}/events`;
export const leadEventsPath = (leadId: string) => `${leadHref(leadId)}/events`;

/**
 * Keeps an open thread page live: listens to its event stream (`quoteEventsPath` / `leadEventsPath`) and
 * reloads the page's data on every change, which shows new messages, "Seen" marks and a closed request, and
 * marks what the viewer now sees as seen (the page's loader does). It also reloads once connected, for what
 * changed between the page's render and the connection. In a hidden tab the reload waits until the tab is
 * shown again, so "Seen" means seen. The browser's EventSource reconnects after a drop and resumes from the
 * last event it heard (Last-Event-ID).
 */
export function useThreadEvents(eventsPath: string): void {
  const { revalidate } = useRevalidator();
  const reload = useRef(revalidate);
  reload.current = revalidate;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(eventsPath);
    let waiting = false;
    const refresh = () => {
      waiting = document.visibilityState === "hidden";
      if (!waiting) void reload.current();
    };
    const onShown = () => {
      if (waiting && document.visibilityState === "visible") refresh();
    };
    source.addEventListener("thread", refresh);
    source.addEventListener("ready", refresh, { once: true });
    document.addEventListener("visibilitychange", onShown);
    return () => {
      source.close();
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [eventsPath]);
}
