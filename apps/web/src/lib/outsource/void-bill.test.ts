import { describe, expect, it } from 'vitest';
import { billVoidable } from './void-bill.tsx';

const bill = {
  stock_in_id: 1,
  bill_number: 'PM-88',
  bill_date: '2026-11-21',
  sub_total: '200.00',
  tax_total: '30.00',
  grand_total: '230.00',
  paid_amount: '0.00',
  due_amount: '230.00',
  voided_at: null,
  void_reason: null,
};

describe('billVoidable', () => {
  it('offers "Void bill" while nothing was paid or credited on it', () => {
    expect(billVoidable(bill)).toBe(true);
    expect(billVoidable({ ...bill, paid_amount: '30.00', due_amount: '200.00' })).toBe(false);
    // A credit note taken off it shows as a due below the total.
    expect(billVoidable({ ...bill, due_amount: '220.00' })).toBe(false);
  });

  it('not for a bill voided already; and leaves it to the server when amounts are hidden', () => {
    expect(billVoidable({ ...bill, voided_at: '2026-11-21T06:00:00.000Z', due_amount: '0.00' })).toBe(false);
    expect(billVoidable({ ...bill, grand_total: null, paid_amount: null, due_amount: null })).toBe(true);
  });
});
