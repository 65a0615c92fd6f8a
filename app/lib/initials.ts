/**
 * The two letters an avatar or logo tile shows for a person or brand: the first letters of the first two words
 * (punctuation separates words), or a single word's first two. An email address counts by the part before the @.
 */
export function initials(name: string): string {
  const words = name
    .replace(/@\S*$/, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}
