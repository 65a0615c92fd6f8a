import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { homeownerName, PAYMENT_METHOD_LABELS } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { brands, projectChanges, projectMilestones, projectPayments, projects, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { formatRupees } from "~/features/offers";
import {
  type PdfDoc,
  pdfDownload,
  pdfFooter,
  pdfHeading,
  pdfPair,
  pdfPricedLines,
  pdfTitle,
  renderPdf,
} from "~/features/offers/offers.api.server";
import { formatDate, formatDay } from "~/lib/dates";
import { projectReader } from "../project/moderator-access.server";

/** A project document asked for: a confirmed payment's receipt or a change order. */
export type ProjectPdf = { kind: "receipt"; paymentId: string } | { kind: "change"; changeId: string };

/** The brand and the homeowner's request every project document starts from. */
async function projectParties(db: Executor, projectId: string) {
  const [row] = await db
    .select({
      brandName: brands.brandName,
      slug: brands.slug,
      city: brands.city,
      phone: brands.phone,
      email: brands.email,
      homeowner: quoteRequests.name,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
    })
    .from(projects)
    .innerJoin(brands, eq(brands.id, projects.brandId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

type Parties = NonNullable<Awaited<ReturnType<typeof projectParties>>>;

function writeProject(doc: PdfDoc, parties: Parties) {
  pdfHeading(doc, "The project");
  pdfPair(doc, "For", homeownerName(parties.homeowner));
  pdfPair(doc, "Location", parties.location);
  pdfPair(doc, "Requirement", parties.requirement);
}

/** A confirmed payment of the project, with its stage; null for any other (recorded, disputed, another project's). */
async function confirmedPayment(db: Executor, projectId: string, paymentId: string) {
  const [row] = await db
    .select({
      amountPaise: projectPayments.amountPaise,
      method: projectPayments.method,
      reference: projectPayments.reference,
      paidOn: projectPayments.paidOn,
      confirmedAt: projectPayments.decidedAt,
      stage: projectMilestones.label,
    })
    .from(projectPayments)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectPayments.milestoneId))
    .where(
      and(
        eq(projectPayments.id, paymentId),
        eq(projectPayments.projectId, projectId),
        eq(projectPayments.state, "confirmed"),
      ),
    );
  return row ?? null;
}

async function receiptPdf(db: Executor, parties: Parties, projectId: string, paymentId: string, now: Date) {
  const payment = await confirmedPayment(db, projectId, paymentId);
  if (!payment) return null;
  const pdf = await renderPdf(`Payment receipt from ${parties.brandName}`, (doc) => {
    pdfTitle(doc, `Payment receipt from ${parties.brandName}`, parties);
    pdfPair(doc, "Amount received", formatRupees(payment.amountPaise));
    pdfPair(doc, "For the stage", payment.stage);
    pdfPair(doc, "Paid on", formatDay(payment.paidOn));
    pdfPair(doc, "Method", PAYMENT_METHOD_LABELS[payment.method]);
    if (payment.reference) pdfPair(doc, "Reference", payment.reference);
    if (payment.confirmedAt) pdfPair(doc, "Confirmed by the designer", formatDate(payment.confirmedAt.toISOString()));
    writeProject(doc, parties);
    pdfFooter(
      doc,
      now,
      "Recorded on Nivasa by the homeowner and confirmed by the designer; Nivasa does not process payments. ",
    );
  });
  return pdfDownload(pdf, `nivasa-receipt-${parties.slug}-${payment.paidOn}.pdf`);
}

const CHANGE_STATES = {
  proposed: "Waiting for the homeowner's approval",
  approved: "Approved by the homeowner",
  declined: "Declined by the homeowner",
  withdrawn: "Withdrawn by the designer",
} as const;

async function changePdf(db: Executor, parties: Parties, projectId: string, changeId: string, now: Date) {
  const [change] = await db
    .select({
      number: projectChanges.number,
      lines: projectChanges.lines,
      subtotalPaise: projectChanges.subtotalPaise,
      gstPaise: projectChanges.gstPaise,
      totalPaise: projectChanges.totalPaise,
      reason: projectChanges.reason,
      days: projectChanges.days,
      state: projectChanges.state,
      createdAt: projectChanges.createdAt,
      decidedAt: projectChanges.decidedAt,
      stage: projectMilestones.label,
    })
    .from(projectChanges)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectChanges.milestoneId))
    .where(and(eq(projectChanges.id, changeId), eq(projectChanges.projectId, projectId)));
  if (!change) return null;
  const title = `Change order ${change.number} from ${parties.brandName}`;
  const pdf = await renderPdf(title, (doc) => {
    pdfTitle(doc, title, parties);
    pdfPair(doc, "State", CHANGE_STATES[change.state]);
    pdfPair(doc, "Proposed", formatDate(change.createdAt.toISOString()));
    if (change.decidedAt) pdfPair(doc, "Decided", formatDate(change.decidedAt.toISOString()));
    pdfPair(doc, "Adds to the stage", change.stage);
    pdfPair(doc, "Days added to the timeline", String(change.days));
    pdfPair(doc, "Reason", change.reason);
    writeProject(doc, parties);
    pdfHeading(doc, "Work and prices");
    pdfPricedLines(doc, change);
    pdfFooter(doc, now);
  });
  return pdfDownload(pdf, `nivasa-change-${parties.slug}-${change.number}.pdf`);
}

/**
 * A project's document as a PDF for its two sides, or a moderator through a report (projectReader, audited): a
 * confirmed payment's receipt or a change order. null (answer 404) for anyone else, a malformed id, a payment not
 * confirmed, or another project's.
 */
export async function projectPdfResponse(
  db: Executor,
  viewer: Viewer | null,
  projectId: string,
  asked: ProjectPdf,
  { reportId = null, now = new Date() }: { reportId?: string | null; now?: Date } = {},
): Promise<Response | null> {
  const id = asked.kind === "receipt" ? asked.paymentId : asked.changeId;
  if (!z.uuid().safeParse(id).success) return null;
  const opened: Record<string, string> = asked.kind === "receipt" ? { paymentId: id } : { changeId: id };
  const access = await projectReader(db, viewer, projectId, { reportId, now, opened });
  const parties = access && (await projectParties(db, access.projectId));
  if (!access || !parties) return null;
  return asked.kind === "receipt"
    ? receiptPdf(db, parties, access.projectId, id, now)
    : changePdf(db, parties, access.projectId, id, now);
}
