import { describe, expect, it } from 'vitest';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import { afterSave, afterSaveHref, billsNow, tabOfStatus } from './after-save.ts';

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

describe('a counter sale billed in the same flow (decision 043, addendum)', () => {
  const billing = { type: 'B2C' };
  it('bills a new counter sale created PAYMENT_DUE when the user may bill it', () => {
    expect(billsNow('CREATE', billing, { order_type: 'COUNTER_SALE', status: 'PAYMENT_DUE' })).toBe(true);
  });
  it('does not bill one under part issuance (CREATED), a repair order, an edit, or without billing roles', () => {
    expect(billsNow('CREATE', billing, { order_type: 'COUNTER_SALE', status: 'CREATED' })).toBe(false);
    expect(billsNow('CREATE', billing, { order_type: 'REPAIR_ORDER', status: 'PAYMENT_DUE' })).toBe(false);
    expect(billsNow('EDIT', billing, { order_type: 'COUNTER_SALE', status: 'PAYMENT_DUE' })).toBe(false);
    expect(billsNow('CREATE', null, { order_type: 'COUNTER_SALE', status: 'PAYMENT_DUE' })).toBe(false);
  });
});
