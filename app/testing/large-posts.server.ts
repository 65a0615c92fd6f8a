/** Posting large bodies to a test server the way a client does: it stops writing once it has an answer. */
import http from "node:http";

export interface Sent {
  status: number;
  text: string;
  /** How much of the body the client got to write before the server answered or closed the connection. */
  written: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * Posts `total` bytes in 64 KB writes, either declared in Content-Length or chunked. Stops writing as soon
 * as an answer arrives or the socket closes, like a client would.
 */
export function post(
  port: number,
  path: string,
  total: number,
  mode: "length" | "chunked",
  headers = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 97);
    let written = 0;
    let done = false;
    const request = http.request({
      port,
      host: "127.0.0.1",
      path,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(mode === "length" ? { "content-length": String(total) } : {}),
        ...headers,
      },
    });
    request.on("response", (response) => {
      done = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part) => {
        text += part;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text, written, headers: response.headers }));
    });
    request.on("error", (error) => (done ? undefined : reject(error)));
    const pump = () => {
      while (!done && written < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += part.length;
        if (!request.write(part)) return void request.once("drain", pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}
