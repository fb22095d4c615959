import { describe, expect, it } from 'vitest';
import { checkExpense, fileRefusal, keyOfUrl, MAX_FILE_BYTES, newExpenseValues, normalAmount } from './expense-rules.ts';

const today = '2026-11-21';
const filled = { ...newExpenseValues(today), label_id: '4', amount: '120,50' };

describe('the expense form', () => {
  it('sends a paid expense with its method, a typed decimal comma as a point, and empty texts as null', () => {
    const checked = checkExpense({ ...filled, payee: '  City Power ', reference: ' ' }, today);
    expect(checked).toEqual({
      ok: true,
      body: {
        expense_date: today,
        label_id: 4,
        amount: '120.5',
        status: 'PAID',
        payment_method: 'CASH',
        payee: 'City Power',
        reference: null,
        note: null,
        attachments: [],
      },
    });
  });

  it('sends no method for an expense on credit', () => {
    const checked = checkExpense({ ...filled, status: 'CREDIT' }, today);
    expect(checked.ok && checked.body.payment_method).toBeNull();
  });

  it('asks for the label and a positive amount, with the messages of the contract', () => {
    const checked = checkExpense({ ...filled, label_id: '', amount: '0' }, today);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toEqual(
      expect.arrayContaining([
        { path: ['label_id'], message: 'field.required' },
        expect.objectContaining({ path: ['amount'], message: 'expense.amountPositive' }),
      ]),
    );
  });

  it('says an empty amount is required, not invalid', () => {
    const checked = checkExpense({ ...filled, amount: ' ' }, today);
    expect(checked).toEqual({ ok: false, issues: [{ path: ['amount'], message: 'field.required' }] });
  });

  it('refuses a day after today, as the server does', () => {
    const checked = checkExpense({ ...filled, expense_date: '2026-11-22' }, today);
    expect(checked).toEqual({ ok: false, issues: [{ path: ['expense_date'], message: 'expense.futureDay' }] });
  });

  it('reads amounts typed with spaces and thousands separators', () => {
    expect(normalAmount(' 1 234.50 ')).toBe('1234.5');
    expect(normalAmount('1,234.5')).toBe('1234.5');
    expect(normalAmount('abc')).toBe('abc');
  });
});

describe('attachments', () => {
  const png = (size: number, name = 'bill.png') => ({ name, size, type: 'image/png' });
  const attached = (sizes: number[]) =>
    sizes.map((size, i) => ({ key: `k${i}`, url: `/api/document/file/k${i}`, name: `f${i}`, size }));

  it('takes photos of up to 5 MB each and 15 MB in all', () => {
    expect(fileRefusal(png(MAX_FILE_BYTES), [])).toBeNull();
    expect(fileRefusal(png(MAX_FILE_BYTES + 1), [])).toEqual({ reason: 'size', name: 'bill.png' });
    expect(fileRefusal(png(MAX_FILE_BYTES), attached([MAX_FILE_BYTES, MAX_FILE_BYTES]))).toBeNull();
    expect(fileRefusal(png(1), attached([MAX_FILE_BYTES, MAX_FILE_BYTES, MAX_FILE_BYTES]))).toEqual({
      reason: 'flow',
      name: 'bill.png',
    });
  });

  it('refuses other file types and a sixth file', () => {
    expect(fileRefusal({ name: 'bill.pdf', size: 10, type: 'application/pdf' }, [])).toEqual({
      reason: 'type',
      name: 'bill.pdf',
    });
    expect(fileRefusal(png(1), attached([1, 1, 1, 1, 1]))).toEqual({ reason: 'count', name: 'bill.png' });
  });

  it('keeps the key of an uploaded file from its address', () => {
    expect(keyOfUrl('/api/document/file/AbC_12-x')).toBe('AbC_12-x');
  });
});
