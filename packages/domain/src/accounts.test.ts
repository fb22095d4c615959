import { describe, expect, it } from 'vitest';
import {
  amountText,
  bookMethods,
  bookTotals,
  daysOf,
  EXPENSE_PAYMENT_METHODS,
  expenseCounterKind,
  expenseDayProblem,
  expenseYear,
  methodBalance,
} from './accounts.ts';
import { documentNumber } from './invoicing.ts';

describe('expenses', () => {
  it('are paid by every method that moves money, never ON_ACCOUNT or loyalty points', () => {
    expect(EXPENSE_PAYMENT_METHODS).toContain('CASH');
    expect(EXPENSE_PAYMENT_METHODS).not.toContain('ON_ACCOUNT');
    expect(EXPENSE_PAYMENT_METHODS).not.toContain('LOYALTY_POINT');
  });

  it('are numbered EXP/<financial year>/n with a counter per year', () => {
    expect(documentNumber('EXP', expenseYear('2027-03-31', 'IN'), 7)).toBe('EXP/26-27/00007');
    expect(expenseCounterKind(expenseYear('2027-04-01', 'IN'))).toBe('EXPENSE:27-28');
    expect(expenseCounterKind(expenseYear('2026-11-21', 'SA'))).toBe('EXPENSE:2026');
  });

  it.each([
    ['2026-11-21', '2026-11-21', null, null],
    ['2026-11-22', '2026-11-21', null, 'expense.futureDay'],
    ['2026-11-10', '2026-11-21', '2026-11-09', 'expense.paidBeforeDay'],
    ['2026-11-10', '2026-11-21', '2026-11-22', 'expense.futurePaidDay'],
    ['2026-11-10', '2026-11-21', '2026-11-21', null],
  ])('an expense of %s seen on %s, paid %s: %s', (day, today, paid, problem) => {
    expect(expenseDayProblem(day, today, paid)).toBe(problem);
  });
});

describe('the account book', () => {
  it('closes each method at opening + in − out, exactly', () => {
    expect(methodBalance('CASH', '100.10', '0.20', '50.05')).toEqual({
      method: 'CASH',
      opening: '100.10',
      money_in: '0.20',
      money_out: '50.05',
      closing: '50.25',
    });
    // A drawer can go below zero (an expense paid from cash brought in): the book shows it as it is.
    expect(methodBalance('CASH', '0', '0', '10').closing).toBe('-10.00');
  });

  it('totals the methods', () => {
    const lines = [methodBalance('CASH', '10', '5', '1'), methodBalance('CHEQUE', '0.1', '0.2', '0')];
    expect(bookTotals(lines)).toEqual({ opening: '10.10', money_in: '5.20', money_out: '1.00', closing: '14.30' });
  });

  it('lists CASH first, always, then the known methods in their order, then others', () => {
    expect(bookMethods(['BANK_TRANSFER', 'OTHER', 'DEBIT_CARD'])).toEqual(['CASH', 'DEBIT_CARD', 'BANK_TRANSFER', 'OTHER']);
    expect(bookMethods([])).toEqual(['CASH']);
  });

  it('walks the days of a range, across a month end', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('amounts', () => {
  it('keep two decimals at least and every decimal they have (a 3-decimal currency)', () => {
    expect(amountText('5')).toBe('5.00');
    expect(amountText('1.125')).toBe('1.125');
    expect(amountText('1.1250')).toBe('1.125');
  });
});
