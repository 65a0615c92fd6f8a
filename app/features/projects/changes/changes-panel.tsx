import { OFFER_UNITS } from "~/content/catalog";
import { formatQuantity, formatRupees, GST_PERCENT, OFFER_LIMITS, OFFER_UNIT_LABELS } from "~/features/offers";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Input, Select, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I, PROJECT_LIMITS } from "../project/project-rules";
import { changePdfPath, FORM_SUMMARY, Panel, ProjectForm, StaticList, StepButton } from "../project/project-ui";
import type { OpenedProject, ProjectPageData } from "../project/project-view.server";

type Change = OpenedProject["changes"][number];

const STATES = {
  proposed: { tone: "warning", label: "Waiting for the homeowner" },
  approved: { tone: "success", label: "Approved" },
  declined: { tone: "danger", label: "Declined" },
  withdrawn: { tone: "neutral", label: "Withdrawn" },
} as const;

const cell = "field-control h-10 w-full";

function ChangeLines({ change }: { change: Change }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs text-stone-600 dark:text-stone-400">
        <tr>
          <th className="font-normal">Work</th>
          <th className="font-normal">Quantity</th>
          <th className="text-right font-normal">Rate</th>
          <th className="text-right font-normal">Amount</th>
        </tr>
      </thead>
      <tbody>
        {change.lines.map((line, i) => (
          <tr key={i}>
            <td>{line.description}</td>
            <td>
              {formatQuantity(line.quantityHundredths)} {OFFER_UNIT_LABELS[line.unit]}
            </td>
            <td className="text-right tabular-nums">{formatRupees(line.ratePaise)}</td>
            <td className="text-right tabular-nums">{formatRupees(line.amountPaise)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="tabular-nums">
        <tr>
          <td colSpan={3}>Subtotal · GST {GST_PERCENT} %</td>
          <td className="text-right">
            {formatRupees(change.subtotalPaise)} · {formatRupees(change.gstPaise)}
          </td>
        </tr>
        <tr className="font-semibold">
          <td colSpan={3}>Total</td>
          <td className="text-right">{formatRupees(change.totalPaise)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The designer's change order form: line rows as on an offer (blank ones left out), a reason, days and a stage. */
function ProposeChangeForm({ data }: { data: ProjectPageData }) {
  const open = data.milestones.filter((stage) => (stage.money?.leftPaise ?? 0) > 0);
  if (open.length === 0) return <p className="text-sm">Every stage is paid in full: no change can be added.</p>;
  return (
    <details>
      <summary className={FORM_SUMMARY}>Propose a change order</summary>
      <ProjectForm intent={I.proposeChange} className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Amounts in ₹ before GST; Nivasa adds {GST_PERCENT} % GST. Blank rows are left out. The homeowner approves the
          change before it adds to the price.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Lines</legend>
          {Array.from({ length: PROJECT_LIMITS.changeRows }, (_, i) => (
            <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[3fr_1fr_1.2fr_1.2fr]">
              <input
                name={F.lineDescription}
                aria-label={`Line ${i + 1}: work`}
                maxLength={OFFER_LIMITS.descriptionMax}
                className={`${cell} col-span-2 sm:col-span-1`}
              />
              <input
                name={F.lineQuantity}
                aria-label={`Line ${i + 1}: quantity`}
                inputMode="decimal"
                className={cell}
              />
              <select name={F.lineUnit} aria-label={`Line ${i + 1}: unit`} className={cell}>
                {OFFER_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {OFFER_UNIT_LABELS[unit]}
                  </option>
                ))}
              </select>
              <input
                name={F.lineRate}
                aria-label={`Line ${i + 1}: rate in ₹`}
                inputMode="decimal"
                className={`${cell} col-span-2 sm:col-span-1`}
              />
            </div>
          ))}
        </fieldset>
        <Field id="change-reason" label="Why the change">
          <Textarea id="change-reason" name={F.reason} rows={2} maxLength={PROJECT_LIMITS.reasonMax} required />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="change-days" label="Days it adds to the timeline">
            <Input
              id="change-days"
              name={F.days}
              type="number"
              defaultValue="0"
              min={0}
              max={PROJECT_LIMITS.changeDaysMax}
            />
          </Field>
          <Field id="change-stage" label="Stage it adds to">
            <Select id="change-stage" name={F.milestoneId} defaultValue={open[0]?.id}>
              {open.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.position + 1}. {stage.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button type="submit" className="self-start">
          Send the change order
        </Button>
      </ProjectForm>
    </details>
  );
}

export interface ChangeListProps {
  changes: Change[];
  side: OpenedProject["side"];
  projectId: string;
  reportId: string | null;
  stages: [id: string, label: string][];
}

/** The change orders with their lines and the viewer's steps on a waiting one: the changes island. */
export function ChangeList({ changes, side, projectId, reportId, stages }: ChangeListProps) {
  const stageOf = new Map(stages);
  return (
    <ul className="flex flex-col gap-4">
      {changes.map((change) => (
        <li key={change.id} className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">Change {change.number}</span>
            <span>
              {formatRupees(change.totalPaise)} on "{stageOf.get(change.milestoneId)}"
              {change.days > 0 ? ` · ${change.days} more days` : ""}
            </span>
            <Badge tone={STATES[change.state].tone}>{STATES[change.state].label}</Badge>
            <a
              className="text-brand-700 hover:underline dark:text-brand-100"
              href={changePdfPath(projectId, change.id, reportId)}
              download
            >
              PDF
            </a>
          </div>
          <p>{change.reason}</p>
          <ChangeLines change={change} />
          {change.state === "proposed" ? (
            <div className="flex flex-wrap gap-2">
              {side === "homeowner" ? (
                <>
                  <StepButton intent={I.approveChange} name={F.changeId} value={change.id}>
                    Approve change {change.number} ({formatRupees(change.totalPaise)})
                  </StepButton>
                  <StepButton intent={I.declineChange} name={F.changeId} value={change.id} variant="outline">
                    Decline
                  </StepButton>
                </>
              ) : side === "brand" ? (
                <StepButton intent={I.withdrawChange} name={F.changeId} value={change.id} variant="outline">
                  Withdraw change {change.number}
                </StepButton>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Change orders: priced, with their reason, days and stage; the homeowner approves or declines a waiting one. The
 * list is a static island (projectPageData); the designer's form to propose one is a live part of the page.
 */
export function ChangesPanel({ data }: { data: ProjectPageData }) {
  return (
    <Panel title="Change orders">
      {data.changes ? <StaticList island={data.changes} /> : <p className="text-sm">No change orders yet.</p>}
      {data.side === "brand" && !data.handover ? <ProposeChangeForm data={data} /> : null}
    </Panel>
  );
}
