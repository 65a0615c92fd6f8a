import { expect, it } from "vitest";
import { action as settingsAction } from "~/routes/brand-dashboard.settings";
import { formRequest } from "~/testing/auth.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
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

describeRouteSuite("Profile Settings: the standard terms form", (world) => {
  it("the owner's post of the terms form (intent terms) saves the brand's terms and goes back to the settings", async () => {
    const response = await post(world.cookies.owner, {
      warrantyYears: "5",
      typicalTimelineWeeks: "",
      stageLabel: ["Booking", "Handover"],
      stagePercent: ["20", "80"],
      freeDesign3d: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/brand-dashboard/settings");
    expect(await loadStandardTerms(world.db, world.people.owner.brandId)).toMatchObject({
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
    const response = await post(world.cookies.owner, { stageLabel: ["Booking"], stagePercent: ["50"] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      intent: "terms",
      errors: [TERMS_MESSAGES.stagesSum(50)],
      values: { stageLabel: ["Booking"], stagePercent: ["50"] },
    });
    expect((await loadStandardTerms(world.db, world.people.owner.brandId)).warrantyYears).toBe(5);
  });

  it("signed out or without a brand, nothing is saved; another owner's post changes only their own brand", async () => {
    for (const cookie of [undefined, world.cookies.homeowner]) {
      expect((await post(cookie, { warrantyYears: "1" })).status).toBe(302);
    }
    await post(world.cookies.otherOwner, { warrantyYears: "2" });
    expect((await loadStandardTerms(world.db, world.people.owner.brandId)).warrantyYears).toBe(5);
    expect((await loadStandardTerms(world.db, world.people.otherOwner.brandId)).warrantyYears).toBe(2);
  });
});
