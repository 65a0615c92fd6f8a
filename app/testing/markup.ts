const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** The text of server markup (React-escaped), its tags replaced by `separator`. */
export function markupText(html: string, separator = ""): string {
  return html.replace(/<[^>]+>/g, separator).replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity);
}
