import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, brands, cities, localities, seoPages } from "~/db/schema";
import { clearSeoCache, resolveSeo } from "~/features/seo/seo.server";
import { pageTitle } from "~/lib/seo-title";
import { pageCacheMiddleware } from "~/server/http/page-cache/page-cache.server";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { DEFAULT_SEO_LIST } from "./list-query";
import { EMPTY_SEO_FORM, type SeoFormValues } from "./page-form";
import { parseSeoPageForm, type SeoPageInput } from "./page-form-schema";
import { seoScore } from "./score";
import {
  createCitySeoPages,
  createLocalitySeoPages,
  createSeoPage,
  deleteSeoPage,
  setSeoPageActive,
  updateSeoPage,
} from "./seo-page-commands.server";
import { listSeoPages, seoScoreSql, seoStats } from "./seo-page-queries.server";
import { findSeoTarget } from "./seo-page-targets.server";

function input(values: Partial<SeoFormValues>): SeoPageInput {
  const parsed = parseSeoPageForm({ ...EMPTY_SEO_FORM, isActive: "on", ...values });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.input;
}

describeEachDatabase("SEO dashboard commands", (getDb) => {
  let db: Db;
  let people: Personas;
  // Unique per suite: both database runs share this process's page cache.
  const tag = randomBytes(3).toString("hex");
  const citySlug = `testpur-${tag}`;
  const cityName = `Testpur ${tag}`;
  const brandSlug = `studio-${tag}`;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    const [city] = await db
      .insert(cities)
      .values([
        { name: cityName, slug: citySlug, state: "Kerala" },
        { name: `Otherpur ${tag}`, slug: `otherpur-${tag}`, state: "Goa" },
      ])
      .returning({ id: cities.id });
    await db.insert(localities).values([
      { cityId: city!.id, name: "Lake View", slug: "lake-view" },
      { cityId: city!.id, name: "Old Town", slug: "old-town" },
    ]);
    await db.insert(brands).values([
      {
        slug: brandSlug,
        brandName: "Studio Tag",
        cityId: city!.id,
        city: cityName,
        rating: 4.5,
        areasServed: ["Lake View"],
      },
      { slug: `${brandSlug}-2`, brandName: "Studio Two", cityId: city!.id, city: cityName, rating: 3.9 },
    ]);
  });

  beforeEach(async () => {
    await db.delete(seoPages);
    clearSeoCache();
  });

  const admin = () => people.admin;
  const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(seoPages))[0]!.n;
  const auditsFor = (targetId: string) =>
    db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

  // ── Who may ──

  const refused: Caller[] = ["anonymous", "homeowner", "owner", "otherOwner"];

  it.each(refused)("refuses every SEO action to %s, writing nothing", async (caller) => {
    const created = await createSeoPage(db, admin(), input({ pageType: "city_page", pageIdentifier: citySlug }));
    if (!created.ok) throw new Error(created.message);
    const viewer = viewerFor(people, caller);
    const attempts: [string, () => Promise<unknown>][] = [
      ["create", () => createSeoPage(db, viewer, input({ pageType: "home" }))],
      [
        "update",
        () =>
          updateSeoPage(
            db,
            viewer,
            created.id,
            input({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "x" }),
          ),
      ],
      ["delete", () => deleteSeoPage(db, viewer, created.id)],
      ["toggle", () => setSeoPageActive(db, viewer, created.id, false)],
      ["bulk cities", () => createCitySeoPages(db, viewer)],
      ["bulk localities", () => createLocalitySeoPages(db, viewer)],
    ];
    for (const [name, attempt] of attempts) {
      const error = await attempt().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error, name).toBeInstanceOf(Response);
      expect((error as Response).status, name).toBe(403);
    }
    expect(await count()).toBe(1);
    const [row] = await db.select().from(seoPages);
    expect(row).toMatchObject({ metaTitle: null, isActive: true });
  });

  // ── Validation against the database ──

  it("checks that the identifier names an existing city, locality or brand", async () => {
    const cases: [SeoFormValues["pageType"], string, string | null][] = [
      ["city_page", citySlug, null],
      ["city_page", "atlantis", "No city has the slug 'atlantis'."],
      ["city_designers", citySlug, null],
      ["locality_page", `${citySlug}/lake-view`, null],
      ["locality_page", `${citySlug}/nowhere`, `${cityName} has no locality with the slug 'nowhere'.`],
      ["locality_page", "atlantis/lake-view", "No city has the slug 'atlantis'."],
      ["brand_profile", brandSlug, null],
      ["brand_profile", "no-such-studio", "No brand has the slug 'no-such-studio'."],
      ["room_design", "kitchen/modern", null],
    ];
    for (const [pageType, identifier, message] of cases) {
      const result = await createSeoPage(db, admin(), input({ pageType, pageIdentifier: identifier }));
      if (message === null) expect(result, `${pageType} ${identifier}`).toMatchObject({ ok: true });
      else expect(result).toEqual({ ok: false, field: "pageIdentifier", message });
    }
    expect(await count()).toBe(5);
  });

  it("tells what the identifier names, with the placeholders the page fills in", async () => {
    expect(await findSeoTarget(db, "brand_profile", brandSlug)).toEqual({
      ok: true,
      target: {
        path: `/brand/${brandSlug}`,
        name: "Studio Tag",
        placeholders: { brand: "Studio Tag", city: cityName },
      },
    });
    expect(await findSeoTarget(db, "locality_page", `${citySlug}/old-town`)).toEqual({
      ok: true,
      target: {
        path: `/interior-designers/${citySlug}/old-town`,
        name: `Old Town, ${cityName}`,
        placeholders: { city: cityName },
      },
    });
    expect(await findSeoTarget(db, "room_design", "living-room/boho")).toMatchObject({
      ok: true,
      target: { path: "/design-ideas/living-room/boho", name: "Boho Living Room" },
    });
    expect(await findSeoTarget(db, "home", "")).toMatchObject({ ok: true, target: { path: "/" } });
  });

  it("keeps one SEO page per page type and identifier, pointing at the existing one", async () => {
    const first = await createSeoPage(db, admin(), input({ pageType: "city_page", pageIdentifier: citySlug }));
    if (!first.ok) throw new Error(first.message);
    const second = await createSeoPage(
      db,
      admin(),
      input({ pageType: "city_page", pageIdentifier: citySlug.toUpperCase() }),
    );
    expect(second).toMatchObject({ ok: false, field: "pageIdentifier", existingId: first.id });
    const other = await createSeoPage(db, admin(), input({ pageType: "city_designers", pageIdentifier: citySlug }));
    if (!other.ok) throw new Error(other.message);
    // Moving the second page onto the first page's pair is refused too.
    const moved = await updateSeoPage(
      db,
      admin(),
      other.id,
      input({ pageType: "city_page", pageIdentifier: citySlug }),
    );
    expect(moved).toMatchObject({ ok: false, existingId: first.id });
    // A concurrent twin loses on the unique index instead of failing with an error.
    const racing = await Promise.all(
      [1, 2, 3].map(() => createSeoPage(db, admin(), input({ pageType: "home", metaTitle: "Home" }))),
    );
    expect(racing.filter((result) => result.ok)).toHaveLength(1);
    expect(await count()).toBe(3);
  });

  // ── Writes and their audit rows ──

  it("creates, updates, toggles and deletes, each with its audit row", async () => {
    const created = await createSeoPage(
      db,
      admin(),
      input({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "A", schemaMarkup: '{"@type":"Thing"}' }),
    );
    if (!created.ok) throw new Error(created.message);
    const [stored] = await db.select().from(seoPages).where(eq(seoPages.id, created.id));
    expect(stored).toMatchObject({
      ogType: "website",
      twitterCard: "summary_large_image",
      robots: "index,follow",
      isActive: true,
      metaDescription: null,
      schemaMarkup: { "@type": "Thing" },
    });

    expect(
      await updateSeoPage(
        db,
        admin(),
        created.id,
        input({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "B" }),
      ),
    ).toEqual({ ok: true, id: created.id });
    expect(await setSeoPageActive(db, admin(), created.id, false)).toEqual({ isActive: false });
    expect(await setSeoPageActive(db, admin(), created.id, false)).toEqual({ isActive: false });
    expect(await setSeoPageActive(db, admin(), created.id, true)).toEqual({ isActive: true });
    expect(await deleteSeoPage(db, admin(), created.id)).toBe(true);
    expect(await deleteSeoPage(db, admin(), created.id)).toBe(false);
    expect(await setSeoPageActive(db, admin(), created.id, true)).toBeNull();
    expect(await updateSeoPage(db, admin(), created.id, input({ pageType: "home" }))).toMatchObject({ ok: false });

    const audits = await auditsFor(created.id);
    expect(audits.map((row) => row.action)).toEqual([
      "seo.create",
      "seo.update",
      "seo.deactivate",
      "seo.activate",
      "seo.delete",
    ]);
    expect(audits.every((row) => row.actorId === admin().userId && row.targetType === "seo_page")).toBe(true);
    expect(audits[1]).toMatchObject({ before: { metaTitle: "A", schemaMarkup: { "@type": "Thing" } } });
    expect(audits[1]!.after).toEqual({ metaTitle: "B", schemaMarkup: null });
    expect(audits[4]!.before).toMatchObject({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "B" });
  });

  // ── Bulk creation ──

  it("creates one city page per city without one, from live counts, and nothing the second time", async () => {
    await createSeoPage(db, admin(), input({ pageType: "city_page", pageIdentifier: `otherpur-${tag}` }));
    const created = await createCitySeoPages(db, admin());
    const [row] = await db
      .select()
      .from(seoPages)
      .where(and(eq(seoPages.pageType, "city_page"), eq(seoPages.pageIdentifier, citySlug)));
    expect(row).toMatchObject({
      metaTitle: `Interior Designers in ${cityName} | Top Design Professionals`,
      metaDescription: `Compare 2 interior designers in ${cityName}, rated 4.2 on average. See portfolios and prices per sq ft, and get free quotes.`,
      h1Heading: `Interior Designers in ${cityName}`,
      isActive: true,
    });
    expect(seoScore(row!)).toBe(8);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await createCitySeoPages(db, admin())).toBe(0);
    const [pageOfOtherpur] = await db
      .select({ title: seoPages.metaTitle })
      .from(seoPages)
      .where(eq(seoPages.pageIdentifier, `otherpur-${tag}`));
    expect(pageOfOtherpur!.title).toBeNull();
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "seo.bulk_create"));
    const mine = audits.filter((audit) => (audit.after as { identifiers: string[] }).identifiers.includes(citySlug));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.after).toMatchObject({ pageType: "city_page", count: created });
  });

  it("creates one locality page per locality without one, and nothing the second time", async () => {
    const first = await createLocalitySeoPages(db, admin());
    expect(first).toBeGreaterThanOrEqual(2);
    const [lake] = await db
      .select()
      .from(seoPages)
      .where(eq(seoPages.pageIdentifier, `${citySlug}/lake-view`));
    expect(lake).toMatchObject({
      pageType: "locality_page",
      metaDescription: `Compare 1 interior designer serving Lake View, ${cityName}. See portfolios and prices per sq ft, and get free quotes.`,
    });
    expect(lake!.metaTitle!.length).toBeLessThanOrEqual(60);
    expect(await createLocalitySeoPages(db, admin())).toBe(0);
  });

  // ── Score, stats, list ──

  it("scores rows in SQL exactly as the form does, and averages them", async () => {
    const pages = [
      { pageType: "home" as const, metaTitle: "T", metaDescription: "D", ogTitle: "O" },
      { pageType: "interior_designers" as const, h1Heading: "H", canonicalUrl: "/x", schemaMarkup: "[{}]" },
      {
        pageType: "cities_directory" as const,
        twitterTitle: "T",
        twitterDescription: "D",
        ogTitle: " ",
        ogDescription: "d",
      },
    ];
    for (const page of pages) await createSeoPage(db, admin(), input(page));
    await setSeoPageActive(db, admin(), (await listSeoPages(db, DEFAULT_SEO_LIST)).rows[0]!.id, false);
    const rows = await db.select({ row: seoPages, score: seoScoreSql() }).from(seoPages);
    for (const { row, score } of rows) expect(score).toBe(seoScore(row));
    expect(rows.map((r) => r.score).sort()).toEqual([1, 3, 4]);
    expect(await seoStats(db)).toEqual({ total: 3, active: 2, inactive: 1, averageScore: 2.7 });
  });

  it("lists newest first, searched by type, identifier or title, filtered and paged", async () => {
    await createSeoPage(
      db,
      admin(),
      input({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "Sea breeze" }),
    );
    await createSeoPage(db, admin(), input({ pageType: "brand_profile", pageIdentifier: brandSlug }));
    const locality = await createSeoPage(
      db,
      admin(),
      input({ pageType: "locality_page", pageIdentifier: `${citySlug}/old-town` }),
    );
    if (!locality.ok) throw new Error(locality.message);
    await setSeoPageActive(db, admin(), locality.id, false);
    const list = (query: Partial<typeof DEFAULT_SEO_LIST>) => listSeoPages(db, { ...DEFAULT_SEO_LIST, ...query });
    expect((await list({})).rows.map((r) => r.pageType)).toEqual(["locality_page", "brand_profile", "city_page"]);
    expect((await list({ q: "BREEZE" })).rows.map((r) => r.pageType)).toEqual(["city_page"]);
    expect((await list({ q: "old-town" })).total).toBe(1);
    expect((await list({ q: "brand profile" })).total).toBe(1);
    expect((await list({ q: "100%_" })).total).toBe(0);
    expect((await list({ type: "city_page" })).total).toBe(1);
    expect((await list({ status: "inactive" })).rows.map((r) => r.id)).toEqual([locality.id]);
    expect((await list({ status: "active" })).total).toBe(2);
    const late = await list({ page: 99 });
    expect(late).toMatchObject({ page: 1, totalPages: 1, total: 3 });
  });

  // ── Live effect ──

  it("changes the public page's head on the next request: cached copies are purged", async () => {
    const path = `/interior-designers/${citySlug}`;
    let renders = 0;
    const visit = async () => {
      const request = new Request(`http://nivasa.test${path}`);
      const response = await pageCacheMiddleware(
        { request, params: {}, context: new RouterContextProvider() } as never,
        async () => {
          renders++;
          const seo = await resolveSeo(db, {
            pageType: "city_page",
            identifier: citySlug,
            path,
            placeholders: { city: cityName },
            defaults: { title: pageTitle(`Interior Designers in ${cityName}`), description: "d" },
          });
          return new Response(`<title>${seo.title}</title>`, {
            headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60" },
          });
        },
      );
      return (response as Response).text();
    };
    const original = `<title>Interior Designers in ${cityName} | Nivasa</title>`;
    expect(await visit()).toBe(original);
    expect(await visit()).toBe(original);
    expect(renders).toBe(1);

    const created = await createSeoPage(
      db,
      admin(),
      input({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "Best designers in {city}" }),
    );
    if (!created.ok) throw new Error(created.message);
    expect(await visit()).toBe(`<title>Best designers in ${cityName}</title>`);
    expect(renders).toBe(2);

    await updateSeoPage(
      db,
      admin(),
      created.id,
      input({ pageType: "city_page", pageIdentifier: citySlug, metaTitle: "Edited" }),
    );
    expect(await visit()).toBe("<title>Edited</title>");
    await setSeoPageActive(db, admin(), created.id, false);
    expect(await visit()).toBe(original);
    await setSeoPageActive(db, admin(), created.id, true);
    expect(await visit()).toBe("<title>Edited</title>");
    await deleteSeoPage(db, admin(), created.id);
    expect(await visit()).toBe(original);
    expect(renders).toBe(6);
  });
});
