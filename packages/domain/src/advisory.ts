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
