import { describe, expect, it } from "vitest";
import { normaliseIndianMobile, parseQuoteForm, QUOTE_MESSAGES } from "./quote-form";

const valid = {
  name: "Priya Sharma",
  phone: "98765 43210",
  location: "Koramangala, Bangalore",
  requirement: "2 BHK full interiors",
  budget: "",
  timeline: "",
};

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["6000000000", "+916000000000"],
    ["9123456789", "+919123456789"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each([
    ["5876543210", "starts with 5"],
    ["987654321", "nine digits"],
    ["98765432101", "eleven digits"],
    ["+44 7911 123456", "a UK number"],
    ["98765abcde", "letters"],
    ["+9198765432", "+91 and too few digits"],
    ["022 2345 6789", "a Mumbai landline"],
  ])("rejects %s (%s)", (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe("parseQuoteForm", () => {
  it("accepts the four required fields and normalises the phone", () => {
    const parsed = parseQuoteForm(valid);
    expect(parsed).toMatchObject({ ok: true, value: { phone: "+919876543210", budget: undefined } });
  });

  it("names every missing required field with its own message", () => {
    const parsed = parseQuoteForm({ name: " ", phone: "", location: "", requirement: "" });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        name: QUOTE_MESSAGES.name,
        phone: QUOTE_MESSAGES.phone,
        location: QUOTE_MESSAGES.location,
        requirement: QUOTE_MESSAGES.requirement,
      },
      formError: undefined,
    });
  });

  it("explains what a valid phone number looks like", () => {
    const parsed = parseQuoteForm({ ...valid, phone: "12345" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.phone).toBe(QUOTE_MESSAGES.phoneInvalid);
  });

  it("accepts the spec's budget and timeline options and rejects others", () => {
    expect(parseQuoteForm({ ...valid, budget: "5-10-lakh", timeline: "1-3-months" }).ok).toBe(true);
    const parsed = parseQuoteForm({ ...valid, budget: "a-million" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.budget).toBeDefined();
  });

  it("reports a tampered hidden target as a form error, not a field error", () => {
    const parsed = parseQuoteForm({ ...valid, brandId: "not-a-uuid" });
    expect(parsed).toEqual({ ok: false, fieldErrors: {}, formError: QUOTE_MESSAGES.staleTarget });
  });
});
