import { describe, expect, it } from "vitest";
import { type DeliveryChange, deliveryChange, type WhatsAppReceipt } from "./receipts.server";

type Row = Parameters<typeof deliveryChange>[0];

const SENT_AT = new Date("2026-11-20T10:00:00Z");
const DELIVERED_AT = new Date("2026-11-20T10:00:05Z");
const READ_AT = new Date("2026-11-20T10:03:00Z");
const receipts: Record<"sent" | "delivered" | "read", WhatsAppReceipt> = {
  sent: { providerId: "wamid.1", status: "sent", at: SENT_AT },
  delivered: { providerId: "wamid.1", status: "delivered", at: DELIVERED_AT },
  read: { providerId: "wamid.1", status: "read", at: READ_AT },
};

function apply(row: Row, change: DeliveryChange): Row {
  if (change === "failed") return { ...row, state: "failed" };
  return change ? { ...row, ...change } : row;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("deliveryChange", () => {
  const queued: Row = { state: "queued", sentAt: null, deliveredAt: null, readAt: null };

  it.each(permutations(["sent", "delivered", "read"] as const).map((order) => [order.join(" → "), order] as const))(
    "%s ends read, each step dated by its own receipt",
    (_, order) => {
      let row = queued;
      for (const status of order) row = apply(row, deliveryChange(row, receipts[status]));
      expect(row).toEqual({ state: "read", sentAt: SENT_AT, deliveredAt: DELIVERED_AT, readAt: READ_AT });
    },
  );

  it("a read alone dates delivered and sent too; the same receipt again changes nothing", () => {
    const row = apply(queued, deliveryChange(queued, receipts.read));
    expect(row).toEqual({ state: "read", sentAt: READ_AT, deliveredAt: READ_AT, readAt: READ_AT });
    expect(deliveryChange(row, receipts.read)).toBeNull();
  });

  it("fails a message not yet delivered, never one delivered or read, nor one already failed or skipped", () => {
    const failed: WhatsAppReceipt = { providerId: "wamid.1", status: "failed", at: READ_AT, errorCode: "131026" };
    expect(deliveryChange(queued, failed)).toBe("failed");
    expect(deliveryChange({ ...queued, state: "sent", sentAt: SENT_AT }, failed)).toBe("failed");
    const delivered = { ...queued, state: "delivered", sentAt: SENT_AT, deliveredAt: DELIVERED_AT } as const;
    expect(deliveryChange(delivered, failed)).toBeNull();
    expect(deliveryChange({ ...queued, state: "failed" }, failed)).toBeNull();
    expect(deliveryChange({ ...queued, state: "skipped" }, receipts.read)).toBeNull();
  });
});
