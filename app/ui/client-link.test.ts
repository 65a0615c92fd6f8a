import { describe, expect, it } from "vitest";
import { isActivePath } from "./client-link";

describe("isActivePath (the header's current section)", () => {
  it("marks the link of the page and of the section it is in, as a router NavLink does", () => {
    expect(isActivePath("/interior-designers", "/interior-designers")).toBe(true);
    expect(isActivePath("/interior-designers/mumbai/bandra", "/interior-designers")).toBe(true);
    expect(isActivePath("/interior-designers-guide", "/interior-designers")).toBe(false);
    expect(isActivePath("/design-ideas", "/interior-designers")).toBe(false);
  });

  it("home is current only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/about", "/")).toBe(false);
    expect(isActivePath("/cities/extra", "/cities", true)).toBe(false);
  });
});
