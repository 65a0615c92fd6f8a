import { FileTextIcon, PaperclipIcon } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from "~/services/uploads/limits";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Textarea } from "~/ui/field";
import { type Island, StaticIsland } from "~/ui/static-island";
import { ReportMessageAction, ReportToggleProvider, reportSlot } from "../reports/report-message";
import { linkify } from "./linkify";
import { MESSAGE_FIELDS, MESSAGE_INTENT } from "./message-fields";
import type { ThreadAttachment, ThreadMessage } from "./thread.server";
import { ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX, THREAD_MESSAGES } from "./thread-rules";

export { MESSAGE_FIELDS, MESSAGE_INTENT };

const FILE_ACCEPT = `${IMAGE_ACCEPT},application/pdf,.pdf`;

/** A message's text with its web addresses as links; everything the user wrote is rendered as text. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-line break-words">
      {linkify(body).map((part, i) =>
        part.kind === "link" ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

function Attachments({ files, attachmentsPath }: { files: ThreadAttachment[]; attachmentsPath: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => {
        const href = `${attachmentsPath}/${file.id}`;
        return (
          <li key={file.id}>
            {file.kind === "image" ? (
              <a href={href} target="_blank" rel="noopener" className="block">
                <img
                  src={href}
                  alt={file.fileName}
                  loading="lazy"
                  decoding="async"
                  className="size-28 rounded-lg border border-stone-200 object-cover dark:border-stone-700"
                />
              </a>
            ) : (
              <a
                href={href}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1.5 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800 hover:underline dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
              >
                <FileTextIcon aria-hidden="true" className="size-4 shrink-0" />
                <span className="max-w-48 truncate">{file.fileName}</span>
                <span className="text-xs text-stone-600 dark:text-stone-400">PDF, {fileSize(file.byteSize)}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** How a page shows a thread's messages: rendered by React, or a static island of their markup (shownMessages). */
export type ShownMessages = { list: ThreadMessage[] } | { island: Island };

export interface MessageItemProps {
  message: ThreadMessage;
  /** Where the thread's files are served: `${attachmentsPath}/${attachmentId}`. */
  attachmentsPath: string;
  /** The lead whose thread it is, for reporting the other side's messages; nothing to report without it. */
  reportLeadId?: string;
}

/** One message: who wrote it and when, its text and files, "Seen" under the viewer's own once the other side saw it. */
export function MessageItem({ message, attachmentsPath, reportLeadId }: MessageItemProps) {
  return (
    <li id={`message-${message.id}`} className={cn("flex flex-col", message.mine ? "items-end" : "items-start")}>
      <article
        className={cn(
          "max-w-[min(36rem,100%)] rounded-xl p-3 text-sm",
          message.mine
            ? "bg-brand-50 text-stone-900 dark:bg-brand-900/40 dark:text-stone-100"
            : "bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-stone-100",
        )}
      >
        <header className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-stone-600 dark:text-stone-400">
          <span className="font-medium text-stone-800 dark:text-stone-200">{message.authorName}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.hidden ? <Badge tone="warning">Hidden</Badge> : null}
          {reportLeadId ? (
            <div className="ms-auto has-[form]:basis-full">
              <ReportMessageAction leadId={reportLeadId} message={message} />
            </div>
          ) : null}
        </header>
        {message.body ? <MessageText body={message.body} /> : null}
        {message.attachments.length > 0 ? (
          <Attachments files={message.attachments} attachmentsPath={attachmentsPath} />
        ) : null}
      </article>
      {message.seen ? <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">Seen</p> : null}
    </li>
  );
}

const MESSAGES_LABEL = "Messages";
const MESSAGES_CLASS = "flex flex-col gap-3";
const MESSAGE_SLOTS = [reportSlot];

export interface MessageListProps extends Omit<MessageItemProps, "message"> {
  messages: ShownMessages;
  /** Shown when there are no messages yet. */
  empty?: string;
}

/** A thread's messages, oldest first (MessageItem). */
export function MessageList({ messages, attachmentsPath, reportLeadId, empty = "No messages yet." }: MessageListProps) {
  if ("list" in messages && messages.list.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">{empty}</p>;
  }
  // A long thread scrolls within its box, which opens at the newest message without any script: a
  // column-reverse box starts scrolled to its end, and stays there as messages arrive.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label="Conversation" className="flex max-h-[36rem] flex-col-reverse overflow-y-auto">
      <ReportToggleProvider>
        {"island" in messages ? (
          <StaticIsland
            as="ol"
            className={MESSAGES_CLASS}
            attributes={{ "aria-label": MESSAGES_LABEL }}
            island={messages.island}
            slots={MESSAGE_SLOTS}
          />
        ) : (
          <ol className={MESSAGES_CLASS} aria-label={MESSAGES_LABEL}>
            {messages.list.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                attachmentsPath={attachmentsPath}
                reportLeadId={reportLeadId}
              />
            ))}
          </ol>
        )}
      </ReportToggleProvider>
    </section>
  );
}

/** True while this composer's own message is being sent. */
function useSending(leadId: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get(MESSAGE_FIELDS.intent) === MESSAGE_INTENT &&
    navigation.formData?.get(MESSAGE_FIELDS.leadId) === leadId
  );
}

function tooManyFiles(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  input.setCustomValidity((input.files?.length ?? 0) > ATTACHMENTS_PER_MESSAGE ? THREAD_MESSAGES.tooManyFiles : "");
}

export interface MessageComposerProps {
  leadId: string;
  /** The textarea's label, e.g. "Message to Studio Kaya". */
  label: string;
  /** Why the last message was refused. */
  error?: string;
  placeholder?: string;
}

/**
 * Writing a message with up to ATTACHMENTS_PER_MESSAGE photos or PDFs: a plain multipart POST to the page
 * (it works without JavaScript; the action redirects back). Cleared once its message is sent.
 */
export function MessageComposer({ leadId, label, error, placeholder }: MessageComposerProps) {
  const sending = useSending(leadId);
  const form = useRef<HTMLFormElement>(null);
  const [length, setLength] = useState(0);
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && !error) {
      form.current?.reset();
      setLength(0);
    }
    wasSending.current = sending;
  }, [sending, error]);
  const id = `message-${leadId}`;
  const counterId = `${id}-count`;
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="flex flex-col gap-3"
      aria-label={label}
    >
      <input type="hidden" name={MESSAGE_FIELDS.intent} value={MESSAGE_INTENT} />
      <input type="hidden" name={MESSAGE_FIELDS.leadId} value={leadId} />
      <Field id={id} label={label} error={error}>
        <Textarea
          id={id}
          name={MESSAGE_FIELDS.body}
          rows={3}
          maxLength={MESSAGE_MAX}
          placeholder={placeholder}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${counterId}` : counterId}
        />
      </Field>
      <p id={counterId} className="-mt-2 self-end text-xs tabular-nums text-stone-600 dark:text-stone-400">
        {length.toLocaleString("en-IN")} / {MESSAGE_MAX.toLocaleString("en-IN")} characters
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-files`} className="inline-flex items-center gap-1.5 text-sm font-medium">
            <PaperclipIcon aria-hidden="true" className="size-4" />
            Attach photos or PDFs
          </label>
          <input
            id={`${id}-files`}
            type="file"
            name={MESSAGE_FIELDS.files}
            multiple
            accept={FILE_ACCEPT}
            onChange={tooManyFiles}
            className="text-sm"
            aria-describedby={`${id}-files-hint`}
          />
          <p id={`${id}-files-hint`} className="text-xs text-stone-600 dark:text-stone-400">
            Up to {ATTACHMENTS_PER_MESSAGE} photos (JPEG, PNG, WebP, AVIF, HEIC) or PDFs, {MAX_UPLOAD_BYTES / 1048576}{" "}
            MB each.
          </p>
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending…" : "Send"}
        </Button>
      </div>
    </Form>
  );
}
