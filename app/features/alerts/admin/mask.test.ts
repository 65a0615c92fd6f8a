import { describe, expect, it } from "vitest";
import { maskRecipient } from "./mask";

describe("maskRecipient", () => {
  it("keeps a number's country code and last two digits", () => {
    expect(maskRecipient("+919876543210")).toBe("+91••••••••10");
  });

  it("keeps an address's first letter and domain", () => {
    expect(maskRecipient("designer@nivasa.test")).toBe("d•••@nivasa.test");
  });
});
