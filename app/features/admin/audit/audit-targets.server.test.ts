import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { claims, importRuns, interiorListings, quoteRequests, reviews, seoPages } from "~/db/schema";
import { saveReview } from "~/features/reviews/reviews.server";
import { AUDIT_ACTIONS, type AuditEntry, recordAudit } from "~/services/audit.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { createTestProject } from "~/testing/projects.server";
import { createTestThread, sendTestMessage } from "~/testing/threads.server";
import { AUDIT_RECORD_TYPES, auditQuerySchema, listAuditLog } from "./audit-log.server";
import { AdminAuditPage, type AuditPageData } from "./audit-page";

function AuditPage() {
  return createElement(AdminAuditPage, useLoaderData<AuditPageData>());
}

describeEachDatabase("admin: the audit log names its records", (getDb) => {
  let db: Db;
  let people: Personas;
  /** The name each audited record should show, by its id. */
  const expected = new Map<string, string>();
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const owner = people.owner;
    const [listing] = await db
      .insert(interiorListings)
      .values({ name: "Kolkata Interiors", status: "unclaimed" })
      .returning({ id: interiorListings.id });
    const claimant = { userId: people.homeowner.userId, mobile: "+919876543210" };
    const [brandClaim, listingClaim, goneClaim] = await db
      .insert(claims)
      .values([
        { ...claimant, brandId: people.otherOwner.brandId, fullName: "Priya Sharma", email: "priya@example.test" },
        { ...claimant, listingId: listing!.id, fullName: "Ravi Das", email: "ravi@example.test", status: "rejected" },
        { ...claimant, listingId: listing!.id, fullName: "Gone Claimant", email: "g@example.test", status: "rejected" },
      ])
      .returning({ id: claims.id });
    const image = await createTestImage(db, owner.brandId, { title: "Teak kitchen" });
    const [lead] = await db
      .insert(quoteRequests)
      .values({ name: "Meera Iyer", phone: "+919812345678", location: "Adyar, Chennai", requirement: "Full home" })
      .returning({ id: quoteRequests.id });
    const [page, gonePage] = await db
      .insert(seoPages)
      .values([
        { pageType: "city_page", pageIdentifier: "kolkata" },
        { pageType: "locality_page", pageIdentifier: "chennai/adyar" },
      ])
      .returning({ id: seoPages.id });
    const [run] = await db
      .insert(importRuns)
      .values({ cities: ["mumbai", "pune"], status: "completed", startedAt: new Date("2026-03-01T04:30:00Z") })
      .returning({ id: importRuns.id });
    const body = "Careful work, but the wardrobes came two weeks late.";
    await saveReview(db, { brandId: owner.brandId, userId: people.homeowner.userId }, { rating: 3, body });
    const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.brandId, owner.brandId));
    const thread = await createTestThread(db, people.homeowner, owner);
    const message = await sendTestMessage(db, thread.brand, "Please pay outside Nivasa");
    const project = await createTestProject(db, people.homeowner, owner);

    const rows: [Omit<AuditEntry, "actor">, string][] = [
      [
        { action: "claim.approve", targetType: "claim", targetId: brandClaim!.id },
        "Claim by Priya Sharma for Other Person's Studio",
      ],
      [
        { action: "claim.reject", targetType: "claim", targetId: listingClaim!.id },
        "Claim by Ravi Das for Kolkata Interiors",
      ],
      [{ action: "claim.reject", targetType: "claim", targetId: goneClaim!.id }, "deleted claim"],
      [
        { action: "image.approve", targetType: "image", targetId: image.id },
        "Image: Teak kitchen (Owner Person's Studio)",
      ],
      [{ action: "brand.verify", targetType: "brand", targetId: owner.brandId }, "Brand: Owner Person's Studio"],
      [
        { action: "lead.route", targetType: "quote_request", targetId: lead!.id },
        "Lead from Meera Iyer · Adyar, Chennai",
      ],
      [
        { action: "user.role", targetType: "user", targetId: people.homeowner.userId },
        `User: Homeowner Person (${people.homeowner.email})`,
      ],
      [{ action: "seo.update", targetType: "seo_page", targetId: page!.id }, "SEO page: City page · kolkata"],
      [
        {
          action: "seo.delete",
          targetType: "seo_page",
          targetId: gonePage!.id,
          before: { pageType: "locality_page", pageIdentifier: "chennai/adyar" },
        },
        "deleted SEO page: Locality page · chennai/adyar",
      ],
      [
        { action: "seo.bulk_create", targetType: "seo_page", targetId: "city_page", after: { count: 12 } },
        "SEO pages: City page (12 created)",
      ],
      [
        { action: "import.start", targetType: "import_run", targetId: run!.id },
        "Scraper run of 1 Mar 2026, 10:00 am (mumbai, pune)",
      ],
      [
        { action: "review.remove", targetType: "review", targetId: review!.id },
        "Review of Owner Person's Studio by Homeowner Person (3★)",
      ],
      [
        { action: "thread.read", targetType: "lead", targetId: thread.leadId },
        "Conversation: Priya Sharma and Owner Person's Studio",
      ],
      [
        { action: "message.hide", targetType: "message", targetId: String(message) },
        "Message in a conversation with Owner Person's Studio",
      ],
      [
        { action: "project.read", targetType: "project", targetId: project.projectId },
        "Project: Priya Sharma and Owner Person's Studio · Adyar, Chennai",
      ],
    ];
    await db.transaction(async (tx) => {
      for (const [entry] of rows) await recordAudit(tx, { actor: people.admin, ...entry });
    });
    for (const [entry, name] of rows) expected.set(entry.targetId, name);
    await db.delete(claims).where(eq(claims.id, goneClaim!.id));
    await db.delete(seoPages).where(eq(seoPages.id, gonePage!.id));
  });

  it("names every kind of record as a person would, or as deleted when it is gone", async () => {
    const { rows } = await listAuditLog(db, { page: 1 });
    expect(new Set(rows.map((row) => row.targetType))).toEqual(new Set(AUDIT_RECORD_TYPES));
    // Dates are formatted by Intl, which may space "10:00 am" with a narrow no-break space.
    expect(new Map(rows.map((row) => [row.targetId, row.targetName.replace(/\s/g, " ")]))).toEqual(expected);
  });

  it("shows each name as the link to that record's entries", async () => {
    const list = await listAuditLog(db, { page: 1 });
    const data: AuditPageData = { list, query: {}, actions: AUDIT_ACTIONS, recordTypes: AUDIT_RECORD_TYPES };
    const Stub = createRoutesStub([{ id: "audit", path: "/admin/audit", Component: AuditPage }]);
    const html = renderToString(
      createElement(Stub, { initialEntries: ["/admin/audit"], hydrationData: { loaderData: { audit: data } } }),
    );
    for (const row of list.rows) {
      const href = `/admin/audit?type=${encodeURIComponent(row.targetType)}&amp;record=${encodeURIComponent(row.targetId)}`;
      const escaped = row.targetName.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
      expect(html).toMatch(new RegExp(`<a [^>]*href="${escapeRegExp(href)}"[^>]*>${escapeRegExp(escaped)}</a>`));
      const followed = auditQuerySchema.parse({ type: row.targetType, record: row.targetId });
      expect((await listAuditLog(db, followed)).rows.map((entry) => entry.id)).toEqual([row.id]);
    }
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
