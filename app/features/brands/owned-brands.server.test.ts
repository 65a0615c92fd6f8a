import { expect, it } from "vitest";
import { brands } from "~/db/schema";
import { describeEachDatabase } from "~/db/testing.server";
import { createPasswordAccount } from "~/features/auth/accounts.server";
import { listOwnedBrands } from "./owned-brands.server";

describeEachDatabase("owned brands", (getDb) => {
  it("lists only the user's own brands, by name", async () => {
    const owner = await createPasswordAccount(getDb(), {
      email: "owner@example.in",
      password: "secret1",
      fullName: "Owner",
      role: "brand",
    });
    const other = await createPasswordAccount(getDb(), {
      email: "other@example.in",
      password: "secret1",
      fullName: "Other",
    });
    await getDb()
      .insert(brands)
      .values([
        { slug: "zeta-interiors", brandName: "Zeta Interiors", city: "Pune", claimedBy: owner.userId },
        { slug: "aura-designs", brandName: "Aura Designs", city: "Chennai", claimedBy: owner.userId, isVerified: true },
        { slug: "not-mine", brandName: "Not Mine", claimedBy: other.userId },
        { slug: "unclaimed", brandName: "Unclaimed" },
      ]);
    expect((await listOwnedBrands(getDb(), owner.userId)).map((b) => [b.brandName, b.city, b.isVerified])).toEqual([
      ["Aura Designs", "Chennai", true],
      ["Zeta Interiors", "Pune", false],
    ]);
    expect(await listOwnedBrands(getDb(), "nobody")).toEqual([]);
  });
});
