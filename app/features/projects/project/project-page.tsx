import { Link } from "react-router";
import { formatRupees } from "~/features/offers";
import { formatDay } from "~/lib/dates";
import { leadThreadPath, quoteRequestPath, reportedThreadPath } from "~/lib/paths";
import { Alert } from "~/ui/alert";
import { Container } from "~/ui/container";
import { ChangesPanel } from "../changes/changes-panel";
import { DatesPanel } from "../dates/dates-panel";
import { HandoverPanel } from "../handover/handover-panel";
import { HistoryPanel } from "../history/history-panel";
import { StagesPanel } from "../milestones/stages-panel";
import { LedgerPanel, PaymentsPanel } from "../payments/payments-panel";
import { SnagsPanel } from "../snags/snags-panel";
import { UpdatesPanel } from "../updates/updates-panel";
import { WarrantyPanel } from "../warranty/warranty-panel";
import type { ProjectActionError } from "./project-fields";
import type { ProjectPageData } from "./project-view.server";

/** Where each side talks about the project: the request's page (homeowner) or the lead's (designer). */
function threadPath(data: ProjectPageData): string {
  if (data.side === "homeowner")
    return `${quoteRequestPath(data.project.quoteRequestId)}#thread-${data.project.leadId}`;
  return data.side === "brand" ? leadThreadPath(data.project.leadId) : reportedThreadPath(data.project.leadId);
}

const LIST_PATHS = { homeowner: "/projects", brand: "/brand-dashboard/projects", moderator: "/admin/moderation" };

/** The page's header for each reader: the other side's name, or both for a moderator. */
function title(data: ProjectPageData): string {
  const { project } = data;
  if (data.side === "moderator")
    return `${project.location}: project of ${project.homeowner} with ${project.brandName}`;
  return `${project.location}: project with ${data.side === "homeowner" ? project.brandName : project.homeowner}`;
}

/**
 * /projects/:projectId, the same page for the homeowner and the hired brand's owner, each with their own steps;
 * read-only, with no step at all, for an admin who opened it from a report.
 */
export function ProjectPage({
  data,
  formKey,
  actionError,
}: {
  data: ProjectPageData;
  /** The page render's key, sent by every create form: the same form sent twice makes one row. */
  formKey: string;
  actionError?: ProjectActionError;
}) {
  const { project, clock } = data;
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <header className="flex flex-col gap-2">
            <p className="text-sm text-stone-600 dark:text-stone-400">
              <Link to={LIST_PATHS[data.side]} className="hover:underline">
                {data.side === "moderator" ? "Moderation" : "Projects"}
              </Link>
            </p>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title(data)}</h1>
            <p className="text-sm">
              {project.requirement} · {formatRupees(data.ledger.totalPaise)} including GST · offer v
              {project.offerVersion}
              {project.warrantyYears > 0 ? ` · ${project.warrantyYears}-year warranty` : ""}
            </p>
            {data.handover ? (
              <p className="font-semibold">
                Handed over {formatDay(data.handover.day)}
                {data.handover.warrantyUntil ? ` · Warranty until ${formatDay(data.handover.warrantyUntil)}` : ""}
              </p>
            ) : (
              <p className={clock.daysLate > 0 ? "font-semibold text-red-700 dark:text-red-400" : "font-semibold"}>
                {clock.text}
              </p>
            )}
            <p className="text-sm">
              <Link to={threadPath(data)} className="text-brand-700 hover:underline dark:text-brand-100">
                {data.side === "moderator"
                  ? "The reported conversation"
                  : `Messages with ${data.side === "homeowner" ? project.brandName : project.homeowner}`}
              </Link>
            </p>
          </header>
          {data.side === "moderator" ? (
            <Alert tone="info">
              Read-only, opened from a report: this opening is in the audit log, and both sides see it in the history.
            </Alert>
          ) : null}
          {actionError ? <Alert tone="error">{actionError.error}</Alert> : null}
          <DatesPanel data={data} />
          <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
            <StagesPanel data={data} formKey={formKey} />
            <LedgerPanel ledger={data.ledger} />
          </div>
          <SnagsPanel data={data} formKey={formKey} />
          <PaymentsPanel data={data} />
          <ChangesPanel data={data} />
          <HandoverPanel data={data} />
          <UpdatesPanel data={data} formKey={formKey} />
          <WarrantyPanel data={data} formKey={formKey} />
          <HistoryPanel history={data.history} />
        </div>
      </Container>
    </main>
  );
}
