import { describe, expect, it } from 'vitest';
import { isShort } from './part-approval-rules.ts';

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
