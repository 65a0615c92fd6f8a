import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMS_TEMPLATES } from "~/content/sms";
import { readOutbox } from "~/services/outbox.server";
import { FAKE_MSG91_KEY_PREFIX, type FakeMsg91, startFakeMsg91 } from "../../../scripts/lib/fake-msg91";
import { createMsg91Sender } from "./msg91.server";
import { createOutboxSender, SmsError, type SmsMessage } from "./sms.server";

const message: SmsMessage = { to: "+919876543210", template: "otp", text: SMS_TEMPLATES.otp.text("123456", 5) };

describe("the development outbox", () => {
  it("stores each SMS as one JSON file and logs it without its text", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "nivasa-outbox-"));
    const lines: string[] = [];
    const send = createOutboxSender(dir, (line) => lines.push(line));
    await send(message);
    const [stored] = await readOutbox(dir);
    expect(stored).toMatchObject({ channel: "sms", to: "+919876543210", template: "otp", text: message.text });
    expect(Date.parse(stored.sentAt)).not.toBeNaN();
    expect(lines.join("\n")).toContain("+919876543210");
    expect(lines.join("\n")).not.toContain("123456");
    await rm(dir, { recursive: true, force: true });
  });
});

describe("the MSG91 adapter against a fake gateway", () => {
  let fake: FakeMsg91;
  const options = () => ({
    apiUrl: fake.url,
    authKey: `${FAKE_MSG91_KEY_PREFIX}key`,
    senderId: "NIVASA",
    dltTemplateIds: { otp: "1207170000000000001" },
    timeoutMs: 500,
  });
  beforeAll(async () => {
    fake = await startFakeMsg91({ slowMs: 1_500 });
  });
  afterAll(() => fake.stop());

  it("sends the registered text with the DLT sender id and template id, to the 10-digit number", async () => {
    await createMsg91Sender(options())(message);
    expect(fake.requests.at(-1)).toEqual({
      authkey: `${FAKE_MSG91_KEY_PREFIX}key`,
      body: {
        sender: "NIVASA",
        route: "4",
        country: "91",
        DLT_TE_ID: "1207170000000000001",
        sms: [{ message: message.text, to: ["9876543210"] }],
      },
    });
  });

  it("fails without retrying on a wrong key or a template DLT refuses", async () => {
    const wrongKey = createMsg91Sender({ ...options(), authKey: "wrong" });
    await expect(wrongKey(message)).rejects.toMatchObject({ retryable: false, message: /401.*Authentication failure/ });
    fake.addFault(400);
    await expect(createMsg91Sender(options())(message)).rejects.toMatchObject({ retryable: false });
  });

  it("fails as retryable on server errors, throttling and a gateway that does not answer in time", async () => {
    for (const fault of [500, 503, 429, "slow"] as const) {
      fake.addFault(fault);
      const error = await createMsg91Sender(options())(message).catch((e: unknown) => e);
      expect(error, String(fault)).toBeInstanceOf(SmsError);
      expect((error as SmsError).retryable, String(fault)).toBe(true);
    }
  });
});
