import { inArray, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { leadMessages, leads, projectEvents } from "~/db/schema";
import { type ProjectEventKind, projectThreadLine } from "~/features/projects/projects.api.server";
import { bulkInsert } from "./bulk-insert.server";

/** One step of a demo project, as the project's own step would have written it (its line from PROJECT_SUMMARIES). */
export interface DemoStep {
  side: "homeowner" | "brand";
  kind: ProjectEventKind;
  summary: string;
  when: Date;
}

/** A demo project's steps, with the thread they are written to. */
export interface DemoStory {
  project: {
    projectId: string;
    quoteRequestId: string;
    brandId: string;
    homeownerId: string | null;
    designerId: string | null;
  };
  steps: DemoStep[];
}

/**
 * Writes demo projects' steps the way the app's steps leave them: a line in each project's history with who and
 * when, and the same line in the lead's thread ("Project: …"); both sides have read the thread to its end, so the
 * demo starts with no unread project lines and no alerts. A few statements for any number of projects.
 */
export async function writeDemoSteps(tx: Tx, stories: DemoStory[]): Promise<void> {
  const lines = stories.flatMap(({ project, steps }) =>
    [...steps].sort((a, b) => a.when.getTime() - b.when.getTime()).map((step) => ({ project, step })),
  );
  if (lines.length === 0) return;
  await bulkInsert(
    tx,
    projectEvents,
    lines.map(({ project, step }) => ({
      projectId: project.projectId,
      actorSide: step.side,
      actorId: step.side === "brand" ? project.designerId : project.homeownerId,
      kind: step.kind,
      summary: step.summary,
      createdAt: step.when,
    })),
  );
  await bulkInsert(
    tx,
    leadMessages,
    lines.map(({ project, step }) => ({
      quoteRequestId: project.quoteRequestId,
      brandId: project.brandId,
      authorSide: "system" as const,
      body: projectThreadLine(step.summary),
      createdAt: step.when,
    })),
  );
  const requests = stories.map(({ project }) => project.quoteRequestId);
  await tx.execute(sql`update ${leads} set homeowner_read_id = m.last_id, brand_read_id = m.last_id,
      last_message_at = m.last_at
    from (select quote_request_id, brand_id, max(id) as last_id, max(created_at) as last_at from ${leadMessages}
      where ${inArray(leadMessages.quoteRequestId, requests)} group by quote_request_id, brand_id) m
    where ${leads.quoteRequestId} = m.quote_request_id and ${leads.brandId} = m.brand_id`);
}
