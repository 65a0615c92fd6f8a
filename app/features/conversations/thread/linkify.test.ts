import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify (web addresses in a message become links, everything else stays text)", () => {
  it("links http, https and www. addresses and keeps the words around them", () => {
    expect(linkify("See https://example.com/a?b=1 and www.houzz.in/photos now")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: " and " },
      { kind: "link", text: "www.houzz.in/photos", href: "https://www.houzz.in/photos" },
      { kind: "text", text: " now" },
    ]);
  });

  it("leaves sentence punctuation and an enclosing bracket outside the link", () => {
    expect(linkify("Look (http://a.in/x).")).toEqual([
      { kind: "text", text: "Look (" },
      { kind: "link", text: "http://a.in/x", href: "http://a.in/x" },
      { kind: "text", text: ")." },
    ]);
    expect(linkify("http://en.wikipedia.org/wiki/Jali_(architecture), nice")[0]).toEqual({
      kind: "link",
      text: "http://en.wikipedia.org/wiki/Jali_(architecture)",
      href: "http://en.wikipedia.org/wiki/Jali_(architecture)",
    });
  });

  it("never links other schemes, and markup stays text", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<b>x</b>", "mailto:a@b.in", "ftp://files.in/x"]) {
      expect(linkify(text).every((part) => part.kind === "text")).toBe(true);
    }
    expect(linkify('<img src=x onerror="alert(1)"> <a href="https://evil.in">x</a>')).toEqual([
      { kind: "text", text: '<img src=x onerror="alert(1)"> <a href="' },
      { kind: "link", text: "https://evil.in", href: "https://evil.in/" },
      { kind: "text", text: '">x</a>' },
    ]);
  });

  it("a quote or bracket can't break out of the href", () => {
    const [link] = linkify("https://a.in/\"onmouseover='x'").filter((part) => part.kind === "link");
    expect(link).toEqual({ kind: "link", text: "https://a.in/", href: "https://a.in/" });
  });

  it("keeps text without addresses, an empty text and a bare scheme as they are", () => {
    expect(linkify("Call me at 98765 43210.")).toEqual([{ kind: "text", text: "Call me at 98765 43210." }]);
    expect(linkify("")).toEqual([]);
    expect(linkify("https:// and www.")).toEqual([{ kind: "text", text: "https:// and www." }]);
  });
});

describe("linkify takes time in proportion to the text, whatever a message is made of", () => {
  /** Messages a sender could craft to make trimming an address slow, `n` characters long or so. */
  const WORST_CASES: Record<string, (n: number) => string> = {
    "closing brackets": (n) => `http://a.bc/${")".repeat(n)}`,
    "opening brackets": (n) => `http://a.bc/${"(".repeat(n)}`,
    "brackets and punctuation": (n) => `http://a.bc/${").".repeat(n / 2)}`,
    punctuation: (n) => `http://a.bc/${".,;:!?'*_".repeat(n / 9)}x`,
    dots: (n) => `www.${".".repeat(n)}`,
    unicode: (n) => `https://अ.भारत/${"क्ष)".repeat(n / 4)}`,
    "many addresses": (n) => "http://a.bc/)) ".repeat(n / 15),
  };

  /** The fastest of a few runs of `work`, in ms: other work on a busy machine only ever adds time. */
  function fastest(work: () => void): number {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      work();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  it.each(Object.entries(WORST_CASES))("%s: ten times the text takes about ten times as long", (_name, make) => {
    const small = make(2_000);
    const large = make(20_000);
    // Ten small messages are as much text as one large one: in linear time both take about as long; the
    // quadratic trimming took ten times as long for the large one.
    const smallTime = fastest(() => {
      for (let i = 0; i < 10; i++) linkify(small);
    });
    const largeTime = fastest(() => linkify(large));
    expect(largeTime / Math.max(smallTime, 0.05)).toBeLessThan(4);
  });

  it("still trims a long run of brackets and punctuation the way it trims a short one", () => {
    const [before, link] = linkify(`(http://a.bc/x_(y)${")".repeat(5_000)}.`);
    expect(before).toEqual({ kind: "text", text: "(" });
    expect(link).toEqual({ kind: "link", text: "http://a.bc/x_(y)", href: "http://a.bc/x_(y)" });
  });
});
