import type { AlertChannel, AlertKind } from "~/content/alerts";
import type { ALERT_STATES } from "~/content/catalog";

/** The window /admin/alerts reports on. */
export const ALERTS_REPORT_DAYS = 7;

export type AlertState = (typeof ALERT_STATES)[number];

export interface AlertsReport {
  /** One row per channel and kind with alerts in the window: how many are in each state now. */
  totals: { channel: AlertChannel; kind: AlertKind; counts: Record<AlertState, number> }[];
  commonFailures: { channel: AlertChannel; code: string; count: number }[];
  /** Newest first, without the message or its parameters, the recipient masked. */
  latestFailures: {
    id: string;
    failedAt: string;
    channel: AlertChannel;
    kind: AlertKind;
    recipient: string;
    attempts: number;
    code: string;
    reason: string;
    /** The channel it fell back to, if any. */
    fellBackTo: AlertChannel | null;
  }[];
}
