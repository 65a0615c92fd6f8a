/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** What usually ends a sentence rather than an address. */
const TRAILING = new Set(".,;:!?'\"*_");

/**
 * Drops what usually ends a sentence rather than an address: punctuation, and a ")" opened before the link
 * (one the address doesn't open itself). One pass from the end, so a crafted run of brackets or dots costs
 * time in proportion to its length.
 */
function trimAddress(candidate: string): string {
  let unopened = count(candidate, ")") - count(candidate, "(");
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1];
    if (TRAILING.has(last)) end -= 1;
    else if (last === ")" && unopened > 0) {
      end -= 1;
      unopened -= 1;
    } else break;
  }
  return candidate.slice(0, end);
}

function count(text: string, char: string): number {
  let n = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) n += 1;
  return n;
}

function hrefOf(address: string): string | null {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and web links (http, https and www. addresses only). The parts are data: the
 * page renders them as text nodes and <a> elements, so nothing a user wrote ever becomes markup.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ kind: "text", text: text.slice(plainFrom, match.index) });
    parts.push({ kind: "link", text: address, href });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ kind: "text", text: text.slice(plainFrom) });
  return parts;
}
