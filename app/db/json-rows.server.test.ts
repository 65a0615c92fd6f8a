import { and, desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "~/testing/database.server";
import { createPersonas } from "~/testing/personas.server";
import { createTestProject } from "~/testing/projects.server";
import { jsonRows } from "./json-rows.server";
import { outerColumn } from "./rows.server";
import { projectMilestones, projects } from "./schema";

const stageFields = {
  id: projectMilestones.id,
  position: projectMilestones.position,
  label: projectMilestones.label,
  amountPaise: projectMilestones.amountPaise,
  doneAt: projectMilestones.doneAt,
};

describeEachDatabase("a list as a JSON field of a larger select", (getDb) => {
  it("reads each column as drizzle's own select does, in the list's order, and no row as an empty list", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    const { projectId } = await createTestProject(db, people.homeowner, people.owner);
    const doneAt = new Date("2026-03-01T10:15:30.123Z");
    await db
      .update(projectMilestones)
      .set({ doneAt })
      .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.position, 0)));

    const [row] = await db
      .select({
        stages: jsonRows(
          stageFields,
          sql`from ${projectMilestones} where ${projectMilestones.projectId} = ${outerColumn(projects.id)}`,
          sql`${projectMilestones.position} desc`,
        ),
        none: jsonRows(stageFields, sql`from ${projectMilestones} where false`, sql`${projectMilestones.position}`),
      })
      .from(projects)
      .where(eq(projects.id, projectId));
    const plain = await db
      .select(stageFields)
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(desc(projectMilestones.position));

    expect(plain.length).toBeGreaterThan(1);
    expect(row?.stages).toEqual(plain);
    expect(row?.stages.at(-1)?.doneAt).toEqual(doneAt);
    expect(row?.stages[0]?.doneAt).toBeNull();
    expect(typeof row?.stages[0]?.amountPaise).toBe("number");
    expect(row?.none).toEqual([]);
  });
});
