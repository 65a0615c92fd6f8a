import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Cedar Spaces Decor", "CS"],
    ["Livspace", "LI"],
    ["Rao & Sons", "RS"],
    ["A.B. Interiors", "AB"],
    ["  studio   ardha ", "SA"],
    ["priya.sharma@example.com", "PS"],
    ["asha_k@example.com", "AK"],
    ["Studio @ Home", "SH"],
    ["", "?"],
    ["&&", "?"],
  ])("%j → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
