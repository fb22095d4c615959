import { describe, expect, it } from 'vitest';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import { afterSave, afterSaveHref, tabOfStatus } from './after-save.ts';

describe('after saving (spec 2.3)', () => {
  it('goes to the order list tab of the new status', () => {
    expect(tabOfStatus('CREATED')).toBe('OPEN');
    expect(tabOfStatus('PAYMENT_DUE')).toBe('PAYMENT_DUE');
    expect(afterSaveHref(afterSave('ORDER', 'CREATE', { order_id: 3, status: 'PAYMENT_DUE', customer_id: 5 }, undefined))).toBe(
      '/tabs/orders?tab=PAYMENT_DUE',
    );
  });

  it('goes back to the customer when the flow started there, to the quotation list for quotations', () => {
    const saved = { order_id: 3, status: 'CREATED', customer_id: 5 };
    expect(afterSaveHref(afterSave('ORDER', 'CREATE', saved, 'customer-details'))).toBe('/tabs/customer-details/5');
    expect(afterSaveHref(afterSave('QUOTE', 'CREATE', saved, undefined))).toBe('/tabs/quotation');
    expect(afterSaveHref(afterSave('ORDER', 'EDIT', saved, undefined))).toMatch(/^\/tabs\/order-details\/3\/\d{1,4}$/);
  });

  it('links an order as /tabs/order-details/{order}/{random}', () => {
    expect(orderDetailsHref(12, 345)).toBe('/tabs/order-details/12/345');
  });
});
