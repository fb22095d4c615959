import { ADVISORY_ALLOWED_TAGS, ADVISORY_DROPPED_WITH_CONTENT, ADVISORY_TABLE_CLASS } from '@garage/domain';
import sanitizeHtml from 'sanitize-html';

/** Largest answer kept, in characters of sanitised HTML (a long schedule table is about 8 000). */
export const ADVISORY_MAX_HTML = 60_000;

/** The server's pass over an advisory answer; the browser sanitises again with the same lists. */
export function sanitizeAdvisoryHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ADVISORY_ALLOWED_TAGS],
    allowedAttributes: { th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], table: ['class'] },
    allowedClasses: { table: [ADVISORY_TABLE_CLASS] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...ADVISORY_DROPPED_WITH_CONTENT],
    allowVulnerableTags: false,
  }).trim();
}

/** Models often wrap their HTML in a Markdown code fence; keep what is inside. */
export function unfence(text: string): string {
  const fenced = /```(?:html)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}
