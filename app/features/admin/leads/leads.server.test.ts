import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, cities, leads, quoteRequests } from "~/db/schema";
import { createBrand } from "~/testing/claims.server";
import { describeEachDatabase } from "~/testing/database.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead } from "~/testing/leads.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { listTriageLeads, routeLead } from "./leads.server";

describeEachDatabase("admin lead triage", (getDb) => {
  let db: Db;
  let people: Personas;
  let cityId: string;
  let cityName: string;
  useTestJobQueue(getDb);

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    cityName = `Nagpur${Date.now()}`;
    const [city] = await db
      .insert(cities)
      .values({ name: cityName, slug: cityName.toLowerCase(), state: "Maharashtra" })
      .returning({ id: cities.id });
    cityId = city!.id;
  });

  async function orphanLead(): Promise<string> {
    const [lead] = await db
      .insert(quoteRequests)
      .values({ name: "Asha", phone: "+919800000001", location: cityName, requirement: "2 BHK", cityId })
      .returning({ id: quoteRequests.id });
    return lead!.id;
  }

  it("lists orphan and untouched leads for triage, with the city's verified designers to route to", async () => {
    const verified = await createBrand(db, { cityId, city: cityName, isVerified: true });
    await createBrand(db, { cityId, city: cityName, isVerified: false });
    const orphan = await orphanLead();
    const stale = await createTestLead(db, verified.id, { receivedAt: new Date(Date.now() - 49 * 3_600_000) });
    const fresh = await createTestLead(db, verified.id);
    const answered = await createTestLead(db, verified.id, {
      receivedAt: new Date(Date.now() - 72 * 3_600_000),
      respondedAt: new Date(),
    });
    const triage = await listTriageLeads(db, { view: "triage", page: 1 });
    const ids = triage.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([orphan, stale]));
    expect(ids).not.toContain(fresh);
    expect(ids).not.toContain(answered);
    const row = triage.rows.find((r) => r.id === orphan);
    expect(row?.recipients).toEqual([]);
    expect(row?.candidates).toEqual([{ id: verified.id, brandName: verified.brandName }]);
    const all = await listTriageLeads(db, { view: "all", page: 1 });
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining([fresh, answered]));
  });

  it("routes a lead to chosen verified designers with routed_by, the lead mail job and one audit row", async () => {
    const a = await createBrand(db, { cityId, city: cityName, isVerified: true });
    const b = await createBrand(db, { cityId, city: cityName, isVerified: true });
    const lead = await orphanLead();
    const jobsBefore = (await jobsOf(db, "lead-notification")).length;
    expect(await routeLead(db, people.admin, { requestId: lead, brandIds: [a.id, b.id] })).toMatchObject({
      ok: true,
    });
    const recipients = await db
      .select({ brandId: leads.brandId, routedBy: leads.routedBy })
      .from(leads)
      .where(eq(leads.quoteRequestId, lead));
    expect(recipients.map((r) => r.brandId).sort()).toEqual([a.id, b.id].sort());
    expect(recipients.every((r) => r.routedBy === people.admin.userId)).toBe(true);
    const jobs = await jobsOf(db, "lead-notification");
    expect(jobs.length).toBe(jobsBefore + 1);
    expect(jobs.at(-1)?.data).toEqual({ requestId: lead });
    const audit = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, lead));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("lead.route");

    expect(await routeLead(db, people.admin, { requestId: lead, brandIds: [a.id] })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await listTriageLeads(db, { view: "triage", page: 1 })).not.toMatchObject({
      rows: expect.arrayContaining([expect.objectContaining({ id: lead })]),
    });
  });

  it("refuses unverified designers and writes nothing", async () => {
    const unverified = await createBrand(db, { cityId, city: cityName, isVerified: false });
    const lead = await orphanLead();
    expect(await routeLead(db, people.admin, { requestId: lead, brandIds: [unverified.id] })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await db.select().from(leads).where(eq(leads.quoteRequestId, lead))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, lead))).toEqual([]);
  });
});
