import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ThreadMessage } from "./thread.server";
import { MessageList } from "./thread-view";

function message(values: Partial<ThreadMessage>): ThreadMessage {
  return {
    id: 1,
    side: "homeowner",
    authorName: "Priya Sharma",
    mine: true,
    body: "",
    createdAt: "2026-03-05T09:50:00.000Z",
    seen: false,
    hidden: false,
    attachments: [],
    ...values,
  };
}

function render(messages: ThreadMessage[]): string {
  return renderToStaticMarkup(
    createElement(MessageList, { messages: { list: messages }, attachmentsPath: "/quotes/r1/attachments" }),
  );
}

describe("MessageList (a thread's messages as both sides see them)", () => {
  it("shows what people wrote as text, with web addresses as nofollow links opening in a new tab", () => {
    const html = render([message({ body: '<img src=x onerror="alert(1)"> see www.example.com/plan.' })]);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; see ");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      '<a href="https://www.example.com/plan" target="_blank" rel="nofollow ugc noopener" class="underline underline-offset-2">www.example.com/plan</a>.',
    );
  });

  it("names the author and the time, marks the viewer's own message Seen, and links its files", () => {
    const html = render([
      message({
        seen: true,
        attachments: [
          { id: "a1", kind: "image", fileName: "room.jpg", byteSize: 2048 },
          { id: "a2", kind: "pdf", fileName: "plan.pdf", byteSize: 3 * 1048576 },
        ],
      }),
      message({ id: 2, side: "brand", authorName: "Studio Kaya", mine: false, body: "Thanks!" }),
    ]);
    expect(html).toContain("Priya Sharma");
    expect(html).toContain('<time dateTime="2026-03-05T09:50:00.000Z">5 Mar 2026, 3:20 pm</time>');
    expect(html.match(/>Seen</g)).toHaveLength(1);
    expect(html).toContain('<img src="/quotes/r1/attachments/a1" alt="room.jpg"');
    expect(html).toContain('href="/quotes/r1/attachments/a2"');
    expect(html).toContain("PDF, 3.0 MB");
    expect(html).toContain("Studio Kaya");
  });

  it("says so when there are no messages yet", () => {
    expect(render([])).toContain("No messages yet.");
  });
});
