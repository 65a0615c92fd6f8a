import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { onPagesPurged, type PageMatcher } from "~/services/public-pages.server";
import { describeEachDatabase } from "~/testing/database.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { NO_TERMS } from "./standard-terms";
import { loadStandardTerms, STANDARD_TERMS_MESSAGES, saveStandardTerms } from "./standard-terms.server";
import { TERMS_MESSAGES } from "./terms-rules";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

const TERMS = {
  warrantyYears: "10",
  typicalTimelineWeeks: "8",
  stageLabel: ["Booking", "Production", "Handover", "", ""],
  stagePercent: ["10", "50", "40", "", ""],
  freeSiteVisit: "on",
  emiAvailable: "on",
};

describeEachDatabase("standard terms", (getDb) => {
  let db: Db;
  let people: Personas;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  it("the owner saves the brand's terms; blank rows are skipped and unticked boxes are no", async () => {
    expect(await saveStandardTerms(db, people.owner, people.owner.brandId, form(TERMS))).toEqual({ ok: true });
    expect(await loadStandardTerms(db, people.owner.brandId)).toEqual({
      warrantyYears: 10,
      typicalTimelineWeeks: 8,
      paymentStages: [
        { label: "Booking", percent: 10 },
        { label: "Production", percent: 50 },
        { label: "Handover", percent: 40 },
      ],
      freeSiteVisit: true,
      freeDesign3d: false,
      emiAvailable: true,
    });
  });

  it("an admin may save them too; everything left blank states nothing", async () => {
    expect(await saveStandardTerms(db, people.admin, people.owner.brandId, form({}))).toEqual({ ok: true });
    expect(await loadStandardTerms(db, people.owner.brandId)).toEqual(NO_TERMS);
  });

  it("refuses stages that don't add up to 100, a malformed stage and out-of-range numbers, saving nothing", async () => {
    await saveStandardTerms(db, people.owner, people.owner.brandId, form(TERMS));
    const sum = await saveStandardTerms(
      db,
      people.owner,
      people.owner.brandId,
      form({ ...TERMS, stagePercent: ["10", "50", "30"] }),
    );
    expect(sum).toEqual({ ok: false, status: 400, errors: [TERMS_MESSAGES.stagesSum(90)] });
    const bad = await saveStandardTerms(
      db,
      people.owner,
      people.owner.brandId,
      form({ warrantyYears: "-1", typicalTimelineWeeks: "500", stageLabel: ["Booking"], stagePercent: ["ten"] }),
    );
    expect(bad).toEqual({
      ok: false,
      status: 400,
      errors: [TERMS_MESSAGES.warranty, TERMS_MESSAGES.timeline, TERMS_MESSAGES.stages],
    });
    expect((await loadStandardTerms(db, people.owner.brandId)).warrantyYears).toBe(10);
  });

  it("a save drops the cached public pages (the brand's profile and the listings' cards); a refusal drops none", async () => {
    const purges: PageMatcher[] = [];
    onPagesPurged((matches) => purges.push(matches));
    await saveStandardTerms(db, people.otherOwner, people.owner.brandId, form(TERMS));
    expect(purges).toHaveLength(0);
    await saveStandardTerms(db, people.owner, people.owner.brandId, form(TERMS));
    expect(purges.some((matches) => matches("/brand/any-studio") && matches("/interior-designers/mumbai"))).toBe(true);
  });

  it.each<Caller>(["anonymous", "homeowner", "otherOwner"])("refuses %s and changes nothing", async (caller) => {
    const result = await saveStandardTerms(
      db,
      viewerFor(people, caller),
      people.owner.brandId,
      form({ warrantyYears: "1" }),
    );
    expect(result).toEqual({ ok: false, status: 403, errors: [STANDARD_TERMS_MESSAGES.notYours] });
    expect((await loadStandardTerms(db, people.owner.brandId)).warrantyYears).toBe(10);
  });
});
