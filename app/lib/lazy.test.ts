import { describe, expect, it } from "vitest";
import { lazily } from "./lazy";

describe("lazily", () => {
  it("makes nothing until asked, then makes the value once and keeps it", () => {
    let made = 0;
    const value = lazily(() => {
      made++;
      return { made };
    });
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
