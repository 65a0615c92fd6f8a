import { describe, expect, it } from "vitest";
import { formatIndianMobile, maskedMobile, normaliseIndianMobile } from "./indian-mobile";

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

describe("formatIndianMobile", () => {
  it("spaces a stored number for display and leaves anything else alone", () => {
    expect(formatIndianMobile("+919876543210")).toBe("+91 98765 43210");
    expect(formatIndianMobile("12345")).toBe("12345");
  });
});

describe("maskedMobile", () => {
  it("keeps the country code and the last four digits only", () => {
    expect(maskedMobile("+919876543210")).toBe("+91******3210");
    expect(maskedMobile("919876543210")).toBe("91******3210");
  });
});
