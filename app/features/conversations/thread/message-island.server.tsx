import type { RouterContextProvider } from "react-router";
import { renderIsland } from "~/ui/static-island.server";
import { REPORT_PARAM } from "../reports/report-rules";
import type { ThreadMessage } from "./thread.server";
import { MessageItem, type MessageItemProps, type ShownMessages } from "./thread-view";

/**
 * A thread page's messages as a static island (`thread-<leadId>`): each message's markup is rendered once per
 * distinct message as this side sees it (its text, files, "Seen", whether it can be reported) and the page sends
 * it once, as markup, instead of markup plus the messages again in the hydration data. A new message or a new
 * "Seen" is a new key, so nothing goes stale; the live Report links are slots (reportSlot). A page opened with a
 * report form open (`?report=<id>`, the no-JavaScript way to report) and a thread without messages render with
 * React, from the list.
 */
export function shownMessages(
  request: Request,
  context: Readonly<RouterContextProvider>,
  leadId: string,
  messages: ThreadMessage[],
  options: Omit<MessageItemProps, "message">,
): ShownMessages {
  if (messages.length === 0 || new URL(request.url).searchParams.has(REPORT_PARAM)) return { list: messages };
  const { attachmentsPath, reportLeadId } = options;
  const parts = messages.map((message) => ({
    key: `message\n${attachmentsPath}\n${reportLeadId ?? ""}\n${JSON.stringify(message)}`,
    element: () => <MessageItem message={message} attachmentsPath={attachmentsPath} reportLeadId={reportLeadId} />,
  }));
  return { island: renderIsland(request, context, `thread-${leadId}`, parts) };
}
