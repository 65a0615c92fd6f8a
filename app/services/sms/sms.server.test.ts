import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { dltTemplateText, renderAlert } from "~/content/alerts";
import { SMS_TEMPLATES } from "~/content/sms";
import { readOutbox } from "~/services/outbox.server";
import { FAKE_MSG91_KEY_PREFIX, type FakeMsg91, startFakeMsg91 } from "../../../scripts/lib/fake-msg91";
import { createMsg91Sender } from "./msg91.server";
import { msg91Options } from "./send-sms.server";
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
    dltTemplateIds: { otp: "1207170000000000001", new_lead: "1207170000000000002" },
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

  it("sends an alert with its kind's DLT template id, its text following the registered template", async () => {
    const text = renderAlert("new_lead", {
      need: "Modular kitchen",
      place: "Andheri West",
      link: "https://nivasa.test/l/1",
    });
    await createMsg91Sender(options())({ to: "+919876543210", template: "new_lead", text });
    const sent = fake.requests.at(-1)?.body as { DLT_TE_ID: string; sms: { message: string }[] };
    expect(sent.DLT_TE_ID).toBe("1207170000000000002");
    const registered = dltTemplateText("new_lead")
      .split("{#var#}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    expect(sent.sms[0].message).toMatch(new RegExp(`^${registered.join(".+")}$`));
  });

  it("fails an alert whose kind has no DLT template id at once, not retryable, without calling MSG91", async () => {
    const before = fake.requests.length;
    const text = renderAlert("request_closed", { need: "Bedroom", link: "https://nivasa.test/q/1" });
    const error = await createMsg91Sender(options())({ to: "+919876543210", template: "request_closed", text }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ retryable: false, code: "no_dlt_template" });
    expect(fake.requests).toHaveLength(before);
  });
});

describe("the MSG91 configuration", () => {
  it("takes each alert kind's DLT template id from MSG91_DLT_TEMPLATE_<KIND>", () => {
    const cfg = readConfig({
      MSG91_AUTH_KEY: "key",
      MSG91_SENDER_ID: "NIVASA",
      MSG91_DLT_TEMPLATE_OTP: "1",
      MSG91_DLT_TEMPLATE_NEW_LEAD: "2",
      MSG91_DLT_TEMPLATE_OFFER_EXPIRING: "3",
    });
    expect(msg91Options(cfg)?.dltTemplateIds).toMatchObject({ otp: "1", new_lead: "2", offer_expiring: "3" });
    expect(msg91Options(cfg)?.dltTemplateIds.homeowner_message).toBeUndefined();
  });
});
