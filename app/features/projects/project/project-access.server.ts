import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor, Tx } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import {
  brands,
  type projectPayments,
  type projectSnags,
  projects,
  type projectUpdates,
  quoteRequests,
  type warrantyClaims,
} from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { ProjectSide } from "./project-rules";

/** A project as one of its two sides may open it and act on it. */
export interface ProjectAccess {
  projectId: string;
  leadId: string;
  quoteRequestId: string;
  brandId: string;
  side: ProjectSide;
  viewerId: string;
}

/** What projectAccess decides on, for a query that reads it beside more of the project (the page's header). */
export const ACCESS_COLUMNS = {
  projectId: projects.id,
  leadId: projects.leadId,
  quoteRequestId: projects.quoteRequestId,
  brandId: projects.brandId,
  homeownerId: quoteRequests.userId,
  ownerId: brands.claimedBy,
};

interface AccessRow {
  projectId: string;
  leadId: string;
  quoteRequestId: string;
  brandId: string;
  homeownerId: string | null;
  ownerId: string | null;
}

const accessRow = preparedQuery("project_access", (db, name) =>
  db
    .select(ACCESS_COLUMNS)
    .from(projects)
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .innerJoin(brands, eq(brands.id, projects.brandId))
    .where(eq(projects.id, sql.placeholder("projectId")))
    .prepare(name),
);

/** The viewer's side of the project whose row (ACCESS_COLUMNS) this is, or null: answer 404. */
export function sideAccess(row: AccessRow, viewer: Viewer | null): ProjectAccess | null {
  if (!viewer) return null;
  const side = row.homeownerId === viewer.userId ? "homeowner" : row.ownerId === viewer.userId ? "brand" : null;
  if (!side) return null;
  const { homeownerId: _h, ownerId: _o, ...ids } = row;
  return { ...ids, side, viewerId: viewer.userId };
}

/**
 * The one policy for a project, used by its page, every action and its files: the homeowner who hired and the
 * owner of the hired brand, each as their own side. Anyone else (signed out, another homeowner, another brand's
 * owner, an admin) gets null: answer 404.
 */
export async function projectAccess(
  db: Executor,
  viewer: Viewer | null,
  projectId: string,
): Promise<ProjectAccess | null> {
  if (!viewer || !z.uuid().safeParse(projectId).success) return null;
  const [row] = await accessRow(db).execute({ projectId });
  return row ? sideAccess(row, viewer) : null;
}

/**
 * The project's row, locked for the rest of the transaction: every change to a project is decided one at a
 * time, so racing actions (two confirms, a form sent twice) each see what the other did.
 */
export async function lockProject(tx: Tx, projectId: string) {
  const [row] = await tx
    .select({
      startOn: projects.startOn,
      plannedHandoverOn: projects.plannedHandoverOn,
      timelineDays: projects.timelineDays,
      handedOverAt: projects.handedOverAt,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  return row ?? null;
}

/** The project's rows a create form makes, each carrying the form's own key. */
type KeyedRows = typeof projectPayments | typeof projectSnags | typeof projectUpdates | typeof warrantyClaims;

/**
 * Whether the project already has a row made by the form with this key: the form sent again (a double click, a
 * resubmit after a slow answer) answers done without a second row. Run after lockProject, so a racing copy waits.
 */
export async function sentBefore(tx: Tx, rows: KeyedRows, projectId: string, clientKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rows.id })
    .from(rows)
    .where(and(eq(rows.projectId, projectId), eq(rows.clientKey, clientKey)));
  return row !== undefined;
}
