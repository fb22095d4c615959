import { BULK_PAYMENT_LIMIT, money } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { newRow, type PaymentRow } from '../../lib/invoices/payment-rows-rules.ts';
import { ageingDays } from './ageing.ts';
import {
  checkClearDues,
  chosenBills,
  defaultRows,
  defaultSelection,
  dueListBlock,
  followChoice,
  previewAllocation,
  selectionFull,
  toggleBill,
} from './clear-dues-rules.ts';

const bill = (invoice_id: number, due_amount: string) => ({ invoice_id, due_amount });
const row = (over: Partial<PaymentRow>): PaymentRow => ({ ...newRow('CASH', ''), ...over });
const many = (n: number) => Array.from({ length: n }, (_, i) => bill(i + 1, '10'));

describe('clear dues: the bills chosen', () => {
  it('chooses every bill at first, oldest first, and cash for what they owe', () => {
    const bills = [bill(7, '310.50'), bill(9, '310.50')];
    expect(defaultSelection(bills)).toEqual([7, 9]);
    const rows = defaultRows(bills, [7, 9]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'CASH', amount: '621' });
  });

  it(`chooses at most ${BULK_PAYMENT_LIMIT} bills: the 51st cannot be chosen until one is dropped`, () => {
    const bills = many(51);
    const selected = defaultSelection(bills);
    expect(selected).toHaveLength(50);
    expect(selected).not.toContain(51);
    expect(selectionFull(selected, 51)).toBe(true);
    expect(selectionFull(selected, 1)).toBe(false);
    expect(toggleBill(selected, 51)).toEqual(selected);
    const dropped = toggleBill(selected, 3);
    expect(selectionFull(dropped, 51)).toBe(false);
    expect(toggleBill(dropped, 51)).toHaveLength(50);
  });

  it('keeps the list order (oldest first) whatever order the bills were ticked in', () => {
    const bills = [bill(1, '5'), bill(2, '5'), bill(3, '5')];
    expect(chosenBills(bills, [3, 1]).map((b) => b.invoice_id)).toEqual([1, 3]);
  });

  it('a single untouched amount follows the chosen sum; an amount typed by the cashier stays', () => {
    expect(followChoice([row({ amount: '621' })], money('621'), money('310.5'))).toBe('310.5');
    expect(followChoice([row({ amount: '' })], money('0'), money('10'))).toBe('10');
    expect(followChoice([row({ amount: '621' })], money('621'), money('0'))).toBe('');
    expect(followChoice([row({ amount: '500' })], money('621'), money('310.5'))).toBeNull();
    expect(followChoice([row({ amount: '621' }), row({ amount: '1' })], money('621'), money('10'))).toBeNull();
  });
});

describe('clear dues: the preview spreads the money oldest first (domain allocatePayment)', () => {
  it('fills the oldest bill first, cash then card, and says what each still owes', () => {
    const bills = [bill(1, '310.50'), bill(2, '310.50')];
    const preview = previewAllocation(bills, [row({ amount: '400' }), row({ method: 'CREDIT_CARD', amount: '100' })]);
    expect(preview.bills.map((b) => [b.invoice_id, b.pays.toString(), b.left.toString()])).toEqual([
      [1, '310.5', '0'],
      [2, '189.5', '121'],
    ]);
    expect(preview.received.toString()).toBe('500');
    expect(preview.left.toString()).toBe('121');
    expect(preview.overpaid).toBe(false);
  });

  it('pays nothing of a bill the money does not reach, and counts a typed comma as a decimal point', () => {
    const preview = previewAllocation([bill(1, '100'), bill(2, '50')], [row({ amount: '40,5' })]);
    expect(preview.bills.map((b) => b.pays.toString())).toEqual(['40.5', '0']);
    expect(preview.left.toString()).toBe('109.5');
  });

  it('says when the money is more than the chosen bills owe, without float error', () => {
    const preview = previewAllocation([bill(1, '0.1'), bill(2, '0.2')], [row({ amount: '0.3' })]);
    expect(preview.left.toString()).toBe('0');
    expect(preview.overpaid).toBe(false);
    expect(previewAllocation([bill(1, '10')], [row({ amount: '10.01' })]).overpaid).toBe(true);
  });
});

describe('clear dues: the body (the contract schema, plus the sum due)', () => {
  const bills = [bill(1, '310.50'), bill(2, '310.50'), bill(3, '50')];

  it('sends the chosen bills oldest first and each method with what it needs', () => {
    const checked = checkClearDues(5, bills, {
      selected: [2, 1],
      rows: [row({ amount: '400' }), row({ method: 'CREDIT_CARD', amount: '221', reference: ' slip 9 ' })],
      note: '',
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        customer_id: 5,
        invoice_ids: [1, 2],
        payments: [
          { method: 'CASH', amount: '400' },
          { method: 'CREDIT_CARD', amount: '221', reference: 'slip 9' },
        ],
        note: null,
      },
    });
  });

  it('refuses no bill chosen, and more money than the chosen bills owe, on the field concerned', () => {
    const none = checkClearDues(5, bills, { selected: [], rows: [row({ amount: '1' })], note: '' });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.issues[0]).toMatchObject({ path: ['selected'], message: 'payment.noBills' });

    const over = checkClearDues(5, bills, { selected: [3], rows: [row({ amount: '60' })], note: '' }, (v) => `SAR ${v}`);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.issues[0]).toMatchObject({
        path: ['rows.0.amount'],
        message: 'payment.overpay',
        params: { amount: 'SAR 60', due: 'SAR 50' },
      });
    }
  });

  it(`refuses more than ${BULK_PAYMENT_LIMIT} bills with the contract's own message`, () => {
    const all = many(51);
    const checked = checkClearDues(5, all, { selected: all.map((b) => b.invoice_id), rows: [row({ amount: '1' })], note: '' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues[0]).toMatchObject({ path: ['selected'], message: 'payment.bulkLimit' });
  });
});

describe('the due list', () => {
  it('ageing buckets as invoice days counted back from the garage’s today (a bill of 30 days is 0–30)', () => {
    expect(ageingDays('0-30', '2026-11-21')).toEqual({ from: '2026-10-22' });
    expect(ageingDays('31-60', '2026-11-21')).toEqual({ from: '2026-09-22', to: '2026-10-21' });
    expect(ageingDays('61-90', '2026-11-21')).toEqual({ from: '2026-08-23', to: '2026-09-21' });
    expect(ageingDays('90+', '2026-11-21')).toEqual({ to: '2026-08-22' });
  });

  it('a bulk payment takes bills of one customer only, at most 50', () => {
    const a1 = { invoice_id: 1, customer_id: 10 };
    const a2 = { invoice_id: 2, customer_id: 10 };
    const b1 = { invoice_id: 3, customer_id: 11 };
    expect(dueListBlock([], b1)).toBeNull();
    expect(dueListBlock([a1], a2)).toBeNull();
    expect(dueListBlock([a1], a1)).toBeNull();
    expect(dueListBlock([a1], b1)).toBe('otherCustomer');
    const fifty = Array.from({ length: 50 }, (_, i) => ({ invoice_id: 100 + i, customer_id: 10 }));
    expect(dueListBlock(fifty, a2)).toBe('limit');
  });
});
