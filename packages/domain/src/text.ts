/** Rejects script tags, anchor tags and any HTML-like tag (spec: text input validation). */
const HTML_TAG = /<\s*\/?\s*[a-zA-Z!][^>]*>|<\s*script|javascript:/i;

export function containsHtml(value: string): boolean {
  return HTML_TAG.test(value);
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Garage letter badge: first letters of the first and last words, symbols stripped (spec: shell 5). */
export function garageBadge(name: string): string {
  const words = name
    // Stripped, not split: "Auto-Care" is one word, as written.
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
