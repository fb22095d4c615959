import { routes } from '@garage/contract';
import { describe, expect, it } from 'vitest';
import {
  b2bAllowed,
  canPrepareInvoice,
  canTakePayment,
  cfdiUsesAllowed,
  globalInvoiceAllowed,
  isZeroBill,
  liveInvoiceOf,
  prepareInvoiceRoles,
  refundPlan,
  refundRows,
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

describe('refunding a payment (decision 064)', () => {
  const row = (payment_id: number, receipt_id: number, amount: string, extra: object = {}) => ({
    payment_id,
    receipt_id,
    amount,
    refund: null,
    refund_of: null,
    ...extra,
  });
  const payments = [
    row(1, 10, '100.50'),
    // One receipt of cash and card: refunded whole, from its first row.
    row(2, 11, '10.00'),
    row(3, 11, '200.00'),
    // Refunded already, and the refund receipt that gave it back.
    row(4, 12, '50.00', { refund: { receipt_number: 'RCP/2026/00014' } }),
    row(5, 14, '-50.00', { refund_of: { receipt_number: 'RCP/2026/00012' } }),
    // A credit note's refund: money out, never refunded.
    row(6, 15, '-5.00'),
  ];

  it('offers Refund once per receipt still standing, to whoever takes money, on a live bill', () => {
    expect([...refundRows({ status: 'ACTIVE', payments }, ['PAYMENT'])]).toEqual([1, 2]);
    expect([...refundRows({ status: 'ACTIVE', payments }, ['GARAGE_OWNER'])]).toEqual([1, 2]);
    expect(refundRows({ status: 'ACTIVE', payments }, ['VIEW_INVOICE', 'CREATE_INVOICE']).size).toBe(0);
    expect(refundRows({ status: 'VOID', payments }, ['GARAGE_OWNER']).size).toBe(0);
  });

  it('sums what goes back by method and names every bill and the customer credit part', () => {
    const receipt = {
      amount: '621.00',
      payments: [
        { method: 'CASH', method_name: null, amount: '310.50', invoice_number: 'INV/2026/00001' },
        { method: 'CASH', method_name: null, amount: '89.50', invoice_number: 'INV/2026/00002' },
        { method: 'CUSTOMER_CREDIT', method_name: null, amount: '221.00', invoice_number: 'INV/2026/00002' },
      ],
    };
    expect(refundPlan(receipt)).toEqual({
      total: '621',
      methods: [
        { method: 'CASH', method_name: null, amount: '400' },
        { method: 'CUSTOMER_CREDIT', method_name: null, amount: '221' },
      ],
      invoices: ['INV/2026/00001', 'INV/2026/00002'],
      credit: '221',
    });
    expect(refundPlan({ amount: '10.00', payments: [receipt.payments[0]!] }).credit).toBeNull();
  });

  it('offers the global invoice only in Mexico, for a whole B2C bill to a customer without an RFC', () => {
    const whole = { type: 'B2C' as const, insured: false };
    expect(globalInvoiceAllowed('MX', { tax_number: null }, whole)).toBe(true);
    expect(globalInvoiceAllowed('MX', { tax_number: 'not an rfc' }, whole)).toBe(true);
    expect(globalInvoiceAllowed('MX', { tax_number: 'GODE561231GR8' }, whole)).toBe(false);
    expect(globalInvoiceAllowed('MX', null, { type: 'B2C', insured: true })).toBe(false);
    expect(globalInvoiceAllowed('MX', null, { type: 'B2B', insured: false })).toBe(false);
    expect(globalInvoiceAllowed('SA', null, whole)).toBe(false);
  });
});

describe('the CFDI use of a Mexican B2B bill (decision 048, addendum on the uso CFDI)', () => {
  it('offers S01 first and only the uses SAT allows for the customer’s RFC and régimen', () => {
    const company = cfdiUsesAllowed('MX', { tax_number: 'FDS020202XY9', tax_regime: '601' }, 'B2B');
    expect(company[0]).toBe('S01');
    expect(company).toContain('G03');
    expect(company.some((u) => u.startsWith('D'))).toBe(false);
    const person = cfdiUsesAllowed('MX', { tax_number: 'LOAA800101AB1', tax_regime: '612' }, 'B2B');
    expect(person).toEqual(expect.arrayContaining(['S01', 'G03', 'D01']));
    expect(cfdiUsesAllowed('MX', { tax_number: 'LOAA800101AB1', tax_regime: '605' }, 'B2B')).not.toContain('G03');
    expect(cfdiUsesAllowed('MX', { tax_number: 'XAXX010101000', tax_regime: null }, 'B2B')).toEqual(['S01']);
  });

  it('offers no choice outside Mexico or on a B2C bill', () => {
    expect(cfdiUsesAllowed('IN', { tax_number: '29AABCD1234E1Z5' }, 'B2B')).toEqual([]);
    expect(cfdiUsesAllowed('MX', { tax_number: 'FDS020202XY9', tax_regime: '601' }, 'B2C')).toEqual([]);
  });
});
