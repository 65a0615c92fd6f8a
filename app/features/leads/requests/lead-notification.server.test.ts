import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { leads } from "~/db/schema";
import { createMailer } from "~/services/mail.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { startTestSmtpServer, type TestSmtpServer } from "~/testing/smtp.server";
import { quoteFormSchema } from "../quote-form/quote-form-schema";
import { createLeadNotificationJob, submitQuoteRequest } from "./quote-requests.server";

describeEachDatabase("lead mail over SMTP", (getDb) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuseFirst: 2 });
  });
  afterAll(async () => {
    await smtp.stop();
  });
  useTestJobQueue(getDb, {
    workers: true,
    jobs: [
      createLeadNotificationJob(
        (message) => createMailer({ from: "Nivasa <no-reply@nivasa.test>", smtpUrl: smtp.url, dataDir: "" })(message),
        "https://nivasa.example",
      ),
    ],
  });

  it("arrives exactly once although the SMTP server refuses the first two attempts, and marks the designer notified", async () => {
    const db = getDb();
    vi.spyOn(console, "error").mockImplementation(() => {}); // the refused attempts are logged
    const brand = await createTestBrand(db, { brandName: "Kaveri Interiors", email: "studio@kaveri.test" });
    const form = quoteFormSchema.parse({
      name: "Meera Iyer",
      phone: "9876543210",
      location: "Adyar, Chennai",
      requirement: "Modular kitchen",
      brandId: brand.id,
    });
    const result = await submitQuoteRequest(db, form, { ip: null, account: null });
    if (!result.ok) throw new Error(result.error);

    const notifiedAt = async () => {
      const [row] = await db
        .select({ notifiedAt: leads.notifiedAt })
        .from(leads)
        .where(eq(leads.quoteRequestId, result.requestId));
      return row?.notifiedAt ?? null;
    };
    await vi.waitFor(async () => expect(await notifiedAt()).toBeInstanceOf(Date), { timeout: 25_000, interval: 200 });
    await vi.waitFor(async () => expect((await jobsOf(db, "lead-notification"))[0]?.state).toBe("completed"));

    expect(smtp.attempts()).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["studio@kaveri.test"]);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: /m);
    expect(smtp.received[0]?.raw).toContain("Meera Iyer asked for a free quote");
    const [job] = await jobsOf(db, "lead-notification");
    expect(job).toMatchObject({ state: "completed", retryCount: 2 });
  });
});
