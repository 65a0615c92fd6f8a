import { formatDay } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Input, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I, PROJECT_LIMITS } from "../project/project-rules";
import { Panel, ProjectForm, StepButton } from "../project/project-ui";
import type { ProjectPageData } from "../project/project-view.server";
import { timelineText } from "../project/schedule";

const SIDE_NAMES = { homeowner: "The homeowner", brand: "The designer" } as const;

/**
 * The start date and the planned handover: the waiting proposal (the other side answers it), the form to
 * propose one, and the earlier proposals.
 */
export function DatesPanel({ data }: { data: ProjectPageData }) {
  const { project, side, today } = data;
  const open = (kind: "start" | "handover") => data.proposals.find((p) => p.kind === kind && p.state === "open");
  const waitingStart = open("start");
  const waitingHandover = open("handover");
  const answered = data.proposals.filter((p) => p.state !== "open");
  return (
    <Panel title="Dates">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-stone-600 dark:text-stone-400">Start</dt>
        <dd>{project.startOn ? formatDay(project.startOn) : "Not agreed yet"}</dd>
        <dt className="text-stone-600 dark:text-stone-400">Timeline</dt>
        <dd>{timelineText(project.timelineDays)} from the start</dd>
      </dl>
      {[waitingStart, waitingHandover].map((proposal) =>
        proposal ? (
          <div key={proposal.id} className="flex flex-col gap-2 rounded-md bg-stone-50 p-3 text-sm dark:bg-stone-950">
            <p>
              {SIDE_NAMES[proposal.side]} proposed {proposal.kind === "start" ? "starting on" : "a new handover date,"}{" "}
              <strong>{formatDay(proposal.day)}</strong>
              {proposal.reason ? `: ${proposal.reason}` : "."}
            </p>
            {proposal.side === side || side === "moderator" ? (
              <p className="text-stone-600 dark:text-stone-400">
                {side === "moderator" ? "Waiting for an answer." : "Waiting for the other side's answer."}
              </p>
            ) : (
              <div className="flex gap-2">
                <StepButton
                  intent={I.answerProposal}
                  name={F.proposalId}
                  value={proposal.id}
                  extra={{ [F.answer]: "accept" }}
                >
                  Accept {formatDay(proposal.day)}
                </StepButton>
                <StepButton
                  intent={I.answerProposal}
                  name={F.proposalId}
                  value={proposal.id}
                  extra={{ [F.answer]: "decline" }}
                  variant="outline"
                >
                  Decline
                </StepButton>
              </div>
            )}
          </div>
        ) : null,
      )}
      {!project.startOn && !waitingStart && side !== "moderator" ? (
        <ProjectForm intent={I.proposeStart} className="flex flex-wrap items-end gap-3">
          <Field id="start-day" label="Propose a start date">
            <Input id="start-day" name={F.day} type="date" min={today} required />
          </Field>
          <Button type="submit">Propose</Button>
        </ProjectForm>
      ) : null}
      {project.startOn && side === "brand" && !waitingHandover && !data.handover ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium">Propose a new handover date</summary>
          <ProjectForm intent={I.proposeHandover} className="mt-3 flex flex-col gap-3">
            <Field id="handover-day" label="New handover date">
              <Input id="handover-day" name={F.day} type="date" min={today} required />
            </Field>
            <Field id="handover-reason" label="Why it moves">
              <Textarea id="handover-reason" name={F.reason} rows={2} maxLength={PROJECT_LIMITS.reasonMax} required />
            </Field>
            <Button type="submit" className="self-start">
              Propose to the homeowner
            </Button>
          </ProjectForm>
        </details>
      ) : null}
      {answered.length > 0 ? (
        <ul className="text-sm text-stone-600 dark:text-stone-400">
          {answered.map((p) => (
            <li key={p.id}>
              {p.kind === "start" ? "Start" : "Handover"} {formatDay(p.day)} ({SIDE_NAMES[p.side].toLowerCase()}){" "}
              <Badge tone={p.state === "accepted" ? "success" : "neutral"}>{p.state}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
