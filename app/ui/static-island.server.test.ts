import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import {
  IslandHtmlContext,
  IslandSlot,
  islandSlot,
  MarkupMemoContext,
  StaticIsland,
  StaticPart,
} from "~/ui/static-island";
import { clearMarkupMemo, islandHtmlOf, memoizedMarkup, renderIsland } from "./static-island.server";

const greeting = islandSlot<{ name: string }>("greeting", ({ name }) => createElement("b", null, `Live ${name}`));

function Card({ name }: { name: string }) {
  return createElement(
    "li",
    null,
    name,
    createElement(
      IslandSlot<{ name: string }>,
      { slot: greeting, props: { name } },
      createElement("i", null, "fallback"),
    ),
  );
}

function counted(name: string, calls: { n: number }) {
  return () => {
    calls.n++;
    return createElement(Card, { name });
  };
}

describe("static islands", () => {
  beforeEach(() => clearMarkupMemo());

  it("renders each part once per key, with its slots' fallback and props", () => {
    const calls = { n: 0 };
    const first = memoizedMarkup("card:Ada", counted("Ada", calls));
    const again = memoizedMarkup("card:Ada", counted("Ada", calls));
    expect(again).toBe(first);
    expect(calls.n).toBe(1);
    expect(first).toBe(
      '<li>Ada<div data-slot="greeting" data-slot-props="{&quot;name&quot;:&quot;Ada&quot;}"><i>fallback</i></div></li>',
    );
    memoizedMarkup("card:Grace", counted("Grace", calls));
    expect(calls.n).toBe(2);
  });

  it("keeps at most 32 MB of keys and markup, the least recently used out first", () => {
    const calls = { n: 0 };
    // Three 12 MB keys do not fit together: the one used longest ago goes.
    const big = (name: string) => name.repeat(12 * 1024 * 1024);
    memoizedMarkup(big("a"), counted("A", calls));
    memoizedMarkup(big("b"), counted("B", calls));
    memoizedMarkup(big("a"), counted("A", calls));
    memoizedMarkup(big("c"), counted("C", calls));
    expect(calls.n).toBe(3);
    memoizedMarkup(big("a"), counted("A", calls));
    memoizedMarkup(big("c"), counted("C", calls));
    expect(calls.n).toBe(3);
    memoizedMarkup(big("b"), counted("B", calls));
    expect(calls.n).toBe(4);
  });

  it("clearMarkupMemo forgets every part", () => {
    const calls = { n: 0 };
    memoizedMarkup("card:Ada", counted("Ada", calls));
    clearMarkupMemo();
    memoizedMarkup("card:Ada", counted("Ada", calls));
    expect(calls.n).toBe(2);
  });

  it("a slot outside an island renders its live component", () => {
    expect(renderToStaticMarkup(createElement(Card, { name: "Ada" }))).toBe(
      '<li>Ada<div class="contents"><b>Live Ada</b></div></li>',
    );
  });

  it("keeps a document's markup out of the loader data and hands it to the render", () => {
    const context = new RouterContextProvider();
    const parts = ["Ada", "Grace"].map((name) => ({ key: name, element: () => createElement(Card, { name }) }));
    const island = renderIsland(new Request("http://x/interior-designers/mumbai"), context, "cards", parts);
    expect(island.html).toBeUndefined();
    const html = islandHtmlOf(context)?.get("cards");
    expect(html).toContain("<li>Ada<div");
    expect(html).toContain("<li>Grace<div");

    const page = renderToStaticMarkup(
      createElement(
        IslandHtmlContext,
        { value: islandHtmlOf(context) },
        createElement(StaticIsland, { island, slots: [greeting], as: "ul", className: "grid" }),
      ),
    );
    expect(page).toBe(`<ul class="grid">${html}</ul>`);
  });

  it("a data request carries the markup; the version follows the content", () => {
    const context = new RouterContextProvider();
    const part = (name: string) => ({ key: name, element: () => createElement(Card, { name }) });
    const data = renderIsland(new Request("http://x/interior-designers/mumbai.data"), context, "cards", [part("Ada")]);
    expect(data.html).toBe(memoizedMarkup("Ada", () => createElement(Card, { name: "Ada" })));
    expect(islandHtmlOf(context)).toBeNull();
    const same = renderIsland(new Request("http://x/interior-designers/mumbai"), context, "cards", [part("Ada")]);
    const other = renderIsland(new Request("http://x/interior-designers/mumbai"), context, "cards", [part("Grace")]);
    expect(same.version).toBe(data.version);
    expect(other.version).not.toBe(data.version);
  });
});

describe("static parts (the shell's footer and menu panels)", () => {
  beforeEach(() => clearMarkupMemo());

  const part = (name: string, calls: { n: number }) =>
    createElement(StaticPart, {
      memoKey: `part:${name}`,
      render: () => {
        calls.n++;
        return createElement("b", null, name);
      },
      className: "panel",
    });
  const onServer = (element: ReturnType<typeof part>) =>
    renderToStaticMarkup(createElement(MarkupMemoContext, { value: memoizedMarkup }, element));

  it("the server renders a part once per key, then reuses its markup", () => {
    const calls = { n: 0 };
    expect(onServer(part("Ada", calls))).toBe('<div class="panel"><b>Ada</b></div>');
    expect(onServer(part("Ada", calls))).toBe('<div class="panel"><b>Ada</b></div>');
    expect(calls.n).toBe(1);
    expect(onServer(part("Grace", calls))).toBe('<div class="panel"><b>Grace</b></div>');
    expect(calls.n).toBe(2);
  });

  it("without the server's memo it renders live, the same markup", () => {
    const calls = { n: 0 };
    expect(renderToStaticMarkup(part("Ada", calls))).toBe('<div class="panel"><b>Ada</b></div>');
    expect(renderToStaticMarkup(part("Ada", calls))).toBe('<div class="panel"><b>Ada</b></div>');
    expect(calls.n).toBe(2);
  });
});
