import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, scrubPersonalData } from "./logger.server";

function capture() {
  const lines: Record<string, unknown>[] = [];
  let text = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: createLogger({ level: "debug", destination }), lines, text: () => text };
}

describe("the logger", () => {
  it("writes one JSON line per event: ISO time, level name, instance, message", () => {
    const { logger, lines } = capture();
    logger.info({ route: "routes/home" }, "hello");
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", msg: "hello", route: "routes/home", instance: expect.any(String) }),
    ]);
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it("logs an error with its stack", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("the database went away") }, "request failed");
    const err = lines[0]?.err as { message: string; stack: string };
    expect(err.message).toBe("the database went away");
    expect(err.stack).toContain("logger.server.test.ts");
  });

  it("never writes passwords, tokens, keys, cookies, headers, bodies, emails or phone numbers", () => {
    const { logger, text } = capture();
    const error = Object.assign(new Error("insert failed for asha.rao@example.in"), {
      detail: "Key (phone)=(+91 98765 43210) already exists.",
    });
    logger.info({
      password: "hunter2-secret",
      user: { email: "asha.rao@example.in", phone: "+919876543210", token: "tok_abc123" },
      apiKey: "fc-live-key-123",
      headers: { cookie: "session=s3cr3t" },
      body: "Please call me on 98765 43210",
    });
    logger.error({ err: error }, "write to +91-98765-43210 failed");
    for (const secret of [
      "hunter2",
      "asha.rao",
      "9876543210",
      "98765 43210",
      "98765-43210",
      "tok_abc",
      "fc-live",
      "s3cr3t",
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain("[email]");
    expect(text()).toContain("[phone]");
  });

  it("leaves ids, times and durations alone", () => {
    const line =
      '{"time":"2026-01-02T03:04:05.678Z","requestId":"9b2e6f3a-1d4c-4e0b-8a7f-123456789012","durationMs":9876543210}';
    expect(scrubPersonalData(line)).toBe(line);
  });
});
