import { hasAnyRole, type Role } from '@garage/domain';
import { routes } from '../api/routes.ts';
import type { ProcureSuggestion } from './parts-api.ts';

/** Procure also raises a purchase order: the parts desk's role and a purchase-order role (decision 056 addendum). */
export function mayProcure(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, routes.procurePartLines.roles) && hasAnyRole(roles, routes.createPurchaseOrder.roles);
}

/** What the Procure dialog holds (procure-modal.tsx). */
export interface ProcureForm {
  /** The vendor's id as the select holds it; '' until one is chosen (required). */
  vendorId: string;
  quantity: string;
}

/**
 * The Procure dialog's first values: the server's suggestion (the cheapest price list's vendor, else the
 * last stock-in's, else none — the desk must choose) and the quantity short, at least 1.
 */
export function procureDefaults(s: Pick<ProcureSuggestion, 'vendor_id' | 'quantity'> | undefined): ProcureForm {
  return { vendorId: s?.vendor_id ? String(s.vendor_id) : '', quantity: s?.quantity ?? '1' };
}

/** Whether the dialog may be confirmed: a vendor and a quantity above zero. */
export function procureReady(form: ProcureForm): boolean {
  const q = Number(form.quantity);
  return form.vendorId !== '' && /^\d+(\.\d+)?$/.test(form.quantity.trim()) && q > 0;
}
