import sanitizeHtml from 'sanitize-html';

/**
 * What an advisory answer may contain: tables, lists and basic text. No links at all (so no javascript:
 * URLs), no images, no styles, no event handlers, no scripts or frames. The browser sanitises again with
 * the same lists before it shows the answer.
 */
export const ADVISORY_ALLOWED_TAGS = [
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'ul',
  'ol',
  'li',
  'p',
  'br',
  'hr',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'span',
  'div',
];

/** Largest answer kept, in characters of sanitised HTML (a long schedule table is about 8 000). */
export const ADVISORY_MAX_HTML = 60_000;

// Elements whose content is never shown as text either (a <script> or <style> body must not leak as text).
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'iframe',
  'noscript',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
];

export function sanitizeAdvisoryHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ADVISORY_ALLOWED_TAGS,
    allowedAttributes: { th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], table: ['class'] },
    allowedClasses: { table: ['rec-table'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    allowVulnerableTags: false,
  }).trim();
}

/** Models often wrap their HTML in a Markdown code fence; keep what is inside. */
export function unfence(text: string): string {
  const fenced = /```(?:html)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}
