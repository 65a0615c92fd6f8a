import { type ScoredField, SEO_SCORE_LABELS, SEO_SCORE_MAX, SEO_SCORE_RULES, type SeoScoreLabel } from "~/content/seo";

/** The scored fields of an SEO page: stored values, or the form's text while an admin types. */
export type ScoredFields = Partial<Record<ScoredField, unknown>>;

function isFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value != null;
}

const earns = (page: ScoredFields, fields: readonly ScoredField[]) => fields.every((field) => isFilled(page[field]));

/** The page's SEO score out of 10 (SEO_SCORE_RULES) (the list computes the same in SQL, see seoScoreSql). */
export function seoScore(page: ScoredFields): number {
  return SEO_SCORE_RULES.reduce((score, rule) => score + (earns(page, rule.fields) ? rule.points : 0), 0);
}

/** What the page still lacks for a full score, with the points each would add. */
export function missingForScore(page: ScoredFields): { label: string; points: number }[] {
  return SEO_SCORE_RULES.filter((rule) => !earns(page, rule.fields)).map(({ label, points }) => ({ label, points }));
}

/** Excellent from 80 %, Good from 60 %, Fair from 40 %, else Poor. */
export function seoScoreLabel(score: number): SeoScoreLabel {
  const percent = (score / SEO_SCORE_MAX) * 100;
  return (SEO_SCORE_LABELS.find((band) => percent >= band.minPercent) ?? SEO_SCORE_LABELS[3]).label;
}
