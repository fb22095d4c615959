import { describe, expect, it } from 'vitest';
import { isShort, procureDefaults, procureReady } from './part-approval-rules.ts';

const line = (quantity: string, onHand: string, extra = {}) => ({
  quantity,
  on_hand: onHand,
  unit_symbol: 'l',
  base_unit_symbol: 'l',
  part_status: 'REQUESTED' as const,
  ...extra,
});

describe('the Parts Approval queue', () => {
  it('flags a waiting line that asks for more than the shelf holds', () => {
    expect(isShort(line('4', '3'))).toBe(true);
    expect(isShort(line('3', '3'))).toBe(false);
  });
  it('never flags an issued line, nor one in another unit than its part', () => {
    expect(isShort(line('4', '0', { part_status: 'ISSUED' }))).toBe(false);
    expect(isShort(line('500', '1', { unit_symbol: 'ml' }))).toBe(false);
  });
});

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
