import { describe, expect, it } from "vitest";
import { createRandom } from "~/lib/random";
import { type LedgerPayment, type LedgerStage, projectLedger } from "./ledger";

const stages: LedgerStage[] = [
  { id: "a", amountPaise: 1_18_000_00, done: true },
  { id: "b", amountPaise: 4_72_000_00, done: true },
  { id: "c", amountPaise: 4_72_000_00, done: false },
  { id: "d", amountPaise: 1_18_000_00, done: false },
];
const project = { contractTotalPaise: 11_80_000_00, approvedChangesPaise: 0 };

describe("a project's ledger", () => {
  it("sorts each payment by its state and each stage by what was paid", () => {
    const payments: LedgerPayment[] = [
      { milestoneId: "a", amountPaise: 1_18_000_00, state: "confirmed" },
      { milestoneId: "b", amountPaise: 2_00_000_00, state: "recorded" },
      { milestoneId: "b", amountPaise: 50_000_00, state: "disputed" },
    ];
    const ledger = projectLedger(project, stages, payments);
    expect(ledger).toMatchObject({
      totalPaise: 11_80_000_00,
      paidPaise: 3_18_000_00,
      confirmedPaise: 1_18_000_00,
      awaitingPaise: 2_00_000_00,
      disputedPaise: 50_000_00,
      outstandingPaise: 8_62_000_00,
      duePaise: 2_72_000_00,
    });
    expect(Object.values(ledger.stages).map((stage) => stage.state)).toEqual(["paid", "due", "upcoming", "upcoming"]);
    expect(ledger.stages.b?.leftPaise).toBe(2_72_000_00);
  });

  it("every figure adds up, whatever the payments (1,000 random ledgers)", () => {
    const rnd = createRandom(38);
    for (let n = 0; n < 1000; n++) {
      const payments: LedgerPayment[] = Array.from({ length: rnd.int(0, 12) }, () => ({
        milestoneId: rnd.pick(["a", "b"]),
        amountPaise: rnd.int(1, 1_00_000_00),
        state: rnd.pick(["recorded", "confirmed", "disputed"] as const),
      }));
      const changes = rnd.int(0, 5_00_000_00);
      const ledger = projectLedger({ ...project, approvedChangesPaise: changes }, stages, payments);
      expect(ledger.totalPaise).toBe(ledger.contractTotalPaise + ledger.approvedChangesPaise);
      expect(ledger.paidPaise + ledger.outstandingPaise).toBe(ledger.totalPaise);
      expect(ledger.confirmedPaise + ledger.awaitingPaise).toBe(ledger.paidPaise);
      const all = payments.reduce((sum, p) => sum + p.amountPaise, 0);
      expect(ledger.paidPaise + ledger.disputedPaise).toBe(all);
      const stagePaid = Object.values(ledger.stages).reduce((sum, s) => sum + s.paidPaise, 0);
      expect(stagePaid).toBe(ledger.paidPaise);
      for (const value of [ledger.paidPaise, ledger.confirmedPaise, ledger.disputedPaise]) {
        expect(Number.isSafeInteger(value)).toBe(true);
      }
    }
  });
});
