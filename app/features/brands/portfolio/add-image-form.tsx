import { PlusIcon, UploadIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { toast } from "sonner";
import { PORTFOLIO_COPY } from "~/content/brand-dashboard";
import { cn } from "~/lib/cn";
import { formValues } from "~/lib/form-fields";
import { useHydrated } from "~/lib/use-hydrated";
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/services/uploads/limits";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Input } from "~/ui/field";
import { ImageDetailsFields, type ImageDetailValues } from "./image-details-fields";
import type { UploadResponse } from "./portfolio-actions.server";
import { parseImageDetails } from "./portfolio-schema";

/** Where the dashboard's script sends each file (routes/brand-dashboard.images.ts). */
export const UPLOAD_ENDPOINT = "/brand-dashboard/images";

type QueueState = "waiting" | "uploading" | "processing" | "done" | "failed";

interface QueuedFile {
  key: string;
  name: string;
  progress: number;
  state: QueueState;
  message?: string;
}

/** Sends one file with the details; reports upload progress (0–1). Resolves with the server's answer. */
function sendFile(details: FormData, file: File, onProgress: (fraction: number) => void): Promise<UploadResponse> {
  const body = new FormData();
  for (const [name, value] of details) body.append(name, value);
  body.set("file", file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ENDPOINT);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as UploadResponse | null;
      resolve(answer && typeof answer.ok === "boolean" ? answer : { ok: false, message: PORTFOLIO_COPY.uploadFailed });
    };
    request.onerror = () => resolve({ ok: false, message: PORTFOLIO_COPY.uploadFailed });
    request.send(body);
  });
}

const STATE_TEXT: Record<QueueState, (file: QueuedFile) => string> = {
  waiting: () => "Waiting",
  uploading: (file) => `Uploading ${Math.round(file.progress * 100)}%`,
  processing: () => "Processing…",
  done: () => "Uploaded · Pending approval",
  failed: (file) => file.message ?? PORTFOLIO_COPY.uploadFailed,
};

function UploadQueue({ files }: { files: QueuedFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="flex flex-col gap-3">
      {files.map((file) => (
        <li key={file.key} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate font-medium">{file.name}</span>
            <span
              className={cn(
                "shrink-0 text-xs",
                file.state === "failed"
                  ? "text-red-700 dark:text-red-400"
                  : file.state === "done"
                    ? "text-emerald-700 dark:text-emerald-400"
                    : "text-stone-600 dark:text-stone-400",
              )}
            >
              {STATE_TEXT[file.state](file)}
            </span>
          </div>
          <progress
            className={cn(
              "h-2 w-full appearance-none overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800 [&::-webkit-progress-bar]:bg-stone-200 dark:[&::-webkit-progress-bar]:bg-stone-800",
              file.state === "failed"
                ? "[&::-moz-progress-bar]:bg-red-600 [&::-webkit-progress-value]:bg-red-600"
                : "[&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-value]:bg-brand-600",
            )}
            max={100}
            value={file.state === "processing" || file.state === "done" ? 100 : Math.round(file.progress * 100)}
            aria-label={`${file.name}: ${STATE_TEXT[file.state](file)}`}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Add Image: the image's details and its file(s). With JavaScript several files go up one request each,
 * with a progress bar per file; without it the form posts one file to the tab's action.
 */
export function AddImageForm({
  open,
  values,
  errors,
}: {
  open: boolean;
  values?: ImageDetailValues;
  errors?: Partial<Record<string, string>>;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // Bumped after a batch that all went up: a fresh form (files, details) for the next one.
  const [formKey, setFormKey] = useState(0);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>> | null>(null);
  const busy = queue.some(
    (file) => file.state === "waiting" || file.state === "uploading" || file.state === "processing",
  );
  const shownErrors = clientErrors ?? errors ?? {};

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((files) => files.map((file) => (file.key === key ? { ...file, ...change } : file)));

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll("file").filter((f): f is File => f instanceof File && f.size > 0);
    form.delete("file");
    const parsed = parseImageDetails(formValues(form, ["designElements"]));
    const problems: Partial<Record<string, string>> = parsed.ok ? {} : { ...parsed.fieldErrors };
    if (files.length === 0) problems.file = UPLOAD_MESSAGES.missing;
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const batch = files.map((file, i) => ({
      key: `${Date.now()}-${i}`,
      name: file.name,
      progress: 0,
      state: "waiting" as QueueState,
    }));
    setQueue(batch);
    let uploaded = 0;
    // One request per file, one after another: the server re-encodes each, and on a phone the uplink is narrow.
    for (const [i, file] of files.entries()) {
      const { key } = batch[i] as QueuedFile;
      if (file.size > MAX_UPLOAD_BYTES) {
        update(key, { state: "failed", message: UPLOAD_MESSAGES.tooLarge });
        continue;
      }
      update(key, { state: "uploading" });
      const answer = await sendFile(form, file, (progress) =>
        update(key, progress < 1 ? { progress } : { progress, state: "processing" }),
      );
      if (answer.ok) uploaded += 1;
      update(key, answer.ok ? { state: "done", progress: 1 } : { state: "failed", message: answer.message });
    }
    if (uploaded > 0) {
      toast.success(uploaded === 1 ? PORTFOLIO_COPY.uploaded : `${uploaded} images uploaded`, {
        description: PORTFOLIO_COPY.uploadedDetail,
      });
      if (uploaded === files.length) setFormKey((k) => k + 1);
      await revalidator.revalidate();
    }
  }

  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <details open={open} className="group">
      <summary
        className={buttonClasses("primary", "md", "w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <PlusIcon className="size-4" aria-hidden="true" />
        {PORTFOLIO_COPY.addImage}
      </summary>
      <Card className="mt-4 p-5 sm:p-6">
        <Form
          key={formKey}
          method="post"
          encType="multipart/form-data"
          onSubmit={hydrated ? upload : undefined}
          className="flex flex-col gap-5"
          noValidate={hydrated}
        >
          <input type="hidden" name="intent" value="upload" />
          <Field
            id="add-image-file"
            label={hydrated ? "Photos" : "Photo"}
            error={shownErrors.file}
            hint={UPLOAD_MESSAGES.imageHint}
          >
            <Input
              id="add-image-file"
              name="file"
              type="file"
              accept={IMAGE_ACCEPT}
              multiple={hydrated}
              required
              aria-invalid={shownErrors.file ? true : undefined}
              aria-describedby={shownErrors.file ? "add-image-file-error" : undefined}
              className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1 dark:file:bg-stone-800"
            />
          </Field>
          <ImageDetailsFields id="add-image" values={values} errors={shownErrors} />
          <p className="text-sm text-stone-600 dark:text-stone-400">{PORTFOLIO_COPY.pendingNote}</p>
          <div aria-live="polite">
            <UploadQueue files={queue} />
          </div>
          <Button type="submit" className="w-fit" disabled={busy || submitting}>
            <UploadIcon className="size-4" aria-hidden="true" />
            {busy || submitting ? "Uploading…" : "Upload"}
          </Button>
        </Form>
      </Card>
    </details>
  );
}
