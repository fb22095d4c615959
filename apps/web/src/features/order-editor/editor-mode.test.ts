import { routes } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { effectiveMode, parseEditorSearch } from './editor-mode.ts';
import { pageRoles } from './editor-roles.ts';
import { signatureCanvasSize, signatureRequired } from './signature-rules.ts';

describe('editor address', () => {
  it('reads known search parameters and drops the rest', () => {
    expect(
      parseEditorSearch({ type: 'COUNTER_SALE', mode: 'COPY', order_id: '12', customer_id: 3, from: 'customer-details', x: 1 }),
    ).toEqual({ type: 'COUNTER_SALE', mode: 'COPY', order_id: 12, customer_id: 3, from: 'customer-details' });
    expect(parseEditorSearch({ type: 'TRUCK', mode: 'DELETE', order_id: '-1', step: 'other' })).toEqual({});
    expect(parseEditorSearch({ step: 'preview' })).toEqual({ step: 'preview' });
  });

  it('falls back to CREATE when a mode has no document', () => {
    expect(effectiveMode('EDIT', undefined)).toBe('CREATE');
    expect(effectiveMode(undefined, 4)).toBe('EDIT');
    expect(effectiveMode('VIEW', 4)).toBe('VIEW');
  });
});

describe('page roles by mode (shell 6)', () => {
  it('lets owners and create/edit order users create, only owners and edit order users edit', () => {
    expect(pageRoles('ORDER', 'CREATE')).toEqual(['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'COPY')).toEqual(['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'EDIT')).toEqual(['GARAGE_OWNER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'EDIT_ESTIMATE')).toEqual(['GARAGE_OWNER', 'EDIT_ORDER']);
    expect(pageRoles('ORDER', 'VIEW')).toContain('VIEW_ORDER');
  });

  it('prepares an invoice with the create-invoice roles (shell 6), the route it calls asks the same', () => {
    expect(parseEditorSearch({ mode: 'PREPARE_INVOICE', order_id: '9' })).toEqual({ mode: 'PREPARE_INVOICE', order_id: 9 });
    expect(effectiveMode('PREPARE_INVOICE', undefined)).toBe('CREATE');
    expect(pageRoles('ORDER', 'PREPARE_INVOICE')).toEqual(routes.createInvoice.roles);
    expect(hasAnyRole(['CREATE_INVOICE'], pageRoles('ORDER', 'PREPARE_INVOICE'))).toBe(true);
    expect(hasAnyRole(['EDIT_ORDER'], pageRoles('ORDER', 'PREPARE_INVOICE'))).toBe(false);
  });

  it('uses the contract roles for quotations', () => {
    expect(pageRoles('QUOTE', 'CREATE')).toEqual(['GARAGE_OWNER', 'CREATE_QUOTE', 'EDIT_QUOTE', 'CREATE_ORDER']);
    // Issue 11 (drift fix): the contract's QUOTE_EDIT, EDIT_ORDER included; it was a copy without it.
    expect(pageRoles('QUOTE', 'EDIT')).toEqual(['GARAGE_OWNER', 'EDIT_QUOTE', 'EDIT_ORDER']);
  });

  it('lets a user with EDIT_ORDER but not EDIT_QUOTE edit a quotation, as the server lets them (issue 11)', () => {
    const roles = ['EDIT_ORDER'];
    expect(hasAnyRole(roles, pageRoles('QUOTE', 'EDIT'))).toBe(true);
    // The page asks exactly what the routes it calls ask.
    expect(pageRoles('QUOTE', 'EDIT')).toEqual(routes.updateQuote.roles);
    expect(pageRoles('QUOTE', 'CREATE')).toEqual(routes.createQuote.roles);
    expect(pageRoles('ORDER', 'EDIT')).toEqual(routes.updateOrder.roles);
    expect(hasAnyRole(['EDIT_QUOTE'], pageRoles('QUOTE', 'EDIT'))).toBe(true);
    expect(hasAnyRole(['VIEW_QUOTE'], pageRoles('QUOTE', 'EDIT'))).toBe(false);
  });
});

describe('signature step (spec 5)', () => {
  const base = { document: 'ORDER' as const, orderType: 'REPAIR_ORDER' as const, mode: 'CREATE' as const, phone: true };
  it('is required for a new order on a phone', () => {
    expect(signatureRequired(base)).toBe(true);
    expect(signatureRequired({ ...base, orderType: 'AMC' })).toBe(true);
    expect(signatureRequired({ ...base, mode: 'COPY' })).toBe(true);
  });
  it('is skipped on web/desktop, for counter sales, quotations and edits', () => {
    expect(signatureRequired({ ...base, phone: false })).toBe(false);
    expect(signatureRequired({ ...base, orderType: 'COUNTER_SALE' })).toBe(false);
    expect(signatureRequired({ ...base, document: 'QUOTE' })).toBe(false);
    expect(signatureRequired({ ...base, mode: 'EDIT' })).toBe(false);
  });
  it('sizes the drawing area as spec 2.1 says', () => {
    expect(signatureCanvasSize(null)).toEqual({ width: 400, height: 500 });
    expect(signatureCanvasSize('portrait')).toEqual({ width: 360, height: 500 });
    expect(signatureCanvasSize('landscape')).toEqual({ width: 720, height: 500 });
  });
});
