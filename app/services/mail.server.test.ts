import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { phoneOnlyEmail } from "~/lib/phone-only-email";
import { createMailer, readDevMailbox } from "./mail.server";

describe("development mail transport", () => {
  it("stores each message as JSON with its links, logs it, and reads them back oldest first", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "nivasa-mail-test-"));
    const lines: string[] = [];
    const send = createMailer({ from: "Nivasa <no-reply@nivasa.test>", dataDir, log: (line) => lines.push(line) });

    expect(await readDevMailbox(dataDir)).toEqual([]);
    await send({
      to: "a@example.in",
      subject: "First",
      text: "Open https://nivasa.test/x?token=1 now",
      html: "<p>1</p>",
    });
    await send({ to: "b@example.in", subject: "Second", text: "No link here", html: "<p>2</p>" });

    const mails = await readDevMailbox(dataDir);
    expect(mails.map((m) => [m.to, m.subject, m.links])).toEqual([
      ["a@example.in", "First", ["https://nivasa.test/x?token=1"]],
      ["b@example.in", "Second", []],
    ]);
    expect(mails[0]).toMatchObject({ from: "Nivasa <no-reply@nivasa.test>", html: "<p>1</p>" });
    expect(lines[0]).toBe("[mail] to a@example.in: First — https://nivasa.test/x?token=1");
  });

  it("sends nothing to the stand-in address of an account made by phone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "nivasa-mail-test-"));
    const send = createMailer({ from: "Nivasa <no-reply@nivasa.test>", dataDir, log: () => {} });
    await send({ to: phoneOnlyEmail("+919876543210"), subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
    expect(await readDevMailbox(dataDir)).toEqual([]);
  });
});
