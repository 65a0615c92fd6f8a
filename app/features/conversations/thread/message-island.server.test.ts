import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { IslandHtmlContext } from "~/ui/static-island";
import { islandHtmlOf } from "~/ui/static-island.server";
import { shownMessages } from "./message-island.server";
import type { ThreadMessage } from "./thread.server";
import { MessageList } from "./thread-view";

const LEAD = "0b5c1b4e-3f7e-4c1a-9a53-3f1d2f0c7e11";
const OPTIONS = { attachmentsPath: `/quotes/r1/attachments`, reportLeadId: LEAD };

function message(id: number, values: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id,
    side: id % 2 ? "homeowner" : "brand",
    authorName: id % 2 ? "Priya Sharma" : "Studio Kaya",
    mine: id % 2 === 1,
    body: `Message ${id}`,
    createdAt: "2026-03-05T09:50:00.000Z",
    seen: false,
    hidden: false,
    attachments: [],
    ...values,
  };
}

const THREAD = [message(1), message(2), message(3, { body: "<b>Plan</b> at www.example.com" })];

function shown(url: string, messages = THREAD) {
  const context = new RouterContextProvider();
  return { view: shownMessages(new Request(url), context, LEAD, messages, OPTIONS), context };
}

/** The page's messages as its document shows them: the list rendered with the island's markup provided. */
function documentMarkup(url = "http://nivasa.test/quotes/r1", messages = THREAD): string {
  const { view, context } = shown(url, messages);
  return renderToStaticMarkup(
    createElement(
      IslandHtmlContext,
      { value: islandHtmlOf(context) },
      createElement(MessageList, { messages: view, ...OPTIONS }),
    ),
  );
}

describe("a thread page's messages as a static island", () => {
  it("keeps the markup out of a document's data and shows the same messages as React renders them", () => {
    const { view, context } = shown("http://nivasa.test/quotes/r1");
    expect(view).toEqual({ island: { id: `thread-${LEAD}`, version: expect.any(String) } });
    expect(islandHtmlOf(context)?.get(`thread-${LEAD}`)).toContain("Message 2");

    const live = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(MessageList, { messages: { list: THREAD }, ...OPTIONS })),
    );
    const island = documentMarkup();
    const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text(island)).toBe(text(live));
    expect(island).toContain('<ol class="flex flex-col gap-3" aria-label="Messages">');
    expect(island).toContain("&lt;b&gt;Plan&lt;/b&gt;");
  });

  it("offers Report on the other side's messages only, as a plain link under a live slot", () => {
    const html = documentMarkup();
    expect(html.match(/>Report</g)).toHaveLength(1);
    expect(html).toContain('data-slot="report-message"');
    expect(html).toContain('<a href="?report=2#message-2"');
  });

  it("carries the markup on a data request, with a version that changes only with what the messages show", () => {
    const document = shown("http://nivasa.test/quotes/r1").view;
    const data = shown("http://nivasa.test/quotes/r1.data").view;
    if (!("island" in data) || !("island" in document)) throw new Error("not an island");
    expect(data.island.version).toBe(document.island.version);
    expect(data.island.html).toContain('id="message-3"');

    const seen = shown("http://nivasa.test/quotes/r1.data", [message(1, { seen: true }), message(2), message(3)]).view;
    const more = shown("http://nivasa.test/quotes/r1.data", [...THREAD, message(4)]).view;
    if (!("island" in seen) || !("island" in more)) throw new Error("not an island");
    expect(seen.island.version).not.toBe(data.island.version);
    expect(seen.island.html).toContain(">Seen<");
    expect(more.island.version).not.toBe(data.island.version);
  });

  it("renders with React when the page opens a report form (no JavaScript) and when there are no messages", () => {
    expect(shown("http://nivasa.test/quotes/r1?report=2").view).toEqual({ list: THREAD });
    expect(shown("http://nivasa.test/quotes/r1", []).view).toEqual({ list: [] });
  });
});
