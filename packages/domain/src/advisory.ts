import type { Role } from './roles.ts';

/**
 * Who may open the vehicle advisory panel (spec shell 2.7 (a)): anyone who works with orders, stock or
 * invoices. Without one of these the panel says 'Access Denied' and the server answers 403.
 */
export const ADVISORY_ROLES: readonly Role[] = [
  'GARAGE_OWNER',
  'VIEW_ORDER',
  'EDIT_ORDER',
  'CREATE_ORDER',
  'VIEW_INVENTORY',
  'CREATE_INVENTORY',
  'EDIT_INVENTORY',
  'VIEW_INVOICE',
  'CREATE_INVOICE',
];

/** The three generated tabs of the panel; the server holds the prompt of each. */
export const ADVISORY_TOPICS = ['oil', 'service', 'tyre'] as const;
export type AdvisoryTopic = (typeof ADVISORY_TOPICS)[number];

/** Spec shell 4: an advisory reply containing the word 'sorry' clears every advisory result. */
export function isApologyReply(html: string): boolean {
  return /\bsorry\b/i.test(html);
}

/**
 * What an advisory answer may contain, for the server's sanitiser and the browser's alike: tables, lists
 * and basic text. No links at all (so no javascript: URLs), no images, no styles, no event handlers, no
 * scripts or frames.
 */
export const ADVISORY_ALLOWED_TAGS: readonly string[] = [
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

/** Elements dropped with their content: a <script> or <style> body must not leak as text either. */
export const ADVISORY_DROPPED_WITH_CONTENT: readonly string[] = [
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

/** The one class an answer keeps: the answer table's (the prompts ask for it). */
export const ADVISORY_TABLE_CLASS = 'rec-table';
