import { type MouseEvent, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { MESSAGE_REPORT_REASON_LABELS, MESSAGE_REPORT_REASONS } from "~/content/catalog";
import { Button } from "~/ui/button";
import { Label, Select } from "~/ui/field";
import { MESSAGE_FIELDS } from "../thread/message-fields";
import type { ThreadMessage } from "../thread/thread.server";
import { REPORT_INTENT, REPORT_MESSAGE_FIELD, REPORT_PARAM } from "./report-rules";

const linkClasses = "text-xs text-stone-600 hover:underline dark:text-stone-400";

/**
 * "Report" on a message of the other side (MessageList's messageActions). A thread holds dozens of messages, so
 * each carries only a link; the form is rendered for the one message being reported. Without JavaScript the link
 * opens the page with `?report=<message id>` and the form under that message; with it, the link opens the form in
 * place. Either way the form is a plain POST to the thread's page, and the page it leads to has the form closed.
 * Nothing for the viewer's own messages or Nivasa's.
 */
export function ReportMessage({ leadId, message }: { leadId: string; message: ThreadMessage }) {
  const location = useLocation();
  // Opened or closed by a click, for this location only: the page a report leads to starts with it closed.
  const [toggled, setToggled] = useState<{ locationKey: string; open: boolean } | null>(null);
  if (message.mine || message.side === "system") return null;
  const anchor = `#message-${message.id}`;
  const open =
    toggled?.locationKey === location.key
      ? toggled.open
      : new URLSearchParams(location.search).get(REPORT_PARAM) === String(message.id);
  const toggle = (next: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    setToggled({ locationKey: location.key, open: next });
  };
  if (!open) {
    return (
      <a href={`?${REPORT_PARAM}=${message.id}${anchor}`} onClick={toggle(true)} className={linkClasses}>
        Report<span className="sr-only"> message from {message.authorName}</span>
      </a>
    );
  }
  return (
    <span className="flex w-full flex-col items-end gap-1">
      <a href={`${location.pathname}${anchor}`} onClick={toggle(false)} className={linkClasses}>
        Cancel report
      </a>
      <ReportForm leadId={leadId} messageId={message.id} focus={toggled !== null} />
    </span>
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
