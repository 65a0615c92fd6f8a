import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "./review-rules";
import { replyFormSchema, reviewFormSchema } from "./review-schema";

describe("reviewFormSchema", () => {
  it("takes a 1-5 rating and 20-2000 characters of text", () => {
    expect(reviewFormSchema.safeParse({ rating: "4", body: "x".repeat(20) }).success).toBe(true);
    expect(reviewFormSchema.safeParse({ rating: "5", body: "x".repeat(2000) }).success).toBe(true);
  });

  it.each([
    [{ rating: "0", body: "x".repeat(40) }, REVIEW_MESSAGES.rating],
    [{ rating: "6", body: "x".repeat(40) }, REVIEW_MESSAGES.rating],
    [{ rating: "3.5", body: "x".repeat(40) }, REVIEW_MESSAGES.rating],
    [{ body: "x".repeat(40) }, REVIEW_MESSAGES.rating],
    [{ rating: "4", body: `   ${"x".repeat(19)}   ` }, REVIEW_MESSAGES.bodyShort],
    [{ rating: "4", body: "x".repeat(2001) }, REVIEW_MESSAGES.bodyLong],
  ])("rejects %o with a clear message", (input, message) => {
    const result = reviewFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("replyFormSchema", () => {
  const reviewId = "3f0c6f0e-7a4b-4c6e-9d2a-1b2c3d4e5f60";

  it("takes the review's id and 1-2000 characters of text", () => {
    expect(replyFormSchema.safeParse({ reviewId, reply: "Thank you!" }).success).toBe(true);
    expect(replyFormSchema.safeParse({ reviewId, reply: "x".repeat(2000) }).success).toBe(true);
  });

  it.each([
    [{ reviewId, reply: "   " }, REVIEW_MESSAGES.replyEmpty],
    [{ reviewId }, REVIEW_MESSAGES.replyEmpty],
    [{ reviewId, reply: "x".repeat(2001) }, REVIEW_MESSAGES.replyLong],
    [{ reviewId: "not-a-uuid", reply: "Thank you!" }, REVIEW_MESSAGES.reviewMissing],
  ])("rejects %o with a clear message", (input, message) => {
    const result = replyFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
