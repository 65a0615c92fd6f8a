import { and, eq } from "drizzle-orm";
import type { ALERT_STATES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { alerts } from "~/db/schema";
import { failAlertOnReceipt } from "../delivery/send-alert.server";

type AlertState = (typeof ALERT_STATES)[number];

/** A delivery status of one WhatsApp message, as Meta's webhook reports it. */
export interface WhatsAppReceipt {
  /** The message's `wamid…`, the alert row's provider_id. */
  providerId: string;
  status: "sent" | "delivered" | "read" | "failed";
  at: Date;
  /** Meta's error code and title of a failure. */
  errorCode?: string;
  errorTitle?: string;
}

interface DeliveryRow {
  state: AlertState;
  sentAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
}

/** How far a sent alert got, in order: receipts arrive in any order, and a late one never takes the state back. */
const PROGRESS: readonly AlertState[] = ["queued", "sent", "delivered", "read"];
const DELIVERED = PROGRESS.indexOf("delivered");
const READ = PROGRESS.indexOf("read");

export type DeliveryChange = Partial<DeliveryRow> | "failed" | null;

/**
 * What a receipt changes on the row: a later state, and the earliest time known of each step (a "read" also dates
 * "delivered" and "sent" when their own receipts come late or never); "failed" for a failure of a message not yet delivered;
 * null when it changes nothing (a replay, a step already passed, a row already failed or skipped).
 */
export function deliveryChange(row: DeliveryRow, receipt: WhatsAppReceipt): DeliveryChange {
  const progress = PROGRESS.indexOf(row.state);
  if (progress === -1) return null;
  if (receipt.status === "failed") return progress < DELIVERED ? "failed" : null;
  const reached = PROGRESS.indexOf(receipt.status);
  const change: Partial<DeliveryRow> = {};
  if (reached > progress) change.state = receipt.status;
  const earlier = (known: Date | null) => !known || receipt.at < known;
  if (earlier(row.sentAt)) change.sentAt = receipt.at;
  if (reached >= DELIVERED && earlier(row.deliveredAt)) change.deliveredAt = receipt.at;
  if (reached >= READ && earlier(row.readAt)) change.readAt = receipt.at;
  return Object.keys(change).length > 0 ? change : null;
}

export type ReceiptOutcome = "updated" | "failed" | "unchanged" | "unknown";

/** Applies one receipt to the WhatsApp alert it names, under a lock on the row so concurrent receipts queue. */
export async function applyWhatsAppReceipt(tx: Executor, receipt: WhatsAppReceipt): Promise<ReceiptOutcome> {
  const [row] = await tx
    .select({
      id: alerts.id,
      state: alerts.state,
      sentAt: alerts.sentAt,
      deliveredAt: alerts.deliveredAt,
      readAt: alerts.readAt,
    })
    .from(alerts)
    .where(and(eq(alerts.channel, "whatsapp"), eq(alerts.providerId, receipt.providerId)))
    .for("update");
  if (!row) return "unknown";
  const change = deliveryChange(row, receipt);
  if (change === null) return "unchanged";
  if (change === "failed") {
    const code = receipt.errorCode ?? "failed";
    return (await failAlertOnReceipt(tx, row.id, code, receipt.errorTitle)) ? "failed" : "unchanged";
  }
  await tx.update(alerts).set(change).where(eq(alerts.id, row.id));
  return "updated";
}
