import { ADVISORY_ALLOWED_TAGS, ADVISORY_DROPPED_WITH_CONTENT, ADVISORY_TABLE_CLASS } from '@garage/domain';
import DOMPurify from 'dompurify';

const ALLOWED_ATTR = ['class', 'colspan', 'rowspan', 'scope'];

/**
 * The browser's own pass over an advisory answer (the server has sanitised it already), with the same
 * lists as the server: table, list and text elements only; no links, images, styles, handlers, scripts
 * or frames.
 */
export function sanitizeAdvisoryHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ADVISORY_ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [...ADVISORY_DROPPED_WITH_CONTENT],
  });
  // Only the answer table's own class is kept.
  return clean.replace(/\sclass="([^"]*)"/g, (_m, classes: string) =>
    classes.split(/\s+/).includes(ADVISORY_TABLE_CLASS) ? ` class="${ADVISORY_TABLE_CLASS}"` : '',
  );
}
