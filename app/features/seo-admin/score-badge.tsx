import { SEO_SCORE_MAX, type SeoScoreLabel } from "~/content/seo";
import { Badge } from "~/ui/badge";
import { seoScoreLabel } from "./score";

const TONES: Record<SeoScoreLabel, "success" | "brand" | "warning" | "danger"> = {
  Excellent: "success",
  Good: "brand",
  Fair: "warning",
  Poor: "danger",
};

/** The score and its label, e.g. "8/10 Excellent". */
export function ScoreBadge({ score }: { score: number }) {
  const label = seoScoreLabel(score);
  return (
    <Badge tone={TONES[label]}>
      <span className="tabular-nums">
        {score}/{SEO_SCORE_MAX}
      </span>{" "}
      {label}
    </Badge>
  );
}
