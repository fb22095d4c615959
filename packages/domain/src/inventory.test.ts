import { describe, expect, it } from 'vitest';
import { auditVariance, mayAdjustStock, stockAuditNumber, stockLevel } from './inventory.ts';

describe('stock levels', () => {
  it.each([
    ['a stocked part with nothing left is out of stock', '0', '0', true, 'OUT'],
    ['a stocked part below zero (negative stock allowed) is out of stock', '-2', '5', true, 'OUT'],
    ['a part at its reorder level is low', '5', '5', true, 'LOW'],
    ['a part never stocked but given a reorder level is low (order it)', '0', '3', false, 'LOW'],
    ['a part never stocked without a level is neither', '0', '0', false, 'OK'],
    ['a part above its level is fine', '5.5', '5', true, 'OK'],
  ] as const)('%s', (_name, onHand, min, stocked, level) => {
    expect(stockLevel(onHand, min, stocked)).toBe(level);
  });
});

describe('audit variances', () => {
  it('is the count minus the system quantity taken at the count, valued at the average cost of the count', () => {
    expect(auditVariance('11', '12', '5')).toEqual({ quantity: '-1.000', value: '-5.0000' });
    expect(auditVariance('4', '3', '20.1234')).toEqual({ quantity: '1.000', value: '20.1234' });
    expect(auditVariance('2.5', '2.5', '7')).toEqual({ quantity: '0.000', value: '0.0000' });
  });
});

describe('adjusting stock', () => {
  it('is refused with RESTRICT_PERFORM_ADJUSTMENT, except to the owner', () => {
    expect(mayAdjustStock(['STOCK_AUDIT'])).toBe(true);
    expect(mayAdjustStock(['STOCK_AUDIT', 'RESTRICT_PERFORM_ADJUSTMENT'])).toBe(false);
    expect(mayAdjustStock(['GARAGE_OWNER', 'RESTRICT_PERFORM_ADJUSTMENT'])).toBe(true);
  });

  it('numbers audits SA-00001', () => {
    expect(stockAuditNumber(1)).toBe('SA-00001');
    expect(stockAuditNumber(123456)).toBe('SA-123456');
  });
});
