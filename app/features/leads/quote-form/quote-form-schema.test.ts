import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/features/auth";
import { QUOTE_MESSAGES } from "./quote-form";
import { parseQuoteForm } from "./quote-form-schema";

const valid = {
  name: "Priya Sharma",
  phone: "98765 43210",
  location: "Koramangala, Bangalore",
  requirement: "2 BHK full interiors",
  budget: "",
  timeline: "",
};

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

  it("accepts the form's budget and timeline options and rejects others", () => {
    expect(parseQuoteForm({ ...valid, budget: "5-10-lakh", timeline: "1-3-months" }).ok).toBe(true);
    const parsed = parseQuoteForm({ ...valid, budget: "a-million" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.budget).toBeDefined();
  });

  it("takes the optional carpet area as whole sq ft from 50 to 1,00,000 and explains anything else", () => {
    expect(parseQuoteForm({ ...valid, areaSqft: "" })).toMatchObject({
      ok: true,
      value: { areaSqft: undefined },
    });
    expect(parseQuoteForm({ ...valid, areaSqft: " 1,150 " })).toMatchObject({
      ok: true,
      value: { areaSqft: 1150 },
    });
    expect(parseQuoteForm({ ...valid, areaSqft: "50" })).toMatchObject({ value: { areaSqft: 50 } });
    expect(parseQuoteForm({ ...valid, areaSqft: "100000" })).toMatchObject({ value: { areaSqft: 100000 } });
    for (const areaSqft of ["49", "100001", "12.5", "-900", "big", "1e9"]) {
      expect(parseQuoteForm({ ...valid, areaSqft }), areaSqft).toEqual({
        ok: false,
        fieldErrors: { areaSqft: QUOTE_MESSAGES.areaSqft },
        formError: undefined,
      });
    }
  });

  it("reports a tampered hidden target as a form error, not a field error", () => {
    const parsed = parseQuoteForm({ ...valid, brandId: "not-a-uuid" });
    expect(parsed).toEqual({ ok: false, fieldErrors: {}, formError: QUOTE_MESSAGES.staleTarget });
  });

  it("takes an email address as optional, checks it when given and keeps it in lower case", () => {
    for (const absent of [valid, { ...valid, email: "  " }]) {
      const parsed = parseQuoteForm(absent);
      expect(parsed.ok && parsed.value.email).toBeUndefined();
    }
    expect(parseQuoteForm({ ...valid, email: "priya@" })).toMatchObject({
      fieldErrors: { email: MESSAGES.emailInvalid },
    });
    expect(parseQuoteForm({ ...valid, email: " Priya@Example.COM " })).toMatchObject({
      ok: true,
      value: { email: "priya@example.com" },
    });
  });
});
