import { describe, expect, it } from "vitest";
import { isWhatsAppStopRequest } from "./whatsapp";

describe("isWhatsAppStopRequest", () => {
  it.each(["STOP", "stop", " Stop. ", "STOP ALERTS", "stop  all!", "Unsubscribe", "opt-out", "stop nivasa"])(
    "%j stops WhatsApp alerts",
    (text) => expect(isWhatsAppStopRequest(text)).toBe(true),
  );

  it.each(["", "stopped", "please stop sending the old offer", "don't stop", "Is the site visit on?"])(
    "%j is an ordinary message",
    (text) => expect(isWhatsAppStopRequest(text)).toBe(false),
  );
});
