/**
 * Counts above this show as "1,000+": counting stops there, so a count costs at most ~1,000 rows whatever
 * the filters and however large the catalogue grows (a full count of a broad search reads every match).
 */
export const COUNT_CAP = 1_000;

export function formatCappedCount(count: number): string {
  return count > COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-IN")}+` : count.toLocaleString("en-IN");
}
