import { describe, expect, it } from 'vitest';
import { procureDefaults, procureReady } from './procure-rules.ts';

describe('the Procure dialog', () => {
  it('starts at the suggested vendor and the quantity short', () => {
    expect(procureDefaults({ vendor_id: 7, quantity: '30' })).toEqual({ vendorId: '7', quantity: '30' });
  });
  it('leaves the vendor to choose when none is suggested, and orders 1 before the suggestion has come', () => {
    expect(procureDefaults({ vendor_id: null, quantity: '2' })).toEqual({ vendorId: '', quantity: '2' });
    expect(procureDefaults(undefined)).toEqual({ vendorId: '', quantity: '1' });
  });
  it('is confirmed only with a vendor and a quantity above zero', () => {
    expect(procureReady({ vendorId: '7', quantity: '2.5' })).toBe(true);
    expect(procureReady({ vendorId: '', quantity: '2' })).toBe(false);
    expect(procureReady({ vendorId: '7', quantity: '0' })).toBe(false);
    expect(procureReady({ vendorId: '7', quantity: 'two' })).toBe(false);
  });
});
