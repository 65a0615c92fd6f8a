import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { captureLogLines } from "~/testing/test-log.server";
import {
  FAKE_WHATSAPP_TOKEN_PREFIX,
  type FakeWhatsApp,
  type FakeWhatsAppFault,
  startFakeWhatsApp,
} from "../../../scripts/lib/fake-whatsapp";
import {
  type CloudApiOptions,
  createCloudApiSender,
  createCloudApiTextSender,
  whatsAppCloudOptions,
} from "./cloud-api.server";
import { WhatsAppError, type WhatsAppMessage } from "./whatsapp.server";

const message: WhatsAppMessage = {
  to: "+919876543210",
  template: "nivasa_new_lead",
  parameters: ["Full home interiors", "Indiranagar, Bengaluru", "https://nivasa.test/brand-dashboard/leads/1"],
  text: "New lead on Nivasa: Full home interiors in Indiranagar, Bengaluru. Open it and reply: … - Nivasa",
};

describe("the WhatsApp Cloud API adapter against a fake Graph API", () => {
  let fake: FakeWhatsApp;
  const options = (): CloudApiOptions => ({
    apiUrl: fake.url,
    version: "v21.0",
    phoneNumberId: "106540352242922",
    accessToken: `${FAKE_WHATSAPP_TOKEN_PREFIX}token`,
    timeoutMs: 400,
  });
  const failureOf = async (send: () => Promise<unknown>) => {
    const error = await send().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WhatsAppError);
    return error as WhatsAppError;
  };

  beforeAll(async () => {
    fake = await startFakeWhatsApp({ slowMs: 1_000 });
  });
  afterEach(() => fake.clearFaults());
  afterAll(() => fake.stop());

  it("sends the template with its body parameters in order, to the number's digits, and resolves with the wamid", async () => {
    const { providerId } = await createCloudApiSender(options())(message);
    expect(providerId).toMatch(/^wamid\./);
    expect(fake.requests.at(-1)).toEqual({
      path: "/v21.0/106540352242922/messages",
      authorization: `Bearer ${FAKE_WHATSAPP_TOKEN_PREFIX}token`,
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "919876543210",
        type: "template",
        template: {
          name: "nivasa_new_lead",
          language: { code: "en" },
          components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
        },
      },
    });
    expect(fake.messages.at(-1)).toMatchObject({ id: providerId, to: "919876543210", template: "nivasa_new_lead" });
  });

  it("sends the automatic reply as a free-form text", async () => {
    const { providerId } = await createCloudApiTextSender(options())({ to: "+919876543210", text: "See Nivasa" });
    expect(fake.messages.at(-1)).toEqual({
      id: providerId,
      to: "919876543210",
      type: "text",
      texts: ["See Nivasa"],
      at: expect.any(Number),
    });
  });

  it.each([
    [131026, "131026"],
    [131047, "131047"],
    [132001, "132001"],
    [100, "100"],
  ] as const)("fails for good on Meta's %s (no retry would help), keeping the code", async (fault, code) => {
    fake.addFault(fault);
    const error = await failureOf(() => createCloudApiSender(options())(message));
    expect(error).toMatchObject({ retryable: false, code });
  });

  it.each([
    [500, "1"],
    [130429, "130429"],
    [131056, "131056"],
  ] as const)("fails as retryable on %s (Meta's trouble or throttling)", async (fault, code) => {
    fake.addFault(fault);
    expect(await failureOf(() => createCloudApiSender(options())(message))).toMatchObject({ retryable: true, code });
  });

  it.each([
    ["slow", "timeout"],
    ["hang", "timeout"],
  ] as const)("fails as retryable when the API answers too late (%s)", async (fault, code) => {
    fake.addFault(fault as FakeWhatsAppFault);
    expect(await failureOf(() => createCloudApiSender(options())(message))).toMatchObject({ retryable: true, code });
  });

  it("fails as retryable when nothing listens", async () => {
    const send = createCloudApiSender({ ...options(), apiUrl: "http://127.0.0.1:1" });
    expect(await failureOf(() => send(message))).toMatchObject({ retryable: true, code: "network" });
  });

  it("an expired or wrong token is an operator's problem: not retried, logged as an error without the number or text", async () => {
    const log = captureLogLines();
    try {
      const wrong = createCloudApiSender({ ...options(), accessToken: "expired" });
      expect(await failureOf(() => wrong(message))).toMatchObject({ retryable: false, code: "190" });
      fake.addFault(131026);
      await failureOf(() => createCloudApiSender(options())(message));
    } finally {
      log.stop();
    }
    const [token, undeliverable] = log.lines;
    expect(token).toMatchObject({ level: "error", code: "190", to: "+91******3210" });
    expect(String(token.msg)).toMatch(/access token/);
    expect(undeliverable).toMatchObject({ level: "warn", code: "131026", to: "+91******3210" });
    const written = JSON.stringify(log.lines);
    expect(written).not.toContain("9876543210");
    expect(written).not.toContain("Indiranagar");
  });
});

describe("whatsAppCloudOptions", () => {
  it("sends through the Cloud API only with a token and the number's id; the outbox otherwise", () => {
    expect(whatsAppCloudOptions(readConfig({}))).toBeNull();
    expect(
      whatsAppCloudOptions(readConfig({ WHATSAPP_ACCESS_TOKEN: "token", WHATSAPP_PHONE_NUMBER_ID: "1065" })),
    ).toEqual({ apiUrl: "https://graph.facebook.com", version: "v21.0", phoneNumberId: "1065", accessToken: "token" });
  });
});
