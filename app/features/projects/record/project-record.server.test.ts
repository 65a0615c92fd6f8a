import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brands, projects } from "~/db/schema";
import { cardDetails } from "~/features/directory/listings/listing.server";
import { onPagesPurged, type PageMatcher } from "~/services/public-pages.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { createTestRecordProject } from "~/testing/project-record.server";
import type { ProjectRecord } from "./project-record";
import { projectRecordOf, projectRecordsJob, rebuildProjectRecords } from "./project-record.server";
import { ProjectRecordPanel } from "./project-record-panel";

const NOW = new Date("2026-11-27T06:00:00Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Started 1 March 2026 with 8 weeks: planned handover 26 April 2026. */
const START = "2026-03-01";
const ist = (local: string) => new Date(`${local}+05:30`);
const at = (iso: string) => new Date(`${iso}T10:00:00+05:30`);

const panel = (record: ProjectRecord) => renderToStaticMarkup(createElement(ProjectRecordPanel, { record }));

describeEachDatabase("project records", (getDb) => {
  let db: Db;
  const brand = async () => (await createTestBrand(db)).id;

  beforeAll(() => {
    db = getDb();
  });

  it("shows nothing but the count before 3 handovers, and the figures from the third", async () => {
    const brandId = await brand();
    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt: ist("2026-04-26T12:00") });
    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt: ist("2026-04-27T12:00") });
    await createTestRecordProject(db, brandId, { startOn: START });
    await rebuildProjectRecords(db, NOW);
    const two = await projectRecordOf(db, { id: brandId });
    expect(two).toEqual({ handovers: 2, figures: null });
    expect(panel(two)).toContain("Project record shows after 3 handovers on Nivasa (2 so far).");
    expect(panel(two)).not.toContain("Handed over on time");

    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt: ist("2026-05-20T12:00") });
    await rebuildProjectRecords(db, NOW);
    const three = await projectRecordOf(db, { id: brandId });
    expect(three.handovers).toBe(3);
    expect(three.figures?.handovers).toMatchObject({ count: 3, onTime: 2, medianDelayDays: 1 });
    expect(panel(three)).toContain("2 of 3 handovers");
    // The brand page reads it by the brand's slug, beside the brand's row.
    const [{ slug }] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, brandId));
    expect(await projectRecordOf(db, { slug })).toEqual(three);
    expect(await projectRecordOf(db, { slug: "no-such-brand" })).toEqual({ handovers: 0, figures: null });
  });

  it("counts a handover at 23:30 in India on the 7th day late as on time, and 00:30 the next day as late", async () => {
    const brandId = await brand();
    // 18:00 UTC on 3 May: India's 3 May, 7 days after the planned 26 April.
    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt: ist("2026-05-03T23:30") });
    // 19:00 UTC on 3 May, but India's 4 May: 8 days late.
    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt: ist("2026-05-04T00:30") });
    // An approved change of 5 days moves the planned day to 1 May: 4 May is 3 days late.
    await createTestRecordProject(db, brandId, {
      startOn: START,
      change: { days: 5, totalPaise: 11_800_00 },
      handedOverAt: ist("2026-05-04T10:00"),
    });
    // Two days early counts as no delay; its change is 20 % of the ₹1,18,000 offer.
    await createTestRecordProject(db, brandId, {
      startOn: START,
      change: { days: 0, totalPaise: 23_600_00 },
      handedOverAt: ist("2026-04-24T10:00"),
    });
    await rebuildProjectRecords(db, NOW);
    const { figures } = await projectRecordOf(db, { id: brandId });
    // Delays 7, 8, 3 and 0: the median of an even count is the mean of the middle two, (3 + 7) / 2.
    // Changes 0, 0, 10 and 20 % of the offer: (0 + 10) / 2.
    expect(figures?.handovers).toEqual({
      count: 4,
      onTime: 3,
      medianDelayDays: 5,
      medianChangePercent: 5,
      firstAt: ist("2026-04-24T10:00").toISOString(),
      lastAt: ist("2026-05-04T10:00").toISOString(),
    });
    expect(figures?.snags).toBeNull();
    expect(figures?.claims).toBeNull();
    const html = panel({ handovers: 4, figures });
    expect(html).toContain("3 of 4 handovers");
    expect(html).toContain("5 days late (median)");
    expect(html).toContain("5 % of the offer (median)");
    expect(html).toContain("None reported and fixed");
    expect(html).toContain("None raised");
  });

  it("measures a handover against the offer's plan, not a new handover date the homeowner accepted", async () => {
    const brandId = await brand();
    for (let i = 0; i < 3; i++) {
      const projectId = await createTestRecordProject(db, brandId, {
        startOn: START,
        handedOverAt: ist("2026-05-16T10:00"),
      });
      await db.update(projects).set({ plannedHandoverOn: "2026-05-15" }).where(eq(projects.id, projectId));
    }
    await rebuildProjectRecords(db, NOW);
    expect((await projectRecordOf(db, { id: brandId })).figures?.handovers).toMatchObject({
      onTime: 0,
      medianDelayDays: 20,
    });
  });

  it("gives the median days from a snag's report to its confirmed fix, and claims acknowledged within 72 hours", async () => {
    const brandId = await brand();
    const handedOverAt = ist("2026-04-26T10:00");
    await createTestRecordProject(db, brandId, {
      startOn: START,
      handedOverAt,
      snags: [
        { at: at("2026-04-20"), closedAt: new Date(at("2026-04-20").getTime() + DAY) },
        { at: at("2026-04-20"), closedAt: new Date(at("2026-04-20").getTime() + 2 * DAY) },
        { at: at("2026-04-21"), closedAt: new Date(at("2026-04-21").getTime() + 4 * DAY) },
        // Still open: not counted.
        { at: at("2026-04-22") },
      ],
      claims: [
        { at: at("2026-09-01"), acknowledgedAfterHours: 10 },
        { at: at("2026-10-01"), acknowledgedAfterHours: 80 },
        // Open past its 72 hours: counts, late.
        { at: new Date(NOW.getTime() - 4 * DAY) },
        // Open and still within its 72 hours: not counted yet.
        { at: new Date(NOW.getTime() - HOUR) },
      ],
    });
    await createTestRecordProject(db, brandId, {
      startOn: START,
      handedOverAt,
      snags: [{ at: at("2026-04-23"), closedAt: new Date(at("2026-04-23").getTime() + 10 * DAY) }],
    });
    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt });
    await rebuildProjectRecords(db, NOW);
    const { figures } = await projectRecordOf(db, { id: brandId });
    // 1, 2, 4 and 10 days: (2 + 4) / 2.
    expect(figures?.snags).toEqual({
      closed: 4,
      medianDays: 3,
      firstAt: new Date(at("2026-04-20").getTime() + DAY).toISOString(),
      lastAt: new Date(at("2026-04-23").getTime() + 10 * DAY).toISOString(),
    });
    expect(figures?.claims).toEqual({
      count: 3,
      inTime: 1,
      firstAt: at("2026-09-01").toISOString(),
      lastAt: new Date(NOW.getTime() - 4 * DAY).toISOString(),
    });
    const html = panel({ handovers: 3, figures });
    expect(html).toContain("in a median 3 days");
    expect(html).toContain("4 snags fixed");
    expect(html).toContain("1 of 3 claims");
  });

  it("has no record for a brand whose projects are all in progress, and says none so far", async () => {
    const brandId = await brand();
    await createTestRecordProject(db, brandId, { startOn: START });
    await createTestRecordProject(db, brandId, { startOn: START, snags: [{ at: at("2026-04-20") }] });
    await rebuildProjectRecords(db, NOW);
    const record = await projectRecordOf(db, { id: brandId });
    expect(record).toEqual({ handovers: 0, figures: null });
    expect(panel(record)).toContain("Project record shows after 3 handovers on Nivasa (none so far).");
  });

  it("drops the cached records, cards, brand pages and listings when the nightly job rebuilds the records", async () => {
    const brandId = await brand();
    await createTestRecordProject(db, brandId, { startOn: START, handedOverAt: ist("2026-04-26T12:00") });
    expect((await projectRecordOf(db, { id: brandId })).handovers).toBe(0);
    expect((await cardDetails(db, [brandId])).get(brandId)?.record.handovers).toBe(0);
    const purged: PageMatcher[] = [];
    onPagesPurged((matches) => purged.push(matches));
    const context = { db, jobId: "test", attempt: 0, lastAttempt: true, signal: new AbortController().signal };
    expect(await projectRecordsJob.handler({}, context)).toEqual({ brands: expect.any(Number) });
    expect((await projectRecordOf(db, { id: brandId })).handovers).toBe(1);
    expect((await cardDetails(db, [brandId])).get(brandId)?.record).toEqual({ handovers: 1, onTime: 1 });
    const [matches] = purged;
    for (const path of ["/brand/studio", "/interior-designers", "/interior-designers/mumbai/bandra"])
      expect(matches?.(path), path).toBe(true);
    for (const path of ["/", "/city/mumbai", "/design-ideas"]) expect(matches?.(path), path).toBe(false);
  });
});
