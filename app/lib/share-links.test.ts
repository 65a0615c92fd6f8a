import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("https://nivasa.in/?a=1&b=2", "Find interior designers on Nivasa");

  it("offers WhatsApp, Facebook, X, LinkedIn and email", () => {
    expect(links.map((l) => l.network)).toEqual(["whatsapp", "facebook", "x", "linkedin", "email"]);
  });

  it("encodes the page address so its own query survives", () => {
    const facebook = new URL(links.find((l) => l.network === "facebook")!.href);
    expect(facebook.searchParams.get("u")).toBe("https://nivasa.in/?a=1&b=2");
    const x = new URL(links.find((l) => l.network === "x")!.href);
    expect(x.searchParams.get("url")).toBe("https://nivasa.in/?a=1&b=2");
    expect(x.searchParams.get("text")).toBe("Find interior designers on Nivasa");
    const whatsapp = new URL(links.find((l) => l.network === "whatsapp")!.href);
    expect(whatsapp.searchParams.get("text")).toBe("Find interior designers on Nivasa https://nivasa.in/?a=1&b=2");
  });
});
