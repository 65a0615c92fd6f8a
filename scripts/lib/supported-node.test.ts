import { describe, expect, it } from "vitest";
import { isSupportedNode, supportedNode } from "./supported-node.mjs";

describe("isSupportedNode", () => {
  it("takes Node 22.12 and newer, as package.json's engines says", () => {
    expect(["22.12.0", "22.23.5", "23.0.0", "24.1.0"].map((v) => isSupportedNode(v))).toEqual([true, true, true, true]);
    expect(["20.20.2", "22.11.0", "18.19.1"].map((v) => isSupportedNode(v))).toEqual([false, false, false]);
  });
});

describe("supportedNode", () => {
  // On an older Node it fetches Node 22 from the npm registry, which CI's .ci/run has done already.
  it.runIf(isSupportedNode())("is this process's node when it is supported", () => {
    expect(supportedNode()).toBe(process.execPath);
  });
});
