import { INVOICE_CREATE, ORDER_CREATE, ORDER_EDIT, ORDER_VIEW, QUOTE_CREATE, QUOTE_EDIT } from '@garage/contract/meta';
import type { Role } from '@garage/domain';
import { type EditorDocument, type EditorMode, isNewDocument } from './editor-mode.ts';

/**
 * Page roles by mode (shell 6), the contract's role sets (never a copy, decision 027): creating (and
 * copying) an order needs ORDER_CREATE, editing ORDER_EDIT, viewing ORDER_VIEW;
 * quotations follow QUOTE_CREATE / QUOTE_EDIT, so whoever edits orders edits quotations as the server allows.
 * Preparing an invoice needs INVOICE_CREATE; once the order is loaded, a PAYMENT_DUE order asks INVOICE_EDIT
 * (lib/invoices/invoice-rules.ts `prepareInvoiceRoles`).
 */
export function pageRoles(document: EditorDocument, mode: EditorMode): readonly Role[] {
  if (document === 'QUOTE') return isNewDocument(mode) ? QUOTE_CREATE : QUOTE_EDIT;
  if (mode === 'VIEW') return ORDER_VIEW;
  if (mode === 'PREPARE_INVOICE') return INVOICE_CREATE;
  return isNewDocument(mode) ? ORDER_CREATE : ORDER_EDIT;
}
