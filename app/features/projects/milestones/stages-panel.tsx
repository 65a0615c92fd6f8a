import { formatRupees } from "~/features/offers";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import type { StageMoneyState } from "../payments/ledger";
import { RecordPaymentForm } from "../payments/payments-panel";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I } from "../project/project-rules";
import { Panel, StepButton } from "../project/project-ui";
import type { ProjectPageData } from "../project/project-view.server";

const STATES: Record<StageMoneyState, { tone: "neutral" | "warning" | "brand" | "success"; label: string }> = {
  upcoming: { tone: "neutral", label: "Upcoming" },
  due: { tone: "warning", label: "Due" },
  awaiting: { tone: "brand", label: "Paid, awaiting confirmation" },
  paid: { tone: "success", label: "Paid" },
};

/** The offer's payment stages as milestones: each one's amount and state; the designer marks the next one done. */
export function StagesPanel({ data, formKey }: { data: ProjectPageData; formKey: string }) {
  return (
    <Panel title="Stages">
      <ol className="flex flex-col gap-3">
        {data.milestones.map((stage) => {
          const money = stage.money;
          const state = STATES[money?.state ?? "upcoming"];
          return (
            <li
              key={stage.id}
              className="flex flex-col gap-2 border-t border-stone-100 pt-3 first:border-0 first:pt-0 dark:border-stone-800"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {stage.position + 1}. {stage.label}
                </span>
                <span>{formatRupees(stage.amountPaise)}</span>
                <Badge tone={state.tone}>{state.label}</Badge>
                {stage.doneAt ? (
                  <span className="text-xs text-stone-600 dark:text-stone-400">
                    done {formatDateTime(stage.doneAt)}
                  </span>
                ) : null}
              </div>
              {data.side === "brand" && stage.isNext && data.project.startOn ? (
                <StepButton intent={I.markDone} name={F.milestoneId} value={stage.id}>
                  Mark "{stage.label}" done
                </StepButton>
              ) : null}
              {data.side === "homeowner" && money?.state === "due" ? (
                <RecordPaymentForm
                  stageId={stage.id}
                  leftPaise={money.leftPaise}
                  today={data.today}
                  formKey={formKey}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
