/** Small pieces the project page's panels share. */
import { type FormEvent, type ReactNode, useContext } from "react";
import { Form, type SubmitFunction, useSubmit } from "react-router";
import { projectPath } from "~/lib/paths";
import { IMAGE_ACCEPT } from "~/services/uploads/limits";
import { Button } from "~/ui/button";
import { Field, Input } from "~/ui/field";
import { type AnyIslandSlot, type Island, StaticIsland, StaticRenderContext } from "~/ui/static-island";
import { PROJECT_FIELDS } from "./project-fields";
import type { ProjectIntent } from "./project-rules";

/** A path of the project's page as its reader opens it: a moderator's carries their report (each opening is audited). */
function forReader(path: string, reportId: string | null): string {
  return reportId ? `${path}?report=${reportId}` : path;
}

export function projectFilePath(projectId: string, fileId: string, reportId: string | null): string {
  return forReader(`${projectPath(projectId)}/files/${fileId}`, reportId);
}

/** A confirmed payment's receipt (PDF). */
export function paymentReceiptPath(projectId: string, paymentId: string, reportId: string | null): string {
  return forReader(`${projectPath(projectId)}/payments/${paymentId}/receipt`, reportId);
}

/** A change order's PDF. */
export function changePdfPath(projectId: string, changeId: string, reportId: string | null): string {
  return forReader(`${projectPath(projectId)}/changes/${changeId}/pdf`, reportId);
}

/** A row of a project's private photos, each opening in full. */
export function PhotoStrip({
  projectId,
  photos,
  reportId,
}: {
  projectId: string;
  photos: { id: string; fileName: string }[];
  reportId: string | null;
}) {
  if (photos.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {photos.map((photo) => (
        <a key={photo.id} href={projectFilePath(projectId, photo.id, reportId)}>
          <img
            src={projectFilePath(projectId, photo.id, reportId)}
            alt={photo.fileName}
            loading="lazy"
            className="size-28 rounded-md object-cover"
          />
        </a>
      ))}
    </div>
  );
}

const NO_SLOTS: readonly AnyIslandSlot[] = [];

/** A plain form of an island sent through the router, as its <Form> would be: the page revalidates, no reload. */
function submitThroughRouter(event: FormEvent<HTMLElement>, submit: SubmitFunction) {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  // A step's submitter is one of its buttons: its name and value go with the form, as a <Form> sends them.
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  submit(submitter ?? event.target);
}

/**
 * A list of the page's that is a static island (see projectPageData): the server's markup, nothing hydrated in it.
 * Its step forms are plain forms (ProjectForm in the island's render) that post to the page without JS; with JS
 * they go through the router like every other form of the page.
 */
export function StaticList({ island }: { island: Island }) {
  const submit = useSubmit();
  return (
    <div className="contents" onSubmit={(event) => submitThroughRouter(event, submit)}>
      <StaticIsland className="contents" island={island} slots={NO_SLOTS} />
    </div>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A form of the project page: posts its intent (and files when it takes them) back to the page. In a static island's
 * render it is a plain form to the page's own address (StaticList sends it through the router once hydrated).
 */
export function ProjectForm({
  intent,
  files,
  formKey,
  className,
  children,
}: {
  intent: ProjectIntent;
  files?: boolean;
  /** A create form's key (the page's, fresh per render): the same form sent twice makes one row. */
  formKey?: string;
  className?: string;
  children: ReactNode;
}) {
  const FormElement = useContext(StaticRenderContext) ? "form" : Form;
  return (
    <FormElement
      method="post"
      encType={files ? "multipart/form-data" : undefined}
      className={className ?? "flex flex-col gap-3"}
    >
      <input type="hidden" name={PROJECT_FIELDS.intent} value={intent} />
      {formKey ? <input type="hidden" name={PROJECT_FIELDS.clientKey} value={formKey} /> : null}
      {children}
    </FormElement>
  );
}

/** A one-button form: the intent and one id. */
export function StepButton({
  intent,
  name,
  value,
  extra,
  variant,
  children,
}: {
  intent: ProjectIntent;
  name: string;
  value: string;
  extra?: Record<string, string>;
  variant?: "primary" | "outline";
  children: ReactNode;
}) {
  return (
    <ProjectForm intent={intent} className="inline">
      <input type="hidden" name={name} value={value} />
      {Object.entries(extra ?? {}).map(([field, v]) => (
        <input key={field} type="hidden" name={field} value={v} />
      ))}
      <Button type="submit" size="sm" variant={variant}>
        {children}
      </Button>
    </ProjectForm>
  );
}

/** The summary line of a step's form folded into a `<details>`: it reads as a link. */
export const FORM_SUMMARY = "cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-100";

/** A step's photo input, its limit in the label. */
export function PhotosField({ id, max, optional = false }: { id: string; max: number; optional?: boolean }) {
  return (
    <Field id={id} label={`Photos (${optional ? "optional, " : ""}up to ${max})`}>
      <Input id={id} name={PROJECT_FIELDS.photos} type="file" accept={IMAGE_ACCEPT} multiple />
    </Field>
  );
}
