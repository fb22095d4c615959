import { describe, expect, it } from 'vitest';
import { canProgress, progressMoves } from './order-status.ts';
import { customMethodCode, customMethodId, methodProblem, nameTaken } from './payment-methods.ts';

describe('payment methods (decision 050)', () => {
  it('names a garage’s own method PM_<id> and reads the id back, and nothing else', () => {
    expect(customMethodCode(12)).toBe('PM_12');
    expect(customMethodId('PM_12')).toBe(12);
    expect(customMethodId('CASH')).toBeNull();
    expect(customMethodId('PM_0')).toBeNull();
    expect(customMethodId('PM_12x')).toBeNull();
  });

  it('takes a name shown by another method, in any case, and a not-renamed built-in’s standard name in either language', () => {
    const methods = [
      { code: 'CASH', name: null },
      { code: 'BANK_TRANSFER', name: 'NEFT' },
      { code: 'PM_3', name: 'UPI' },
    ];
    expect(nameTaken(' upi ', methods)).toBe(true);
    expect(nameTaken('upi', methods, 'PM_3')).toBe(false);
    expect(nameTaken('EFECTIVO', methods)).toBe(true);
    expect(nameTaken('neft', methods)).toBe(true);
    // Renamed, Bank transfer's standard name is free.
    expect(nameTaken('Bank transfer', methods)).toBe(false);
  });

  it('refuses a method not active in the garage and ON_ACCOUNT as money; the customer’s credit is always a method', () => {
    const active = new Set(['CASH', 'PM_3']);
    expect(methodProblem('PM_3', active)).toBeNull();
    expect(methodProblem('CUSTOMER_CREDIT', active)).toBeNull();
    expect(methodProblem('CHEQUE', active)).toBe('payment.methodInactive');
    expect(methodProblem('ON_ACCOUNT', new Set(['ON_ACCOUNT']))).toBe('payment.onAccountNotMoney');
  });

  it('lets a PAYMENT_DUE order be delivered only when every bill is settled or on account', () => {
    expect(canProgress('PAYMENT_DUE', 'COMPLETED')).toBe(false);
    expect(canProgress('PAYMENT_DUE', 'COMPLETED', true)).toBe(true);
    expect(progressMoves('PAYMENT_DONE', true)).toEqual(['COMPLETED']);
    expect(canProgress('IN_PROGRESS', 'COMPLETED', true)).toBe(false);
  });
});
