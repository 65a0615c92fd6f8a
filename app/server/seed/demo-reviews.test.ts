import { describe, expect, it } from "vitest";
import { createRandom } from "~/lib/random";
import type { GeneratedBrand } from "./catalog.server";
import { brandReviews, type Reviewer, reviewCountFor } from "./demo-reviews";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-15T10:00:00Z");

const brand: GeneratedBrand = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "studio-tatva",
  brandName: "Studio Tatva",
  citySlug: "chennai",
  city: "Chennai",
  areasServed: ["Adyar", "Mylapore"],
  styleSpecialties: ["Scandinavian", "Minimalist"],
  servicesOffered: ["Modular Kitchens", "Wardrobes & Storage"],
  createdAt: new Date(now.getTime() - 900 * DAY),
};

const reviewers: Reviewer[] = Array.from({ length: 40 }, (_, i) => ({ id: `user-${i}`, firstName: `Name${i}` }));

describe("demo reviews", () => {
  it("are the same for the same seed", () => {
    const once = brandReviews(createRandom(5), brand, reviewers, 12, { now, ownerReplies: true });
    expect(brandReviews(createRandom(5), brand, reviewers, 12, { now, ownerReplies: true })).toEqual(once);
  });

  it("come from distinct reviewers, oldest first, within two years and before now", () => {
    const rows = brandReviews(createRandom(9), brand, reviewers, 40, { now, ownerReplies: false });
    expect(new Set(rows.map((r) => r.userId)).size).toBe(40);
    const times = rows.map((r) => r.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(now.getTime() - 731 * DAY);
    expect(times.at(-1)).toBeLessThan(now.getTime());
    expect(rows.every((r) => r.reply === null && r.repliedAt === null)).toBe(true);
    expect(() => brandReviews(createRandom(9), brand, reviewers, 41, { now, ownerReplies: false })).toThrow();
  });

  it("mention the brand's places and services, and stay within 20–2000 characters", () => {
    const rows = Array.from({ length: 30 }, (_, seed) =>
      brandReviews(createRandom(seed), brand, reviewers, 10, { now, ownerReplies: true }),
    ).flat();
    for (const row of rows) {
      expect(row.body.length).toBeGreaterThanOrEqual(20);
      expect(row.body.length).toBeLessThanOrEqual(2000);
      expect(row.body).not.toMatch(/[{}]/);
    }
    const text = rows.map((r) => r.body).join(" ");
    for (const fact of ["Studio Tatva", "Chennai", "Adyar", "Mylapore", "Scandinavian", "kitchen"])
      expect(text).toContain(fact);
  });

  it("leave the newest review of an owned brand unanswered and date replies after their review", () => {
    for (let seed = 0; seed < 20; seed++) {
      const rows = brandReviews(createRandom(seed), brand, reviewers, 8, { now, ownerReplies: true });
      expect(rows.at(-1)?.reply).toBeNull();
      for (const row of rows.filter((r) => r.reply)) {
        expect(row.reply).toMatch(/Name\d+/);
        expect(row.repliedAt!.getTime()).toBeGreaterThan(row.createdAt!.getTime());
        expect(row.repliedAt!.getTime()).toBeLessThan(now.getTime());
      }
    }
  });

  it("give young brands fewer reviews and never more than 40", () => {
    const counts = (createdDaysAgo: number) =>
      Array.from({ length: 200 }, (_, seed) =>
        reviewCountFor(
          createRandom(seed),
          { ...brand, createdAt: new Date(now.getTime() - createdDaysAgo * DAY) },
          now,
        ),
      );
    const established = counts(900);
    const young = counts(30);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(Math.max(...established)).toBeLessThanOrEqual(40);
    expect(established.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(sum(young)).toBeLessThan(sum(established) / 4);
  });
});
