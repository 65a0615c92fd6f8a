import type { AlertChannel } from "~/content/alerts";
import { ALERT_STATES, catalogLabel } from "~/content/catalog";
import { formatDateTime } from "~/lib/dates";
import { AdminPageHeader } from "~/ui/admin-page-header";
import { cellClass, DataTable } from "~/ui/data-table";
import { ALERTS_REPORT_DAYS, type AlertsReport } from "./alerts-report";

const CHANNEL_NAMES: Record<AlertChannel, string> = { whatsapp: "WhatsApp", sms: "SMS", email: "Email" };

/** /admin/alerts: the last week of alerts by channel and kind, the commonest failure codes, the latest failures. */
export function AdminAlertsPage({ report }: { report: AlertsReport }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title="Alerts">
        WhatsApp, SMS and fallback email alerts of the last {ALERTS_REPORT_DAYS} days, by the state they are in now.
        Recipients are masked and messages are not shown.
      </AdminPageHeader>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">By channel and kind</h2>
        {report.totals.length === 0 ? (
          <p>No alerts in the last {ALERTS_REPORT_DAYS} days.</p>
        ) : (
          <DataTable
            caption="Alerts by channel and kind"
            columns={["Channel", "Kind", ...ALERT_STATES.map(catalogLabel)]}
          >
            {report.totals.map((row) => (
              <tr key={`${row.channel}:${row.kind}`}>
                <td className={cellClass}>{CHANNEL_NAMES[row.channel]}</td>
                <td className={cellClass}>{catalogLabel(row.kind)}</td>
                {ALERT_STATES.map((state) => (
                  <td key={state} className={`${cellClass} tabular-nums`}>
                    {row.counts[state]}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Commonest failure codes</h2>
        {report.commonFailures.length === 0 ? (
          <p>No failures.</p>
        ) : (
          <DataTable caption="Commonest failure codes" columns={["Channel", "Code", "Failures"]}>
            {report.commonFailures.map((row) => (
              <tr key={`${row.channel}:${row.code}`}>
                <td className={cellClass}>{CHANNEL_NAMES[row.channel]}</td>
                <td className={`${cellClass} font-mono`}>{row.code}</td>
                <td className={`${cellClass} tabular-nums`}>{row.count}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Latest failures</h2>
        {report.latestFailures.length === 0 ? (
          <p>No failures.</p>
        ) : (
          <DataTable
            caption="Latest failures"
            columns={["Failed", "Channel", "Kind", "To", "Attempts", "Code", "Reason", "Fell back to"]}
          >
            {report.latestFailures.map((row) => (
              <tr key={row.id} className="align-top">
                <td className={cellClass}>{formatDateTime(row.failedAt)}</td>
                <td className={cellClass}>{CHANNEL_NAMES[row.channel]}</td>
                <td className={cellClass}>{catalogLabel(row.kind)}</td>
                <td className={`${cellClass} font-mono`}>{row.recipient}</td>
                <td className={`${cellClass} tabular-nums`}>{row.attempts}</td>
                <td className={`${cellClass} font-mono`}>{row.code}</td>
                <td className={`${cellClass} max-w-sm break-words`}>{row.reason}</td>
                <td className={cellClass}>{row.fellBackTo ? CHANNEL_NAMES[row.fellBackTo] : "—"}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
