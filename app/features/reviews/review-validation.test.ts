import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "./review-rules";
import { replyFormError, reviewFormErrors } from "./review-validation";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("reviewFormErrors", () => {
  it("passes a rated review of 20+ characters", () => {
    expect(reviewFormErrors(form({ intent: "review", rating: "4", body: "x".repeat(20) }))).toBeNull();
  });

  it("gives the first message of every field at once, as the form shows them", () => {
    // No star chosen: the radio group sends no rating at all.
    expect(reviewFormErrors(form({ intent: "review", body: "Too short" }))).toEqual({
      rating: REVIEW_MESSAGES.rating,
      body: REVIEW_MESSAGES.bodyShort,
    });
    expect(reviewFormErrors(form({ intent: "review", rating: "5", body: "x".repeat(2001) }))).toEqual({
      body: REVIEW_MESSAGES.bodyLong,
    });
  });
});

describe("replyFormError", () => {
  const reviewId = "3f0c6f0e-7a4b-4c6e-9d2a-1b2c3d4e5f60";

  it("passes a reply to a review and explains an empty or long one", () => {
    expect(replyFormError(form({ intent: "reply", reviewId, reply: "Thank you!" }))).toBeNull();
    expect(replyFormError(form({ intent: "reply", reviewId, reply: "  " }))).toBe(REVIEW_MESSAGES.replyEmpty);
    expect(replyFormError(form({ intent: "reply", reviewId, reply: "x".repeat(2001) }))).toBe(
      REVIEW_MESSAGES.replyLong,
    );
  });
});
