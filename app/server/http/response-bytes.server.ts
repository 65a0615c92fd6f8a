/**
 * Responses whose body is bytes already in memory — a document rendered whole, a page the page cache holds — keep
 * those bytes beside them, so the page cache stores them and the server writes them as they are, instead of each
 * reading them back through the response's stream (a stream, a reader and a copy per step).
 */
const bytesOf = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

export function bytesResponse(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  // A stream of the bytes themselves: a Response made from the bytes would copy them first.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  const response = new Response(stream, init);
  bytesOf.set(response, body);
  return response;
}

/** The body of a response made by `bytesResponse`, while nobody has read its stream. */
export function unreadBytes(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return response.bodyUsed ? undefined : bytesOf.get(response);
}
