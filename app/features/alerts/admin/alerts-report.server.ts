import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { AlertChannel, AlertKind } from "~/content/alerts";
import { ALERT_STATES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { outerColumn } from "~/db/rows.server";
import { alerts } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { ALERTS_REPORT_DAYS, type AlertState, type AlertsReport } from "./alerts-report";
import { maskRecipient } from "./mask";

const LATEST_FAILURES = 20;
const COMMON_CODES = 8;

/** Operators' view of the last ALERTS_REPORT_DAYS of alerts; admins only (403 for anyone else). */
export async function alertsReport(db: Executor, viewer: Viewer | null, now = new Date()): Promise<AlertsReport> {
  if (viewer?.role !== "admin") throw new Response("Not allowed", { status: 403 });
  const since = new Date(now.getTime() - ALERTS_REPORT_DAYS * 24 * 60 * 60 * 1000);
  const recent = gt(alerts.createdAt, since);
  const [counts, codes, failures] = await Promise.all([
    db
      .select({ channel: alerts.channel, kind: alerts.kind, state: alerts.state, n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(recent)
      .groupBy(alerts.channel, alerts.kind, alerts.state)
      .orderBy(alerts.channel, alerts.kind),
    db
      .select({
        channel: alerts.channel,
        code: sql<string>`coalesce(${alerts.failureCode}, 'unknown')`,
        count: sql<number>`count(*)::int`,
      })
      .from(alerts)
      .where(and(recent, eq(alerts.state, "failed")))
      .groupBy(alerts.channel, sql`2`)
      .orderBy(desc(sql`3`), alerts.channel)
      .limit(COMMON_CODES),
    db
      .select({
        id: alerts.id,
        failedAt: alerts.failedAt,
        channel: alerts.channel,
        kind: alerts.kind,
        recipient: alerts.recipient,
        attempts: alerts.attempts,
        code: alerts.failureCode,
        reason: alerts.failureReason,
        fellBackTo: sql<AlertChannel | null>`(select f.channel from ${alerts} f where f.fallback_from = ${outerColumn(alerts.id)} limit 1)`,
      })
      .from(alerts)
      .where(and(recent, eq(alerts.state, "failed")))
      .orderBy(desc(alerts.failedAt))
      .limit(LATEST_FAILURES),
  ]);
  return { totals: tally(counts), commonFailures: codes, latestFailures: failures.map(shownFailure) };
}

function tally(rows: { channel: AlertChannel; kind: AlertKind; state: AlertState; n: number }[]) {
  const totals = new Map<string, AlertsReport["totals"][number]>();
  for (const row of rows) {
    const key = `${row.channel}:${row.kind}`;
    const entry = totals.get(key) ?? {
      channel: row.channel,
      kind: row.kind,
      counts: Object.fromEntries(ALERT_STATES.map((state) => [state, 0])) as Record<AlertState, number>,
    };
    entry.counts[row.state] = row.n;
    totals.set(key, entry);
  }
  return [...totals.values()];
}

function shownFailure(row: {
  id: string;
  failedAt: Date | null;
  channel: AlertChannel;
  kind: AlertKind;
  recipient: string;
  attempts: number;
  code: string | null;
  reason: string | null;
  fellBackTo: AlertChannel | null;
}): AlertsReport["latestFailures"][number] {
  return {
    ...row,
    failedAt: (row.failedAt ?? new Date(0)).toISOString(),
    recipient: maskRecipient(row.recipient),
    code: row.code ?? "unknown",
    reason: row.reason ?? "",
  };
}
