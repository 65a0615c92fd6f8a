import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("fetches once for every caller and exposes the module once it has arrived", async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(importer);
    expect(module.current()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(module.current()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValueOnce({ ok: true });
    const module = lazyModule(importer);
    module.preload(); // a failed preload is silent…
    await expect(module.load()).rejects.toThrow("chunk gone");
    await expect(module.load()).resolves.toEqual({ ok: true }); // …and the next use fetches again
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
