import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS, limitsTable, windowLabel } from "./limits";

const OPERATIONS = path.join(__dirname, "../../docs/operations.md");

describe("limits", () => {
  it("are listed in docs/operations.md exactly as the module has them", () => {
    const docs = readFileSync(OPERATIONS, "utf8");
    const listed = /<!-- limits: generated from app\/content\/limits\.ts -->\n([\s\S]*?)\n<!-- \/limits -->/.exec(docs);
    expect(listed?.[1]).toBe(limitsTable());
  });

  it("key network addresses only as flood ceilings, well above what one person does", () => {
    const byAddress = Object.values(LIMITS).filter((limit) => limit.per === "network address");
    expect(byAddress.map((limit) => limit.what).every((what) => what.endsWith("(flood ceiling)"))).toBe(true);
    expect(LIMITS.quotePerAddress.max).toBeGreaterThanOrEqual(10 * LIMITS.quotePerNumber.max);
    expect(LIMITS.signInPerAddress.max).toBeGreaterThan(LIMITS.signInPerEmail.max);
  });

  it("say their windows as people do", () => {
    expect(windowLabel(LIMITS.quotePerAddress)).toBe("1 hour");
    expect(windowLabel(LIMITS.signInPerEmail)).toBe("15 minutes");
    expect(windowLabel(LIMITS.review)).toBe("24 hours");
    expect(windowLabel(LIMITS.newViewersPerAddress)).toBe("a day (India time)");
    expect(windowLabel(LIMITS.openClaims)).toBe("at once");
  });
});
