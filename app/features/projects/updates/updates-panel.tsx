import { formatDay } from "~/lib/dates";
import { Button } from "~/ui/button";
import { Field, Input, Select, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I, PROJECT_LIMITS } from "../project/project-rules";
import { FORM_SUMMARY, Panel, PhotoStrip, PhotosField, ProjectForm, StaticList } from "../project/project-ui";
import type { OpenedProject, ProjectPageData } from "../project/project-view.server";

export type UpdateListProps = Pick<OpenedProject, "updates"> & {
  projectId: string;
  reportId: string | null;
  stages: [id: string, label: string][];
};

/** The site updates with their photos: the markup of the page's updates island. */
export function UpdateList({ updates, projectId, reportId, stages }: UpdateListProps) {
  const stageOf = new Map(stages);
  return (
    <ol className="flex flex-col gap-4">
      {updates.map((update) => (
        <li key={update.id} className="flex flex-col gap-2 text-sm">
          <p className="font-medium">
            <time dateTime={update.onDay}>{formatDay(update.onDay)}</time> · {stageOf.get(update.milestoneId)}
          </p>
          <p className="whitespace-pre-line">{update.body}</p>
          <PhotoStrip projectId={projectId} reportId={reportId} photos={update.photos} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The site updates, newest first, with their photos; the designer's form to post one. The list is a static island
 * (an update never changes once posted): rendered once per distinct list on the server (projectPageData), kept
 * unhydrated in the browser.
 */
export function UpdatesPanel({ data, formKey }: { data: ProjectPageData; formKey: string }) {
  const next = data.milestones.find((stage) => stage.isNext) ?? data.milestones.at(-1);
  return (
    <Panel title="Site updates">
      {data.side === "brand" && data.project.startOn && !data.handover ? (
        <details>
          <summary className={FORM_SUMMARY}>Post a site update</summary>
          <ProjectForm intent={I.postUpdate} files formKey={formKey} className="mt-3 flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="update-stage" label="Stage">
                <Select id="update-stage" name={F.milestoneId} defaultValue={next?.id}>
                  {data.milestones.map((stage) => (
                    <option key={stage.id} value={stage.id}>
                      {stage.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id="update-day" label="Day on site">
                <Input id="update-day" name={F.day} type="date" max={data.today} defaultValue={data.today} required />
              </Field>
            </div>
            <Field id="update-body" label="What was done">
              <Textarea id="update-body" name={F.body} rows={3} maxLength={PROJECT_LIMITS.updateMax} required />
            </Field>
            <PhotosField id="update-photos" max={PROJECT_LIMITS.photosPerUpdate} />
            <Button type="submit" className="self-start">
              Post the update
            </Button>
          </ProjectForm>
        </details>
      ) : null}
      {data.updates ? <StaticList island={data.updates} /> : <p className="text-sm">No site updates yet.</p>}
    </Panel>
  );
}
