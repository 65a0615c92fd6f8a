import { and, eq, max } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { leadMessages, leads, projectEvents } from "~/db/schema";
import type { ProjectEventKind } from "~/features/projects/projects.api.server";
import { bulkInsert } from "./bulk-insert.server";

/** One step of a demo project, as the project's own step would have written it (its line from PROJECT_SUMMARIES). */
export interface DemoStep {
  side: "homeowner" | "brand";
  kind: ProjectEventKind;
  summary: string;
  when: Date;
}

/**
 * Writes a demo project's steps the way the app's steps leave them: a line in its history with who and when, and
 * the same line in the lead's thread ("Project: …"); both sides have read the thread to its end, so the demo
 * starts with no unread project lines and no alerts.
 */
export async function writeDemoSteps(
  tx: Tx,
  project: {
    projectId: string;
    quoteRequestId: string;
    brandId: string;
    homeownerId: string | null;
    designerId: string | null;
  },
  steps: DemoStep[],
): Promise<void> {
  if (steps.length === 0) return;
  const ordered = [...steps].sort((a, b) => a.when.getTime() - b.when.getTime());
  await bulkInsert(
    tx,
    projectEvents,
    ordered.map((step) => ({
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
    ordered.map((step) => ({
      quoteRequestId: project.quoteRequestId,
      brandId: project.brandId,
      authorSide: "system" as const,
      body: `Project: ${step.summary}`,
      createdAt: step.when,
    })),
  );
  const [last] = await tx
    .select({ id: max(leadMessages.id), at: max(leadMessages.createdAt) })
    .from(leadMessages)
    .where(and(eq(leadMessages.quoteRequestId, project.quoteRequestId), eq(leadMessages.brandId, project.brandId)));
  await tx
    .update(leads)
    .set({ homeownerReadId: last?.id ?? 0, brandReadId: last?.id ?? 0, lastMessageAt: last?.at ?? null })
    .where(and(eq(leads.quoteRequestId, project.quoteRequestId), eq(leads.brandId, project.brandId)));
}
