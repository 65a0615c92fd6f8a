import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Input, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I, PROJECT_LIMITS } from "../project/project-rules";
import {
  FORM_SUMMARY,
  Panel,
  PhotosField,
  ProjectForm,
  projectFilePath,
  StaticList,
  StepButton,
} from "../project/project-ui";
import type { OpenedProject, ProjectPageData } from "../project/project-view.server";

type Snag = OpenedProject["snags"][number];
type Side = OpenedProject["side"];

const STATES = {
  open: { tone: "warning", label: "Open" },
  fixed: { tone: "brand", label: "Fixed, waiting for the homeowner" },
  closed: { tone: "success", label: "Closed" },
} as const;

function NoteField({ id, label }: { id: string; label: string }) {
  return (
    <Field id={id} label={label}>
      <Textarea id={id} name={F.note} rows={2} maxLength={PROJECT_LIMITS.snagMax} />
    </Field>
  );
}

/** The homeowner's form to list a snag: the room, what is wrong, photos. */
function ReportSnagForm({ formKey }: { formKey: string }) {
  return (
    <details>
      <summary className={FORM_SUMMARY}>List a snag</summary>
      <ProjectForm intent={I.reportSnag} files formKey={formKey} className="mt-3 flex flex-col gap-3">
        <Field id="snag-room" label="Room">
          <Input id="snag-room" name={F.room} maxLength={PROJECT_LIMITS.snagRoomMax} required />
        </Field>
        <Field id="snag-body" label="What is wrong">
          <Textarea id="snag-body" name={F.body} rows={3} maxLength={PROJECT_LIMITS.snagMax} required />
        </Field>
        <PhotosField id="snag-photos" max={PROJECT_LIMITS.photosPerSnag} optional />
        <Button type="submit" className="self-start">
          List the snag
        </Button>
      </ProjectForm>
    </details>
  );
}

/** What each side may do with a snag: the designer fixes an open one; the homeowner closes or reopens a fixed one. */
function SnagSteps({ snag, side }: { snag: Snag; side: Side }) {
  if (side === "brand" && snag.state === "open") {
    return (
      <details>
        <summary className={FORM_SUMMARY}>Mark snag {snag.number} fixed</summary>
        <ProjectForm intent={I.fixSnag} files className="mt-3 flex flex-col gap-3">
          <input type="hidden" name={F.snagId} value={snag.id} />
          <NoteField id={`fix-note-${snag.id}`} label="Note on the fix (optional)" />
          <PhotosField id={`fix-photos-${snag.id}`} max={PROJECT_LIMITS.photosPerSnag} optional />
          <Button type="submit" className="self-start">
            Mark fixed
          </Button>
        </ProjectForm>
      </details>
    );
  }
  if (side === "homeowner" && snag.state === "fixed") {
    return (
      <div className="flex flex-col gap-2">
        <StepButton intent={I.closeSnag} name={F.snagId} value={snag.id}>
          Confirm the fix and close snag {snag.number}
        </StepButton>
        <details>
          <summary className={FORM_SUMMARY}>Not fixed? Reopen it</summary>
          <ProjectForm intent={I.reopenSnag} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name={F.snagId} value={snag.id} />
            <NoteField id={`reopen-note-${snag.id}`} label="What is still wrong (optional)" />
            <Button type="submit" variant="outline" className="self-start">
              Reopen snag {snag.number}
            </Button>
          </ProjectForm>
        </details>
      </div>
    );
  }
  return null;
}

export interface SnagListProps {
  snags: Snag[];
  side: Side;
  projectId: string;
  reportId: string | null;
}

/** The snags with their photos and the viewer's steps on each: the markup of the page's snags island. */
export function SnagList({ snags, side, projectId, reportId }: SnagListProps) {
  return (
    <ol className="flex flex-col gap-4">
      {snags.map((snag) => (
        <li key={snag.id} className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              Snag {snag.number} · {snag.room}
            </span>
            <Badge tone={STATES[snag.state].tone}>{STATES[snag.state].label}</Badge>
            {snag.reopenedCount > 0 ? (
              <span className="text-xs text-stone-600 dark:text-stone-400">reopened {snag.reopenedCount}×</span>
            ) : null}
          </div>
          <p className="whitespace-pre-line">{snag.body}</p>
          {snag.fixedAt ? (
            <p>
              Fixed {formatDateTime(snag.fixedAt)}
              {snag.fixNote ? `: ${snag.fixNote}` : ""}
            </p>
          ) : null}
          {snag.photos.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {snag.photos.map((photo) => (
                <a key={photo.id} href={projectFilePath(projectId, photo.id, reportId)}>
                  <img
                    src={projectFilePath(projectId, photo.id, reportId)}
                    alt={`${photo.side === "brand" ? "The fix" : "The snag"}: ${photo.fileName}`}
                    loading="lazy"
                    className="size-28 rounded-md object-cover"
                  />
                </a>
              ))}
            </div>
          ) : null}
          <SnagSteps snag={snag} side={side} />
        </li>
      ))}
    </ol>
  );
}

/**
 * Snags: listed by the homeowner from the last stage, fixed by the designer, closed (or reopened) by the homeowner.
 * The list is a static island (projectPageData): rendered once per distinct list and side, its step forms plain.
 */
export function SnagsPanel({ data, formKey }: { data: ProjectPageData; formKey: string }) {
  const { total, waiting } = data.snagCount;
  if (total === 0 && !data.snagsOpenToList) return null;
  return (
    <Panel title="Snags">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {waiting > 0
          ? `${waiting} of ${total} not closed yet: the final stage waits until every snag is closed.`
          : total > 0
            ? "Every snag is closed."
            : "Before the final stage, the homeowner lists anything left to fix; the final stage waits until each one is closed."}
      </p>
      {data.snags ? <StaticList island={data.snags} /> : null}
      {data.side === "homeowner" && data.snagsOpenToList ? <ReportSnagForm formKey={formKey} /> : null}
    </Panel>
  );
}
