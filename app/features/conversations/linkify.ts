/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"*_]+$/;

/** Drops what usually ends a sentence rather than an address: punctuation and a ")" opened before the link. */
function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, "");
  while (address.endsWith(")") && count(address, "(") < count(address, ")")) {
    address = address.slice(0, -1).replace(TRAILING, "");
  }
  return address;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
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
