import { routes } from '@garage/contract';
import { describe, expect, it } from 'vitest';
import {
  b2bAllowed,
  canPrepareInvoice,
  canTakePayment,
  isZeroBill,
  liveInvoiceOf,
  prepareInvoiceRoles,
  voidBlock,
} from './invoice-rules.ts';

describe('who prepares an invoice (shell 6)', () => {
  it('asks the create-invoice roles, and only owner or edit invoice once the order is PAYMENT_DUE', () => {
    expect(prepareInvoiceRoles('VEHICLE_READY')).toEqual(routes.createInvoice.roles);
    expect(prepareInvoiceRoles('PAYMENT_DUE')).toEqual(['GARAGE_OWNER', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT']);
    expect(canPrepareInvoice({ status: 'VEHICLE_READY' }, false, ['CREATE_INVOICE'])).toBe(true);
    expect(canPrepareInvoice({ status: 'PAYMENT_DUE' }, false, ['CREATE_INVOICE'])).toBe(false);
    expect(canPrepareInvoice({ status: 'PAYMENT_DUE' }, false, ['EDIT_INVOICE'])).toBe(true);
    expect(canPrepareInvoice({ status: 'IN_PROGRESS' }, false, ['VIEW_ORDER', 'EDIT_ORDER'])).toBe(false);
  });

  it('is offered only from a status that allows billing and without a live invoice', () => {
    expect(canPrepareInvoice({ status: 'CREATED' }, false, ['GARAGE_OWNER'])).toBe(true);
    expect(canPrepareInvoice({ status: 'PAYMENT_DONE' }, false, ['GARAGE_OWNER'])).toBe(false);
    expect(canPrepareInvoice({ status: 'CANCELLED' }, false, ['GARAGE_OWNER'])).toBe(false);
    expect(canPrepareInvoice({ status: 'VEHICLE_READY' }, true, ['GARAGE_OWNER'])).toBe(false);
    expect(canPrepareInvoice({ status: 'DRAFT', document: 'QUOTE' }, false, ['GARAGE_OWNER'])).toBe(false);
  });

  it('finds the live invoice among void ones', () => {
    expect(
      liveInvoiceOf([
        { status: 'VOID', n: 1 },
        { status: 'ACTIVE', n: 2 },
      ]),
    ).toEqual({ status: 'ACTIVE', n: 2 });
    expect(liveInvoiceOf([{ status: 'VOID' }])).toBeNull();
  });

  it('offers B2B only to a customer with a tax number, and asks a reason of a bill of zero', () => {
    expect(b2bAllowed({ tax_number: '29ABCDE1234F1Z5' })).toBe(true);
    expect(b2bAllowed({ tax_number: '  ' })).toBe(false);
    expect(b2bAllowed(null)).toBe(false);
    expect(isZeroBill('0.00')).toBe(true);
    expect(isZeroBill('0.01')).toBe(false);
  });
});

describe('what an invoice allows', () => {
  const live = { status: 'ACTIVE', due_amount: '500.00', paid_amount: '0.00' };
  it('takes a payment while something is due, for the payment roles', () => {
    expect(canTakePayment(live, ['PAYMENT'])).toBe(true);
    expect(canTakePayment({ ...live, due_amount: '0.00' }, ['GARAGE_OWNER'])).toBe(false);
    expect(canTakePayment({ ...live, status: 'VOID' }, ['GARAGE_OWNER'])).toBe(false);
    expect(canTakePayment(live, ['VIEW_INVOICE'])).toBe(false);
  });

  it('is voided by the create-invoice roles only before any payment', () => {
    expect(voidBlock(live, ['CREATE_INVOICE'])).toBeNull();
    expect(voidBlock({ ...live, paid_amount: '10' }, ['CREATE_INVOICE'])).toBe('payments');
    expect(voidBlock(live, ['PAYMENT'])).toBe('role');
    expect(voidBlock({ ...live, status: 'VOID' }, ['GARAGE_OWNER'])).toBe('void');
  });
});
