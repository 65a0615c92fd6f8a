import { describe, expect, it } from "vitest";
import { z } from "zod";
import { redirectToField, safeLocalPath, safeRedirectPath } from "./safe-redirect";

describe("safeLocalPath", () => {
  it.each([
    ["/", "/"],
    ["/profile", "/profile"],
    ["/admin/seo?type=city_page", "/admin/seo?type=city_page"],
    ["/profile#likes", "/profile#likes"],
    ["/auth?tab=signup", "/auth?tab=signup"],
    ["/design-ideas?q=modern%20kitchen", "/design-ideas?q=modern%20kitchen"],
    ["/brand/a/../b", "/brand/b"],
    ["/interior-designers/./mumbai", "/interior-designers/mumbai"],
    ["/design-ideas?next=//evil.example", "/design-ideas?next=//evil.example"],
  ])("keeps the same-site path %j as %j", (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    // other hosts, spelled every way a browser accepts
    "https://evil.example/",
    "http:evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/profile\\..\\..\\evil.example",
    // dot segments that normalise into a protocol-relative URL
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/a/../..//evil.example",
    "/%2e//evil.example",
    // encoded separators a proxy or router may decode
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    // control characters and whitespace the URL parser strips
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/ /evil.example",
    " //evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "/profile\nSet-Cookie: a=b",
    // schemes and other non-paths
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "profile",
    "./profile",
    "?tab=signup",
    "#top",
    "",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (input) => {
    expect(safeLocalPath(input)).toBeNull();
  });

  it("refuses values that are not strings", () => {
    for (const value of [null, undefined, 42, ["/profile"], { toString: () => "/profile" }]) {
      expect(safeLocalPath(value)).toBeNull();
    }
  });
});

describe("safeRedirectPath", () => {
  it("falls back for anything unsafe", () => {
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/.//evil.example", "/design-ideas")).toBe("/design-ideas");
    expect(safeRedirectPath("/profile", "/design-ideas")).toBe("/profile");
  });
});

describe("redirectToField", () => {
  it("gives the safe path or undefined", () => {
    expect(redirectToField.parse("/profile?x=1")).toBe("/profile?x=1");
    expect(redirectToField.parse("/\\evil.example")).toBeUndefined();
    expect(redirectToField.parse(undefined)).toBeUndefined();
  });

  it("lets a form without the field through (the JavaScript hearts and likes send none)", () => {
    const form = z.object({ brandId: z.string(), redirectTo: redirectToField });
    expect(form.parse({ brandId: "b" })).toEqual({ brandId: "b" });
  });
});
