import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { MESSAGE_REPORT_REASON_LABELS, MESSAGE_REPORT_REASONS } from "~/content/catalog";
import { Button } from "~/ui/button";
import { Label, Select } from "~/ui/field";
import { IslandSlot, islandSlot } from "~/ui/static-island";
import { MESSAGE_FIELDS } from "../thread/message-fields";
import type { ThreadMessage } from "../thread/thread.server";
import { REPORT_INTENT, REPORT_MESSAGE_FIELD, REPORT_PARAM } from "./report-rules";

const linkClasses = "text-xs text-stone-600 hover:underline dark:text-stone-400";

interface ReportProps {
  leadId: string;
  messageId: number;
  authorName: string;
}

/** The report opened or closed by a click, for one location only: the page a report leads to starts with it closed. */
interface Toggled {
  locationKey: string;
  messageId: number;
  open: boolean;
}

/**
 * Which report a thread's page has toggled, held above its messages: a message list that is a static island
 * replaces its markup when a message arrives, and the form opened under a message stays open in the new markup.
 */
const ReportToggle = createContext<{ toggled: Toggled | null; toggle(next: Toggled): void }>({
  toggled: null,
  toggle: () => {},
});

/** Keeps the toggled report (see ReportToggle) of the thread's messages rendered inside it. */
export function ReportToggleProvider({ children }: { children: ReactNode }) {
  const [toggled, toggle] = useState<Toggled | null>(null);
  return <ReportToggle value={{ toggled, toggle }}>{children}</ReportToggle>;
}

function ReportLink({
  messageId,
  authorName,
  onClick,
}: Omit<ReportProps, "leadId"> & { onClick?(e: MouseEvent): void }) {
  return (
    <a href={`?${REPORT_PARAM}=${messageId}#message-${messageId}`} onClick={onClick} className={linkClasses}>
      Report<span className="sr-only"> message from {authorName}</span>
    </a>
  );
}

/**
 * "Report" on a message of the other side. A thread holds dozens of messages, so each carries only a link; the
 * form is rendered for the one message being reported. Without JavaScript the link opens the page with
 * `?report=<id>` and the form under that message; with it, the link opens the form in place. Either way the form
 * is a plain POST to the thread's page, and the page it leads to has the form closed.
 */
function ReportMessage({ leadId, messageId, authorName }: ReportProps) {
  const location = useLocation();
  const { toggled, toggle: setToggled } = useContext(ReportToggle);
  const anchor = `#message-${messageId}`;
  const open =
    toggled?.locationKey === location.key
      ? toggled.messageId === messageId && toggled.open
      : new URLSearchParams(location.search).get(REPORT_PARAM) === String(messageId);
  const toggle = (next: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    setToggled({ locationKey: location.key, messageId, open: next });
  };
  if (!open) return <ReportLink messageId={messageId} authorName={authorName} onClick={toggle(true)} />;
  return (
    <span className="flex w-full flex-col items-end gap-1">
      <a href={`${location.pathname}${anchor}`} onClick={toggle(false)} className={linkClasses}>
        Cancel report
      </a>
      <ReportForm leadId={leadId} messageId={messageId} focus={toggled?.locationKey === location.key} />
    </span>
  );
}

/** The live Report of a message in a thread's static island, mounted over its plain link. */
export const reportSlot = islandSlot("report-message", (props: ReportProps) => <ReportMessage {...props} />);

/**
 * A message's "Report" (in MessageItem): nothing for the viewer's own messages or Nivasa's. Live in
 * a hydrated list; in a static island, the plain link with the live part mounted over it after hydration.
 */
export function ReportMessageAction({ leadId, message }: { leadId: string; message: ThreadMessage }) {
  if (message.mine || message.side === "system") return null;
  return (
    <IslandSlot slot={reportSlot} props={{ leadId, messageId: message.id, authorName: message.authorName }}>
      <ReportLink messageId={message.id} authorName={message.authorName} />
    </IslandSlot>
  );
}

function ReportForm({ leadId, messageId, focus }: { leadId: string; messageId: number; focus: boolean }) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get(MESSAGE_FIELDS.intent) === REPORT_INTENT &&
    navigation.formData?.get(REPORT_MESSAGE_FIELD) === String(messageId);
  const reasonId = `report-${messageId}-reason`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="flex w-64 max-w-full flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 text-stone-900 shadow-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <input type="hidden" name={MESSAGE_FIELDS.intent} value={REPORT_INTENT} />
      <input type="hidden" name={MESSAGE_FIELDS.leadId} value={leadId} />
      <input type="hidden" name={REPORT_MESSAGE_FIELD} value={messageId} />
      <Label htmlFor={reasonId}>Why are you reporting this message?</Label>
      <Select id={reasonId} name="reason" required defaultValue="" autoFocus={focus}>
        <option value="" disabled>
          Choose a reason
        </option>
        {MESSAGE_REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {MESSAGE_REPORT_REASON_LABELS[reason]}
          </option>
        ))}
      </Select>
      <p className="text-stone-600 dark:text-stone-400">Our moderators read the conversation and may hide it.</p>
      <Button type="submit" size="sm" variant="destructive" disabled={sending} className="self-start">
        {sending ? "Reporting…" : "Send report"}
      </Button>
    </Form>
  );
}
