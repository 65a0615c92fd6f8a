/** Reading a server-sent event stream the way an EventSource does, for tests and the bench. */

export interface ReceivedEvent {
  /** The event's type ("message" when it names none), or "comment" for a `:` line such as a heartbeat. */
  event: string;
  id?: string;
  data: string;
  retry?: number;
}

export interface EventReader {
  /** The next event (comments and retry hints included) that `matches`, or an error after `timeoutMs`. */
  next(matches?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
}

function parseFrame(frame: string): ReceivedEvent {
  const event: ReceivedEvent = { event: "message", data: "" };
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line.startsWith(":")) return { event: "comment", data: line.slice(1).trim() };
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "data") data.push(value);
    else if (field === "id") event.id = value;
    else if (field === "event") event.event = value;
    else if (field === "retry") event.retry = Number(value);
  }
  event.data = data.join("\n");
  return event;
}

/** Reads `body` as it arrives; events wait in order until a `next` takes them, and each is shown to `onEvent`. */
export function readEvents(
  body: AsyncIterable<Uint8Array>,
  onEvent: (event: ReceivedEvent) => void = () => {},
): EventReader {
  const received: ReceivedEvent[] = [];
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiting]) waiter();
  };
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, "\n");
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const event = parseFrame(buffer.slice(0, end));
          received.push(event);
          onEvent(event);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
        wake();
      }
    } catch {
      // The client aborted: the stream ends like any other.
    }
    done = true;
    wake();
  })();

  const next = (matches: (event: ReceivedEvent) => boolean = () => true, timeoutMs = 2_000) =>
    new Promise<ReceivedEvent>((resolve, reject) => {
      const take = () => {
        const index = received.findIndex(matches);
        if (index >= 0) {
          const [event] = received.splice(index, 1);
          settle(() => resolve(event));
        } else if (done) settle(() => reject(new Error("the stream ended without such an event")));
      };
      const timer = setTimeout(
        () => settle(() => reject(new Error(`no such event within ${timeoutMs} ms`))),
        timeoutMs,
      );
      const settle = (finish: () => void) => {
        clearTimeout(timer);
        waiting.delete(take);
        finish();
      };
      waiting.add(take);
      take();
    });
  return { next, ended };
}

/** Events of one type, e.g. `next(ofType("thread"))`. */
export const ofType = (type: string) => (event: ReceivedEvent) => event.event === type;
