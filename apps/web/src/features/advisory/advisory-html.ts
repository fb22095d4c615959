import DOMPurify from 'dompurify';

/**
 * The browser's own pass over an advisory answer (the server has sanitised it already): the same short
 * list of table, list and text elements; no links, images, styles, handlers, scripts or frames.
 */
const ALLOWED_TAGS = [
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
const ALLOWED_ATTR = ['class', 'colspan', 'rowspan', 'scope'];

export function sanitizeAdvisoryHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: ['script', 'style', 'iframe', 'noscript', 'template', 'svg', 'math', 'textarea', 'title', 'object', 'embed'],
  });
  // Only the answer table's own class is kept.
  return clean.replace(/\sclass="([^"]*)"/g, (_m, classes: string) =>
    classes.split(/\s+/).includes('rec-table') ? ' class="rec-table"' : '',
  );
}
