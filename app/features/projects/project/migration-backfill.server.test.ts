import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "~/db/client.server";
import { offers, projectMilestones, projects } from "~/db/schema";
import { splitByPercent } from "~/features/offers";
import { describeEachDatabase } from "~/testing/database.server";
import { insertTestOffer } from "~/testing/hires.server";
import { createTestLead } from "~/testing/leads.server";
import { createPersonas, type Personas } from "~/testing/personas.server";

/** The statements of the projects migration that give offers accepted before it their project. */
const backfill = readFileSync(path.join(MIGRATIONS_DIR, "0020_projects.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter((statement) => /^(-- .*\n)*INSERT INTO (projects|project_milestones) /.test(statement));

describeEachDatabase("the projects migration's backfill", (getDb) => {
  let people: Personas;
  beforeAll(async () => {
    people = await createPersonas(getDb());
  });

  it("gives an offer accepted before projects existed its project, split to the paisa as startProject splits", async () => {
    const db = getDb();
    expect(backfill).toHaveLength(2);
    const stages = [
      { label: "Booking", percent: 33 },
      { label: "Work", percent: 33 },
      { label: "Handover", percent: 34 },
    ];
    const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await insertTestOffer(db, {
      quoteRequestId: requestId,
      brandId: people.owner.brandId,
      subtotalPaise: 99_999_99,
      paymentStages: stages,
      acceptedAt: new Date("2026-06-01T10:00:00Z"),
    });
    await db.transaction(async (tx) => {
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    const [offer] = await db.select().from(offers).where(eq(offers.quoteRequestId, requestId));
    const [project] = await db.select().from(projects).where(eq(projects.offerId, offer!.id));
    expect(project).toMatchObject({
      contractTotalPaise: offer!.totalPaise,
      timelineDays: 56,
      leadId: expect.any(String),
    });
    const milestones = await db
      .select({ label: projectMilestones.label, amountPaise: projectMilestones.amountPaise })
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project!.id))
      .orderBy(projectMilestones.position);
    const amounts = splitByPercent(offer!.totalPaise, [33, 33, 34]);
    expect(milestones).toEqual(stages.map((stage, i) => ({ label: stage.label, amountPaise: amounts[i] })));
  });
});
