import { describe, expect, it } from "vitest";
import { parseOfferForm } from "./offer-form";
import { OFFER_MESSAGES } from "./offer-rules";

const TODAY = "2026-11-27";

/** A complete offer form, with `changes` replacing whole fields (arrays become repeated fields). */
function form(changes: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    lineDescription: ["Modular kitchen, acrylic shutters", "Wardrobes", ""],
    lineQuantity: ["120.5", "2", ""],
    lineUnit: ["sq_ft", "number", "sq_ft"],
    lineRate: ["1,450", "65000.50", ""],
    grade: "premium",
    included: "Hettich hardware, installation",
    excluded: "Civil work, electricals",
    timelineWeeks: "8",
    warrantyYears: "5",
    stageLabel: ["Booking", "Production", "Handover", ""],
    stagePercent: ["10", "50", "40", ""],
    validUntil: "2026-12-27",
    ...changes,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

describe("parseOfferForm", () => {
  it("prices the lines in paise and adds 18 % GST, skipping blank rows", () => {
    const result = parseOfferForm(form(), TODAY);
    if (!result.ok) throw new Error(result.errors.join("; "));
    expect(result.draft.lines).toEqual([
      {
        description: "Modular kitchen, acrylic shutters",
        unit: "sq_ft",
        quantityHundredths: 12050,
        ratePaise: 145000,
        amountPaise: 17472500,
      },
      { description: "Wardrobes", unit: "number", quantityHundredths: 200, ratePaise: 6500050, amountPaise: 13000100 },
    ]);
    expect(result.draft).toMatchObject({
      subtotalPaise: 30472600,
      gstPaise: 5485068,
      totalPaise: 35957668,
      paymentStages: [
        { label: "Booking", percent: 10 },
        { label: "Production", percent: 50 },
        { label: "Handover", percent: 40 },
      ],
      timelineWeeks: 8,
      warrantyYears: 5,
      validUntil: "2026-12-27",
    });
  });

  it.each([
    ["payment stages that do not add up", { stagePercent: ["10", "50", "30", ""] }, OFFER_MESSAGES.stagesSum(90)],
    ["a fractional percentage", { stagePercent: ["10.5", "50", "39.5", ""] }, OFFER_MESSAGES.stages],
    ["a negative quantity", { lineQuantity: ["-3", "2", ""] }, OFFER_MESSAGES.quantity(1)],
    ["a zero quantity", { lineQuantity: ["0", "2", ""] }, OFFER_MESSAGES.quantity(1)],
    ["an absurd quantity", { lineQuantity: ["99999999999", "2", ""] }, OFFER_MESSAGES.quantity(1)],
    ["three decimals in a rate", { lineRate: ["1450.125", "65000", ""] }, OFFER_MESSAGES.rate(1)],
    ["a rate in words", { lineRate: ["lots", "65000", ""] }, OFFER_MESSAGES.rate(1)],
    [
      "a lump sum of 2",
      { lineUnit: ["lump_sum", "number", "sq_ft"], lineQuantity: ["2", "2", ""] },
      OFFER_MESSAGES.lumpSum(1),
    ],
    ["an unknown unit", { lineUnit: ["acres", "number", "sq_ft"] }, OFFER_MESSAGES.unit(1)],
    ["a line without a description", { lineDescription: ["", "Wardrobes", ""] }, OFFER_MESSAGES.description(1)],
    [
      "no lines",
      { lineDescription: [""], lineQuantity: [""], lineRate: [""], lineUnit: ["sq_ft"] },
      OFFER_MESSAGES.noLines,
    ],
    ["an unknown grade", { grade: "gold" }, OFFER_MESSAGES.grade],
    ["a timeline of 0 weeks", { timelineWeeks: "0" }, OFFER_MESSAGES.timeline],
    ["a warranty of 99 years", { warrantyYears: "99" }, OFFER_MESSAGES.warranty],
    ["a date in the past", { validUntil: "2026-11-26" }, OFFER_MESSAGES.validUntil],
    ["an impossible date", { validUntil: "2026-02-30" }, OFFER_MESSAGES.validUntil],
    ["a date too far ahead", { validUntil: "2027-12-01" }, OFFER_MESSAGES.validUntil],
    [
      "a total beyond ₹100 crore",
      { lineQuantity: ["1000000", "2", ""], lineRate: ["1000000", "1", ""] },
      OFFER_MESSAGES.tooBig,
    ],
    [
      "a ₹0 line (0.01 × ₹0.01)",
      { lineQuantity: ["0.01", "2", ""], lineRate: ["0.01", "65000", ""] },
      OFFER_MESSAGES.lineTooSmall(1),
    ],
    [
      "a line of 99 paise",
      { lineQuantity: ["0.99", "2", ""], lineRate: ["1", "65000", ""] },
      OFFER_MESSAGES.lineTooSmall(1),
    ],
    [
      "a ₹0 offer",
      {
        lineDescription: ["Kitchen", ""],
        lineQuantity: ["0.01", ""],
        lineUnit: ["sq_ft", "sq_ft"],
        lineRate: ["0.01", ""],
      },
      OFFER_MESSAGES.tooSmall,
    ],
    [
      "an offer of ₹99.99 with GST",
      {
        lineDescription: ["Kitchen", "Handles", ""],
        lineQuantity: ["1", "1", ""],
        lineUnit: ["number", "number", "sq_ft"],
        lineRate: ["83.74", "1", ""],
      },
      OFFER_MESSAGES.tooSmall,
    ],
  ])("refuses %s with a message", (_, changes, message) => {
    const result = parseOfferForm(form(changes), TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain(message);
  });

  it("accepts a line of exactly ₹1 in an offer of ₹100.01 with GST", () => {
    const result = parseOfferForm(
      form({
        lineDescription: ["Kitchen", "Handles", ""],
        lineQuantity: ["1", "1", ""],
        lineUnit: ["number", "number", "sq_ft"],
        lineRate: ["83.75", "1", ""],
      }),
      TODAY,
    );
    if (!result.ok) throw new Error(result.errors.join("; "));
    expect([result.draft.lines[1]?.amountPaise, result.draft.totalPaise]).toEqual([100, 10001]);
  });

  it("accepts an offer valid until today", () => {
    expect(parseOfferForm(form({ validUntil: TODAY }), TODAY).ok).toBe(true);
  });
});
