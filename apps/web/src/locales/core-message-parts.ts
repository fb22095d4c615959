/**
 * The shared catalogue's core texts (CORE_MESSAGES of @garage/domain) in two parts per language (decision 042):
 * `core-messages.gen.ts`, what the first page may show (sign-in, HTTP errors, permissions, field texts, the screen
 * lock, …), loaded with it; `masters-messages.gen.ts`, the refusals of the masters, orders and quotations, which only
 * the screens of the route table's second part show, loaded with that part (lib/i18n.ts).
 */
export const MASTERS_MESSAGE_AREAS = [
  'order',
  'quote',
  'catalogue',
  'vehicle',
  'amc',
  'customer',
  'package',
  'cancelReason',
  'tax',
  'taxPreset',
] as const;

/** True when the core text `key` belongs to the masters' part. */
export function isMastersMessage(key: string): boolean {
  return (MASTERS_MESSAGE_AREAS as readonly string[]).includes(key.split('.')[0] ?? '');
}
