/** What other features may use of alerts on the server. */
export { alertsReport } from "./admin/alerts-report.server";

export { alertChannelsOf, setAlertChannel } from "./channels/alert-channels.server";
export { openAlertLink } from "./delivery/alert-link.server";
export { alertEventKey, skipQueuedAlerts } from "./delivery/alert-rows.server";
export { type AlertRequest, queueAlert } from "./delivery/queue-alert.server";
export { alertSendJob } from "./delivery/send-alert.server";
