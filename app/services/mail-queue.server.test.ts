import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase } from "~/testing/database.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { startTestSmtpServer, type TestSmtpServer } from "~/testing/smtp.server";
import { createMailer } from "./mail.server";
import { createMailJob, queueMail } from "./mail-queue.server";

const message = (to: string) => ({
  to,
  subject: "Your claim",
  text: "It was approved.",
  html: "<p>It was approved.</p>",
});

describeEachDatabase("queueMail", (getDb) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuseFirst: 1 });
  });
  afterAll(async () => {
    await smtp.stop();
  });
  useTestJobQueue(getDb, {
    workers: true,
    jobs: [
      createMailJob((m) => createMailer({ from: "Nivasa <no-reply@nivasa.test>", smtpUrl: smtp.url, dataDir: "" })(m)),
    ],
  });

  it("sends mail queued in a committed transaction once, after a refused attempt; none from a rolled-back one", async () => {
    const db = getDb();
    await db.transaction(async (tx) => {
      await queueMail(tx, message("kept@example.in"));
    });
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, message("dropped@example.in"));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow();

    await vi.waitFor(async () => expect((await jobsOf(db, "mail")).map((job) => job.state)).toEqual(["completed"]), {
      timeout: 20_000,
      interval: 200,
    });
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["kept@example.in"]]);
  });
});
