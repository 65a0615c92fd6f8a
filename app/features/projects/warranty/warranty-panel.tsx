import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I } from "../project/project-rules";
import { FORM_SUMMARY, Panel, PhotoStrip, PhotosField, ProjectForm, StepButton } from "../project/project-ui";
import type { ProjectPageData } from "../project/project-view.server";
import { WARRANTY_LIMITS, type WarrantyStatus } from "./warranty-rules";

type Claim = ProjectPageData["claims"][number];

const STATES = {
  open: { tone: "warning", label: "Waiting for acknowledgement" },
  acknowledged: { tone: "brand", label: "Acknowledged" },
  closed: { tone: "success", label: "Closed" },
} as const;

function statusText(status: WarrantyStatus): string {
  switch (status.state) {
    case "none":
      return "The offer has no warranty.";
    case "pending":
      return `The ${status.years}-year warranty starts at handover.`;
    case "running":
      return `Under warranty until ${status.until}. The designer acknowledges a claim within ${WARRANTY_LIMITS.ackHours} hours.`;
    case "ended":
      return `The warranty ended on ${status.on}.`;
  }
}

function RaiseClaimForm({ formKey }: { formKey: string }) {
  return (
    <details>
      <summary className={FORM_SUMMARY}>Raise a warranty claim</summary>
      <ProjectForm intent={I.raiseClaim} files formKey={formKey} className="mt-3 flex flex-col gap-3">
        <Field id="claim-body" label="What is wrong">
          <Textarea id="claim-body" name={F.body} rows={3} maxLength={WARRANTY_LIMITS.bodyMax} required />
        </Field>
        <PhotosField id="claim-photos" max={WARRANTY_LIMITS.photosPerClaim} />
        <Button type="submit" className="self-start">
          Send the claim
        </Button>
      </ProjectForm>
    </details>
  );
}

/** The steps a side may take on a claim: the designer acknowledges, then closes with a note; the homeowner reopens. */
function ClaimSteps({ claim, side }: { claim: Claim; side: ProjectPageData["side"] }) {
  if (side === "brand" && claim.state === "open")
    return (
      <StepButton intent={I.acknowledgeClaim} name={F.claimId} value={claim.id}>
        Acknowledge claim {claim.number}
      </StepButton>
    );
  if (side === "brand" && claim.state === "acknowledged")
    return (
      <ProjectForm intent={I.closeClaim} className="flex flex-col gap-2">
        <input type="hidden" name={F.claimId} value={claim.id} />
        <Field id={`claim-note-${claim.id}`} label="How it was resolved">
          <Textarea id={`claim-note-${claim.id}`} name={F.note} rows={2} maxLength={WARRANTY_LIMITS.noteMax} required />
        </Field>
        <Button type="submit" size="sm" className="self-start">
          Close claim {claim.number}
        </Button>
      </ProjectForm>
    );
  if (side === "homeowner" && claim.state === "closed")
    return (
      <StepButton intent={I.reopenClaim} name={F.claimId} value={claim.id} variant="outline">
        Reopen claim {claim.number}
      </StepButton>
    );
  return null;
}

/** The warranty: how long it runs, the claims with their acknowledgement clock, and each side's steps. */
export function WarrantyPanel({ data, formKey }: { data: ProjectPageData; formKey: string }) {
  if (data.warranty.state === "none" && data.claims.length === 0) return null;
  return (
    <Panel title="Warranty">
      <p className="text-sm">{statusText(data.warranty)}</p>
      {data.side === "homeowner" && data.warranty.state === "running" ? <RaiseClaimForm formKey={formKey} /> : null}
      <ol className="flex flex-col gap-4">
        {data.claims.map((claim) => (
          <li key={claim.id} className="flex flex-col gap-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Claim {claim.number}</span>
              <span>{formatDateTime(claim.createdAt)}</span>
              <Badge tone={STATES[claim.state].tone}>{STATES[claim.state].label}</Badge>
              <span className={claim.clock.late ? "font-semibold text-red-700 dark:text-red-400" : undefined}>
                {claim.clock.text}
              </span>
            </div>
            <p className="whitespace-pre-line">{claim.body}</p>
            <PhotoStrip projectId={data.project.id} reportId={data.reportId} photos={claim.photos} />
            {claim.closeNote ? <p>Closed: {claim.closeNote}</p> : null}
            {claim.reopenedCount > 0 ? (
              <p className="text-stone-600 dark:text-stone-400">
                Reopened {claim.reopenedCount === 1 ? "once" : `${claim.reopenedCount} times`}
              </p>
            ) : null}
            <ClaimSteps claim={claim} side={data.side} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
