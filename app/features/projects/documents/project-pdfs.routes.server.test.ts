import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { projectChanges, projectMilestones, projectPayments } from "~/db/schema";
import { indiaDay } from "~/lib/dates";
import { loader as changePdfLoader } from "~/routes/projects.change-pdf";
import { loader as receiptLoader } from "~/routes/projects.payment-receipt";
import { loader as projectLoader } from "~/routes/projects.project";
import { pageRequest } from "~/testing/auth.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { pdfText } from "~/testing/pdf.server";
import { agreeTestStart, createTestProject, projectDataRequest, type TestProject } from "~/testing/projects.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { parseChangeForm } from "../changes/change-form";
import { proposeChange } from "../changes/change-orders.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { answerPayment, recordPayment } from "../payments/payments.server";
import type { ProjectPageData } from "../project/project-view.server";

describeRouteSuite("a project's receipts and change orders as PDFs", (world, getDb) => {
  let project: TestProject;
  let confirmed: string;
  let waiting: string;
  let changeId: string;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    const { db, people } = world;
    project = await createTestProject(db, people.homeowner, people.owner);
    const today = indiaDay(new Date());
    await agreeTestStart(db, project, today);
    const [booking] = await db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project.projectId))
      .orderBy(projectMilestones.position);
    await markMilestoneDone(db, project.brand, booking!.id);
    for (const [amountPaise, reference] of [
      [50_000_00, "UPI 4455"],
      [10_000_00, "UPI 7788"],
    ] as const) {
      const paid = { milestoneId: booking!.id, method: "upi" as const, paidOn: today, receipt: null };
      await recordPayment(db, project.homeowner, { ...paid, amountPaise, reference, clientKey: crypto.randomUUID() });
    }
    const payments = await db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.projectId, project.projectId))
      .orderBy(projectPayments.amountPaise);
    [waiting, confirmed] = [payments[0]!.id, payments[1]!.id];
    await answerPayment(db, project.brand, { paymentId: confirmed, confirm: true });
    const form = new FormData();
    for (const [name, value] of [
      ["lineDescription", "Loft above the wardrobe"],
      ["lineQuantity", "2"],
      ["lineUnit", "number"],
      ["lineRate", "12,500"],
    ])
      form.append(name, value);
    const parsed = parseChangeForm(form, { reason: "Asked for on site", days: "3", milestoneId: "" });
    if (!parsed.ok) throw new Error(parsed.error);
    await proposeChange(db, project.brand, parsed.change);
    const [change] = await db.select().from(projectChanges).where(eq(projectChanges.projectId, project.projectId));
    changeId = change!.id;
  });

  const receipt = (paymentId: string, cookie?: string, projectId = project.projectId) =>
    respond(receiptLoader, pageRequest(`/projects/${projectId}/payments/${paymentId}/receipt`, cookie), {
      projectId,
      paymentId,
    });
  const changePdf = (id: string, cookie?: string) =>
    respond(changePdfLoader, pageRequest(`/projects/${project.projectId}/changes/${id}/pdf`, cookie), {
      projectId: project.projectId,
      changeId: id,
    });

  it("prints a confirmed payment's receipt for both sides, with the amount, stage, method and reference", async () => {
    for (const cookie of [world.cookies.homeowner, world.cookies.owner]) {
      const answer = await receipt(confirmed, cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="nivasa-receipt-.+\.pdf"$/);
      const text = await pdfText(answer);
      expect(text).toContain("Payment receipt from");
      expect(text).toContain("Amount received: ₹50,000");
      expect(text).toContain("For the stage: Booking");
      expect(text).toContain("Method: UPI");
      expect(text).toContain("Reference: UPI 4455");
      expect(text).toContain("Nivasa does not process payments");
    }
  });

  it("prints a change order with its priced lines, GST, total, stage, days and reason", async () => {
    const text = await pdfText(await changePdf(changeId, world.cookies.homeowner));
    expect(text).toContain("Change order 1 from");
    expect(text).toContain("State: Waiting for the homeowner's approval");
    expect(text).toContain("Loft above the wardrobe");
    expect(text).toContain("₹12,500 / number");
    expect(text).toMatch(/Subtotal ₹25,000/);
    expect(text).toMatch(/GST 18 % ₹4,500/);
    expect(text).toMatch(/Total including GST ₹29,500/);
    expect(text).toContain("Adds to the stage: Booking");
    expect(text).toContain("Days added to the timeline: 3");
    expect(text).toContain("Reason: Asked for on site");
    expect((await changePdf(changeId, world.cookies.owner)).status).toBe(200);
  });

  it("is 404 to anyone else, for a payment not confirmed, another project's or a malformed id", async () => {
    expect((await receipt(confirmed)).status).toBe(302);
    expect((await changePdf(changeId)).status).toBe(302);
    for (const cookie of [world.cookies.stranger, world.cookies.otherOwner, world.cookies.admin]) {
      expect((await receipt(confirmed, cookie)).status).toBe(404);
      expect((await changePdf(changeId, cookie)).status).toBe(404);
    }
    const other = await createTestProject(world.db, world.people.homeowner, world.people.owner);
    const cases = [
      await receipt(waiting, world.cookies.homeowner),
      await receipt(confirmed, world.cookies.homeowner, other.projectId),
      await receipt("not-a-uuid", world.cookies.owner),
      await receipt(crypto.randomUUID(), world.cookies.owner),
      await changePdf(confirmed, world.cookies.owner),
      await changePdf("1'; drop", world.cookies.owner),
    ];
    expect(cases.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it("is linked from the payments section (confirmed payments only) and from each change order", async () => {
    // The payments and change orders lists as the browser gets them (their islands' markup in the page's data).
    const answer = await respond(projectLoader, projectDataRequest(project.projectId, world.cookies.homeowner), {
      projectId: project.projectId,
    });
    const { payments, changes } = ((await answer.json()) as { project: ProjectPageData }).project;
    const html = `${payments?.html}${changes?.html}`;
    expect(html).toContain(`href="/projects/${project.projectId}/payments/${confirmed}/receipt"`);
    expect(html).not.toContain(`/payments/${waiting}/receipt`);
    expect(html).toContain(`href="/projects/${project.projectId}/changes/${changeId}/pdf"`);
  });
});
