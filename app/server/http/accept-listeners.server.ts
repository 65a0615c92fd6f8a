/**
 * More descriptors for the server's one listening socket, so that a busy event loop still takes a flood's new
 * connections quickly. libuv (1.45 on, Node 20) accepts one connection per listening descriptor per turn of the
 * event loop; under a flood a turn serves hundreds of requests and takes 50–700 ms, so connections opened in
 * its first second waited in the kernel's accept queue, request sent, for up to 10 s before the server read them
 * (docs/performance.md, "Floods"). Each extra descriptor is polled on its own and takes one more connection per
 * turn; with none waiting they cost nothing.
 *
 * Node has no dup(): the descriptors come from a child process, which is handed the listening socket as a bare
 * handle (its own descriptor, passed by SCM_RIGHTS, which it never listens on) and hands it straight back, each
 * time as a new descriptor of the same socket.
 */
import { spawn } from "node:child_process";
import type { Server as HttpServer } from "node:http";
import net from "node:net";
import { logger } from "~/lib/logger.server";

/** Descriptors beside the server's own: a flood's 400 connections are taken in the loop's first dozen turns. */
export const EXTRA_ACCEPT_DESCRIPTORS = 31;

/** The child: every handle it is sent goes back to the parent at once. */
const ECHO_HANDLES = `process.on("message", (_m, handle) => process.send("back", handle));
process.on("disconnect", () => process.exit(0));`;

/** libuv's TCP handle behind a listening server (what child_process passes as a bare handle, "net.Native"). */
type ListeningHandle = object;

const handleOf = (server: net.Server): ListeningHandle => {
  const handle = (server as net.Server & { _handle?: ListeningHandle | null })._handle;
  if (!handle) throw new Error("the server is not listening");
  return handle;
};

/** How long the helper may take to hand the descriptors back (it takes a few milliseconds). */
const HELPER_TIMEOUT_MS = 10_000;

/** `count` new descriptors of `handle`'s socket, as bare handles of this process. */
async function duplicates(handle: ListeningHandle, count: number): Promise<ListeningHandle[]> {
  const child = spawn(process.execPath, ["-e", ECHO_HANDLES], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ListeningHandle[]>((resolve, reject) => {
      const back: ListeningHandle[] = [];
      timer = setTimeout(() => reject(new Error("the descriptor helper did not answer")), HELPER_TIMEOUT_MS);
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the descriptor helper exited (${code})`)));
      child.on("message", (_message, returned) => {
        if (returned) back.push(returned);
        if (back.length === count) resolve(back);
      });
      // A bare handle: the child gets a descriptor it never polls, so it takes none of the connections.
      for (let i = 0; i < count; i++) child.send("dup", handle as net.Socket);
    });
  } finally {
    clearTimeout(timer);
    if (child.connected) child.disconnect();
    else child.kill();
  }
}

/**
 * Makes `server` (listening) accept on `extra` more descriptors of its socket; their connections are served as
 * its own. `server.close()` closes them too, and its callback waits for their connections as for its own.
 */
export async function acceptOnMoreDescriptors(server: HttpServer, extra = EXTRA_ACCEPT_DESCRIPTORS): Promise<void> {
  if (extra <= 0) return;
  let handles: ListeningHandle[];
  try {
    handles = await duplicates(handleOf(server), extra);
  } catch (error) {
    // The server works as it is, taking one connection per turn of its event loop.
    logger().warn({ err: error }, "listening on one descriptor only");
    return;
  }
  // Their sockets are made as http.Server makes its own: half-open allowed (HTTP ends its side itself) and no
  // Nagle delay (without it a response written in two parts waited for the client's delayed ACK).
  const listeners = handles.map((handle) =>
    net
      .createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit("connection", socket))
      .listen(handle),
  );
  const close = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    let open = listeners.length + 1;
    let failure: Error | undefined;
    const closed = (error?: Error) => {
      failure ??= error;
      open -= 1;
      if (open === 0) callback?.(failure);
    };
    for (const listener of listeners) listener.close(closed);
    return close(closed);
  };
}
