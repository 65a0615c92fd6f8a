import { alertSendJob } from "~/features/alerts/alerts.api.server";
import { whatsAppAutoReplyJob } from "~/features/alerts/webhook/inbound.server";
import {
  messageAlertJob,
  messageDigestJob,
  unansweredRequestsJob,
} from "~/features/conversations/conversations.api.server";
import { leadNotificationJob, quoteConfirmationJob } from "~/features/leads/requests/quote-requests.server";
import { responseTimeRefreshJob } from "~/features/leads/response-time/response-time.server";
import { offerExpiryAlertJob, priceFiguresJob } from "~/features/offers/offers.api.server";
import { lateClaimAlertJob, projectRecordsJob } from "~/features/projects/projects.api.server";
import { importJob } from "~/features/scraper/import-runs.server";
import type { AnyJobDefinition } from "~/services/job-queue.server";
import { mailJob } from "~/services/mail-queue.server";

/** Every kind of background job; the server works all of them (app/server/lifecycle.server.ts). */
export const JOBS: AnyJobDefinition[] = [
  mailJob,
  leadNotificationJob,
  quoteConfirmationJob,
  messageAlertJob,
  messageDigestJob,
  importJob,
  responseTimeRefreshJob,
  priceFiguresJob,
  projectRecordsJob,
  whatsAppAutoReplyJob,
  alertSendJob,
  offerExpiryAlertJob,
  lateClaimAlertJob,
  unansweredRequestsJob,
];
