import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import {
  auditLog,
  brandFavourites,
  brandProfiles,
  brands,
  claims,
  imageLikes,
  leadMessageAttachments,
  leadMessages,
  offers,
  portfolioImages,
  profiles,
  projectChanges,
  projectMilestones,
  projectPayments,
  projectSnags,
  quoteRequests,
  reviews,
  sessions,
  users,
  verifications,
  warrantyClaims,
} from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { DiskStorage } from "~/services/storage/disk-storage.server";
import { createBrand } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { type BrandOwner, createPerson, createPersonas } from "~/testing/personas.server";
import { createTestProject } from "~/testing/projects.server";
import { createTestDiskStorage, type TestStorage } from "~/testing/storage.server";
import { deleteAccount } from "./delete-account.server";
import { DELETE_ACCOUNT_MESSAGES } from "./delete-account-form";
import { exportFileName, exportPersonalData } from "./export.server";

const REVIEW = "Lovely work on our kitchen, finished on time and tidy throughout.";

describeEachDatabase("a user's data: export and account deletion", (getDb) => {
  let db: Db;
  let files: TestStorage<DiskStorage>;
  let owner: BrandOwner;
  let imageId: string;

  beforeAll(async () => {
    db = getDb();
    files = await createTestDiskStorage();
    ({ owner } = await createPersonas(db));
    imageId = (await createTestImage(db, owner.brandId)).id;
  });
  afterAll(() => files?.close());

  /** A homeowner with one of everything: a session, a favourite, a like, a review, a claim, a request and its thread. */
  async function homeownerWithData(label: string) {
    const person = await createPerson(db, label, "user");
    const tag = person.userId.slice(0, 8);
    await db.insert(sessions).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: person.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
      ipAddress: "203.0.113.9",
    });
    await db.insert(brandFavourites).values({ userId: person.userId, brandId: owner.brandId });
    await db.insert(imageLikes).values({ userId: person.userId, imageId });
    await db
      .update(portfolioImages)
      .set({ likesCount: sql`${portfolioImages.likesCount} + 1` })
      .where(eq(portfolioImages.id, imageId));
    await db
      .insert(reviews)
      .values({ brandId: owner.brandId, userId: person.userId, rating: 4, body: `${REVIEW} ${tag}` });
    const claimed = await createBrand(db, { brandName: `Claimed by ${label}` });
    const proofKey = `claims/${randomUUID().replaceAll("-", "")}.pdf`;
    await files.storage.put("private", proofKey, new Uint8Array([1]), "application/pdf");
    await db.insert(claims).values({
      brandId: claimed.id,
      userId: person.userId,
      fullName: person.fullName,
      email: person.email,
      mobile: `+9198${tag.replace(/\D/g, "1").slice(0, 8).padEnd(8, "1")}`,
      businessProofUrl: proofKey,
    });
    const requestId = await createTestLead(db, owner.brandId, { userId: person.userId, name: `${label} Home` });
    await db.update(quoteRequests).set({ email: person.email }).where(eq(quoteRequests.id, requestId));
    const [mine] = await db
      .insert(leadMessages)
      .values({
        quoteRequestId: requestId,
        brandId: owner.brandId,
        authorSide: "homeowner",
        authorId: person.userId,
        body: `Here is the floor plan ${tag}`,
      })
      .returning({ id: leadMessages.id });
    await db.insert(leadMessages).values({
      quoteRequestId: requestId,
      brandId: owner.brandId,
      authorSide: "brand",
      authorId: owner.userId,
      body: `Thanks, we will visit on Monday ${tag}`,
    });
    await db.insert(offers).values({
      quoteRequestId: requestId,
      brandId: owner.brandId,
      version: 1,
      grade: "premium",
      lines: [
        {
          description: "Modular kitchen",
          unit: "lump_sum",
          quantityHundredths: 100,
          ratePaise: 100_000_00,
          amountPaise: 100_000_00,
        },
      ],
      subtotalPaise: 100_000_00,
      gstPaise: 18_000_00,
      totalPaise: 118_000_00,
      included: "Cabinets",
      excluded: "Appliances",
      timelineWeeks: 6,
      paymentStages: [{ label: "On signing", percent: 100 }],
      warrantyYears: 5,
      validUntil: "2026-12-31",
    });
    const attachmentKey = `messages/${randomUUID().replaceAll("-", "")}.pdf`;
    await files.storage.put("private", attachmentKey, new Uint8Array([2]), "application/pdf");
    await db.insert(leadMessageAttachments).values({
      messageId: mine?.id ?? 0,
      kind: "pdf",
      storageKey: attachmentKey,
      fileName: `floor-plan-${tag}.pdf`,
      contentType: "application/pdf",
      byteSize: 1,
    });
    const [phone] = await db
      .select({ phone: quoteRequests.phone })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    return { person, tag, requestId, proofKey, attachmentKey, phone: phone?.phone ?? "" };
  }

  const exists = async (visibility: "private", key: string) => (await files.storage.get(visibility, key)) !== null;

  it("exports the account, its favourites, likes, reviews, claims and quote requests with their threads", async () => {
    const asha = await homeownerWithData("asha");
    const ravi = await homeownerWithData("ravi");
    const data = await exportPersonalData(db, asha.person.userId, new Date("2026-11-27T12:00:00Z"));

    expect(data.account?.email).toBe(asha.person.email);
    expect(data.profile?.fullName).toBe(asha.person.fullName);
    expect(data.signIns).toHaveLength(1);
    expect(data.favourites.map((f) => f.brand)).toEqual([`${owner.fullName}'s Studio`]);
    expect(data.likes.map((l) => l.imageId)).toEqual([imageId]);
    expect(data.reviews.map((r) => r.body)).toEqual([`${REVIEW} ${asha.tag}`]);
    expect(data.claims).toMatchObject([
      { brand: "Claimed by asha", email: asha.person.email, proofDocumentSent: true },
    ]);
    const [request] = data.quoteRequests;
    expect(request).toMatchObject({ name: "asha Home", phone: asha.phone, email: asha.person.email });
    expect(request?.designers).toHaveLength(1);
    expect(request?.designers[0]?.messages).toMatchObject([
      {
        from: "homeowner",
        body: `Here is the floor plan ${asha.tag}`,
        attachments: [{ fileName: `floor-plan-${asha.tag}.pdf` }],
      },
      { from: "brand", body: `Thanks, we will visit on Monday ${asha.tag}`, attachments: [] },
    ]);

    expect(request?.designers[0]?.offers).toMatchObject([{ version: 1, grade: "premium", totalPaise: 118_000_00 }]);

    expect(Object.keys(data)).toEqual([
      "site",
      "exportedAt",
      "account",
      "profile",
      "signIns",
      "favourites",
      "likes",
      "reviews",
      "quoteRequests",
      "brands",
      "claims",
      "messagesAsBrand",
      "projectPayments",
      "projectSnags",
      "projectChanges",
      "warrantyClaims",
    ]);
    expect(data.messagesAsBrand).toEqual([]);

    const text = JSON.stringify(data);
    for (const other of [ravi.person.email, ravi.phone, ravi.tag, ravi.person.userId])
      expect(text).not.toContain(other);
    expect(text).not.toContain(asha.proofKey);
    expect(exportFileName(new Date("2026-11-27T20:00:00Z"))).toBe("nivasa-data-2026-11-28.json");
  });

  it("exports the brand a brand owner owns", async () => {
    const data = await exportPersonalData(db, owner.userId);
    expect(data.brands).toMatchObject([{ name: `${owner.fullName}'s Studio`, contactEmail: owner.email }]);
    expect(data.quoteRequests).toEqual([]);
  });

  it("exports the messages a brand owner wrote for their brand, with the thread's request but not the homeowner's details", async () => {
    const { homeowner, owner: designer, otherOwner } = await createPersonas(db);
    const requestId = await createTestLead(db, designer.brandId, { userId: homeowner.userId, name: "Meera Home" });
    await db.update(quoteRequests).set({ email: homeowner.email }).where(eq(quoteRequests.id, requestId));
    const otherRequestId = await createTestLead(db, otherOwner.brandId, { userId: homeowner.userId });
    const write = async (
      request: string,
      brandId: string,
      authorSide: "brand" | "homeowner",
      authorId: string,
      body: string,
    ) => {
      const [message] = await db
        .insert(leadMessages)
        .values({ quoteRequestId: request, brandId, authorSide, authorId, body })
        .returning({ id: leadMessages.id });
      return message?.id ?? 0;
    };
    const first = await write(requestId, designer.brandId, "brand", designer.userId, "We can visit on Saturday.");
    await db.insert(leadMessageAttachments).values({
      messageId: first,
      kind: "pdf",
      storageKey: `messages/${randomUUID().replaceAll("-", "")}.pdf`,
      fileName: "kitchen-layout.pdf",
      contentType: "application/pdf",
      byteSize: 1,
    });
    await write(requestId, designer.brandId, "homeowner", homeowner.userId, "Saturday works, bring samples.");
    await write(requestId, designer.brandId, "brand", designer.userId, "Confirmed for 11 am.");
    await write(otherRequestId, otherOwner.brandId, "brand", otherOwner.userId, "Another studio's reply.");
    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));

    const data = await exportPersonalData(db, designer.userId);
    expect(data.messagesAsBrand).toEqual([
      {
        leadId: await leadIdOf(db, requestId, designer.brandId),
        brand: `${designer.fullName}'s Studio`,
        request: { location: request?.location, requirement: request?.requirement, requestedAt: request?.createdAt },
        messages: [
          {
            body: "We can visit on Saturday.",
            sentAt: expect.any(Date),
            hiddenAt: null,
            attachments: [{ fileName: "kitchen-layout.pdf", kind: "pdf", byteSize: 1 }],
          },
          { body: "Confirmed for 11 am.", sentAt: expect.any(Date), hiddenAt: null, attachments: [] },
        ],
      },
    ]);
    const text = JSON.stringify(data);
    for (const theirs of [request?.phone ?? "", homeowner.email, "Meera Home", "bring samples", "Another studio"])
      expect(text).not.toContain(theirs);

    const other = await exportPersonalData(db, otherOwner.userId);
    expect(other.messagesAsBrand.flatMap((thread) => thread.messages.map((m) => m.body))).toEqual([
      "Another studio's reply.",
    ]);
    const own = await exportPersonalData(db, homeowner.userId);
    expect(own.messagesAsBrand).toEqual([]);
    expect(own.quoteRequests.flatMap((r) => r.designers.map((d) => d.messages.length)).sort()).toEqual([1, 3]);
  });

  it("exports the payments a homeowner recorded on their projects", async () => {
    const homeowner = await createPerson(db, "payer", "user");
    const project = await createTestProject(db, homeowner, owner);
    const [stage] = await db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.projectId));
    await db.update(projectMilestones).set({ doneAt: new Date() }).where(eq(projectMilestones.id, stage!.id));
    await db.insert(projectPayments).values({
      projectId: project.projectId,
      milestoneId: stage!.id,
      amountPaise: 5_000_00,
      method: "cheque",
      reference: "Cheque 000123",
      paidOn: "2026-11-20",
      clientKey: randomUUID(),
      recordedBy: homeowner.userId,
    });
    const data = await exportPersonalData(db, homeowner.userId);
    expect(data.projectPayments).toEqual([
      expect.objectContaining({
        stage: stage!.label,
        amountPaise: 5_000_00,
        method: "cheque",
        reference: "Cheque 000123",
      }),
    ]);
    expect((await exportPersonalData(db, owner.userId)).projectPayments).toEqual([]);
  });

  it("exports the snags a homeowner listed on their projects", async () => {
    const homeowner = await createPerson(db, "snagger", "user");
    const project = await createTestProject(db, homeowner, owner);
    await db.insert(projectSnags).values({
      projectId: project.projectId,
      number: 1,
      room: "Kitchen",
      body: "Hob gap",
      reportedBy: homeowner.userId,
    });
    expect((await exportPersonalData(db, homeowner.userId)).projectSnags).toEqual([
      expect.objectContaining({
        projectId: project.projectId,
        number: 1,
        room: "Kitchen",
        body: "Hob gap",
        state: "open",
      }),
    ]);
    expect((await exportPersonalData(db, owner.userId)).projectSnags).toEqual([]);
  });

  it("exports the change orders on a homeowner's projects and the warranty claims they raised", async () => {
    const homeowner = await createPerson(db, "claimant", "user");
    const project = await createTestProject(db, homeowner, owner);
    const [stage] = await db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.projectId));
    const line = { description: "Loft over the wardrobe", unit: "lump_sum", quantityHundredths: 100 } as const;
    await db.insert(projectChanges).values({
      projectId: project.projectId,
      number: 1,
      milestoneId: stage!.id,
      lines: [{ ...line, ratePaise: 10_000_00, amountPaise: 10_000_00 }],
      subtotalPaise: 10_000_00,
      gstPaise: 1_800_00,
      totalPaise: 11_800_00,
      reason: "Asked for on site",
      days: 4,
      proposedBy: owner.userId,
    });
    const raisedAt = new Date();
    await db.insert(warrantyClaims).values({
      projectId: project.projectId,
      number: 1,
      body: "The shutter hinge is loose.",
      raisedBy: homeowner.userId,
      ackDueAt: new Date(raisedAt.getTime() + 72 * 3_600_000),
      createdAt: raisedAt,
    });

    const data = await exportPersonalData(db, homeowner.userId);
    expect(data.projectChanges).toEqual([
      expect.objectContaining({
        projectId: project.projectId,
        number: 1,
        stage: stage!.label,
        totalPaise: 11_800_00,
        reason: "Asked for on site",
        days: 4,
        state: "proposed",
        decidedAt: null,
      }),
    ]);
    expect(data.warrantyClaims).toEqual([
      expect.objectContaining({
        projectId: project.projectId,
        number: 1,
        body: "The shutter hinge is loose.",
        state: "open",
      }),
    ]);
    const another = await exportPersonalData(db, (await createPerson(db, "neighbour", "user")).userId);
    expect([another.projectChanges, another.warrantyClaims]).toEqual([[], []]);
    const brandSide = await exportPersonalData(db, owner.userId);
    expect(brandSide.projectChanges.filter((change) => change.projectId === project.projectId)).toEqual([]);
    expect(brandSide.warrantyClaims).toEqual([]);
  });

  it("deletes a homeowner's account in one go, keeping designers' threads without who wrote them", async () => {
    const asha = await homeownerWithData("asha2");
    const ravi = await homeownerWithData("ravi2");
    await db.insert(verifications).values({
      id: randomUUID(),
      identifier: randomUUID(),
      value: JSON.stringify({ email: asha.person.email, name: "", attempt: 0 }),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const [before] = await db.select().from(portfolioImages).where(eq(portfolioImages.id, imageId));

    const typed = `  ${asha.person.email.toUpperCase()} `;
    expect(await deleteAccount(db, files.storage, asha.person, typed)).toEqual({ ok: true });

    const gone = asha.person.userId;
    expect(await db.select().from(users).where(eq(users.id, gone))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, gone))).toEqual([]);
    expect(await db.select().from(brandFavourites).where(eq(brandFavourites.userId, gone))).toEqual([]);
    expect(await db.select().from(imageLikes).where(eq(imageLikes.userId, gone))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.userId, gone))).toEqual([]);
    expect(await db.select().from(claims).where(eq(claims.email, asha.person.email))).toEqual([]);
    const [image] = await db.select().from(portfolioImages).where(eq(portfolioImages.id, imageId));
    expect(image?.likesCount).toBe((before?.likesCount ?? 0) - 1);
    const [brand] = await db.select().from(brands).where(eq(brands.id, owner.brandId));
    const remaining = await db.select().from(reviews).where(eq(reviews.brandId, owner.brandId));
    expect(brand?.reviewCount).toBe(remaining.length);

    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, asha.requestId));
    expect(request).toMatchObject({ userId: null, name: null, phone: null, email: null, ipAddress: null });
    expect(request?.anonymizedAt).toBeInstanceOf(Date);
    expect(request?.closedAt).toBeInstanceOf(Date);
    const thread = await db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.quoteRequestId, asha.requestId))
      .orderBy(leadMessages.id);
    expect(thread.map((m) => [m.authorSide, m.authorId])).toEqual([
      ["homeowner", null],
      ["brand", owner.userId],
    ]);
    expect(await exists("private", asha.attachmentKey)).toBe(false);
    expect(await exists("private", asha.proofKey)).toBe(false);
    expect(
      await db
        .select()
        .from(verifications)
        .where(eq(verifications.value, JSON.stringify({ email: asha.person.email, name: "", attempt: 0 }))),
    ).toEqual([]);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.delete"), eq(auditLog.targetId, gone)));
    expect(audit).toMatchObject({ actorId: gone, targetType: "user" });
    expect(audit?.before).toMatchObject({ reviewsRemoved: 1, quoteRequestsAnonymized: 1, privateFiles: 2 });

    // The other homeowner keeps everything.
    const other = await exportPersonalData(db, ravi.person.userId);
    expect(other.account?.email).toBe(ravi.person.email);
    expect([other.favourites.length, other.likes.length, other.reviews.length, other.claims.length]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(other.quoteRequests[0]?.designers[0]?.messages).toHaveLength(2);
    expect(await exists("private", ravi.attachmentKey)).toBe(true);
    expect(await exists("private", ravi.proofKey)).toBe(true);
  });

  it("unclaims a brand owner's brand and keeps the brand with its portfolio", async () => {
    const { owner: leaving } = await createPersonas(db);
    const portfolio = (await createTestImage(db, leaving.brandId)).id;
    expect(await deleteAccount(db, files.storage, leaving, leaving.email)).toEqual({ ok: true });

    const [brand] = await db.select().from(brands).where(eq(brands.id, leaving.brandId));
    expect(brand).toMatchObject({ claimedBy: null, claimedAt: null });
    expect(await db.select().from(brandProfiles).where(eq(brandProfiles.brandId, leaving.brandId))).toEqual([]);
    expect(
      await db.select({ id: portfolioImages.id }).from(portfolioImages).where(eq(portfolioImages.id, portfolio)),
    ).toHaveLength(1);
  });

  it("refuses when the typed email is not the account's, changing nothing", async () => {
    const person = await createPerson(db, "careful", "user");
    const other = await createPerson(db, "other", "user");
    for (const typed of ["", other.email, `${person.email}x`]) {
      expect(await deleteAccount(db, files.storage, person, typed)).toEqual({
        ok: false,
        status: 400,
        message: DELETE_ACCOUNT_MESSAGES.emailMismatch,
      });
    }
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, person.userId))).toHaveLength(1);
  });

  it("refuses the last admin, and lets an admin go once there is another", async () => {
    const admin: Viewer = await createPerson(db, "soleadmin", "admin");
    await db
      .update(profiles)
      .set({ role: "user" })
      .where(and(eq(profiles.role, "admin"), ne(profiles.userId, admin.userId)));
    expect(await deleteAccount(db, files.storage, admin, admin.email)).toEqual({
      ok: false,
      status: 409,
      message: DELETE_ACCOUNT_MESSAGES.lastAdmin,
    });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, admin.userId))).toHaveLength(1);

    await createPerson(db, "nextadmin", "admin");
    expect(await deleteAccount(db, files.storage, admin, admin.email)).toEqual({ ok: true });
  });
});
