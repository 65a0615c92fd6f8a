import { FlagIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { MESSAGE_REPORT_REASON_LABELS, MESSAGE_REPORT_REASONS } from "~/content/catalog";
import { Button } from "~/ui/button";
import { Label, Select } from "~/ui/field";
import { MESSAGE_FIELDS } from "./message-fields";
import { REPORT_INTENT } from "./report-rules";
import type { ThreadMessage } from "./thread.server";

/**
 * "Report" on a message of the other side (MessageList's messageActions): a reason and a plain POST to the
 * thread's page, so it works without JavaScript. Nothing for the viewer's own messages or Nivasa's.
 */
export function ReportMessage({ leadId, message }: { leadId: string; message: ThreadMessage }) {
  const navigation = useNavigation();
  if (message.mine || message.side === "system") return null;
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get(MESSAGE_FIELDS.intent) === REPORT_INTENT &&
    navigation.formData?.get("messageId") === String(message.id);
  const reasonId = `report-${message.id}-reason`;
  return (
    <details className="relative text-xs">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-stone-600 hover:underline marker:hidden dark:text-stone-400">
        <FlagIcon aria-hidden="true" className="size-3.5" />
        Report
      </summary>
      <Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="absolute end-0 z-10 mt-1 flex w-64 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 text-stone-900 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      >
        <input type="hidden" name={MESSAGE_FIELDS.intent} value={REPORT_INTENT} />
        <input type="hidden" name={MESSAGE_FIELDS.leadId} value={leadId} />
        <input type="hidden" name="messageId" value={message.id} />
        <Label htmlFor={reasonId}>Why are you reporting this message?</Label>
        <Select id={reasonId} name="reason" required defaultValue="">
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
    </details>
  );
}
