/** Small builders for gallery tests and benchmarks. */
import { randomUUID } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { brands, portfolioImages, users } from "~/db/schema";

export async function createTestUser(db: Executor, name = "Test User"): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name, email: `${id}@example.test` });
  return id;
}

export async function createTestBrand(
  db: Executor,
  values: Partial<typeof brands.$inferInsert> = {},
): Promise<typeof brands.$inferSelect> {
  const slug = values.slug ?? `brand-${randomUUID().slice(0, 8)}`;
  const [brand] = await db
    .insert(brands)
    .values({ brandName: `Studio ${slug}`, ...values, slug })
    .returning();
  return brand!;
}

export async function createTestImage(
  db: Executor,
  brandId: string,
  values: Partial<typeof portfolioImages.$inferInsert> = {},
): Promise<typeof portfolioImages.$inferSelect> {
  const [image] = await db
    .insert(portfolioImages)
    .values({
      brandId,
      imageUrl: "/media/art/test.webp",
      title: "Test design",
      roomType: "kitchen",
      isApproved: true,
      ...values,
    })
    .returning();
  return image!;
}
