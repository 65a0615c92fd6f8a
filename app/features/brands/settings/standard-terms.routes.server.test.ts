import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { action as settingsAction } from "~/routes/brand-dashboard.settings";
import { formRequest } from "~/testing/auth.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, respond, sessionCookiesOf } from "~/testing/routes.server";
import { loadStandardTerms } from "./standard-terms.server";
import { TERMS_MESSAGES } from "./terms-rules";

function post(cookie: string | undefined, fields: Record<string, string | string[]>) {
  const body = new FormData();
  body.append("intent", "terms");
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return respond(settingsAction, new Request(formRequest("/brand-dashboard/settings", { cookie }), { body }));
}

describeRoutesOnEachDatabase("Profile Settings: the standard terms form", (getDb) => {
  let db: Db;
  let people: Personas;
  let cookies: Record<"homeowner" | "owner" | "otherOwner", string>;

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    cookies = await sessionCookiesOf(db, {
      homeowner: people.homeowner,
      owner: people.owner,
      otherOwner: people.otherOwner,
    });
  });

  it("the owner's post of the terms form (intent terms) saves the brand's terms and goes back to the settings", async () => {
    const response = await post(cookies.owner, {
      warrantyYears: "5",
      typicalTimelineWeeks: "",
      stageLabel: ["Booking", "Handover"],
      stagePercent: ["20", "80"],
      freeDesign3d: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/brand-dashboard/settings");
    expect(await loadStandardTerms(db, people.owner.brandId)).toMatchObject({
      warrantyYears: 5,
      typicalTimelineWeeks: null,
      paymentStages: [
        { label: "Booking", percent: 20 },
        { label: "Handover", percent: 80 },
      ],
      freeDesign3d: true,
      freeSiteVisit: false,
    });
  });

  it("a schedule that does not add up comes back with its message and what was typed", async () => {
    const response = await post(cookies.owner, { stageLabel: ["Booking"], stagePercent: ["50"] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      intent: "terms",
      errors: [TERMS_MESSAGES.stagesSum(50)],
      values: { stageLabel: ["Booking"], stagePercent: ["50"] },
    });
    expect((await loadStandardTerms(db, people.owner.brandId)).warrantyYears).toBe(5);
  });

  it("signed out or without a brand, nothing is saved; another owner's post changes only their own brand", async () => {
    for (const cookie of [undefined, cookies.homeowner]) {
      expect((await post(cookie, { warrantyYears: "1" })).status).toBe(302);
    }
    await post(cookies.otherOwner, { warrantyYears: "2" });
    expect((await loadStandardTerms(db, people.owner.brandId)).warrantyYears).toBe(5);
    expect((await loadStandardTerms(db, people.otherOwner.brandId)).warrantyYears).toBe(2);
  });
});
