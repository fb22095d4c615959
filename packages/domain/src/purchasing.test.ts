import { describe, expect, it } from 'vitest';
import {
  billDueDay,
  canMovePurchaseOrder,
  PURCHASE_ORDER_STATUSES,
  procureQuantity,
  purchaseNumber,
  receiptStatus,
  remainingQuantity,
  reorderQuantity,
  vendorBillDue,
} from './purchasing.ts';

describe('purchase order status machine', () => {
  it.each([
    ['DRAFT', 'AWAITING_APPROVAL', true],
    ['AWAITING_APPROVAL', 'APPROVED', true],
    ['AWAITING_APPROVAL', 'DRAFT', true],
    ['APPROVED', 'SENT', true],
    ['SENT', 'CANCELLED', true],
    ['DRAFT', 'APPROVED', false],
    ['PARTIALLY_RECEIVED', 'CANCELLED', false],
    ['PARTIALLY_RECEIVED', 'CLOSED', true],
    ['RECEIVED', 'CLOSED', true],
    ['CLOSED', 'DRAFT', false],
    ['CANCELLED', 'DRAFT', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canMovePurchaseOrder(from, to)).toBe(allowed);
  });

  it('cancels from any state before receipt, never after', () => {
    const before = ['DRAFT', 'AWAITING_APPROVAL', 'APPROVED', 'SENT'] as const;
    for (const s of PURCHASE_ORDER_STATUSES)
      expect(canMovePurchaseOrder(s, 'CANCELLED')).toBe((before as readonly string[]).includes(s));
  });

  it('is RECEIVED when every line is in, PARTIALLY_RECEIVED when some is', () => {
    expect(
      receiptStatus([
        { quantity: '5', received: '5' },
        { quantity: '2', received: '2.000' },
      ]),
    ).toBe('RECEIVED');
    expect(
      receiptStatus([
        { quantity: '5', received: '1' },
        { quantity: '2', received: '0' },
      ]),
    ).toBe('PARTIALLY_RECEIVED');
    expect(remainingQuantity({ quantity: '5', received: '1.5' })).toBe('3.500');
  });
});

describe('reorder rule (decision 053)', () => {
  it.each([
    ['5', '0', '10'],
    ['5', '1.5', '9'],
    ['5', '4.999', '6'],
    ['5', '5', null],
    ['5', '7', null],
    ['0', '0', null],
    ['3', '-2', '8'],
  ])('orders min_stock × 2 − on hand rounded up: min %s, on hand %s → %s', (min, have, want) => {
    expect(reorderQuantity(min, have)).toBe(want);
  });
});

describe('Procure quantity (decision 056 addendum)', () => {
  it.each([
    ['orders what the line needs beyond what is on hand', '5', '2', '3'],
    ['rounds a fraction up to a whole unit', '2.5', '1', '2'],
    ['orders at least 1 when the shelf covers the line', '2', '4', '1'],
    ['counts a negative shelf as nothing on hand', '3', '-2', '3'],
  ])('%s', (_rule, needed, onHand, want) => {
    expect(procureQuantity(needed, onHand)).toBe(want);
  });
});

describe('numbers and dues', () => {
  it('numbers PO-00012, SI-00003', () => {
    expect(purchaseNumber('PO', 12)).toBe('PO-00012');
    expect(purchaseNumber('SI', 3)).toBe('SI-00003');
  });
  it('owes a bill its total less what was paid, never below zero; due after the payment terms', () => {
    expect(vendorBillDue('115.0000', '100')).toBe('15.00');
    expect(vendorBillDue('10', '12')).toBe('0.00');
    expect(billDueDay('2026-11-25', 10)).toBe('2026-12-05');
  });
});
