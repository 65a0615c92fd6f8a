import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from "~/features/reviews";
import { formatDay } from "~/lib/dates";
import { Button } from "~/ui/button";
import { Field, Select, Textarea } from "~/ui/field";
import { PROJECT_FIELDS as F } from "../project/project-fields";
import { PROJECT_INTENTS as I } from "../project/project-rules";
import { Panel, ProjectForm } from "../project/project-ui";
import type { ProjectPageData } from "../project/project-view.server";

type Review = NonNullable<ProjectPageData["review"]>;

/** The homeowner's review of the brand, from the project page once its window is open. */
function ReviewSection({ review, brandName }: { review: Review; brandName: string }) {
  if (review.removed) return <p className="text-sm">Nivasa removed your review of {brandName}.</p>;
  if (!review.window.open) {
    return (
      <p className="text-sm">
        You can review {brandName} here at handover, or from {formatDay(review.window.opensOn)} if the designer takes no
        step on the project before then.
      </p>
    );
  }
  return (
    <ProjectForm intent={I.review} className="flex flex-col gap-3">
      <h3 className="font-medium">{review.own ? `Edit your review of ${brandName}` : `Review ${brandName}`}</h3>
      <Field id="review-rating" label="Rating">
        <Select id="review-rating" name={F.rating} defaultValue={String(review.own?.rating ?? 5)}>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? "star" : "stars"}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="review-body" label="Your review">
        <Textarea
          id="review-body"
          name={F.body}
          rows={4}
          minLength={REVIEW_BODY_MIN}
          maxLength={REVIEW_BODY_MAX}
          defaultValue={review.own?.body}
          required
        />
      </Field>
      <Button type="submit" className="self-start">
        {review.own ? "Update the review" : "Post the review"}
      </Button>
    </ProjectForm>
  );
}

/** Handover: when it happened and how long the warranty runs; the homeowner's review of the brand. */
export function HandoverPanel({ data }: { data: ProjectPageData }) {
  const { handover, review } = data;
  return (
    <Panel title="Handover">
      {handover ? (
        <p className="text-sm">
          The project was handed over on {formatDay(handover.day)}.{" "}
          {handover.warrantyUntil
            ? `The ${data.project.warrantyYears}-year warranty runs until ${formatDay(handover.warrantyUntil)}.`
            : "The offer gave no warranty."}
        </p>
      ) : (
        <p className="text-sm">
          The handover is recorded when the final stage is done and its payment confirmed, with every snag closed; the
          warranty runs from then.
        </p>
      )}
      {review ? <ReviewSection review={review} brandName={data.project.brandName} /> : null}
    </Panel>
  );
}
