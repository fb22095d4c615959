import { describe, expect, it } from 'vitest';
import { checkSummary, thisMonth } from './summary-invoice-modal.tsx';

describe('summary invoice', () => {
  it('offers this month so far, in garage-local days', () => {
    expect(thisMonth('2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });

  it('sends the range and the layout, and refuses a range that ends before it starts', () => {
    expect(checkSummary(5, { from: '2026-11-01', to: '2026-11-21', by: 'orders' })).toEqual({
      ok: true,
      body: { customer_id: 5, from: '2026-11-01', to: '2026-11-21', by_line_items: false, type: 'B2B_SUMMARY_INVOICE' },
    });
    const backwards = checkSummary(5, { from: '2026-11-21', to: '2026-11-01', by: 'lines' });
    expect(backwards.ok).toBe(false);
    if (!backwards.ok) expect(backwards.issues[0]).toMatchObject({ path: ['to'], message: 'order.dateRange' });
  });

  it('sends the CFDI use in Mexico when one is offered (decision 048, addendum on the uso CFDI)', () => {
    const checked = checkSummary(5, { from: '2026-11-01', to: '2026-11-21', by: 'lines', cfdi_use: 'G03' });
    expect(checked.ok && checked.body).toMatchObject({ cfdi_use: 'G03' });
    const none = checkSummary(5, { from: '2026-11-01', to: '2026-11-21', by: 'lines', cfdi_use: '' });
    expect(none.ok && 'cfdi_use' in none.body).toBe(false);
  });
});
