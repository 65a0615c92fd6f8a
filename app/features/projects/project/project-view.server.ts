import { desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { outerColumn } from "~/db/rows.server";
import { brands, offers, projectMilestones, projects, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { viewerReviewState } from "~/features/reviews/reviews.api.server";
import { indiaDay } from "~/lib/dates";
import type { Island } from "~/ui/static-island";
import { projectChangeList } from "../changes/change-orders.server";
import { dateProposalList } from "../dates/date-proposals.server";
import { reviewWindow } from "../handover/handover.server";
import { projectHistory } from "../history/history.server";
import { projectMilestoneList } from "../milestones/milestones.server";
import { projectLedger } from "../payments/ledger";
import { projectPaymentList } from "../payments/payments.server";
import { projectSnagList, snagsOpenToList, snagViews } from "../snags/snags.server";
import { siteUpdateList } from "../updates/site-updates.server";
import { claimViews, projectClaimList } from "../warranty/warranty-claims.server";
import { warrantyStatus } from "../warranty/warranty-rules";
import { readerBeside } from "./moderator-access.server";
import { ACCESS_COLUMNS, sideAccess } from "./project-access.server";
import { type PhotosByOwner, projectPhotos } from "./project-files.server";
import { delayClock, warrantyUntil } from "./schedule";

/** The photos of each item, as the page shows them (`side` only where it says who sent which). */
function withPhotos<T extends { id: string }>(items: T[], photos: PhotosByOwner) {
  return items.map((item) => ({
    ...item,
    photos: (photos.get(item.id) ?? []).map(({ id, fileName }) => ({ id, fileName })),
  }));
}

/**
 * The project's own row with its brand, request and offer (the page's header and the figures the rest is built on),
 * what the access check decides on, and the lists keyed by the project as JSON fields (jsonRows): one statement.
 */
const projectHeader = preparedQuery("project_header", (db, name) =>
  db
    .select({
      id: projects.id,
      leadId: projects.leadId,
      quoteRequestId: projects.quoteRequestId,
      contractTotalPaise: projects.contractTotalPaise,
      approvedChangesPaise: projects.approvedChangesPaise,
      timelineDays: projects.timelineDays,
      warrantyYears: projects.warrantyYears,
      startOn: projects.startOn,
      plannedHandoverOn: projects.plannedHandoverOn,
      handedOverAt: projects.handedOverAt,
      createdAt: projects.createdAt,
      brandName: brands.brandName,
      brandSlug: brands.slug,
      homeowner: quoteRequests.name,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      offerId: offers.id,
      offerVersion: offers.version,
      access: ACCESS_COLUMNS,
      lists: {
        milestones: projectMilestoneList,
        payments: projectPaymentList,
        proposals: dateProposalList,
        updates: siteUpdateList,
        changes: projectChangeList,
        claims: projectClaimList,
        snags: projectSnagList,
      },
    })
    .from(projects)
    .innerJoin(brands, eq(brands.id, projects.brandId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .innerJoin(offers, eq(offers.id, projects.offerId))
    .where(eq(projects.id, sql.placeholder("projectId")))
    .prepare(name),
);

/**
 * Everything the project page shows, for one of its two sides, or read-only for an admin who opens it from an open
 * report on its thread (`reportId`: audited, see moderatorProjectAccess); null (404) for anyone else. The header
 * row, which decides the access and carries the stages, payments, date proposals, site updates, change orders,
 * warranty claims and snags, then the history, the photos (of updates, snags and claims) and the homeowner's review
 * side by side.
 */
export async function openProject(
  db: Executor,
  viewer: Viewer | null,
  projectId: string,
  now = new Date(),
  { reportId = null }: { reportId?: string | null } = {},
) {
  if (!z.uuid().safeParse(projectId).success) return null;
  // Every query is a system call each way, dear on a loaded machine: one statement reads what one row's lists can
  // give (for anyone who asks: a 404 reads them for nothing, but a page read by its sides is the common case).
  const [row] = await projectHeader(db).execute({ projectId });
  if (!row) return null;
  const { access: accessRow, lists, ...project } = row;
  const access = await readerBeside(db, viewer, projectId, sideAccess(accessRow, viewer), { reportId, now });
  if (!access) return null;
  const { milestones, payments, proposals, updates, changes, claims, snags } = lists;
  const [history, photos, ownReview] = await Promise.all([
    projectHistory(db, projectId),
    projectPhotos(db, projectId),
    access.side === "homeowner" ? viewerReviewState(db, { id: access.brandId, claimedBy: null }, viewer) : null,
  ]);
  const today = indiaDay(now);
  const ledger = projectLedger(
    project,
    milestones.map((m) => ({ id: m.id, amountPaise: m.amountPaise, done: m.doneAt !== null })),
    payments,
  );
  const nextStage = milestones.find((m) => m.doneAt === null);
  const lastBrandStep = history.findLast((entry) => entry.side === "brand");
  const handoverDay = project.handedOverAt ? indiaDay(project.handedOverAt) : null;
  return {
    side: access.side,
    /** The report an admin opened the page from (read-only), which its photos' and PDFs' links carry; else null. */
    reportId: access.side === "moderator" ? access.reportId : null,
    today,
    project: {
      ...project,
      homeowner: homeownerName(project.homeowner),
      createdAt: project.createdAt.toISOString(),
      handedOverAt: project.handedOverAt?.toISOString() ?? null,
    },
    clock: delayClock(project.plannedHandoverOn, today),
    /** The handover day and the warranty's last day, once handed over. */
    handover: handoverDay
      ? {
          day: handoverDay,
          warrantyUntil: project.warrantyYears > 0 ? warrantyUntil(handoverDay, project.warrantyYears) : null,
        }
      : null,
    snagsOpenToList: snagsOpenToList(project.startOn, milestones),
    snags: snagViews(snags).map((snag) => ({ ...snag, photos: photos.get(snag.id) ?? [] })),
    review: ownReview
      ? {
          window: reviewWindow(project, lastBrandStep ? new Date(lastBrandStep.at) : null, now),
          own: ownReview.viewerReview,
          removed: ownReview.permission === "removed",
        }
      : null,
    ledger,
    milestones: milestones.map((m) => ({
      ...m,
      doneAt: m.doneAt?.toISOString() ?? null,
      money: ledger.stages[m.id],
      isNext: m.id === nextStage?.id,
    })),
    payments,
    proposals: proposals.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    updates: withPhotos(updates, photos),
    history,
    changes,
    warranty: warrantyStatus(project.handedOverAt, project.warrantyYears, now),
    claims: withPhotos(claimViews(claims, now), photos),
  };
}

export type OpenedProject = NonNullable<Awaited<ReturnType<typeof openProject>>>;

/** One project in a side's list: who, where, the money and the clock. */
function projectListColumns() {
  return {
    id: projects.id,
    brandName: brands.brandName,
    homeowner: quoteRequests.name,
    location: quoteRequests.location,
    totalPaise: sql<number>`(${projects.contractTotalPaise} + ${projects.approvedChangesPaise})`.mapWith(Number),
    plannedHandoverOn: projects.plannedHandoverOn,
    stages: sql<number>`(select count(*)::int from ${projectMilestones} m where m.project_id = ${outerColumn(projects.id)})`,
    stagesDone: sql<number>`(select count(m.done_at)::int from ${projectMilestones} m where m.project_id = ${outerColumn(projects.id)})`,
    createdAt: projects.createdAt,
  };
}

export type ProjectListItem = Awaited<ReturnType<typeof projectList>>[number];

async function projectList(db: Executor, where: SQL, now: Date) {
  const rows = await db
    .select(projectListColumns())
    .from(projects)
    .innerJoin(brands, eq(brands.id, projects.brandId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .where(where)
    .orderBy(desc(projects.createdAt));
  const today = indiaDay(now);
  return rows.map((row) => ({
    ...row,
    homeowner: homeownerName(row.homeowner),
    createdAt: row.createdAt.toISOString(),
    clock: delayClock(row.plannedHandoverOn, today).text,
  }));
}

/** The homeowner's projects (/projects), newest first. */
export function homeownerProjects(db: Executor, viewer: Viewer, now = new Date()) {
  return projectList(db, eq(quoteRequests.userId, viewer.userId), now);
}

/** The projects of the brand the viewer owns (/brand-dashboard/projects), newest first. */
export function brandProjects(db: Executor, viewer: Viewer, now = new Date()) {
  return projectList(db, eq(brands.claimedBy, viewer.userId), now);
}

const projectBy = {
  lead: preparedQuery("project_of_lead", (db, name) =>
    db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.leadId, sql.placeholder("leadId")))
      .prepare(name),
  ),
  request: preparedQuery("project_of_request", (db, name) =>
    db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.quoteRequestId, sql.placeholder("requestId")))
      .prepare(name),
  ),
};

/** The project a lead (or a request) led to, for the link on its thread page, or null. */
export async function projectOfLead(db: Executor, by: { leadId: string } | { requestId: string }) {
  const [row] = await ("leadId" in by ? projectBy.lead(db).execute(by) : projectBy.request(db).execute(by));
  return row?.id ?? null;
}

/**
 * The page's data: the project, with its lists as static islands (their markup, and only on a data request: see
 * projectPageData), not as rows the browser would only render again. A list without a row is null.
 */
export type ProjectPageData = Omit<OpenedProject, "history" | "updates" | "snags" | "payments" | "changes"> & {
  history: Island;
  updates: Island | null;
  snags: Island | null;
  /** The snags listed and those not closed yet. */
  snagCount: { total: number; waiting: number };
  payments: Island | null;
  changes: Island | null;
};
