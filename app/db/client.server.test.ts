import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reportStalledWork } from "./client.server";

describe("reportStalledWork", () => {
  let client: PGlite;
  const lines: string[] = [];
  beforeAll(async () => {
    client = await PGlite.create();
    reportStalledWork(client, { afterMs: 1_000, report: (line) => lines.push(line) });
  }, 180_000);
  afterAll(() => client.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it("names a transaction held open too long, with the code that opened it, and the query it holds back", async () => {
    const held = client.transaction(async (tx) => {
      await tx.query("select 1");
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    });
    const waiting = client.query<{ answer: number }>("select 42 as answer");
    await held;
    expect((await waiting).rows).toEqual([{ answer: 42 }]);
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[db\] unsettled after 1 s: transaction\nError: opened at\n.*client\.server\.test\.ts/s),
    );
    expect(lines).toContain("[db] unsettled after 1 s: query select 42 as answer");
  });

  it("says nothing of work that settles in time", async () => {
    await client.exec("create table t (id int)");
    await client.transaction((tx) => tx.query("insert into t values (1)"));
    expect((await client.query("select count(*)::int as n from t")).rows).toEqual([{ n: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(lines).toEqual([]);
  });
});
