import { describe, expect, it } from 'vitest';
import { ageingBucket, allocatePayment, amountDue, documentNumber, financialYear, paymentStatus } from './invoicing.ts';

describe('financial years', () => {
  it.each([
    ['2027-03-31', 'IN', '26-27', '2026-04-01'],
    ['2027-04-01', 'IN', '27-28', '2027-04-01'],
    ['2026-01-01', 'IN', '25-26', '2025-04-01'],
    ['2099-12-31', 'IN', '99-00', '2099-04-01'],
    ['2026-12-31', 'SA', '2026', '2026-01-01'],
    ['2027-01-01', 'MX', '2027', '2027-01-01'],
    ['2026-06-15', 'us', '2026', '2026-01-01'],
  ])(
    '%s in %s falls in year %s (from %s): India runs April to March, the rest the calendar year',
    (day, country, label, start) => {
      expect(financialYear(day, country)).toEqual({ label, start });
    },
  );

  it('writes the number as prefix / year / five digits, at most 16 characters with a 4-letter prefix', () => {
    expect(documentNumber('INV', '26-27', 42)).toBe('INV/26-27/00042');
    expect(documentNumber('ABCD', '26-27', 99999)).toHaveLength(16);
  });
});

describe('dues', () => {
  it('is the total less what was paid, never below zero', () => {
    expect(amountDue('310.50', '100.50').toFixed(2)).toBe('210.00');
    expect(amountDue('10', '12').toFixed(2)).toBe('0.00');
  });
  it.each([
    ['100', '0', 'UNPAID'],
    ['100', '0.01', 'PARTIAL'],
    ['100', '100', 'PAID'],
    ['0', '0', 'PAID'],
  ])('a bill of %s with %s paid is %s', (total, paid, status) => {
    expect(paymentStatus(total, paid)).toBe(status);
  });
  it.each([
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [90, '61-90'],
    [91, '90+'],
  ])('a due %i days old is in ageing bucket %s', (days, bucket) => {
    expect(ageingBucket(days)).toBe(bucket);
  });
});

describe('spreading a receipt over bills (clear dues)', () => {
  const shown = (rows: ReturnType<typeof allocatePayment>) => rows.map((r) => [r.bill, r.part, r.amount.toFixed(2)]);

  it('fills the oldest bill first, then the next, with the methods in the order given', () => {
    // Bills of 100, 50.50 and 80; 120 in cash and 60 by card.
    expect(shown(allocatePayment(['100', '50.50', '80'], ['120', '60']))).toEqual([
      [0, 0, '100.00'],
      [1, 0, '20.00'],
      [1, 1, '30.50'],
      [2, 1, '29.50'],
    ]);
  });

  it('settles every bill exactly when the parts equal the dues', () => {
    const rows = allocatePayment(['0.10', '0.20'], ['0.30']);
    expect(shown(rows)).toEqual([
      [0, 0, '0.10'],
      [1, 0, '0.20'],
    ]);
  });

  it('skips bills with nothing due and leaves unallocated what no bill can take', () => {
    expect(shown(allocatePayment(['0', '10'], ['15']))).toEqual([[1, 0, '10.00']]);
  });
});
