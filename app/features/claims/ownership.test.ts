import { describe, expect, it } from "vitest";
import { emailDomain, ownsBrandByEmail, websiteDomain } from "./ownership";

const brand = { email: "hello@cedarspaces.in", websiteUrl: "https://www.cedarspaces.in/about" };
const verified = (email: string) => ({ email, emailVerified: true });

describe("ownsBrandByEmail", () => {
  it.each([
    ["the brand's own email, in any case", "Hello@CedarSpaces.in", true],
    ["another address at the website's domain", "priya@cedarspaces.in", true],
    ["an address at a look-alike domain", "priya@cedarspaces.in.evil.com", false],
    ["an address at a subdomain", "priya@mail.cedarspaces.in", false],
    ["an unrelated address", "priya@example.com", false],
  ])("%s: %s", (_label, email, expected) => {
    expect(ownsBrandByEmail(verified(email), brand)).toBe(expected);
  });

  it("never trusts an unverified address", () => {
    expect(ownsBrandByEmail({ email: "hello@cedarspaces.in", emailVerified: false }, brand)).toBe(false);
  });

  it("matches a free-mail email only exactly, never by its shared domain", () => {
    const gmailBrand = { email: "cedar.spaces@gmail.com", websiteUrl: "https://www.instagram.com/cedarspaces" };
    expect(ownsBrandByEmail(verified("cedar.spaces@gmail.com"), gmailBrand)).toBe(true);
    expect(ownsBrandByEmail(verified("someone@gmail.com"), gmailBrand)).toBe(false);
    expect(ownsBrandByEmail(verified("staff@instagram.com"), gmailBrand)).toBe(false);
    expect(
      ownsBrandByEmail(verified("a@studio.wixsite.com"), { email: null, websiteUrl: "https://studio.wixsite.com" }),
    ).toBe(false);
  });

  it("needs something on file to compare with", () => {
    expect(ownsBrandByEmail(verified("a@b.in"), { email: null, websiteUrl: null })).toBe(false);
    expect(ownsBrandByEmail(verified("a@b.in"), { email: null, websiteUrl: "javascript:alert(1)//b.in" })).toBe(false);
  });
});

describe("domains", () => {
  it("reads an email's domain and a website's host without www", () => {
    expect(emailDomain("A@Studio.IN")).toBe("studio.in");
    expect(emailDomain("no-at-sign")).toBeNull();
    expect(emailDomain("trailing@")).toBeNull();
    expect(websiteDomain("http://WWW.Studio.in:8080/x")).toBe("studio.in");
    expect(websiteDomain("ftp://studio.in")).toBeNull();
    expect(websiteDomain("not a url")).toBeNull();
  });
});
