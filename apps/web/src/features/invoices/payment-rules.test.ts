import { describe, expect, it } from 'vitest';
import { checkPayment, dueAfter, methodFields, newRow, nextRow, type PaymentRow, paymentSum } from './payment-rules.ts';

const row = (over: Partial<PaymentRow>): PaymentRow => ({ ...newRow('CASH', ''), ...over });

describe('what a payment leaves due (domain amountDue, decimals)', () => {
  it('subtracts every method of a split payment without float error', () => {
    const rows = [row({ amount: '0.1' }), row({ method: 'CREDIT_CARD', amount: '0.2' })];
    expect(paymentSum(rows).toString()).toBe('0.3');
    expect(dueAfter('0.3', rows)).toEqual({ left: expect.anything(), overpaid: false });
    expect(dueAfter('0.3', rows).left.toString()).toBe('0');
    expect(dueAfter('1180.50', [row({ amount: '500' })]).left.toString()).toBe('680.5');
  });

  it('counts an amount not yet a number as zero, and reads a decimal comma', () => {
    expect(dueAfter('100', [row({ amount: 'abc' })]).left.toString()).toBe('100');
    expect(dueAfter('100', [row({ amount: '40,5' })]).left.toString()).toBe('59.5');
  });

  it('never leaves less than zero due, and says it overpays', () => {
    const after = dueAfter('100', [row({ amount: '150' })]);
    expect(after.left.toString()).toBe('0');
    expect(after.overpaid).toBe(true);
  });
});

describe('rows of the add-payment form', () => {
  it('asks a reference of cards, transfers and links, the cheque details of a cheque, nothing of cash', () => {
    expect(methodFields('CASH')).toBe('none');
    expect(methodFields('DEBIT_CARD')).toBe('reference');
    expect(methodFields('CREDIT_CARD')).toBe('reference');
    expect(methodFields('BANK_TRANSFER')).toBe('reference');
    expect(methodFields('PAYMENT_LINK')).toBe('reference');
    expect(methodFields('CHEQUE')).toBe('cheque');
  });

  it('"add another method" takes an unused method prefilled with what is still due', () => {
    const next = nextRow('1000', [row({ amount: '400' })]);
    expect(next.method).toBe('DEBIT_CARD');
    expect(next.amount).toBe('600');
    expect(nextRow('1000', [row({ amount: '1000' })]).amount).toBe('');
  });
});

describe('the payment body (the contract schema, plus the due)', () => {
  it('builds part cash, rest card for an invoice', () => {
    const checked = checkPayment(9, '1000', {
      rows: [row({ amount: '400' }), row({ method: 'CREDIT_CARD', amount: '600.00', reference: ' 4421 ', cheque_number: 'x' })],
      note: '',
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        invoice_id: 9,
        payments: [
          { method: 'CASH', amount: '400' },
          { method: 'CREDIT_CARD', amount: '600', reference: '4421' },
        ],
        note: null,
      },
    });
  });

  it('refuses zero, a cheque without its details, and more than the due, on the field concerned', () => {
    const zero = checkPayment(9, '100', { rows: [row({ amount: '0' })], note: '' });
    expect(zero.ok).toBe(false);
    if (!zero.ok) expect(zero.issues[0]).toMatchObject({ path: ['rows.0.amount'], message: 'payment.amountPositive' });

    const cheque = checkPayment(9, '100', { rows: [row({ method: 'CHEQUE', amount: '50', cheque_number: '123' })], note: '' });
    expect(cheque.ok).toBe(false);
    if (!cheque.ok) expect(cheque.issues[0]).toMatchObject({ path: ['rows.0.bank_name'], message: 'payment.chequeDetails' });

    const over = checkPayment(
      9,
      '100',
      { rows: [row({ amount: '60' }), row({ method: 'DEBIT_CARD', amount: '41' })], note: '' },
      (v) => `Rs ${v}`,
    );
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.issues[0]).toMatchObject({
        path: ['rows.1.amount'],
        message: 'payment.overpay',
        params: { amount: 'Rs 101', due: 'Rs 100' },
      });
    }
  });

  it('sends a cheque with its number, bank and date', () => {
    const checked = checkPayment(9, '100', {
      rows: [row({ method: 'CHEQUE', amount: '100', cheque_number: '000123', bank_name: 'SBI', cheque_date: '2026-11-21' })],
      note: 'first',
    });
    expect(checked.ok && checked.body.payments[0]).toEqual({
      method: 'CHEQUE',
      amount: '100',
      cheque_number: '000123',
      bank_name: 'SBI',
      cheque_date: '2026-11-21',
    });
  });
});
