import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acceptOnMoreDescriptors } from "./accept-listeners.server";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listening(): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => res.end("ok"));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Opens `count` connections from another process and returns once the kernel has completed them all, the event
 * loop held meanwhile so that the server accepts none of them yet; the returned function closes them.
 */
function connectFromElsewhere(port: number, count: number): () => void {
  const flag = path.join(mkdtempSync(path.join(os.tmpdir(), "accept-")), "connected");
  const script = `const net = require("node:net"); let open = 0;
    for (let i = 0; i < ${count}; i++)
      net.connect(${port}, "127.0.0.1", () => {
        if (++open === ${count}) require("node:fs").writeFileSync(${JSON.stringify(flag)}, "");
      }).on("error", () => {});
    process.stdin.on("end", () => process.exit(0)); process.stdin.resume();`;
  const client = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "ignore", "inherit"] });
  const deadline = performance.now() + 10_000;
  while (!existsSync(flag)) if (performance.now() > deadline) throw new Error("the client did not connect");
  return () => client.stdin.end();
}

/** Connections the server takes in `turns` turns of an event loop kept busy for `turnMs` each. */
async function acceptedInBusyTurns(server: Server, port: number, turns: number, turnMs = 30): Promise<number> {
  let accepted = 0;
  server.on("connection", () => {
    accepted += 1;
  });
  const close = connectFromElsewhere(port, 200);
  try {
    for (let turn = 0; turn < turns; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      const until = performance.now() + turnMs;
      while (performance.now() < until);
    }
    return accepted;
  } finally {
    close();
  }
}

describe("accepting on more descriptors of the listening socket", () => {
  it("takes a burst of connections a few dozen per turn of a busy event loop, not one", async () => {
    const plain = await listening();
    const extended = await listening();
    await acceptOnMoreDescriptors(extended.server, 31);

    const byPlain = await acceptedInBusyTurns(plain.server, plain.port, 5);
    const byExtended = await acceptedInBusyTurns(extended.server, extended.port, 5);

    expect(byPlain).toBeLessThanOrEqual(10);
    expect(byExtended).toBeGreaterThanOrEqual(120);
  });

  it("answers a client that half-closes after its request on any descriptor, as http.Server's own sockets do", async () => {
    const { server, port } = await listening();
    await acceptOnMoreDescriptors(server, 31);
    const script = `const net = require("node:net"); let answered = 0;
      for (let i = 0; i < 64; i++) {
        let text = "";
        const socket = net.connect(${port}, "127.0.0.1", () => socket.end("GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n"));
        socket.on("data", (chunk) => { text += chunk; });
        socket.on("close", () => { if (text.endsWith("ok")) answered += 1; if (--left === 0) console.log(answered); });
      }
      let left = 64;`;
    // Opened while this process's loop is held, so that they are accepted a few dozen a turn, on every descriptor.
    const client = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    const until = performance.now() + 300;
    while (performance.now() < until);
    const answered = await new Promise<string>((resolve) =>
      client.stdout.once("data", (data) => resolve(String(data))),
    );
    expect(Number(answered)).toBe(64);
  });

  it("serves what comes in on them as its own, and close() stops every descriptor", async () => {
    const { server, port } = await listening();
    await acceptOnMoreDescriptors(server, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } }).then((r) => r.text()),
      ),
    );
    expect(answers).toEqual(Array(20).fill("ok"));

    servers.splice(servers.indexOf(server), 1);
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    const refused = await new Promise<string>((resolve) =>
      net
        .connect(port, "127.0.0.1", () => resolve("connected"))
        .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error")),
    );
    expect(refused).toBe("ECONNREFUSED");
  });
});
